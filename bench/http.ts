/**
 * The HTTP suite: each endpoint driven with autocannon through the local gateway (a separate
 * process, as in production a separate Lambda), beside two floors measured in the same run:
 *   - the HTTP floor: a bare node:http server returning a fixed JSON body; for an endpoint whose
 *     answers average 64 kB or more, also one returning a body of that size;
 *   - the database floor: the endpoint's query-layer call run directly in a tight loop at the
 *     same concurrency (no HTTP, no pipeline, no serialisation);
 *   - the round-trip floor: `select 1` through the query layer's pool in the same loop, what any
 *     request that asks the database anything pays at least.
 * During the database floor, pg_stat_statements (when the server preloads it, as the benchmark's own
 * cluster does) counts how often the endpoint's statements were planned: a statement planned on every
 * call instead of once per connection pays its planning each time, which can cost more than running it.
 * Each endpoint is also driven by a single caller (one connection): the latency of a request that
 * waits for nothing but its own work, beside the loaded figures at the suite's concurrency. And
 * with --paced, at a fixed rate below what it sustained (pace()): the latency at a stated load.
 * The gateway's resident memory is sampled while each endpoint is driven. Run by bench/run.ts.
 */
import { Agent, createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import postgres from 'postgres';
import { reloadConfig } from '../shared/platform/config.ts';
import { closeDb, db } from '../shared/platform/db/client.ts';
import type { BenchRequest, Endpoint } from './endpoints.ts';
import { loadSamples, memoryMiB, startGateway } from './lib/gateway.ts';
import { countBy, cpuTimes, ioStall, ioStallShare, stealShare } from './lib/results.ts';

export interface Figures {
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** mean response size: with the synthetic markets denser at every size, a radius or a city holds more */
  kBPerResponse?: number;
  /** the machine's CPU time taken by other guests of the host during the run (Linux only, 0-1) */
  stealShare?: number;
  /** the share of the run's time during which some task of the machine waited on the disk (Linux PSI only, 0-1) */
  ioStallShare?: number;
  /** paced runs: how many requests failed with each error (a code such as ECONNRESET, or the message) */
  errorKinds?: Record<string, number>;
  /** how many answers came with each status other than 2xx (non2xx is their sum) */
  non2xxStatuses?: Record<string, number>;
}

/** What a round of a multi-round run keeps beside the medians. */
export type Headline = Pick<Figures, 'p50' | 'p99' | 'rps' | 'stealShare' | 'ioStallShare'>;
export const headline = ({ p50, p99, rps, stealShare, ioStallShare }: Figures): Headline => ({
  p50,
  p99,
  rps,
  ...(stealShare !== undefined && { stealShare }),
  ...(ioStallShare !== undefined && { ioStallShare }),
});

export interface EndpointResult {
  date: string;
  http: Figures;
  /** the same requests from one connection */
  single?: Figures;
  /** the HTTP floor answering a fixed body of this endpoint's mean response size (large answers only) */
  sizedHttpFloor?: Figures;
  /** the same requests sent at a fixed rate, a share of `http.rps` (--paced): latency at a stated load */
  paced?: Figures & { offeredRps: number };
  /** with --rounds: each round's headline figures (the others are their medians) */
  rounds?: Headline[];
  sqlFloor?: Figures;
  /** over the database floor's run, from pg_stat_statements */
  planning?: Planning;
  /** shared buffers per request over the database floor's run, from pg_stat_statements */
  pages?: Pages;
  rpsVsHttpFloor?: number;
  p99VsSqlP99?: number;
  /** the gateway's largest VmRSS while this endpoint was driven (warm-up included) */
  serverPeakRssMiB: number;
  target: string;
}

export interface SuiteResult {
  database: string;
  httpFloor?: Figures;
  roundTripFloor?: Figures;
  endpoints: Record<string, EndpointResult>;
  /** the gateway's VmHWM when it stopped: its peak over the whole run */
  serverPeakRssMiB: number;
}

export interface SuiteOptions {
  endpoints: Endpoint[];
  connections: number;
  duration: number;
  warmup: number;
  /** measure the HTTP and SQL floors too */
  floors: boolean;
  /** the share of each endpoint's measured requests/s sent again at a fixed rate; 0: not at all */
  pacedShare: number;
  /** what the samples and the SQL floor read: the database the gateway serves */
  databaseUrl: string;
  /** the SQL floor's pool: the gateway's, so both have the same connections to wait for */
  poolMax: number;
  /** the gateway's environment (bench/lib/gateway.ts) besides THROTTLE=off */
  serverEnv: Record<string, string | undefined>;
  log(line: string): void;
}

export interface Planning {
  /** plans made per statement run: near 0 when the statements keep their plans, 1 when each run is planned again */
  plansPerCall: number;
  /** of the time the database spent planning and running the statements, the share spent planning */
  planShare: number;
}

/**
 * Whether the server counts statements (pg_stat_statements preloaded): the extension is created in
 * the benchmark's database, and a server without the library refuses to reset the counts.
 */
async function statementStats(sql: postgres.Sql): Promise<boolean> {
  try {
    await sql`create extension if not exists pg_stat_statements`;
    await sql`select pg_stat_statements_reset()`;
    return true;
  } catch {
    return false;
  }
}

/**
 * Shared buffers one request of the SQL floor touched: pages found in PostgreSQL's buffers (hit)
 * and pages it had to ask the operating system for (read: from its page cache or the disk), summed
 * over the endpoint's statements. The count of pages is what decides how an endpoint fares once its
 * data no longer fits in memory: each page read is a possible disk read.
 */
export interface Pages {
  hitPerRequest: number;
  readPerRequest: number;
  /** hit + read */
  perRequest: number;
}

/** The planning and buffer figures of the statements run in this database since the counts were last reset. */
async function statementsSinceReset(sql: postgres.Sql, requests: number): Promise<{ planning?: Planning; pages?: Pages }> {
  const [row] = await sql<{ calls: number; plans: number; plan_ms: number; exec_ms: number; hit: number; read: number }[]>`
    select sum(calls)::float8 as calls, sum(plans)::float8 as plans, sum(total_plan_time) as plan_ms, sum(total_exec_time) as exec_ms,
           sum(shared_blks_hit)::float8 as hit, sum(shared_blks_read)::float8 as read
    from pg_stat_statements
    where dbid = (select oid from pg_database where datname = current_database())
      -- the counts' own statements
      and query not like '%pg_stat_statements%'`;
  if (!row?.calls) return {};
  const per = (x: number) => Math.round((x / Math.max(1, requests)) * 10) / 10;
  return {
    planning: { plansPerCall: round2(row.plans / row.calls), planShare: round2(row.plan_ms / (row.plan_ms + row.exec_ms)) },
    pages: { hitPerRequest: per(row.hit), readPerRequest: per(row.read), perRequest: per(row.hit + row.read) },
  };
}

const API_KEY = { 'X-API-TOKEN': 'demo-unlimited-key' };
const SINGLE_CALLER_SECONDS = 5;
const SIZED_FLOOR_MIN_KB = 64;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const round2 = (x: number) => Math.round(x * 100) / 100;

/** `refused`: the status of each answer that was not 2xx. */
function figures(latencies: number[], seconds: number, errors: number, refused: readonly (number | undefined)[] = []): Figures {
  const sorted = latencies.sort((a, b) => a - b);
  const non2xx = refused.length;
  return {
    requests: sorted.length,
    rps: Math.round(sorted.length / seconds),
    p50: round2(percentile(sorted, 50)),
    p95: round2(percentile(sorted, 95)),
    p99: round2(percentile(sorted, 99)),
    errors,
    non2xx,
    ...(non2xx > 0 && { non2xxStatuses: countBy(refused, (status) => status ?? 'none') }),
  };
}

const isOk = (status: number | undefined) => status !== undefined && status >= 200 && status < 300;

/** autocannon against a base URL, each request drawn from `next` in turn. */
async function drive(
  base: string,
  next: () => BenchRequest,
  seconds: number,
  connections: number,
  headers: Record<string, string> = {},
): Promise<Figures> {
  const latencies: number[] = [];
  const refused: number[] = [];
  let bytes = 0;
  const cpuBefore = cpuTimes();
  const ioBefore = ioStall();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections,
        duration: seconds,
        headers,
        requests: [
          {
            setupRequest: (req) => {
              const r = next();
              if (r.method !== 'POST') return { ...req, method: 'GET', path: r.path, body: undefined };
              return {
                ...req,
                method: 'POST',
                path: r.path,
                body: JSON.stringify(r.body),
                headers: { ...req.headers, 'Content-Type': 'application/json' },
              };
            },
          },
        ],
      },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
    instance.on('response', (_client, status, responseBytes, ms) => {
      latencies.push(ms);
      bytes += responseBytes;
      if (!isOk(status)) refused.push(status);
    });
  });
  const steal = stealShare(cpuBefore, cpuTimes());
  const io = ioStallShare(ioBefore, ioStall());
  // autocannon's errors include its timeouts
  return {
    ...figures(latencies, seconds, result.errors, refused),
    kBPerResponse: round2(bytes / Math.max(1, latencies.length) / 1024),
    ...(steal !== undefined && { stealShare: steal }),
    ...(io !== undefined && { ioStallShare: io }),
  };
}

