/**
 * npm run bench: every endpoint through the local gateway on a seeded PostgreSQL + PostGIS (see
 * bench/http.ts for what is measured), with an Unlimited key and throttling off.
 *
 *   npm run bench -- [--properties 1000000] [--only by-address,search] [--duration 15] [--warmup 3] [--connections 16] [--rounds 3] [--workers 2]
 *       bench_seed_<N> is seeded when missing (or resumed when incomplete) and reused otherwise;
 *       figures go to bench/results/<date>-<N>.json. A run of some endpoints (--only) updates their
 *       rows in that day's file when it was measured with the same duration, warm-up, connections
 *       and rounds. With --rounds, the whole suite runs that many times and each figure is the
 *       median of the rounds'. With --workers, the gateway runs in that many processes
 *       (GATEWAY_WORKERS) sharing the same database connections; figures go to
 *       bench/results/<date>-<N>-workers<W>.json. After each endpoint's run at --connections, its
 *       requests are sent again at a fixed rate, --paced (default 0.5) times the requests/s it
 *       sustained (bench/http.ts pace()): the latency at a stated load; --paced 0 skips it.
 *   npm run bench -- --scale 250000,1000000,5000000 [--rounds 3]
 *       nearby-sales, by-address, search and top-buyers at each size (a size whose database would
 *       not fit on the disk is refused and recorded as not measured), the sizes taking turns for
 *       --rounds rounds, each figure the median of the rounds'; bench/results/<date>-scale.json
 *       and the chart bench/results/scale.svg.
 *   npm run bench -- --memory-ratio 0.1 [--label after] [--only by-address,nearby-sales] [--properties 1000000]
 *       the suite twice on the same database: in memory (buffers of half the machine, prewarmed),
 *       then after restarting the cluster with shared_buffers at that fraction of the database's
 *       size, the page cache dropped and nothing prewarmed; each endpoint's shared buffers per
 *       request (pg_stat_statements over its SQL floor) in both, the database's bytes per property
 *       and each index's size and use. Both modes side by side, under --label (default "current"),
 *       in bench/results/<date>-pages-<N>.json, which keeps the other labels' runs.
 *   npm run bench -- --embedded [--properties 15000]
 *       the same endpoints on the embedded PGlite of `npm start`, at its demo size;
 *       bench/results/<date>-embedded.json.
 *
 * PostgreSQL: DATABASE_URL when set, otherwise a cluster under bench/.work/pg (bench/lib/postgres.ts).
 */
import { createServer } from 'node:net';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import postgres from 'postgres';
import { reloadConfig } from '../shared/platform/config.ts';
import { type ScaleFigures, type ScaleResults, type ScaleRun, writeScaleChart } from './chart.ts';
import { ENDPOINTS, type Endpoint } from './endpoints.ts';
import { type EndpointResult, headline, runHttpSuite, type SuiteOptions, type SuiteResult, tableRows } from './http.ts';
import { databaseBytes, prewarm, startBenchPostgres } from './lib/postgres.ts';
import { loadAverage, type Machine, machine, readResults, resultsFile, writeResults } from './lib/results.ts';
import { DiskSpaceError, ensureSeeded } from './lib/seed.ts';

