/**
 * When a failed delivery is tried again (docs/webhooks.md#retries): the Standard Webhooks schedule,
 * 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h after each failure (27.6 hours in all), each
 * delay lengthened by up to a fifth at random so that an endpoint coming back is not hit by every
 * retry at once. Only lengthened: the retries then always span more than a day. A delivery failing its last attempt fails for good, and its endpoint is disabled.
 */
export const RETRY_DELAYS_SECONDS = [5, 300, 1_800, 7_200, 18_000, 36_000, 36_000] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS_SECONDS.length + 1;
export const JITTER = 0.2;

/**
 * Seconds to wait after failed attempt number `attempts` (1-based), or undefined when it was the
 * last. `scale` shrinks the whole schedule (WEBHOOK_RETRY_DELAY_SCALE, for tests).
 */
export function retryDelaySeconds(attempts: number, random: number = Math.random(), scale = 1): number | undefined {
  const base = RETRY_DELAYS_SECONDS[attempts - 1];
  if (base === undefined) return undefined;
  return base * scale * (1 + JITTER * random);
}
