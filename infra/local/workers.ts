/**
 * The local gateway serving from this process, or (GATEWAY_WORKERS > 1) from that many processes
 * sharing one port (node:cluster), as Lambda runs each request in an instance of its own instead of
 * one Node thread running them all. The primary keeps what must be one: the database set-up, the key table and the throttle,
 * which workers ask over IPC so that a plan's rate and quota hold across all of them.
 */
import cluster, { type Worker } from 'node:cluster';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { handler as authorizer } from '../../functions/authorizer.ts';
import { config } from '../../shared/platform/config.ts';
import { ServiceUnavailable } from '../../shared/platform/errors.ts';
import type { Plan } from '../../shared/platform/plans.ts';
import { routeList } from '../../shared/routes.ts';
import { createGateway } from './gateway.ts';
import type { MeterReading, Throttle, ThrottleDecision, ThrottleGate } from './throttle.ts';

export interface Serving {
  url: string;
  stop(): Promise<void>;
}

/**
 * The local gateway listening in this process (`npm start` with one process, or one worker): each
 * route of the registry behind the authorizer and the throttle.
 */
export async function serveGateway(throttle: ThrottleGate | null, port: number, host: string): Promise<Serving> {
  const server = await createGateway({
    routes: routeList,
    authorizer,
    authorizerCacheTtlMs: (config().AUTH_CACHE_TTL_SECONDS ?? 300) * 1000,
    throttle,
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  return {
    url: `http://${host}:${(server.address() as AddressInfo).port}`,
    async stop() {
      server.closeIdleConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** GATEWAY_WORKERS: 1 (the default) serves from the process itself. */
export function gatewayWorkers(): number {
  const raw = config().GATEWAY_WORKERS ?? '1';
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new Error(`GATEWAY_WORKERS must be a whole number of processes, 1 or more (got "${raw}")`);
  return n;
}

interface ThrottleAsk {
  throttle: { id: number; usageId: string; plan: Plan; peek?: boolean };
}
interface ThrottleAnswer {
  throttled: { id: number; decision: ThrottleDecision | MeterReading };
}

/**
 * How long to wait before replacing a dead worker, after `failedStarts` replacements in a row died
 * before listening: at once for a worker that had been serving, then 0.5 s doubling to 30 s, so a
 * replacement that cannot start (its error is on stderr each time) does not fork in a tight loop.
 */
export function replacementDelayMs(failedStarts: number): number {
  return failedStarts === 0 ? 0 : Math.min(30_000, 500 * 2 ** (failedStarts - 1));
}

/**
 * Forks `count` workers running gateway-worker.ts, answers their throttle asks, and resolves once
 * each one listens. A worker that dies while serving is replaced (replacementDelayMs); one that dies
 * before the first start completes fails the start, so a broken build does not fork at all.
 */
export async function startWorkers(o: {
  count: number;
  port: number;
  host: string;
  throttle: Throttle | null;
  log: (line: string) => void;
}): Promise<Serving> {
  cluster.setupPrimary({ exec: fileURLToPath(new URL('./gateway-worker.ts', import.meta.url)) });
  let stopping = false;
  let started = false;
  const env = { PORT: String(o.port), HOST: o.host };
  const fork = () => cluster.fork(env);

  cluster.on('message', (worker: Worker, message: Partial<ThrottleAsk>) => {
    if (!message.throttle || !o.throttle) return;
    const { id, usageId, plan, peek } = message.throttle;
    const answer: ThrottleAnswer = { throttled: { id, decision: peek ? o.throttle.usage(usageId, plan) : o.throttle.take(usageId, plan) } };
    // the callback takes the error of a worker gone since it asked (unhandled, it would stop the primary)
    if (worker.isConnected()) worker.send(answer, () => {});
  });

  const listened = new Set<number>();
  let failedStarts = 0;
  const replacing = new Set<NodeJS.Timeout>();
  const listening = new Promise<AddressInfo>((resolve, reject) => {
    cluster.on('listening', (worker, address) => {
      listened.add(worker.id);
      failedStarts = 0;
      if (listened.size === o.count) resolve(address as unknown as AddressInfo);
    });
    cluster.on('exit', (worker, code, signal) => {
      if (stopping) return;
      if (!started) return reject(new Error(`a gateway worker exited before listening (${signal ?? `code ${code}`})`));
      if (!listened.delete(worker.id)) failedStarts++;
      const delay = replacementDelayMs(failedStarts);
      o.log(
        `gateway worker ${worker.process.pid} exited (${signal ?? `code ${code}`}); starting another${delay ? ` in ${delay / 1000} s (${failedStarts} in a row failed to start)` : ''}`,
      );
      const timer = setTimeout(() => {
        replacing.delete(timer);
        if (!stopping) fork();
      }, delay);
      replacing.add(timer);
    });
  });
  for (let i = 0; i < o.count; i++) fork();
  const address = await listening.catch(async (err: unknown) => {
    stopping = true;
    await stopAll();
    throw err;
  });
  started = true;

  async function stopAll(): Promise<void> {
    const running = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w && !w.isDead());
    await Promise.all(
      running.map(
        (w) =>
          new Promise<void>((resolve) => {
            const kill = setTimeout(() => w.process.kill('SIGKILL'), 10_000);
            w.once('exit', () => {
              clearTimeout(kill);
              resolve();
            });
            w.process.kill('SIGTERM');
          }),
      ),
    );
  }

  return {
    url: `http://${o.host}:${address.port}`,
    async stop() {
      stopping = true;
      for (const timer of replacing) clearTimeout(timer);
      await stopAll();
    },
  };
}

/**
 * A worker's side of the primary's throttle: each take is one IPC round trip. A cluster worker exits
 * as soon as its primary is gone; an ask that could not be sent fails with 503 rather than wait.
 */
export class ThrottleClient implements ThrottleGate {
  private next = 0;
  private readonly waiting = new Map<number, { resolve: (decision: never) => void; reject: (err: Error) => void }>();

  constructor() {
    process.on('message', (message: Partial<ThrottleAnswer>) => {
      if (!message.throttled) return;
      this.waiting.get(message.throttled.id)?.resolve(message.throttled.decision as never);
      this.waiting.delete(message.throttled.id);
    });
  }

  take(usageId: string, plan: Plan): Promise<ThrottleDecision> {
    return this.ask(usageId, plan, false);
  }

  usage(usageId: string, plan: Plan): Promise<MeterReading> {
    return this.ask(usageId, plan, true);
  }

  private ask<T extends ThrottleDecision | MeterReading>(usageId: string, plan: Plan, peek: boolean): Promise<T> {
    if (!process.connected) return Promise.reject(unanswered());
    const id = this.next++;
    return new Promise<T>((resolve, reject) => {
      this.waiting.set(id, { resolve: resolve as (decision: never) => void, reject });
      const ask: ThrottleAsk = { throttle: { id, usageId, plan, peek } };
      process.send!(ask, undefined, undefined, (err: Error | null) => {
        if (!err) return;
        this.waiting.delete(id);
        reject(unanswered());
      });
    });
  }
}

const unanswered = () => new ServiceUnavailable('The local gateway is stopping: its throttle no longer answers.');