const { values } = parseArgs({
  options: {
    properties: { type: 'string' },
    only: { type: 'string' },
    duration: { type: 'string', default: '15' },
    warmup: { type: 'string', default: '3' },
    connections: { type: 'string', default: '16' },
    scale: { type: 'string' },
    rounds: { type: 'string', default: '1' },
    workers: { type: 'string', default: '1' },
    paced: { type: 'string', default: '0.5' },
    embedded: { type: 'boolean', default: false },
    'memory-ratio': { type: 'string' },
    label: { type: 'string', default: 'current' },
  },
});
const WORK = new URL('.work/', import.meta.url).pathname;
const SCALE_ENDPOINTS = ['nearby-sales', 'by-address', 'search', 'top-buyers'];
function count(flag: 'properties' | 'duration' | 'warmup' | 'connections' | 'rounds' | 'workers', fallback?: number): number {
  const n = values[flag] === undefined ? fallback : Number(values[flag]);
  if (n === undefined || !Number.isInteger(n) || n < 0) throw new Error(`--${flag} takes a whole number, not ${values[flag]}`);
  return n;
}
const run = { connections: count('connections'), duration: count('duration'), warmup: count('warmup'), pacedShare: share('paced') };
function share(flag: 'paced'): number {
  const x = Number(values[flag]);
  if (!(x >= 0 && x < 1))
    throw new Error(`--${flag} takes a share of the measured requests/s, from 0 (off) to below 1, not ${values[flag]}`);
  return x;
}
const log = (line: string) => console.error(`[bench] ${line}`);

/** An endpoint is named in full or by its first word(s): `top-buyers` is "top-buyers (a metro city over a year)". */
function selectEndpoints(names: string[] | undefined): Endpoint[] {
  if (!names) return ENDPOINTS;
  const matches = (e: Endpoint, name: string) => e.name === name || e.name.startsWith(`${name} `);
  const unknown = names.filter((name) => !ENDPOINTS.some((e) => matches(e, name)));
  if (unknown.length)
    throw new Error(`no endpoint named ${unknown.join(', ')}; the endpoints are: ${ENDPOINTS.map((e) => e.name).join('; ')}`);
  return ENDPOINTS.filter((e) => names.some((name) => matches(e, name)));
}

interface SuiteFile {
  date: string;
  machine: Machine;
  database: string;
  properties: number;
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
  /** the gateway's database connections, all its processes together */
  databaseConnections: number;
  /** the gateway's processes (GATEWAY_WORKERS); absent: 1 */
  gatewayWorkers?: number;
  /** runs of the whole suite; each figure is the median of theirs */
  rounds: number;
  /** the paced runs' rate as a share of each endpoint's requests/s (absent: none) */
  pacedShare?: number;
  note?: string;
  httpFloor?: SuiteResult['httpFloor'];
  roundTripFloor?: SuiteResult['roundTripFloor'];
  /** the largest of the endpoints' peaks */
  serverPeakRssMiB: number;
  endpoints: Record<string, EndpointResult>;
}

const sameConditions = (a: SuiteFile, properties: number, databaseConnections: number, rounds: number) =>
  a.properties === properties &&
  a.connections === run.connections &&
  a.durationSeconds === run.duration &&
  a.warmupSeconds === run.warmup &&
  a.databaseConnections === databaseConnections &&
  a.rounds === rounds;

/** Writes a suite's figures, keeping the rows of endpoints this run did not measure from an earlier run of the day under the same conditions. */
async function writeSuite(
  name: string,
  properties: number,
  { databaseConnections, rounds, gatewayWorkers }: Pick<SuiteFile, 'databaseConnections' | 'rounds' | 'gatewayWorkers'>,
  suite: SuiteResult,
  note?: string,
): Promise<SuiteFile> {
  const previous = await readResults<SuiteFile>(resultsFile(name));
  const kept = previous && sameConditions(previous, properties, databaseConnections, rounds) ? previous.endpoints : {};
  const merged = { ...kept, ...suite.endpoints };
  const endpoints = Object.fromEntries(ENDPOINTS.filter((e) => merged[e.name]).map((e) => [e.name, merged[e.name]!]));
  const file: SuiteFile = {
    date: new Date().toISOString(),
    machine: machine(),
    database: suite.database,
    properties,
    ...{
      connections: run.connections,
      durationSeconds: run.duration,
      warmupSeconds: run.warmup,
      pacedShare: run.pacedShare,
      databaseConnections,
      rounds,
    },
    ...(gatewayWorkers && { gatewayWorkers }),
    ...(note ? { note } : {}),
    httpFloor: suite.httpFloor ?? previous?.httpFloor,
    roundTripFloor: suite.roundTripFloor ?? previous?.roundTripFloor,
    serverPeakRssMiB: Math.max(...Object.values(endpoints).map((e) => e.serverPeakRssMiB)),
    endpoints,
  };
  await writeResults(name, file);
  return file;
}

