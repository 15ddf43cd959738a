/**
 * HTTP benchmarks: each endpoint driven with autocannon through the local gateway (a separate
 * process, as in production a separate Lambda), beside two floors measured in the same run:
 *   - the HTTP floor: a bare node:http server returning a fixed JSON body;
 *   - the database floor: the endpoint's query-layer call run directly in a tight loop at the
 *     same concurrency (no HTTP, no pipeline, no serialisation).
 * npm run bench:http -- [--properties 1000000] [--duration 20] [--connections 16] [--only by-address,search]
 * Needs the seeded database of `npm run bench:data` (bench_seed_<N>); figures go to bench/results/http-<date>-<N>.json.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, totalmem } from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import postgres from 'postgres';
import { startBenchPostgres } from './lib/postgres.ts';
import { ENDPOINTS, type BenchRequest, type Endpoint, type Samples } from './endpoints.ts';

const { values } = parseArgs({
  options: {
    properties: { type: 'string', default: '1000000' },
    duration: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '3' },
    connections: { type: 'string', default: '16' },
    only: { type: 'string' },
  },
});
const N = Number(values.properties);
const DURATION = Number(values.duration);
const WARMUP = Number(values.warmup);
const CONNECTIONS = Number(values.connections);
const only = values.only?.split(',');

interface Figures {
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  non2xx: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function figures(latencies: number[], seconds: number, errors: number, non2xx: number): Figures {
  const sorted = latencies.sort((a, b) => a - b);
  const round = (x: number) => Math.round(x * 100) / 100;
  return { requests: sorted.length, rps: Math.round(sorted.length / seconds), p50: round(percentile(sorted, 50)), p95: round(percentile(sorted, 95)), p99: round(percentile(sorted, 99)), errors, non2xx };
}

/** autocannon against a base URL, each request drawn from `next` in turn. */
async function drive(base: string, next: () => BenchRequest, seconds: number, headers: Record<string, string> = {}): Promise<Figures> {
  const latencies: number[] = [];
  let non2xx = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections: CONNECTIONS,
        duration: seconds,
        headers,
        requests: [
          {
            setupRequest: (req) => {
              const r = next();
              if (r.method !== 'POST') return { ...req, method: 'GET', path: r.path, body: undefined };
              return { ...req, method: 'POST', path: r.path, body: JSON.stringify(r.body), headers: { ...req.headers, 'Content-Type': 'application/json' } };
            },
          },
        ],
      },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
    instance.on('response', (_client, status, _bytes, ms) => {
      latencies.push(ms);
      if (status < 200 || status >= 300) non2xx++;
    });
  });
  return figures(latencies, seconds, result.errors + result.timeouts, non2xx);
}

/** The same work without HTTP: `CONNECTIONS` async workers calling `fn` for `seconds`. */
async function loop(fn: () => Promise<unknown>, seconds: number): Promise<Figures> {
  const latencies: number[] = [];
  let errors = 0;
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
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
  return figures(latencies, seconds, errors, 0);
}

