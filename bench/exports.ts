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
const log = (line: string) => console.log(line);

async function call(gateway: Gateway, path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${gateway.url}${path}`, { ...init, headers: { 'X-API-TOKEN': KEY, 'Content-Type': 'application/json', ...init.headers } });
}

/** The work's result and the gateway's peak RSS (VmHWM, its lifetime's: each measurement has a gateway of its own). */
async function withPeak<T>(gateway: Gateway, work: () => Promise<T>): Promise<{ result: T; peakRssMiB: number }> {
  const result = await work();
  return { result, peakRssMiB: memoryMiB(gateway.pid, 'VmHWM') };
}

async function exportOnce(gateway: Gateway, state: string, format: (typeof FORMATS)[number]) {
  const started = performance.now();
  const created = await call(gateway, '/exports', {
    method: 'POST',
    body: JSON.stringify({ dataset: 'properties', filter: { state }, format }),
  });
  if (created.status !== 202) throw new Error(`POST /exports: ${created.status} ${await created.text()}`);
  const { id } = (await created.json()) as { id: string };
  for (;;) {
    const job = (await (await call(gateway, `/exports/${id}`)).json()) as {
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
      };
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function pageAll(gateway: Gateway, state: string) {
  const started = performance.now();
  let rows = 0;
  let bytes = 0;
  let pages = 0;
  for (let page = 1; ; page++) {
    const res = await call(gateway, `/properties/search?state=${state}&page_size=100&page=${page}`);
    const body = await res.text();
    if (res.status !== 200) throw new Error(`search page ${page}: ${res.status} ${body.slice(0, 200)}`);
    const parsed = JSON.parse(body) as { data: unknown[]; has_more: boolean };
    rows += parsed.data.length;
    bytes += Buffer.byteLength(body);
    pages++;
    if (!parsed.has_more) break;
  }
  const seconds = (performance.now() - started) / 1000;
  return { rows, bytes, pages, seconds, rowsPerSecond: Math.round(rows / seconds), mbPerSecond: +(bytes / 1e6 / seconds).toFixed(2) };
}

const pg = startBenchPostgres();
const dir = await mkdtemp(join(tmpdir(), 'bench-exports-'));
try {
  const { url } = await ensureSeeded(pg, n, log);
  const sql = postgres(url, { max: 1 });
  const [top] = await sql<
    { state: string; n: number }[]
  >`select state, count(*)::int as n from properties group by state order by 2 desc limit 1`;
  await sql`delete from export_jobs`;
  await sql.end();
  log(`exporting ${top!.state}: ${top!.n.toLocaleString('en-US')} properties`);
  const env = { DATABASE_URL: url, EXPORTS_DIR: dir, THROTTLE: 'off', DB_POOL_MAX: '4' };
  const cpuBefore = cpuTimes();
  const exports: Record<string, unknown> = {};
  for (const format of FORMATS) {
    const gateway = await startGateway(env);
    try {
      const { result, peakRssMiB } = await withPeak(gateway, () => exportOnce(gateway, top!.state, format));
      exports[format] = { ...result, peakRssMiB };
      log(`${format}: ${JSON.stringify(exports[format])}`);
    } finally {
      await gateway.stop();
    }
  }
  const gateway = await startGateway(env);
  let paging: Awaited<ReturnType<typeof pageAll>> & { peakRssMiB: number };
  try {
    const { result, peakRssMiB } = await withPeak(gateway, () => pageAll(gateway, top!.state));
    paging = { ...result, peakRssMiB };
    log(`paging: ${JSON.stringify(paging)}`);
  } finally {
    await gateway.stop();
  }
  const ratios = Object.fromEntries(
    FORMATS.map((f) => [f, +((exports[f] as { rowsPerSecond: number }).rowsPerSecond / paging.rowsPerSecond).toFixed(1)]),
  );
  await writeResults(`exports-${n}`, {
    properties: n,
    state: top!.state,
    rows: top!.n,
    exports,
    paging,
    exportRowsPerSecondOverPaging: ratios,
    stealShare: stealShare(cpuBefore, cpuTimes()),
    machine: machine(),
  });
} finally {
  await rm(dir, { recursive: true, force: true });
  pg.stop();
}