function report({ endpoints, httpFloor, roundTripFloor }: Pick<SuiteFile, 'endpoints' | 'httpFloor' | 'roundTripFloor'>): void {
  if (httpFloor) console.log(`HTTP floor (bare node:http, fixed JSON): ${httpFloor.rps} requests/s, p99 ${httpFloor.p99} ms`);
  if (roundTripFloor)
    console.log(
      `round-trip floor (select 1 through the query layer's pool): ${roundTripFloor.rps} requests/s, p99 ${roundTripFloor.p99} ms`,
    );
  console.table(tableRows(endpoints));
  const failures = (name: string, r: EndpointResult) => {
    const answers = ENDPOINTS.find((e) => e.name === name)?.answers ?? [];
    const refused = Object.entries(r.http.non2xxStatuses ?? {}).filter(([status]) => !answers.includes(Number(status)));
    return r.http.errors + refused.reduce((n, [, count]) => n + count, 0);
  };
  const failing = Object.entries(endpoints).filter(([name, r]) => failures(name, r) > 0);
  if (failing.length) {
    console.error(
      `errors (must be 0): ${failing.map(([name, r]) => `${name}: ${r.http.errors} errors, ${r.http.non2xx} non-2xx (${JSON.stringify(r.http.non2xxStatuses ?? {})})`).join('; ')}`,
    );
    process.exitCode = 1;
  }
}

/**
 * Database connections for the gateway (and the SQL floor): twice the cores, PostgreSQL's rule of
 * thumb. With the database on the same cores, more connections only take turns on them: 16 against
 * 4 on this 2-core machine served by-address at 1,183 against 1,526 req/s (best-buyers 117 against
 * 138, market-analysis 179 against 198; no endpoint was faster with 16).
 */
const POOL_MAX = 2 * availableParallelism();
/** Gateway processes: the connections are shared out among them, so the database sees the same number. */
const WORKERS = Math.max(1, count('workers'));

/** The gateway on a seeded PostgreSQL database, which it brings up to the code's migrations as it starts. */
function onPostgres(url: string, endpoints: Endpoint[], floors: boolean): SuiteOptions {
  const gateway = { DATABASE_URL: url, DB_POOL_MAX: String(Math.max(1, Math.floor(POOL_MAX / WORKERS))), GATEWAY_WORKERS: String(WORKERS) };
  // the scale curve compares saturated figures across sizes; the paced run belongs to the suite
  return {
    ...run,
    pacedShare: floors ? run.pacedShare : 0,
    endpoints,
    floors,
    databaseUrl: url,
    poolMax: POOL_MAX,
    serverEnv: gateway,
    log,
  };
}

async function suite(): Promise<void> {
  const n = count('properties', 1_000_000);
  const rounds = count('rounds');
  const endpoints = selectEndpoints(values.only?.split(','));
  const pg = startBenchPostgres();
  try {
    const { url } = await ensureSeeded(pg, n, log);
    await prewarm(url, log);
    const results: SuiteResult[] = [];
    for (let round = 1; round <= rounds; round++) {
      if (rounds > 1) log(`round ${round} of ${rounds}`);
      results.push(await runHttpSuite(onPostgres(url, endpoints, true)));
    }
    const result = combineRounds(results);
    if (rounds > 1) {
      for (const [e, r] of Object.entries(result.endpoints)) r.rounds = results.map((x) => headline(x.endpoints[e]!.http));
    }
    const file = await writeSuite(
      WORKERS > 1 ? `${n}-workers${WORKERS}` : String(n),
      n,
      { databaseConnections: POOL_MAX, rounds, ...(WORKERS > 1 && { gatewayWorkers: WORKERS }) },
      result,
    );
    report(file);
  } finally {
    pg.stop();
  }
}

