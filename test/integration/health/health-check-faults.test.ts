/**
 * The health check with a component down, and recovery without restarting the service.
 * This file points its own database client at a proxy it can cut (each test file runs in its own worker).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalKeyStore, startLocalKeyStore } from '../../../infra/local/keystore.ts';
import { HealthResult } from '../../../shared/health/schemas.ts';
import { createKey } from '../../../shared/platform/keys.ts';
import { expectProblem } from '../../support/api.ts';
import { withApi } from '../../support/fixture.ts';
import { setEnv } from '../../support/set-env.ts';
import { startTcpProxy, type TcpProxy } from '../../support/tcp-proxy.ts';

const api = withApi();
let proxy: TcpProxy;
let keyStore: LocalKeyStore;

// the gateway's clients are made on first use, so they take the proxy and key store set here
beforeAll(async () => {
  const real = new URL(process.env.DATABASE_URL!);
  proxy = await startTcpProxy(real.hostname, Number(real.port || 5432));
  real.host = `127.0.0.1:${proxy.port}`;
  setEnv('DATABASE_URL', real.toString());
  keyStore = await startLocalKeyStore();
});

afterAll(async () => {
  await proxy.close();
  await keyStore.stop();
});

async function health() {
  const res = await api.get('/health-check', null);
  return { status: res.status, body: HealthResult.parse(await res.json()) };
}

describe('health check under faults', () => {
  it('answers 503 with the database in error while it is down, and 200 again when it is back', async () => {
    expect((await health()).status).toBe(200);
    await proxy.down();
    const started = Date.now();
    const down = await health();
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(down.status).toBe(503);
    expect(down.body.status).toBe('error');
    expect(down.body.error?.database?.status).toBe('down');
    expect(down.body.error?.database?.message).not.toMatch(/127\.0\.0\.1|password|postgres:\/\//);
    expect(down.body.info?.keystore).toEqual({ status: 'up' });
    await proxy.up();
    let recovered = await health();
    for (let i = 0; i < 20 && recovered.status !== 200; i++) {
      await new Promise((r) => setTimeout(r, 250));
      recovered = await health();
    }
    expect(recovered.status).toBe(200);
    expect(recovered.body.status).toBe('ok');
  });

  it('answers 503 with the keystore in error when it is down, and the authorizer fails closed', async () => {
    const { key } = await createKey('premium', 'fault test');
    await keyStore.stop();
    const down = await health();
    expect(down.status).toBe(503);
    expect(down.body.error?.keystore?.status).toBe('down');
    expect(down.body.info?.database).toEqual({ status: 'up' });
    const refused = await api.get('/health-check/authenticated', key);
    expect([401, 503]).toContain(refused.status);
    await expectProblem(refused, refused.status);
  });
});
