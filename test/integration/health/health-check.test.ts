import { describe, expect, it } from 'vitest';
import { AuthenticatedHealth, HealthResult } from '../../../shared/health/schemas.ts';
import { expectProblem, KEYS } from '../../support/api.ts';
import { withApi } from '../../support/fixture.ts';

const api = withApi();

describe('GET /health-check', () => {
  it('answers 200 with status ok and every component up, without a key', async () => {
    const res = await api.get('/health-check', null);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const body = HealthResult.parse(await res.json());
    expect(body).toEqual({
      status: 'ok',
      info: { database: { status: 'up' }, schema: { status: 'up' }, geography: { status: 'up' }, keystore: { status: 'up' } },
      error: {},
      details: { database: { status: 'up' }, schema: { status: 'up' }, geography: { status: 'up' }, keystore: { status: 'up' } },
    });
  });
});

describe('GET /health-check/authenticated', () => {
  it('answers 401 problem+json without a key', async () => {
    const problem = await expectProblem(await api.get('/health-check/authenticated', null), 401);
    expect(problem.instance).toBe('/health-check/authenticated');
  });

  it('answers 401 for an unknown key', async () => {
    await expectProblem(await api.get('/health-check/authenticated', 'not-a-real-key'), 401);
  });

  it.each(Object.entries(KEYS))('answers 200 for the %s demo key, with its plan and key owner', async (plan, key) => {
    const res = await api.get('/health-check/authenticated', key);
    expect(res.status).toBe(200);
    const body = AuthenticatedHealth.parse(await res.json());
    expect(body.authenticated).toBe(true);
    expect(body).toMatchObject({ plan, key_owner: `demo ${plan}` });
    expect(Math.abs(Date.parse(body.timestamp) - Date.now())).toBeLessThan(60_000);
  });
});