const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/**
 * Each figure the median of the rounds' (so one round disturbed by other work on the machine does
 * not set it), except the errors and non-2xx answers, added up (by kind and status too), and the memory, the largest. Nested figures (an
 * endpoint's HTTP, single-caller and floor figures) are combined field by field; text is the first round's.
 */
function combineRounds<T>(rounds: T[]): T {
  const combine = (key: string, xs: unknown[]): unknown => {
    const first = xs[0];
    if (key === 'errorKinds' || key === 'non2xxStatuses') {
      const total: Record<string, number> = {};
      for (const kinds of xs as Record<string, number>[])
        for (const [kind, n] of Object.entries(kinds)) total[kind] = (total[kind] ?? 0) + n;
      return total;
    }
    if (typeof first === 'number') {
      const ns = xs as number[];
      if (key === 'errors' || key === 'non2xx') return ns.reduce((a, b) => a + b, 0);
      if (key === 'serverPeakRssMiB') return Math.max(...ns);
      return Math.round(median(ns) * 100) / 100;
    }
    if (first && typeof first === 'object') {
      const objects = xs as Record<string, unknown>[];
      return Object.fromEntries(
        Object.keys(first).map((k) => [
          k,
          combine(
            k,
            objects.map((o) => o?.[k]).filter((v) => v !== undefined),
          ),
        ]),
      );
    }
    return first;
  };
  return combine('', rounds) as T;
}

interface Storage {
  databaseBytes: number;
  bytesPerProperty: number;
  /** each table with its TOAST and indexes */
  tables: Record<string, { bytes: number; heapBytes: number; toastBytes: number; indexBytes: number; rows: number }>;
  /** each index of the property tables: size, and scans since the statistics began (cumulative over runs) */
  indexes: Record<string, { table: string; bytes: number; scans: number }>;
}

async function storage(url: string, n: number): Promise<Storage> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const bytes = await databaseBytes(url);
    const tables = await sql<{ name: string; bytes: number; heap: number; toast: number; index: number; rows: number }[]>`
      select c.relname as name, pg_total_relation_size(c.oid)::float8 as bytes, pg_relation_size(c.oid)::float8 as heap,
             coalesce(pg_total_relation_size(nullif(c.reltoastrelid, 0)), 0)::float8 as toast,
             pg_indexes_size(c.oid)::float8 as index, c.reltuples::float8 as rows
      from pg_class c join pg_namespace ns on ns.oid = c.relnamespace
      where ns.nspname = 'public' and c.relkind = 'r'
      order by pg_total_relation_size(c.oid) desc limit 12`;
    const indexes = await sql<{ name: string; table: string; bytes: number; scans: number }[]>`
      select s.indexrelname as name, s.relname as table, pg_relation_size(s.indexrelid)::float8 as bytes, s.idx_scan::float8 as scans
      from pg_stat_user_indexes s where s.relname in ('properties', 'transactions', 'rentals')
      order by s.relname, pg_relation_size(s.indexrelid) desc`;
    return {
      databaseBytes: bytes,
      bytesPerProperty: Math.round(bytes / n),
      tables: Object.fromEntries(
        tables.map((t) => [t.name, { bytes: t.bytes, heapBytes: t.heap, toastBytes: t.toast, indexBytes: t.index, rows: t.rows }]),
      ),
      indexes: Object.fromEntries(indexes.map((i) => [i.name, { table: i.table, bytes: i.bytes, scans: i.scans }])),
    };
  } finally {
    await sql.end();
  }
}

