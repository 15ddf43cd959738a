/**
 * npm run bench:cold-start: what each deployed function costs at a cold start before it serves a
 * request (docs/performance.md#cold-start). Every handler is bundled exactly as the stack bundles it
 * (infra/bundling.ts, buildBundle), then imported RUNS times, each in a fresh Node process started
 * as Lambda starts it (NODE_OPTIONS of the stack, so with source maps at run time), and the import
 * is timed from inside that process. Figures: the bundle's size, its source map's size, and the
 * median and worst import time, against the budget COLD_START_BUDGET.
 *
 * Results: bench/results/<date>-cold-start.json, and a table on stdout for docs/performance.md.
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { buildBundle, ROOT, ROUTE_BUNDLE_BUDGET_KIB } from '../infra/bundling.ts';
import { routeList } from '../shared/routes.ts';
import { machine, writeResults } from './lib/results.ts';

const run = promisify(execFile);
const RUNS = Number(process.env.RUNS ?? 5);

/**
 * The budget a route bundle is held to (docs/performance.md#cold-start): its size is the one the
 * stack test holds; its import time is the issue's target, measured here and never in a test.
 */
export const COLD_START_BUDGET = { bundleKiB: ROUTE_BUNDLE_BUDGET_KIB, importMs: 150 } as const;

const OTHER_HANDLERS = ['functions/authorizer.ts', 'functions/docs/docs.ts', 'functions/ops/migrate.ts', 'functions/ops/load.ts'];

// Timed inside the child so process start-up itself (the same for every bundle) is not counted.
const PROBE = `const t = performance.now(); await import(process.argv[1]); console.log(JSON.stringify({ ms: performance.now() - t }));`;

async function importMs(bundle: string, sourceMaps: boolean): Promise<number> {
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', PROBE, pathToFileURL(bundle).href], {
    env: {
      PATH: process.env.PATH,
      NODE_OPTIONS: sourceMaps ? '--enable-source-maps' : '',
      AWS_REGION: 'us-east-1',
      POWERTOOLS_SERVICE_NAME: 'sfr-analytics-api',
      KEYS_TABLE: 'bench-keys',
    },
  });
  return (JSON.parse(stdout.trim().split('\n').at(-1)!) as { ms: number }).ms;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const round = (x: number) => Math.round(x * 10) / 10;

async function main() {
  const handlers = [...new Set([...routeList.map((route) => route.handler), ...OTHER_HANDLERS])];
  // Inside the repository so the bundles resolve the external @aws-sdk packages from node_modules, as Lambda's runtime provides them.
  await mkdir(join(ROOT, 'bench/.work'), { recursive: true });
  const dir = await mkdtemp(join(ROOT, 'bench/.work/cold-start-'));
  const rows = [];
  try {
    for (const [i, handler] of handlers.entries()) {
      const outdir = join(dir, String(i));
      const bundle = await buildBundle(handler, outdir);
      const withMaps: number[] = [];
      const withoutMaps: number[] = [];
      let error: string | undefined;
      try {
        for (let r = 0; r < RUNS; r++) {
          withMaps.push(await importMs(bundle, true));
          withoutMaps.push(await importMs(bundle, false));
        }
      } catch (e) {
        error = (e as Error).message.split('\n').slice(0, 3).join(' ');
      }
      const row = {
        handler,
        bundleKiB: round((await stat(bundle)).size / 1024),
        sourceMapKiB: round((await stat(`${bundle}.map`)).size / 1024),
        importMsMedian: withMaps.length ? round(median(withMaps)) : null,
        importMsMax: withMaps.length ? round(Math.max(...withMaps)) : null,
        importMsMedianWithoutSourceMaps: withoutMaps.length ? round(median(withoutMaps)) : null,
        ...(error ? { error } : {}),
      };
      rows.push(row);
      console.log(
        `${handler.padEnd(52)} ${String(row.bundleKiB).padStart(7)} KiB  map ${String(row.sourceMapKiB).padStart(7)} KiB  import ${row.importMsMedian ?? '-'} ms (max ${row.importMsMax ?? '-'}, no maps ${row.importMsMedianWithoutSourceMaps ?? '-'})${error ? `  ERROR ${error}` : ''}`,
      );
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  const routes = rows.filter((row) => routeList.some((route) => route.handler === row.handler));
  const overSize = routes.filter((row) => row.bundleKiB > COLD_START_BUDGET.bundleKiB).map((row) => row.handler);
  const overTime = routes.filter((row) => (row.importMsMedian ?? Infinity) > COLD_START_BUDGET.importMs).map((row) => row.handler);
  const summary = {
    routeBundles: routes.length,
    bundleKiBMax: Math.max(...routes.map((row) => row.bundleKiB)),
    importMsMedianMax: Math.max(...routes.map((row) => row.importMsMedian ?? Infinity)),
    overSizeBudget: overSize,
    overTimeBudget: overTime,
  };
  console.log(JSON.stringify(summary, null, 2));
  await writeResults('cold-start', { runs: RUNS, budget: COLD_START_BUDGET, machine: machine(), summary, rows });
}

await main();
