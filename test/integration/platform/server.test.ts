/**
 * `npm start` as a user runs it: the server process comes up on the test database, prints its
 * URL and the demo keys, answers, and shuts down cleanly on SIGTERM.
 */
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { PLAN_LIMITS } from '../../../shared/platform/plans.ts';
import { until } from '../../support/wait.ts';

/**
 * `npm start` (the test database already holds the geography; the demo is not seeded into it),
 * once it has printed its URL and the demo keys.
 */
async function startServer(
  dataDir: string,
  env: Record<string, string> = {},
): Promise<{ child: ChildProcessWithoutNullStreams; url: string; out: string; output: () => string }> {
  const child: ChildProcessWithoutNullStreams = spawn(process.execPath, ['--import', 'tsx', 'infra/local/server.ts'], {
    cwd: new URL('../../..', import.meta.url).pathname,
    // no webhook dispatcher: on PostgreSQL the webhook test files run beside this one on the same database, and their deliveries are theirs to send
    env: {
      ...process.env,
      PORT: '0',
      DATA_DIR: dataDir,
      DEMO_PROPERTIES: '0',
      DYNAMODB_ENDPOINT: '',
      WEBHOOK_DISPATCH_INTERVAL_MS: '0',
      ...env,
    },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let out = '';
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (c: Buffer) => {
      out += c.toString();
      const m = /API:\s+(http:\/\/\S+)/.exec(out);
      if (m && out.includes('Demo keys')) resolve(m[1]!);
    });
    child.once('exit', (code) => reject(new Error(`exited ${code}: ${out}`)));
  });
  return { child, url, out, output: () => out };
}

describe('npm start', () => {
  it('serves the API, prints the URL, docs and demo keys, and exits 0 on SIGTERM', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'server-test-'));
    const { child, url, out } = await startServer(dataDir);
    try {
      expect(out).toMatch(/Docs:\s+http:\/\/127\.0\.0\.1:\d+\/docs/);
      expect(out).toContain('demo-base-key (base), demo-premium-key (premium), demo-unlimited-key (unlimited)');
      const health = await fetch(`${url}/health-check`);
      expect(health.status).toBe(200);
      expect(((await health.json()) as { status: string }).status).toBe('ok');
      expect((await fetch(`${url}/health-check/authenticated`, { headers: { 'X-API-TOKEN': 'demo-premium-key' } })).status).toBe(200);
      expect(await terminate(child)).toBe(0);
    } finally {
      await cleanUp(child, dataDir);
    }
  });
});

/** The processes a process started (Linux). */
function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/** Running (Linux): a process that has exited but not been reaped yet (a zombie) is not. */
const alive = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]![0] !== 'Z';
  } catch {
    return false;
  }
};

/** SIGTERM to `npm start`: its exit code. */
function terminate(child: ChildProcessWithoutNullStreams): Promise<number | null> {
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  return exited;
}

/** Whatever a test left running: `npm start`, its workers, its data directory. */
async function cleanUp(child: ChildProcessWithoutNullStreams, dataDir: string): Promise<void> {
  for (const pid of childrenOf(child.pid!)) process.kill(pid, 'SIGKILL');
  child.kill('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
}

// Workers need a database that takes several connections: the PGlite pass serves one (services.ts).
const WORKERS = { GATEWAY_WORKERS: '2', DB_POOL_MAX: '2', LOG_LEVEL: 'ERROR' };

describe.skipIf(inject('embeddedDatabase'))('npm start with GATEWAY_WORKERS', () => {
  it('serves from worker processes sharing one throttle, replaces a worker that dies, and stops them all on SIGTERM', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'server-test-'));
    const { child, url, out } = await startServer(dataDir, WORKERS);
    try {
      expect(out).toContain('Gateway:  2 worker processes (GATEWAY_WORKERS)');
      const workers = childrenOf(child.pid!);
      expect(workers).toHaveLength(2);

      // Over separate connections, the requests are dealt to both workers in turn; a throttle per
      // worker would let nearly all of them through (each worker's burst is the plan's).
      const { burstLimit } = PLAN_LIMITS.base;
      const burst = await Promise.all(
        Array.from({ length: burstLimit * 2 }, () =>
          fetch(`${url}/health-check/authenticated`, { headers: { 'X-API-TOKEN': 'demo-base-key', Connection: 'close' } }),
        ),
      );
      const served = burst.filter((r) => r.status === 200).length;
      expect(served).toBeGreaterThanOrEqual(burstLimit);
      // the bucket refills at the plan's rate while the burst is in flight
      expect(served).toBeLessThan(burstLimit * 1.5);
      expect(burst.filter((r) => r.status === 429)).toHaveLength(burstLimit * 2 - served);

      process.kill(workers[0]!, 'SIGKILL');
      await until(
        () => childrenOf(child.pid!).length === 2 && !childrenOf(child.pid!).includes(workers[0]!),
        'a replacement worker',
        20_000,
      );
      expect((await fetch(`${url}/health-check`, { headers: { Connection: 'close' } })).status).toBe(200);

      const running = childrenOf(child.pid!);
      expect(await terminate(child)).toBe(0);
      expect(running.filter(alive)).toEqual([]);
    } finally {
      await cleanUp(child, dataDir);
    }
  }, 60_000);

  it('waits longer each time a replacement dies before it listens, and serves again once one starts', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'server-test-'));
    const { child, url, output } = await startServer(dataDir, WORKERS);
    const seen = new Set(childrenOf(child.pid!));
    /** The next worker the primary forks, killed as soon as it appears (a worker takes seconds to load the gateway). */
    async function killNextWorker() {
      let fresh: number | undefined;
      await until(
        () => {
          fresh = childrenOf(child.pid!).find((pid) => !seen.has(pid));
          return fresh !== undefined;
        },
        'a replacement worker',
        20_000,
      );
      seen.add(fresh!);
      process.kill(fresh!, 'SIGKILL');
    }
    try {
      expect(seen.size).toBe(2);
      process.kill([...seen][0]!, 'SIGKILL');
      await killNextWorker();
      await until(() => output().includes('starting another in 0.5 s (1 in a row failed to start)'), 'the first back-off', 20_000);
      await killNextWorker();
      await until(() => output().includes('starting another in 1 s (2 in a row failed to start)'), 'a longer back-off', 20_000);
      await until(() => childrenOf(child.pid!).filter(alive).length === 2, 'a replacement that starts', 30_000);
      await until(
        async () => (await fetch(`${url}/health-check`, { headers: { Connection: 'close' } })).status === 200,
        'the API to answer',
        20_000,
      );
      expect(await terminate(child)).toBe(0);
    } finally {
      await cleanUp(child, dataDir);
    }
  }, 90_000);

  // cluster workers exit when their primary's channel closes: no orphan keeps the port
  it('leaves no worker behind when the first process is killed outright', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'server-test-'));
    const { child } = await startServer(dataDir, WORKERS);
    const workers = childrenOf(child.pid!);
    try {
      expect(workers).toHaveLength(2);
      child.kill('SIGKILL');
      await until(() => workers.every((pid) => !alive(pid)), 'the workers to stop on their own', 20_000);
    } finally {
      for (const pid of workers.filter(alive)) process.kill(pid, 'SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