interface PagesRun {
  date: string;
  memoryRatio: number;
  inMemory: { sharedBuffersMB: number; endpoints: Record<string, EndpointResult> };
  memoryRatioMode: { sharedBuffersMB: number; pageCacheDropped: boolean; endpoints: Record<string, EndpointResult> };
  /** memory-ratio figure over in-memory figure, per endpoint */
  ratios: Record<string, { c1P99: number; rps: number; p99: number; pagesPerRequest?: number }>;
  storage: Storage;
}

/** --memory-ratio: the suite in memory, then with buffers a fraction of the database and nothing cached. */
async function pages(): Promise<void> {
  const n = count('properties', 1_000_000);
  const ratio = Number(values['memory-ratio']);
  if (!(ratio > 0 && ratio < 1))
    throw new Error(`--memory-ratio takes a fraction of the database's size, e.g. 0.1, not ${values['memory-ratio']}`);
  const endpoints = selectEndpoints(values.only?.split(','));
  const pg = startBenchPostgres();
  try {
    const { url } = await ensureSeeded(pg, n, log);
    const memory = pg.restart();
    await prewarm(url, log);
    const inMemory = await runHttpSuite(onPostgres(url, endpoints, true));
    report(inMemory);
    const bytes = await databaseBytes(url);
    const small = pg.restart({ sharedBuffersMB: Math.max(128, Math.round((bytes * ratio) / 1024 ** 2)) });
    log(
      `restarted with shared_buffers ${small.sharedBuffersMB} MB (${ratio} of ${Math.round(bytes / 1024 ** 2)} MB), page cache ${small.pageCacheDropped ? 'dropped' : 'not dropped (not allowed here)'}`,
    );
    const cold = await runHttpSuite(onPostgres(url, endpoints, true));
    report(cold);
    const figures = await storage(url, n);
    // the cluster is left as the other runs expect it
    pg.restart();
    const div = (a: number | undefined, b: number | undefined) => (a === undefined || !b ? undefined : Math.round((a / b) * 100) / 100);
    const ratios = Object.fromEntries(
      Object.entries(cold.endpoints).map(([e, c]) => {
        const m = inMemory.endpoints[e]!;
        const pagesRatio = div(c.pages?.perRequest, m.pages?.perRequest);
        return [
          e,
          {
            c1P99: div(c.single?.p99, m.single?.p99)!,
            rps: div(c.http.rps, m.http.rps)!,
            p99: div(c.http.p99, m.http.p99)!,
            ...(pagesRatio !== undefined && { pagesPerRequest: pagesRatio }),
          },
        ];
      }),
    );
    const name = `pages-${n}`;
    const previous = await readResults<{ runs: Record<string, PagesRun> }>(resultsFile(name));
    const run: PagesRun = {
      date: new Date().toISOString(),
      memoryRatio: ratio,
      inMemory: { sharedBuffersMB: memory.sharedBuffersMB, endpoints: inMemory.endpoints },
      memoryRatioMode: { sharedBuffersMB: small.sharedBuffersMB, pageCacheDropped: small.pageCacheDropped, endpoints: cold.endpoints },
      ratios,
      storage: figures,
    };
    await writeResults(name, {
      date: run.date,
      machine: machine(),
      database: inMemory.database,
      properties: n,
      ...{ connections: values.connections, durationSeconds: values.duration, warmupSeconds: values.warmup },
      runs: { ...previous?.runs, [values.label!]: run },
    });
    console.table(
      Object.entries(ratios).map(([e, r]) => ({
        endpoint: e,
        'pages/req mem': inMemory.endpoints[e]?.pages?.perRequest,
        'pages/req cold': cold.endpoints[e]?.pages?.perRequest,
        'read/req cold': cold.endpoints[e]?.pages?.readPerRequest,
        'c1 p99 mem': inMemory.endpoints[e]?.single?.p99,
        'c1 p99 cold': cold.endpoints[e]?.single?.p99,
        'rps mem': inMemory.endpoints[e]?.http.rps,
        'rps cold': cold.endpoints[e]?.http.rps,
        ...r,
      })),
    );
    log(`${figures.bytesPerProperty} bytes per property (${Math.round(figures.databaseBytes / 1024 ** 2)} MB)`);
  } finally {
    pg.stop();
  }
}

