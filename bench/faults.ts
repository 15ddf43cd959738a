/**
 * The fault run of `npm run soak -- --faults`: the gateway's database connection goes through a
 * TCP proxy that is cut in the middle of load and restored (the benchmark cluster is shared, so
 * PostgreSQL itself keeps running). Measured: how soon requests fail and how (503 problem+json,
 * nothing else), how long a request takes while the database is gone, and how soon every worker
 * is served again, without restarting anything.
 */
import { startTcpProxy } from '../test/support/tcp-proxy.ts';
import type { BenchRequest } from './endpoints.ts';
import { startGateway } from './lib/gateway.ts';
import { countBy } from './lib/results.ts';

export interface FaultOptions {
  databaseUrl: string;
  next: () => BenchRequest & { endpoint: string };
  workers: number;
  /** seconds of load before the cut, and with the database gone */
  beforeSeconds: number;
  downSeconds: number;
  log(line: string): void;
}

interface Outcome {
  endpoint: string;
  status: number;
  problemJson: boolean;
  started: number;
  ended: number;
  worker: number;
}

const RECOVERY_LIMIT_MS = 30_000;
const AFTER_RECOVERY_MS = 5_000;

export async function faultRun(o: FaultOptions) {
  const real = new URL(o.databaseUrl);
  const proxy = await startTcpProxy(real.hostname, Number(real.port || 5432));
  real.host = `127.0.0.1:${proxy.port}`;
  const gateway = await startGateway({ DATABASE_URL: real.toString(), THROTTLE: 'off' });
  const outcomes: Outcome[] = [];
  let stop = false;
  const send = async (worker: number): Promise<Outcome> => {
    const r = o.next();
    const started = performance.now();
    const res = await fetch(gateway.url + r.path, {
      method: r.method ?? 'GET',
      headers: { 'X-API-TOKEN': 'demo-unlimited-key', ...(r.body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: r.body === undefined ? undefined : JSON.stringify(r.body),
    }).catch(() => undefined);
    await res?.arrayBuffer();
    return {
      endpoint: r.endpoint,
      status: res?.status ?? 0,
      problemJson: res?.headers.get('content-type') === 'application/problem+json',
      started,
      ended: performance.now(),
      worker,
    };
  };
  try {
    // the authorizer's answer cached first, as in steady traffic
    await send(-1);
    const workers = Array.from({ length: o.workers }, async (_, w) => {
      while (!stop) outcomes.push(await send(w));
    });
    await sleep(o.beforeSeconds * 1000);
    await proxy.down();
    const cut = performance.now();
    o.log(`database connection cut`);
    await sleep(o.downSeconds * 1000);
    await proxy.up();
    const restored = performance.now();
    o.log(`database connection restored`);
    // recovered: every worker's latest request, sent after the restore, was served
    let recovered: number | undefined;
    while (recovered === undefined && performance.now() - restored < RECOVERY_LIMIT_MS) {
      await sleep(50);
      const latest = new Map<number, Outcome>();
      for (const x of outcomes) latest.set(x.worker, x);
      if (latest.size === o.workers && [...latest.values()].every((x) => x.started > restored && x.status === 200))
        recovered = Math.max(...[...latest.values()].map((x) => x.ended));
    }
    const recoveredAt = recovered ?? performance.now();
    await sleep(AFTER_RECOVERY_MS);
    stop = true;
    await Promise.all(workers);

    return faultSummary(o, outcomes, { cut, restored, recovered, recoveredAt });
  } finally {
    stop = true;
    await gateway.stop();
    await proxy.close();
  }
}

/** The moments of a fault run: the cut, the restore, and when every worker was served again (undefined: never). */
interface FaultTimes {
  cut: number;
  restored: number;
  recovered: number | undefined;
  recoveredAt: number;
}

/** What the outcomes say of the fault: before it, in flight at the cut, while down, the recovery and after it. */
function faultSummary(o: FaultOptions, outcomes: Outcome[], { cut, restored, recovered, recoveredAt }: FaultTimes) {
  const ms = (x: Outcome) => x.ended - x.started;
  const summary = (xs: Outcome[]) => ({
    requests: xs.length,
    statuses: statusCounts(xs),
    p99Ms: round(percentile(xs.map(ms), 99)),
    maxMs: round(Math.max(0, ...xs.map(ms))),
  });
  const first503 = outcomes.filter((x) => x.status === 503 && x.ended > cut).sort((a, b) => a.ended - b.ended)[0];
  const firstServed = outcomes.filter((x) => x.status === 200 && x.started > restored).sort((a, b) => a.ended - b.ended)[0];
  const whileDown = outcomes.filter((x) => x.started > cut && x.ended < restored);
  return {
    workers: o.workers,
    downSeconds: o.downSeconds,
    before: summary(outcomes.filter((x) => x.ended < cut)),
    inFlightAtCut: summary(outcomes.filter((x) => x.started < cut && x.ended > cut)),
    // a 200 while the database is gone comes from a cache (autocomplete answers, search totals)
    whileDown: {
      ...summary(whileDown),
      byEndpoint: Object.fromEntries(
        [...new Set(whileDown.map((x) => x.endpoint))].map((e) => [e, statusCounts(whileDown.filter((x) => x.endpoint === e))]),
      ),
    },
    failuresAre503ProblemJson: outcomes.every((x) => x.status === 200 || (x.status === 503 && x.problemJson)),
    firstFailureAfterCutMs: first503 ? round(first503.ended - cut) : null,
    firstSuccessAfterRestoreMs: firstServed ? round(firstServed.ended - restored) : null,
    everyWorkerServedAfterRestoreMs: recovered === undefined ? null : round(recovered - restored),
    afterRecovery: summary(outcomes.filter((x) => x.started > recoveredAt)),
    unexpected: statusCounts(outcomes.filter((x) => x.status !== 200 && x.status !== 503)),
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const round = (x: number) => Math.round(x * 10) / 10;

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export const statusCounts = (xs: { status: number }[]) => countBy(xs, (x) => x.status);
