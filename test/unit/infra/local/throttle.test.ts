import { describe, expect, it } from 'vitest';
import { Throttle } from '../../../../infra/local/throttle.ts';
import { gatewayWorkers, replacementDelayMs } from '../../../../infra/local/workers.ts';
import type { Plan, PlanLimits } from '../../../../shared/platform/plans.ts';
import { setEnv } from '../../../support/set-env.ts';

const limits: Record<Plan, PlanLimits> = {
  base: { rateLimit: 2, burstLimit: 3, quota: { limit: 5, period: 'DAY' } },
  premium: { rateLimit: 10, burstLimit: 10, quota: { limit: 100, period: 'MONTH' } },
  unlimited: { rateLimit: 100, burstLimit: 100, quota: { limit: 1000, period: 'DAY' } },
};

function clock(start: string) {
  let now = Date.parse(start);
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('Throttle', () => {
  it('allows the burst, then refuses with a Retry-After from the refill rate', () => {
    const c = clock('2026-03-01T10:00:00Z');
    const t = new Throttle(limits, c.now);
    expect([1, 2, 3].map(() => t.take('k', 'base').allowed)).toEqual([true, true, true]);
    const refused = t.take('k', 'base');
    expect(refused).toMatchObject({ allowed: false, reason: 'rate', retryAfter: 1, remaining: 0 });
    c.advance(500);
    expect(t.take('k', 'base')).toMatchObject({ allowed: true, remaining: 0 });
  });

  it.each([
    { elapsedMs: 0, remaining: 2, reset: 1 },
    { elapsedMs: 250, remaining: 2, reset: 1 },
    { elapsedMs: 1000, remaining: 2, reset: 1 },
  ])('reports remaining $remaining and reset $reset after $elapsedMs ms idle', ({ elapsedMs, remaining, reset }) => {
    const c = clock('2026-03-01T10:00:00Z');
    const t = new Throttle(limits, c.now);
    c.advance(elapsedMs);
    expect(t.take('k', 'base')).toMatchObject({ allowed: true, remaining, reset, limit: 3 });
  });

  it('refuses past the daily quota until the next UTC day, then resets', () => {
    const c = clock('2026-03-01T23:59:00Z');
    const t = new Throttle(limits, c.now);
    for (let i = 0; i < 5; i++) {
      expect(t.take('k', 'base').allowed).toBe(true);
      c.advance(1000);
    }
    const refused = t.take('k', 'base');
    expect(refused).toMatchObject({ allowed: false, reason: 'quota' });
    expect(refused.retryAfter).toBe(55);
    c.advance(55_000);
    expect(t.take('k', 'base').allowed).toBe(true);
  });

  it('resets a monthly quota on the first of the next month', () => {
    const c = clock('2026-02-28T12:00:00Z');
    const t = new Throttle({ ...limits, premium: { ...limits.premium, quota: { limit: 1, period: 'MONTH' } } }, c.now);
    expect(t.take('p', 'premium').allowed).toBe(true);
    expect(t.take('p', 'premium')).toMatchObject({ allowed: false, reason: 'quota', retryAfter: 12 * 3600 });
    c.advance(12 * 3600 * 1000);
    expect(t.take('p', 'premium').allowed).toBe(true);
  });

  it('keeps separate buckets per usage identifier', () => {
    const t = new Throttle(limits, clock('2026-03-01T10:00:00Z').now);
    for (let i = 0; i < 3; i++) t.take('a', 'base');
    expect(t.take('a', 'base').allowed).toBe(false);
    expect(t.take('b', 'base').allowed).toBe(true);
  });
});

describe('GATEWAY_WORKERS', () => {
  const workersFrom = (value: string | undefined) => {
    const before = process.env.GATEWAY_WORKERS;
    setEnv('GATEWAY_WORKERS', value);
    try {
      return gatewayWorkers();
    } finally {
      setEnv('GATEWAY_WORKERS', before);
    }
  };
  it.each([
    [undefined, 1],
    ['', 1],
    ['1', 1],
    ['4', 4],
  ])('%s → %i processes', (value, expected) => expect(workersFrom(value)).toBe(expected));
  it.each(['0', '-2', '1.5', 'two'])('refuses %j', (value) =>
    expect(() => workersFrom(value)).toThrow(/GATEWAY_WORKERS must be a whole number/),
  );
});

describe('replacementDelayMs', () => {
  it.each([
    [0, 0],
    [1, 500],
    [2, 1_000],
    [3, 2_000],
    [6, 16_000],
    [7, 30_000],
    [50, 30_000],
  ])('after %i failed starts in a row waits %i ms', (failedStarts, ms) => {
    expect(replacementDelayMs(failedStarts)).toBe(ms);
  });
});