async function scale(): Promise<void> {
  const sizes = [...new Set(values.scale!.split(',').map(Number))].sort((a, b) => a - b);
  if (sizes.some((n) => !Number.isInteger(n) || n <= 0)) throw new Error(`--scale takes property counts, e.g. 250000,1000000,5000000`);
  const rounds = count('rounds');
  const endpoints = selectEndpoints(values.only?.split(',') ?? SCALE_ENDPOINTS);
  const name = 'scale';
  const previous = await readResults<ScaleResults>(resultsFile(name));
  const comparable =
    previous &&
    previous.connections === run.connections &&
    previous.durationSeconds === run.duration &&
    previous.warmupSeconds === run.warmup &&
    previous.rounds === rounds;
  const runs = new Map<number, ScaleRun>(comparable ? previous.runs.map((r) => [r.properties, r]) : []);
  const notMeasured = new Map<number, string>(comparable ? previous.notMeasured.map((r) => [r.properties, r.reason]) : []);
  const pg = startBenchPostgres();
  try {
    const seeded: { n: number; url: string }[] = [];
    for (const n of sizes) {
      try {
        seeded.push({ n, url: (await ensureSeeded(pg, n, log)).url });
      } catch (err) {
        if (!(err instanceof DiskSpaceError)) throw err;
        log(err.message);
        notMeasured.set(n, err.message);
      }
    }
    // the sizes take turns, round after round, so that a spell of other work on the machine falls on all of them
    const measured = new Map<number, { loadAverage: ScaleRun['loadAverage']; peaks: number[]; figures: Record<string, ScaleFigures[]> }>();
    for (let round = 1; round <= rounds; round++) {
      for (const { n, url } of seeded) {
        log(`round ${round} of ${rounds}: ${n.toLocaleString('en-US')} properties`);
        // the sizes together are larger than the buffers: each is read in before its turn
        await prewarm(url, log);
        const before = loadAverage();
        const result = await runHttpSuite(onPostgres(url, endpoints, false));
        const m = measured.get(n) ?? { loadAverage: [], peaks: [], figures: {} };
        m.loadAverage.push({ before, after: loadAverage() });
        m.peaks.push(result.serverPeakRssMiB);
        for (const [e, r] of Object.entries(result.endpoints)) {
          m.figures[e] ??= [];
          m.figures[e].push({ ...r.http, serverPeakRssMiB: r.serverPeakRssMiB });
        }
        measured.set(n, m);
        report(result);
      }
    }
    for (const [n, m] of measured) {
      const perEndpoint = Object.entries(m.figures).map(([e, figures]) => [
        e,
        { ...combineRounds(figures), ...(rounds > 1 && { rounds: figures.map(headline) }) },
      ]);
      runs.set(n, {
        properties: n,
        date: new Date().toISOString(),
        loadAverage: m.loadAverage,
        serverPeakRssMiB: Math.max(...m.peaks),
        endpoints: Object.fromEntries(perEndpoint),
      });
      notMeasured.delete(n);
    }
  } finally {
    pg.stop();
  }
  const ordered = [...runs.values()].sort((a, b) => a.properties - b.properties);
  const file: ScaleResults = {
    date: new Date().toISOString(),
    machine: machine(),
    ...{ connections: run.connections, durationSeconds: run.duration, warmupSeconds: run.warmup, rounds },
    target: 'flat (index-bound): p99 at 5,000,000 properties within 2x of p99 at 250,000',
    runs: ordered,
    notMeasured: [...notMeasured].map(([properties, reason]) => ({ properties, reason })),
    p99Ratio: p99Ratios(ordered),
  };
  await writeResults(name, file);
  await writeScaleChart(file);
  console.table(scaleRows(file));
  for (const { properties, reason } of file.notMeasured) console.log(`not measured at ${properties.toLocaleString('en-US')}: ${reason}`);
}

