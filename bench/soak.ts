/**
 * npm run soak: the API under sustained mixed load, then its throttle; optionally with its
 * database cut in the middle of load, and the fuzz test with a raised budget.
 *
 *   npm run soak -- [--minutes 10] [--connections N] [--database bench_seed_1000000] [--faults] [--fuzz]
 *
 * 1. Saturation: the mix below at 1, 2, 4, ... connections, 5 s each; the soak runs at the fewest
 *    connections reaching 90% of the best throughput (or at --connections).
 * 2. Soak (--minutes, 0 skips it): the gateway (a process of its own, throttle off) under that load.
 *    Reported: errors (anything but 2xx; must be 0), the gateway's RSS every 5 s and its slope over
 *    the second half (least squares), p99 per minute and the last minute's against the first.
 * 3. Throttle: a gateway with the throttle on; base driven at three times its rate while premium
 *    and unlimited send under theirs at the same time (only base answers 429, with Retry-After).
 *    Then a gateway counting quotas over 30-second windows (THROTTLE_QUOTA_WINDOW_SECONDS): base
 *    uses its window's quota up, is refused until the window ends, and is served again after.
 * 4. --faults: bench/faults.ts. 5. --fuzz: FUZZ_RUNS=2000 vitest run test/integration/platform/fuzz.test.ts
 *    on the embedded database.
 *
 * The database is only read (PostgreSQL: DATABASE_URL's server when set, else bench/lib/postgres.ts);
 * a database behind the code's migrations is refused rather than migrated by the gateway.
 * Figures go to bench/results/<date>-soak.json.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import postgres from 'postgres';
import { mulberry32 } from '../loader/demo-data/random.ts';
import { reloadConfig } from '../shared/platform/config.ts';
import { type BenchRequest, ENDPOINTS, type Endpoint } from './endpoints.ts';
import { faultRun, percentile, statusCounts } from './faults.ts';
import { type Gateway, loadSamples, memoryMiB, startGateway } from './lib/gateway.ts';
import { startBenchPostgres } from './lib/postgres.ts';
import { countBy, machine, writeResults } from './lib/results.ts';

const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    connections: { type: 'string' },
    database: { type: 'string', default: 'bench_seed_1000000' },
    faults: { type: 'boolean', default: false },
    fuzz: { type: 'boolean', default: false },
  },
});
const MINUTES = Number(values.minutes);
if (!(MINUTES >= 0)) throw new Error(`--minutes takes a number, not ${values.minutes}`);
const log = (line: string) => console.error(`[soak] ${new Date().toISOString().slice(11, 19)} ${line}`);

/** Share of the traffic per endpoint (by name or its first words); an endpoint not listed weighs 1. */
const WEIGHTS: Record<string, number> = {
  'by-address': 25,
  'locations autocomplete': 20,
  search: 15,
  'nearby-sales': 10,
  'rental comparables': 5,
  'best-buyers': 4,
  'rental market-analysis': 4,
  'zip-analysis': 4,
  'top-buyers': 3,
  'buyer activity': 3,
  'buyer profile': 2,
  'batch-100': 2,
};
/** the last minute's p99 may differ from the first's by this share */
const P99_TOLERANCE = 0.5;
/** RSS growth over the second half that counts as a leak */
const RSS_SLOPE_LIMIT_MIB_PER_MIN = 1;
const RSS_SAMPLE_MS = 5_000;
const API_KEY = { 'X-API-TOKEN': 'demo-unlimited-key' };

const weightOf = (e: Endpoint) => Object.entries(WEIGHTS).find(([name]) => e.name === name || e.name.startsWith(`${name} `))?.[1] ?? 1;

