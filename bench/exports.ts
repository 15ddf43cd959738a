/**
 * Export throughput (docs/performance.md#exports): for each format, a POST /exports of every seeded
 * property through the local gateway, timed from the POST to `succeeded`, as rows/s and MB/s of the
 * file, with the gateway's peak RSS (a gateway of its own per format: VmHWM is a process's lifetime
 * peak); then the same rows paged through GET /properties/search at its largest page, the way a
 * caller without exports gets them. The ratios to paging are the figures that survive this shared
 * machine; the absolute ones move with its load, which the results record.
 *
 *   npm run bench:exports -- --properties 100000
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import postgres from 'postgres';
import { type Gateway, memoryMiB, startGateway } from './lib/gateway.ts';
import { startBenchPostgres } from './lib/postgres.ts';
import { cpuTimes, machine, stealShare, writeResults } from './lib/results.ts';
import { ensureSeeded } from './lib/seed.ts';

const { values } = parseArgs({ options: { properties: { type: 'string', default: '100000' } } });
const n = Number(values.properties);
const KEY = 'demo-unlimited-key';
const FORMATS = ['csv', 'ndjson', 'parquet'] as const;
// A closed stdout (the run piped into a pager or a finished `tee`) must not end the run with an
// unhandled EPIPE after the seed: the results are written to bench/results/ all the same.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
});
const log = (line: string) => {
  if (process.stdout.writable) console.log(line);
};

async function call(gateway: Gateway, path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${gateway.url}${path}`, { ...init, headers: { 'X-API-TOKEN': KEY, 'Content-Type': 'application/json', ...init.headers } });
}

/**
 * The work's result, the gateway's RSS once it serves (idle) and its peak RSS (VmHWM, its
 * lifetime's: each measurement has a gateway of its own).
 */
async function withPeak<T>(gateway: Gateway, work: () => Promise<T>): Promise<{ result: T; idleRssMiB: number; peakRssMiB: number }> {
  const idleRssMiB = +memoryMiB(gateway.pid, 'VmRSS').toFixed(1);
  const result = await work();
  return { result, idleRssMiB, peakRssMiB: +memoryMiB(gateway.pid, 'VmHWM').toFixed(1) };
}

async function exportOnce(gateway: Gateway, state: string, format: (typeof FORMATS)[number]) {
  const started = performance.now();
  const created = await call(gateway, '/exports', {
    method: 'POST',
    body: JSON.stringify({ dataset: 'properties', filter: { state }, format }),
  });
  if (created.status !== 202) throw new Error(`POST /exports: ${created.status} ${await created.text()}`);
  const { id } = (await created.json()) as { id: string };
  let resets = 0;
  for (;;) {
    // a poll can meet a kept-alive socket the gateway closed while its event loop was busy
    // encoding (ECONNRESET): a client polls again, and so does this
    const polled = await call(gateway, `/exports/${id}`).catch((error: Error) => {
      if ((error.cause as NodeJS.ErrnoException | undefined)?.code !== 'ECONNRESET') throw error;
      resets++;
      return null;
    });
    if (!polled) continue;
    const job = (await polled.json()) as {
      status: string;
      rows: number;
      bytes: number;
      error: string | null;
    };
    if (job.status === 'failed') throw new Error(`export ${id} failed: ${job.error}`);
    if (job.status === 'succeeded') {
      const seconds = (performance.now() - started) / 1000;
      return {
        rows: job.rows,
        bytes: job.bytes,
        seconds,
        rowsPerSecond: Math.round(job.rows / seconds),
        mbPerSecond: +(job.bytes / 1e6 / seconds).toFixed(2),
        pollResets: resets,
      };
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Every page of the search, each next page taken from the `Link` header's `rel="next"`, as a client does. */
async function pageAll(gateway: Gateway, state: string) {
  const started = performance.now();
  let rows = 0;
  let bytes = 0;
  let pages = 0;
  for (let path: string | null = `/properties/search?state=${state}&page_size=100`; path; ) {
    const res = await call(gateway, path);
    const body = await res.text();
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${body.slice(0, 200)}`);
    rows += (JSON.parse(body) as { data: unknown[] }).data.length;
    bytes += Buffer.byteLength(body);
    pages++;
    const next = /<([^>]+)>;\s*rel="next"/.exec(res.headers.get('link') ?? '');
    path = next ? next[1]!.replace(/^https?:\/\/[^/]+/, '') : null;
  }
  const seconds = (performance.now() - started) / 1000;
  return { rows, bytes, pages, seconds, rowsPerSecond: Math.round(rows / seconds), mbPerSecond: +(bytes / 1e6 / seconds).toFixed(2) };
}

const pg = startBenchPostgres();
const dir = await mkdtemp(join(tmpdir(), 'bench-exports-'));
try {
  const { url } = await ensureSeeded(pg, n, log);
  const sql = postgres(url, { max: 1 });
  // two sizes, the largest state and one about a quarter of it: a flat peak RSS across them is what
  // lets rows/s be carried to larger exports
  const states = await sql<{ state: string; n: number }[]>`select state, count(*)::int as n from properties group by state order by 2 desc`;
  const top = states[0]!;
  const quarter = states.reduce((best, s) => (Math.abs(s.n - top.n / 4) < Math.abs(best.n - top.n / 4) ? s : best));
  await sql`delete from export_jobs`;
  await sql.end();
  const env = { DATABASE_URL: url, EXPORTS_DIR: dir, THROTTLE: 'off', DB_POOL_MAX: '4' };
  const cpuBefore = cpuTimes();
  const sizes: Record<string, unknown>[] = [];
  for (const { state, n: rows } of [quarter, top]) {
    log(`exporting ${state}: ${rows.toLocaleString('en-US')} properties`);
    const exports: Record<string, { rowsPerSecond: number } & Record<string, number>> = {};
    for (const format of FORMATS) {
      const gateway = await startGateway(env);
      try {
        const { result, idleRssMiB, peakRssMiB } = await withPeak(gateway, () => exportOnce(gateway, state, format));
        exports[format] = { ...result, idleRssMiB, peakRssMiB };
        log(`${format}: ${JSON.stringify(exports[format])}`);
      } finally {
        await gateway.stop();
      }
    }
    const gateway = await startGateway(env);
    let paging: Awaited<ReturnType<typeof pageAll>> & { idleRssMiB: number; peakRssMiB: number };
    try {
      const { result, idleRssMiB, peakRssMiB } = await withPeak(gateway, () => pageAll(gateway, state));
      paging = { ...result, idleRssMiB, peakRssMiB };
      log(`paging: ${JSON.stringify(paging)}`);
    } finally {
      await gateway.stop();
    }
    const ratios = Object.fromEntries(FORMATS.map((f) => [f, +(exports[f]!.rowsPerSecond / paging.rowsPerSecond).toFixed(1)]));
    sizes.push({ state, rows, exports, paging, exportRowsPerSecondOverPaging: ratios });
  }
  await writeResults(`exports-${n}`, {
    properties: n,
    sizes,
    stealShare: stealShare(cpuBefore, cpuTimes()),
    machine: machine(),
  });
} finally {
  await rm(dir, { recursive: true, force: true });
  pg.stop();
}