function startServer(databaseUrl: string): Promise<{ url: string; pid: number; stop(): void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'infra/local/server.ts'], {
    cwd: new URL('..', import.meta.url).pathname,
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: '0', THROTTLE: 'off', DEMO_PROPERTIES: '0', LOG_LEVEL: 'ERROR', DB_POOL_MAX: String(CONNECTIONS) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /API:\s+(http:\/\/\S+)/.exec(out);
      if (m) resolve({ url: m[1]!, pid: child.pid!, stop: () => child.kill('SIGTERM') });
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${out}`)));
  });
}

function rssMiB(pid: number): number {
  const m = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Math.round(Number(m[1]) / 1024) : NaN;
}

const pg = startBenchPostgres();
const databaseUrl = pg.url(`bench_seed_${N}`);
process.env.DATABASE_URL = databaseUrl;
process.env.DB_POOL_MAX = String(CONNECTIONS);
const sql = postgres(databaseUrl, { max: 2, onnotice: () => {} });
const result: Record<string, unknown> = {
  date: new Date().toISOString(),
  machine: { cpus: cpus().length, model: cpus()[0]?.model, memoryGiB: Math.round(totalmem() / 2 ** 30), node: process.version },
  properties: N,
  connections: CONNECTIONS,
  durationSeconds: DURATION,
};
const table: Record<string, unknown>[] = [];

try {
  const [{ n } = { n: 0 }] = await sql<{ n: number }[]>`select count(*)::int as n from properties`;
  if (n !== N) throw new Error(`bench_seed_${N} holds ${n} properties: run npm run bench:data -- --properties ${N} first`);
  const samples: Samples = await loadSamples();

  // HTTP floor
  const bare = createServer((_req, res) => res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"status":"ok"}'));
  await new Promise<void>((r) => bare.listen(0, '127.0.0.1', r));
  const bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}`;
  await drive(bareUrl, () => ({ path: '/' }), WARMUP);
  result.httpFloor = await drive(bareUrl, () => ({ path: '/' }), DURATION);
  bare.close();
  console.error(`[bench:http] HTTP floor ${JSON.stringify(result.httpFloor)}`);

  const server = await startServer(databaseUrl);
  let peakRss = rssMiB(server.pid);
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssMiB(server.pid))), 250);
  const endpoints: Record<string, unknown> = {};
  try {
    for (const e of ENDPOINTS.filter((e: Endpoint) => !only || only.includes(e.name))) {
      const requests = e.requests(samples);
      await drive(server.url, requests, WARMUP, { 'X-API-TOKEN': 'demo-unlimited-key' });
      const http = await drive(server.url, requests, DURATION, { 'X-API-TOKEN': 'demo-unlimited-key' });
      const floor = await loop(e.direct(samples), DURATION);
      const httpFloor = result.httpFloor as Figures;
      endpoints[e.name] = {
        http,
        sqlFloor: floor,
        rpsVsHttpFloor: Math.round((http.rps / httpFloor.rps) * 100) / 100,
        p99VsSqlP99: Math.round((http.p99 / floor.p99) * 100) / 100,
        target: e.target,
      };
      table.push({ endpoint: e.name, rps: http.rps, p50: http.p50, p95: http.p95, p99: http.p99, errors: http.errors + http.non2xx, 'sql p99': floor.p99, 'sql rps': floor.rps, 'p99/sql': (endpoints[e.name] as { p99VsSqlP99: number }).p99VsSqlP99, target: e.target });
      console.error(`[bench:http] ${e.name} ${JSON.stringify(endpoints[e.name])}`);
    }
  } finally {
    clearInterval(sampler);
    server.stop();
  }
  result.endpoints = endpoints;
  result.serverPeakRssMiB = peakRss;
} finally {
  await sql.end();
  const { closeDb } = await import('../shared/db/client.ts');
  await closeDb();
  pg.stop();
}

console.table(table);
await mkdir(new URL('results/', import.meta.url), { recursive: true });
const target = new URL(`results/${new Date().toISOString().slice(0, 10)}-http-${N}.json`, import.meta.url);
await writeFile(target, `${JSON.stringify({ ...result, table }, null, 2)}\n`);
console.log(`wrote ${target.pathname}`);

async function loadSamples(): Promise<Samples> {
  // a fixed, spread-out sample of real stored addresses (the same every run)
  const rows = await sql<{ address: string; state: string; zip: string }[]>`
    select address_key || ', ' || city || ', ' || state || ' ' || zip as address, state, zip
    from properties where property_id % ${Math.max(1, Math.floor(N / 2000))} = 0 order by property_id limit 2000`;
  const states = [...new Set(rows.map((r) => r.state))];
  // properties_state_city_street, zips_cbsa, properties_zip_*, buyer_stats: small reads of the seeded markets
  const cities = await sql<{ city: string; state: string }[]>`
    select distinct on (state) city, state from (select state, city, count(*) as n from properties group by state, city) c order by state, n desc`;
  const metros = (await sql<{ cbsa_code: string }[]>`select cbsa_code from properties where cbsa_code is not null group by cbsa_code order by count(*) desc limit 5`).map((r) => r.cbsa_code);
  const zips = await sql<{ cbsa_code: string; zip: string }[]>`
    select cbsa_code, zip from properties where cbsa_code = any(${metros}) group by cbsa_code, zip order by cbsa_code, count(*) desc`;
  const zipGroups = metros.flatMap((m) => {
    const of = zips.filter((z) => z.cbsa_code === m).map((z) => z.zip);
    return Array.from({ length: Math.floor(of.length / 5) }, (_, k) => of.slice(k * 5, k * 5 + 5)).slice(0, 8);
  });
  const largestBuyers = (await sql<{ buyer_key: string }[]>`select buyer_key from buyer_stats order by portfolio_size desc limit 3`).map((r) => r.buyer_key);
  return { addresses: rows.map((r) => r.address), states, cities, metros, zipGroups, largestBuyers };
}