/** Requests drawn from the endpoints in proportion to their weights, the same sequence every run. */
function mix(samples: Parameters<Endpoint['requests']>[0]): () => BenchRequest & { endpoint: string } {
  const sources = ENDPOINTS.map((e) => ({ name: e.name, weight: weightOf(e), next: e.requests(samples) }));
  const total = sources.reduce((s, x) => s + x.weight, 0);
  const random = mulberry32(20_261_121);
  return () => {
    let pick = random() * total;
    const source =
      sources.find((s) => {
        pick -= s.weight;
        return pick < 0;
      }) ?? sources[sources.length - 1]!;
    return { ...source.next(), endpoint: source.name };
  };
}

interface Response {
  at: number;
  ms: number;
  status: number;
  endpoint: string;
}

/** autocannon at `connections` for `seconds`; every response with its endpoint. */
async function drive(
  url: string,
  next: ReturnType<typeof mix>,
  connections: number,
  seconds: number,
): Promise<{ responses: Response[]; errors: number }> {
  const responses: Response[] = [];
  let answered = '';
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections,
        duration: seconds,
        headers: API_KEY,
        requests: [
          {
            setupRequest: (req, context) => {
              const r = next();
              (context as { endpoint?: string }).endpoint = r.endpoint;
              if (r.method !== 'POST') return { ...req, method: 'GET', path: r.path, body: undefined };
              return {
                ...req,
                method: 'POST',
                path: r.path,
                body: JSON.stringify(r.body),
                headers: { ...req.headers, 'Content-Type': 'application/json' },
              };
            },
            // runs just before the 'response' event of the same response
            onResponse: (_status, _body, context) => {
              answered = (context as { endpoint: string }).endpoint;
            },
          },
        ],
      },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
    instance.on('response', (_client, status, _bytes, ms) => responses.push({ at: Date.now(), ms, status, endpoint: answered }));
  });
  // autocannon's errors include its timeouts
  return { responses, errors: result.errors };
}

async function saturation(url: string, next: ReturnType<typeof mix>) {
  await drive(url, next, 8, 5);
  const probe: { connections: number; rps: number; p99Ms: number }[] = [];
  for (const connections of [1, 2, 4, 8, 16, 32]) {
    const { responses } = await drive(url, next, connections, 5);
    probe.push({
      connections,
      rps: Math.round(responses.length / 5),
      p99Ms: round(
        percentile(
          responses.map((r) => r.ms),
          99,
        ),
      ),
    });
    log(`saturation probe: ${JSON.stringify(probe[probe.length - 1])}`);
  }
  const best = Math.max(...probe.map((p) => p.rps));
  return { probe, connections: probe.find((p) => p.rps >= 0.9 * best)!.connections };
}

/** Least-squares slope of y over x. */
function slope(points: [number, number][]): number {
  const n = points.length;
  const mx = points.reduce((s, [x]) => s + x, 0) / n;
  const my = points.reduce((s, [, y]) => s + y, 0) / n;
  const sxy = points.reduce((s, [x, y]) => s + (x - mx) * (y - my), 0);
  const sxx = points.reduce((s, [x]) => s + (x - mx) ** 2, 0);
  return sxx === 0 ? 0 : sxy / sxx;
}

const round = (x: number, digits = 1) => Math.round(x * 10 ** digits) / 10 ** digits;

type Timed = { ms: number; endpoint: string; status: number };

/** The p-th percentile of the responses' times, ms to a tenth. */
const msPercentile = (rs: readonly Timed[], p: number) =>
  round(
    percentile(
      rs.map((r) => r.ms),
      p,
    ),
  );

/** Per endpoint: its requests, their p99 and their statuses. */
function byEndpoint(responses: readonly Timed[]) {
  return Object.fromEntries(
    ENDPOINTS.map((e) => {
      const rs = responses.filter((r) => r.endpoint === e.name);
      return [e.name, { requests: rs.length, p99Ms: msPercentile(rs, 99), statuses: statusCounts(rs) }];
    }),
  );
}