const PACED_MAX_SOCKETS = 256;
const PACED_TIMEOUT_MS = 10_000;

/**
 * Requests sent at a fixed rate whatever the answers do (an open loop), where drive()'s connections
 * each wait for their answer before asking again and so measure the service saturated: at 16
 * connections the mean latency is 16 / req/s, whatever the service's own speed. Each latency runs
 * from when its request was due, not from when it went out, so a stall delays every request due
 * during it, as it would callers' (no coordinated omission). Requests due are sent on a timer of
 * at least 1 ms, so a latency may include up to ~1 ms of it. Requests queue for a socket beyond
 * PACED_MAX_SOCKETS in flight; one unanswered after PACED_TIMEOUT_MS is an error.
 */
async function pace(
  base: string,
  next: () => BenchRequest,
  rate: number,
  seconds: number,
  headers: Record<string, string>,
): Promise<Figures> {
  const agent = new Agent({ keepAlive: true, maxSockets: PACED_MAX_SOCKETS });
  const latencies: number[] = [];
  /** each failed request's error: a code such as ECONNRESET, or the message */
  const failures: string[] = [];
  const refused: (number | undefined)[] = [];
  let bytes = 0;
  const send = (due: number) =>
    new Promise<void>((resolve) => {
      const r = next();
      const body = r.method === 'POST' ? JSON.stringify(r.body) : undefined;
      const req = request(
        new URL(r.path, base),
        {
          agent,
          method: r.method ?? 'GET',
          headers: body ? { ...headers, 'Content-Type': 'application/json' } : headers,
          timeout: PACED_TIMEOUT_MS,
        },
        (res) => {
          if (!isOk(res.statusCode)) refused.push(res.statusCode);
          res.on('data', (chunk: Buffer) => (bytes += chunk.length));
          res.on('end', () => {
            latencies.push(performance.now() - due);
            resolve();
          });
        },
      );
      req.on('timeout', () => req.destroy(new Error('timed out')));
      req.on('error', (err: NodeJS.ErrnoException) => {
        failures.push(err.code ?? err.message);
        resolve();
      });
      req.end(body);
    });
  const total = Math.round(rate * seconds);
  const start = performance.now();
  const dueAt = (k: number) => start + (k * 1000) / rate;
  const answers: Promise<void>[] = [];
  await new Promise<void>((sentAll) => {
    const tick = () => {
      while (answers.length < total && dueAt(answers.length) <= performance.now()) answers.push(send(dueAt(answers.length)));
      if (answers.length < total) setTimeout(tick, Math.max(1, dueAt(answers.length) - performance.now()));
      else sentAll();
    };
    tick();
  });
  await Promise.all(answers);
  agent.destroy();
  const errors = failures.length;
  return {
    ...figures(latencies, seconds, errors, refused),
    kBPerResponse: round2(bytes / Math.max(1, latencies.length) / 1024),
    ...(errors > 0 && { errorKinds: countBy(failures, (kind) => kind) }),
  };
}

