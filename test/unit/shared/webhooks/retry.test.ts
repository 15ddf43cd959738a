import { describe, expect, it } from 'vitest';
import { JITTER, MAX_ATTEMPTS, RETRY_DELAYS_SECONDS, retryDelaySeconds } from '../../../../shared/webhooks/retry.ts';

describe('retryDelaySeconds', () => {
  it.each([
    // attempts failed, random draw, scale, delay
    [1, 0, 1, 5],
    [1, 0.5, 1, 5.5],
    [1, 1, 1, 6],
    [2, 0, 1, 300],
    [3, 0.5, 1, 1_980],
    [4, 0, 1, 7_200],
    [5, 1, 1, 21_600],
    [6, 0.5, 1, 39_600],
    [7, 0, 1, 36_000],
    [8, 0.5, 1, undefined],
    [1, 0, 0.001, 0.005],
    [7, 1, 0.001, 43.2],
  ])('after %i failed attempt(s), draw %d, scale %d: %s s', (attempts, random, scale, expected) => {
    const delay = retryDelaySeconds(attempts, random, scale);
    if (expected === undefined) expect(delay).toBeUndefined();
    else expect(delay).toBeCloseTo(expected, 9);
  });

  it('retries within seconds first, and for more than a day in all whatever the jitter draws', () => {
    expect(MAX_ATTEMPTS).toBe(8);
    expect(retryDelaySeconds(1, 1)).toBeLessThanOrEqual(10);
    const span = (random: number) => RETRY_DELAYS_SECONDS.reduce((sum, _d, i) => sum + retryDelaySeconds(i + 1, random)!, 0);
    expect(span(0)).toBeGreaterThan(86_400);
    expect(span(1)).toBeCloseTo(99_305 * (1 + JITTER), 6);
  });
});