async function soak(gateway: Gateway, next: ReturnType<typeof mix>, connections: number) {
  const started = Date.now();
  const rss: [number, number][] = [];
  const sample = () => rss.push([(Date.now() - started) / 60_000, memoryMiB(gateway.pid, 'VmRSS')]);
  sample();
  const sampler = setInterval(sample, RSS_SAMPLE_MS);
  const progress = setInterval(
    () => log(`soak: ${round((Date.now() - started) / 60_000)} of ${MINUTES} min, RSS ${round(rss[rss.length - 1]![1])} MiB`),
    60_000,
  );
  let run: Awaited<ReturnType<typeof drive>>;
  try {
    run = await drive(gateway.url, next, connections, MINUTES * 60);
  } finally {
    clearInterval(sampler);
    clearInterval(progress);
  }
  sample();
  const { responses } = run;
  const minutes = Array.from({ length: Math.floor(MINUTES) }, (_, m) =>
    responses.filter((r) => r.at >= started + m * 60_000 && r.at < started + (m + 1) * 60_000),
  );
  const p99PerMinute = minutes.map((rs) => msPercentile(rs, 99));
  const first = p99PerMinute[0];
  const last = p99PerMinute[p99PerMinute.length - 1];
  const failed = responses.filter((r) => r.status < 200 || r.status >= 300);
  const secondHalf = rss.filter(([t]) => t >= MINUTES / 2);
  const rssSlope = round(slope(secondHalf), 2);
  const p99LastOverFirst = first && last ? round(last / first, 2) : null;
  return {
    connections,
    minutes: MINUTES,
    requests: responses.length,
    rps: Math.round(responses.length / (MINUTES * 60)),
    p50Ms: msPercentile(responses, 50),
    p99Ms: msPercentile(responses, 99),
    byEndpoint: byEndpoint(responses),
    errors: {
      connection: run.errors,
      non2xx: failed.length,
      statuses: statusCounts(failed),
      byEndpoint: countBy(failed, (r) => r.endpoint),
    },
    p99PerMinuteMs: p99PerMinute,
    p99LastOverFirst,
    rssMiB: {
      start: round(rss[0]![1]),
      end: round(rss[rss.length - 1]![1]),
      peak: round(memoryMiB(gateway.pid, 'VmHWM')),
      samples: rss.map(([t, m]) => [round(t, 2), round(m)]),
    },
    rssSlopeSecondHalfMiBPerMin: rssSlope,
    pass: {
      noErrors: run.errors === 0 && failed.length === 0,
      p99Stable: p99LastOverFirst !== null && Math.abs(p99LastOverFirst - 1) <= P99_TOLERANCE,
      rssFlat: rssSlope <= RSS_SLOPE_LIMIT_MIB_PER_MIN,
    },
  };
}

interface Reply {
  status: number;
  retryAfter: string | null;
  detail: string | null;
}

async function send(url: string, key: string, r: BenchRequest): Promise<Reply> {
  const res = await fetch(url + r.path, { headers: { 'X-API-TOKEN': key } }).catch((err: Error) => err);
  if (res instanceof Error) return { status: 0, retryAfter: null, detail: String((res.cause as { code?: string })?.code ?? res.message) };
  const body = await res.text();
  const detail = res.status === 200 ? null : ((JSON.parse(body) as { detail?: string }).detail ?? null);
  return { status: res.status, retryAfter: res.headers.get('retry-after'), detail };
}

/** `rate` requests a second for `seconds`, sent on schedule whatever the answers take. */
async function paced(url: string, key: string, rate: number, seconds: number, next: () => BenchRequest): Promise<Reply[]> {
  const replies: Promise<Reply>[] = [];
  const start = performance.now();
  for (let i = 0; i < rate * seconds; i++) {
    const wait = start + (i * 1000) / rate - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    replies.push(send(url, key, next()));
  }
  return Promise.all(replies);
}