/** p99 at the largest measured size over p99 at the smallest, per endpoint. */
function p99Ratios(runs: ScaleRun[]): ScaleResults['p99Ratio'] {
  const [first, last] = [runs[0], runs.at(-1)];
  if (!first || !last || first === last) return {};
  return Object.fromEntries(
    Object.keys(last.endpoints)
      .filter((e) => first.endpoints[e])
      .map((e) => {
        const ratio = Math.round((last.endpoints[e]!.p99 / first.endpoints[e]!.p99) * 100) / 100;
        return [e, { from: first.properties, to: last.properties, ratio, within2x: ratio <= 2 }];
      }),
  );
}

function scaleRows(file: ScaleResults): Record<string, unknown>[] {
  const names = [...new Set(file.runs.flatMap((r) => Object.keys(r.endpoints)))];
  return names.map((e) => ({
    endpoint: e,
    ...Object.fromEntries(
      file.runs.flatMap((r) => [
        [`p50 @${r.properties}`, r.endpoints[e]?.p50],
        [`p99 @${r.properties}`, r.endpoints[e]?.p99],
      ]),
    ),
    ...(file.p99Ratio[e] && { 'p99 ratio': file.p99Ratio[e].ratio }),
  }));
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.once('error', reject);
  });
}

async function embedded(): Promise<void> {
  // loaded only here: the PostgreSQL runs need neither PGlite nor the demo preparation
  const { EMBEDDED_DEMO_PROPERTIES, prepareData } = await import('../infra/local/prepare-data.ts');
  const { openDatabase } = await import('../infra/local/services.ts');
  const n = count('properties', EMBEDDED_DEMO_PROPERTIES);
  const dataDir = join(WORK, `embedded-${n}`);
  const endpoints = selectEndpoints(values.only?.split(','));
  // The demo is seeded here, in the foreground, by the code `npm start` runs in the background:
  // a second client polling PGlite's one session mid-seed could interleave with the seed's queries.
  delete process.env.DATABASE_URL;
  process.env.DEMO_PROPERTIES = String(n);
  reloadConfig();
  const database = await openDatabase({ dataDir });
  try {
    await prepareData(database.sql, { log, background: false });
    const [demo] = await database.sql<{ version: string }[]>`select version from geo_meta where dataset = 'demo'`;
    if (!demo || demo.version === 'incomplete') throw new Error(`the demo seed in ${dataDir} did not complete`);
  } finally {
    await database.close();
  }
  const port = await freePort();
  const result = await runHttpSuite({
    ...run,
    endpoints,
    floors: true,
    databaseUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    // one connection, as the gateway has: pglite-socket interleaves the messages of concurrent connections
    poolMax: 1,
    serverEnv: { DATABASE_URL: undefined, DATA_DIR: dataDir, PGLITE_PORT: String(port), DEMO_PROPERTIES: String(n), DB_POOL_MAX: '1' },
    log,
  });
  const file = await writeSuite(
    'embedded',
    n,
    { databaseConnections: 1, rounds: 1 },
    result,
    `embedded PGlite + PostGIS in the gateway process (npm start without DATABASE_URL), ${n.toLocaleString('en-US')} demo properties: PGlite runs one query at a time, so the ${run.connections} client connections queue on the gateway's one database connection; the server's RSS includes the database`,
  );
  report(file);
}

if (values.scale && values.embedded) throw new Error('--scale and --embedded are separate runs');
if (WORKERS > 1 && (values.scale || values.embedded))
  throw new Error('--workers is for the suite on PostgreSQL (the embedded database serves one process)');
await (values.scale ? scale() : values.embedded ? embedded() : values['memory-ratio'] ? pages() : suite());