/** The same work without HTTP: `connections` async workers calling `fn` for `seconds`. */
async function loop(fn: () => Promise<unknown>, seconds: number, connections: number): Promise<Figures> {
  const latencies: number[] = [];
  let errors = 0;
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) {
        const t = performance.now();
        try {
          await fn();
          latencies.push(performance.now() - t);
        } catch {
          errors++;
        }
      }
    }),
  );
  return figures(latencies, seconds, errors);
}

/** The largest VmRSS of `pid` while `work` runs (VmHWM cannot be reset between endpoints). */
async function peakRss<T>(pid: number, work: () => Promise<T>): Promise<[T, number]> {
  let peak = 0;
  const sample = () => {
    const rss = Math.round(memoryMiB(pid, 'VmRSS'));
    if (rss > peak) peak = rss;
  };
  sample();
  const sampler = setInterval(sample, 100);
  try {
    const result = await work();
    sample();
    return [result, peak];
  } finally {
    clearInterval(sampler);
  }
}

/** A bare node:http server answering the same fixed JSON body every time: by default a tiny one. */
async function httpFloor(o: SuiteOptions, body = '{"status":"ok"}'): Promise<Figures> {
  const bare = createServer((_req, res) => res.writeHead(200, { 'Content-Type': 'application/json' }).end(body));
  await new Promise<void>((r) => bare.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(bare.address() as AddressInfo).port}`;
  try {
    await drive(url, () => ({ path: '/' }), o.warmup, o.connections);
    return await drive(url, () => ({ path: '/' }), o.duration, o.connections);
  } finally {
    bare.close();
  }
}

export async function runHttpSuite(o: SuiteOptions): Promise<SuiteResult> {
  // the SQL floor calls the query layer, whose pool (shared/platform/db/client.ts) reads these when it connects
  process.env.DATABASE_URL = o.databaseUrl;
  process.env.DB_POOL_MAX = String(o.poolMax);
  reloadConfig();
  const sql = postgres(o.databaseUrl, { max: 1, onnotice: () => {} });
  const gateway = await startGateway({ ...o.serverEnv, THROTTLE: 'off' });
  try {
    const [{ version } = { version: '' }] = await sql<{ version: string }[]>`
      select version() || coalesce(', PostGIS ' || (select extversion from pg_extension where extname = 'postgis'), '') as version`;
    const samples = await loadSamples(sql);
    const countsStatements = o.floors && (await statementStats(sql));
    const result: SuiteResult = { database: version, endpoints: {}, serverPeakRssMiB: NaN };
    if (o.floors) {
      result.httpFloor = await httpFloor(o);
      o.log(`HTTP floor ${JSON.stringify(result.httpFloor)}`);
      const pool = await db();
      await loop(() => pool`select 1`, o.warmup, o.connections);
      result.roundTripFloor = await loop(() => pool`select 1`, o.duration, o.connections);
      o.log(`round-trip floor ${JSON.stringify(result.roundTripFloor)}`);
    }
    for (const e of o.endpoints) {
      const date = new Date().toISOString();
      const requests = e.requests(samples);
      const [http, serverPeakRssMiB] = await peakRss(gateway.pid, async () => {
        await drive(gateway.url, requests, o.warmup, o.connections, API_KEY);
        return drive(gateway.url, requests, o.duration, o.connections, API_KEY);
      });
      const offeredRps = Math.max(1, Math.round(http.rps * o.pacedShare));
      const paced = o.pacedShare > 0 ? { ...(await pace(gateway.url, requests, offeredRps, o.duration, API_KEY)), offeredRps } : undefined;
      let single: Figures | undefined;
      let sqlFloor: Figures | undefined;
      let sizedFloor: Figures | undefined;
      let planning: Planning | undefined;
      let pages: Pages | undefined;
      if (o.floors) {
        if ((http.kBPerResponse ?? 0) >= SIZED_FLOOR_MIN_KB) {
          // what moving a body of this size alone costs: a large answer's rps is bounded by it, not by the tiny floor
          sizedFloor = await httpFloor(o, JSON.stringify('x'.repeat(Math.round(http.kBPerResponse! * 1024) - 2)));
        }
        single = await drive(gateway.url, requests, Math.min(o.duration, SINGLE_CALLER_SECONDS), 1, API_KEY);
        // warmed up as the HTTP run is: this process's query layer has its own caches and connections to fill
        const direct = e.direct(samples);
        await loop(direct, o.warmup, o.connections);
        if (countsStatements) await sql`select pg_stat_statements_reset()`;
        sqlFloor = await loop(direct, o.duration, o.connections);
        if (countsStatements) ({ planning, pages } = await statementsSinceReset(sql, sqlFloor.requests + sqlFloor.errors));
      }
      const r: EndpointResult = {
        date,
        http,
        ...(paced && { paced }),
        ...(single && { single }),
        ...(sizedFloor && { sizedHttpFloor: sizedFloor }),
        ...(planning && { planning }),
        ...(pages && { pages }),
        ...(sqlFloor && {
          sqlFloor,
          rpsVsHttpFloor: round2(http.rps / result.httpFloor!.rps),
          p99VsSqlP99: round2(http.p99 / sqlFloor.p99),
        }),
        serverPeakRssMiB,
        target: e.target,
      };
      result.endpoints[e.name] = r;
      o.log(`${e.name} ${JSON.stringify(r)}`);
    }
    result.serverPeakRssMiB = Math.round(memoryMiB(gateway.pid, 'VmHWM'));
    return result;
  } finally {
    await gateway.stop();
    await sql.end();
    await closeDb();
  }
}

/** One row per endpoint for console.table; the floor columns only when the floors were measured. */
export function tableRows(endpoints: Record<string, EndpointResult>): Record<string, unknown>[] {
  const row = ([name, r]: [string, EndpointResult]) => ({
    endpoint: name,
    rps: r.http.rps,
    p50: r.http.p50,
    p95: r.http.p95,
    p99: r.http.p99,
    errors: r.http.errors + r.http.non2xx,
    'steal %': r.http.stealShare === undefined ? undefined : Math.round(r.http.stealShare * 1000) / 10,
    'io stall %': r.http.ioStallShare === undefined ? undefined : Math.round(r.http.ioStallShare * 1000) / 10,
    'kB/response': r.http.kBPerResponse,
    'paced rps': r.paced?.offeredRps,
    'paced p50': r.paced?.p50,
    'paced p99': r.paced?.p99,
    'paced errors': r.paced && r.paced.errors + r.paced.non2xx,
    'c1 p50': r.single?.p50,
    'c1 p99': r.single?.p99,
    'sql p99': r.sqlFloor?.p99,
    'p99/sql': r.p99VsSqlP99,
    'plans/call': r.planning?.plansPerCall,
    'pages/request': r.pages?.perRequest,
    'pages read/request': r.pages?.readPerRequest,
    'rps/http floor': r.rpsVsHttpFloor,
    'same-size floor rps': r.sizedHttpFloor?.rps,
    'same-size floor p99': r.sizedHttpFloor?.p99,
    'rss MiB': r.serverPeakRssMiB,
    target: r.target,
  });
  return Object.entries(endpoints).map((e) => Object.fromEntries(Object.entries(row(e)).filter(([, v]) => v !== undefined)));
}