const planFigures = (replies: Reply[]) => ({
  sent: replies.length,
  statuses: statusCounts(replies),
  refusedWithRetryAfter: replies.filter((r) => r.status === 429 && Number(r.retryAfter) >= 1).length,
  failures: countBy(
    replies.filter((r) => r.status === 0),
    (r) => r.detail ?? '',
  ),
});

async function throttleCheck(next: () => BenchRequest) {
  const SECONDS = 10;
  const RATES = { base: 30, premium: 30, unlimited: 100 };
  const gateway = await startGateway({ THROTTLE: 'on' });
  try {
    // one request per key first: the authorizer's answer is cached before the load, as it would be
    // in steady traffic (concurrent misses of one key each call the authorizer)
    for (const key of ['demo-base-key', 'demo-premium-key', 'demo-unlimited-key']) await send(gateway.url, key, next());
    await new Promise((r) => setTimeout(r, 2_000));
    const [base, premium, unlimited] = await Promise.all([
      paced(gateway.url, 'demo-base-key', RATES.base, SECONDS, next),
      paced(gateway.url, 'demo-premium-key', RATES.premium, SECONDS, next),
      paced(gateway.url, 'demo-unlimited-key', RATES.unlimited, SECONDS, next),
    ]);
    const served = base.filter((r) => r.status === 200).length;
    return {
      seconds: SECONDS,
      ratesPerSecond: RATES,
      base: planFigures(base),
      premium: planFigures(premium),
      unlimited: planFigures(unlimited),
      pass:
        served > 0 &&
        base.every((r) => r.status === 200 || (r.status === 429 && Number(r.retryAfter) >= 1 && /rate limit/.test(r.detail ?? ''))) &&
        base.some((r) => r.status === 429) &&
        [...premium, ...unlimited].every((r) => r.status === 200),
    };
  } finally {
    await gateway.stop();
  }
}

async function quotaCheck(next: () => BenchRequest) {
  const WINDOW_SECONDS = 30;
  const gateway = await startGateway({ THROTTLE: 'on', THROTTLE_QUOTA_WINDOW_SECONDS: String(WINDOW_SECONDS) });
  try {
    const served: Reply[] = [];
    let refused: Reply | undefined;
    // base's quota over 30 s is 10,000 × 30 / 86,400 = 3; its rate (10/s) is never reached here
    while (!refused && served.length < 100) {
      const r = await send(gateway.url, 'demo-base-key', next());
      if (r.status === 200) served.push(r);
      else refused = r;
      await new Promise((res) => setTimeout(res, 200));
    }
    const premiumMeanwhile = await Promise.all(Array.from({ length: 5 }, () => send(gateway.url, 'demo-premium-key', next())));
    const waitSeconds = Number(refused?.retryAfter ?? NaN);
    await new Promise((res) => setTimeout(res, waitSeconds * 1000));
    const afterReset = await send(gateway.url, 'demo-base-key', next());
    return {
      windowSeconds: WINDOW_SECONDS,
      baseServedBeforeRefusal: served.length,
      refusal: refused ?? null,
      premiumMeanwhile: statusCounts(premiumMeanwhile),
      afterRetryAfter: afterReset.status,
      pass:
        refused?.status === 429 &&
        /quota/.test(refused.detail ?? '') &&
        waitSeconds >= 1 &&
        waitSeconds <= WINDOW_SECONDS &&
        premiumMeanwhile.every((r) => r.status === 200) &&
        afterReset.status === 200,
    };
  } finally {
    await gateway.stop();
  }
}

