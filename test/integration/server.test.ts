/**
 * `npm start` as a user runs it: the server process comes up on the test database, prints its
 * URL and the demo keys, answers, and shuts down cleanly on SIGTERM.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

describe('npm start', () => {
  it('serves the API, prints the URL, docs and demo keys, and exits 0 on SIGTERM', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'server-test-'));
    const child = spawn(process.execPath, ['--import', 'tsx', 'infra/local/server.ts'], {
      cwd: new URL('../..', import.meta.url).pathname,
      // the test database already holds the geography; the demo is not seeded into it
      env: { ...process.env, PORT: '0', DATA_DIR: dataDir, DEMO_PROPERTIES: '0', DYNAMODB_ENDPOINT: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      let out = '';
      const url = await new Promise<string>((resolve, reject) => {
        child.stdout.on('data', (c: Buffer) => {
          out += c.toString();
          const m = /API:\s+(http:\/\/\S+)/.exec(out);
          if (m && out.includes('Demo keys')) resolve(m[1]!);
        });
        child.once('exit', (code) => reject(new Error(`exited ${code}: ${out}`)));
      });
      expect(out).toMatch(/Docs:\s+http:\/\/127\.0\.0\.1:\d+\/docs/);
      expect(out).toContain('demo-base-key (base), demo-premium-key (premium), demo-unlimited-key (unlimited)');
      const health = await fetch(`${url}/health-check`);
      expect(health.status).toBe(200);
      expect(((await health.json()) as { status: string }).status).toBe('ok');
      expect((await fetch(`${url}/health-check/authenticated`, { headers: { 'X-API-TOKEN': 'demo-premium-key' } })).status).toBe(200);
      const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      child.kill('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
