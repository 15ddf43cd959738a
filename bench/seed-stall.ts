/**
 * npx tsx bench/seed-stall.ts [--properties 15000] [--concurrency 2]
 *
 * How long a request waits while the first start seeds the demo market (docs/performance.md#first-start-seed):
 * `npm start` on a fresh embedded database (a gateway process of its own, as bench/lib/gateway.ts
 * starts it), and meanwhile GET /properties/by-address in closed loops (the next request when the
 * last one answered) on addresses the seed writes first, until the gateway says the demo is in.
 * Writes bench/results/<date>-seed-stall.json: p50, p99 and the longest wait, during the batch writes
 * and during the rollups that follow them, and the seed's duration.
 */
import { parseArgs } from 'node:util';
import { DEMO_SEED } from '../infra/local/prepare-data.ts';
import { simulate } from '../loader/demo-data/index.ts';
import { startGateway } from './lib/gateway.ts';
import { countBy, machine, writeResults } from './lib/results.ts';

const { values } = parseArgs({
  options: { properties: { type: 'string', default: '15000' }, concurrency: { type: 'string', default: '2' } },
});
const properties = Number(values.properties);

// The demo is deterministic: its first records are the addresses asked for.
const addresses: string[] = [];
for (const r of simulate({ properties, seed: DEMO_SEED })) {
  const a = r.address;
  addresses.push(`${a.formatted_street_address}, ${a.city}, ${a.state} ${a.zip_code}`);
  if (addresses.length === 200) break;
}

let seeded = false;
let outcome = 'running';
type Phase = 'writes' | 'rollups';
let phase = 'writes' as Phase;
let seedLog = '';
// prepare-data.ts logs the count of properties written once the last batch is in; the rollups follow
const written = `  ${properties.toLocaleString('en-US')} properties`;
const startedAt = performance.now();
const gateway = await startGateway({ DEMO_PROPERTIES: String(properties), THROTTLE: 'off', LOG_LEVEL: 'ERROR' }, (text) => {
  seedLog += text;
  if (seedLog.includes(written)) phase = 'rollups';
  const end = /demo market ready|seeding the demo failed.*/.exec(seedLog);
  if (end) {
    seeded = true;
    outcome = end[0];
  }
});
const servingAt = performance.now();

const samples: { at: number; ms: number; status: number; phase: Phase }[] = [];
async function loop(offset: number) {
  for (let i = offset; !seeded; i++) {
    const address = addresses[i % addresses.length]!;
    const t = performance.now();
    const during = phase;
    const res = await fetch(`${gateway.url}/properties/by-address?address=${encodeURIComponent(address)}`, {
      headers: { 'X-API-TOKEN': 'demo-premium-key' },
    });
    await res.arrayBuffer();
    samples.push({ at: (t - servingAt) / 1000, ms: performance.now() - t, status: res.status, phase: during });
  }
}
await Promise.all(Array.from({ length: Number(values.concurrency) }, (_, k) => loop(k * 37)));
const seededAt = performance.now();
await gateway.stop();

const seconds = (ms: number) => Math.round(ms / 100) / 10;
const round = (ms: number) => Math.round(ms * 10) / 10;
function latency(of: typeof samples) {
  const sorted = of.map((s) => s.ms).sort((a, b) => a - b);
  const quantile = (q: number) => round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN);
  return {
    requests: of.length,
    p50Ms: quantile(0.5),
    p99Ms: quantile(0.99),
    maxMs: round(sorted.at(-1) ?? Number.NaN),
    over1s: of.filter((s) => s.ms > 1000).length,
  };
}
const slowest = [...samples].sort((a, b) => b.ms - a.ms).slice(0, 5);
const figures = {
  properties,
  concurrency: Number(values.concurrency),
  startToServingSeconds: seconds(servingAt - startedAt),
  seedWhileServingSeconds: seconds(seededAt - servingAt),
  outcome,
  statuses: countBy(samples, (s) => s.status),
  all: latency(samples),
  duringBatchWrites: latency(samples.filter((s) => s.phase === 'writes')),
  duringRollups: latency(samples.filter((s) => s.phase === 'rollups')),
  slowest: slowest.map((s) => ({ atSeconds: round(s.at), ms: Math.round(s.ms), phase: s.phase })),
  machine: machine(),
};
console.log(JSON.stringify(figures, null, 2));
await writeResults('seed-stall', figures);