async function fuzz() {
  const file = 'test/integration/platform/fuzz.test.ts';
  if (!existsSync(new URL(`../${file}`, import.meta.url))) return { skipped: `${file} does not exist` };
  const started = Date.now();
  // the embedded database: the fuzz test's setup never touches the benchmark cluster
  const env: NodeJS.ProcessEnv = { ...process.env, FUZZ_RUNS: '2000' };
  delete env.DATABASE_URL;
  const child = spawn('npx', ['vitest', 'run', file], {
    cwd: new URL('..', import.meta.url).pathname,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    process.stderr.write(chunk);
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  const summary = out
    // biome-ignore lint/suspicious/noControlCharactersInRegex: strips the ANSI colour codes vitest prints
    .replace(/\x1b\[[0-9;]*m/g, '')
    .split('\n')
    .filter((l) => /Test Files|Tests /.test(l))
    .map((l) => l.trim());
  return { runs: 2000, exitCode: code, seconds: Math.round((Date.now() - started) / 1000), summary, pass: code === 0 };
}

/** Migrations the database lacks: the gateway would apply them, and this run only reads. */
async function pendingMigrations(sql: postgres.Sql): Promise<string[]> {
  const files = (await readdir(new URL('../migrations/', import.meta.url))).filter((f) => /^\d{4}_.*\.sql$/.test(f));
  const applied = new Set((await sql<{ name: string }[]>`select name from schema_migrations`).map((r) => r.name));
  return files.filter((f) => !applied.has(f)).sort();
}

const pg = startBenchPostgres();
const databaseUrl = pg.url(values.database);
process.env.DATABASE_URL = databaseUrl;
reloadConfig();
const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
const result: Record<string, unknown> = {
  date: new Date().toISOString(),
  machine: machine(),
  database: values.database,
  // the gateway's pool as configured here (shared/platform/db/client.ts defaults when unset)
  pool: {
    DB_POOL_MAX: process.env.DB_POOL_MAX ?? '10',
    DB_QUEUE_TIMEOUT_MS: process.env.DB_QUEUE_TIMEOUT_MS ?? '3000',
    DB_STATEMENT_TIMEOUT_MS: process.env.DB_STATEMENT_TIMEOUT_MS ?? '10000',
  },
};
try {
  const pending = await pendingMigrations(sql);
  if (pending.length)
    throw new Error(
      `${values.database} lacks the migrations ${pending.join(', ')}: bring it up to date first (this run does not write to it)`,
    );
  const [{ properties } = { properties: 0 }] = await sql<{ properties: number }[]>`select count(*)::int as properties from properties`;
  result.properties = properties;
  const samples = await loadSamples(sql);
  const next = mix(samples);
  result.weights = Object.fromEntries(ENDPOINTS.map((e) => [e.name, weightOf(e)]));

  const gateway = await startGateway({ THROTTLE: 'off' });
  try {
    if (values.connections) result.connections = Number(values.connections);
    else {
      const found = await saturation(gateway.url, next);
      result.saturation = found.probe;
      result.connections = found.connections;
    }
    if (MINUTES > 0) {
      log(`soak: ${MINUTES} min at ${result.connections} connections`);
      await drive(gateway.url, next, result.connections as number, 10);
      result.soak = await soak(gateway, next, result.connections as number);
      log(`soak: ${JSON.stringify({ ...(result.soak as Record<string, unknown>), byEndpoint: undefined, rssMiB: undefined })}`);
    }
  } finally {
    await gateway.stop();
  }

  const byAddress = ENDPOINTS.find((e) => e.name === 'by-address')!.requests(samples);
  result.throttle = await throttleCheck(byAddress);
  log(`throttle: ${JSON.stringify(result.throttle)}`);
  result.quota = await quotaCheck(byAddress);
  log(`quota: ${JSON.stringify(result.quota)}`);

  if (values.faults) {
    result.faults = await faultRun({ databaseUrl, next, workers: result.connections as number, beforeSeconds: 10, downSeconds: 10, log });
    log(`faults: ${JSON.stringify(result.faults)}`);
  }
  if (values.fuzz) {
    result.fuzz = await fuzz();
    log(`fuzz: ${JSON.stringify(result.fuzz)}`);
  }
} finally {
  await sql.end();
  pg.stop();
}
await writeResults('soak', result);
