/**
 * GET /usage's reading on AWS: API Gateway's control plane is mocked (aws-sdk-client-mock) and the
 * test asserts the calls: the usage plan that holds the caller's key, then its count for the
 * current UTC day, cached per key.
 */
import { APIGatewayClient, GetUsageCommand, GetUsagePlansCommand } from '@aws-sdk/client-api-gateway';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { readMeter, resetUsageClient, USAGE_CACHE_SECONDS, USAGE_THROTTLED_RETRY_SECONDS } from '../../../../shared/usage/meter.ts';
import { setEnv } from '../../../support/set-env.ts';

const apigateway = mockClient(APIGatewayClient);
const previous = process.env.USAGE_METER;

beforeEach(() => {
  setEnv('USAGE_METER', 'api-gateway');
  setEnv('AWS_REGION', process.env.AWS_REGION ?? 'us-east-1');
  apigateway.reset();
  resetUsageClient();
});
afterAll(() => {
  apigateway.restore();
  setEnv('USAGE_METER', previous);
});

const now = new Date('2026-03-14T15:00:00Z');
const caller = { plan: 'base' as const, apiKeyId: 'key-1', apiId: 'abc123' };

describe('readMeter on API Gateway', () => {
  it("reads the count of the plan that holds the caller's key, for the current UTC day", async () => {
    apigateway.on(GetUsagePlansCommand).resolves({ items: [{ id: 'plan-base', quota: { limit: 10_000, period: 'DAY' } }] });
    apigateway.on(GetUsageCommand).resolves({ items: { 'key-1': [[42, 9_958]] } });
    const { reading, source } = await readMeter(caller, now);
    expect(source).toBe('api-gateway');
    expect(reading).toEqual({
      quota: { limit: 10_000, used: 42, remaining: 9_958, resetsAt: '2026-03-15T00:00:00.000Z', periodSeconds: 86_400, period: 'DAY' },
    });
    expect(apigateway.commandCalls(GetUsagePlansCommand)[0]!.args[0].input).toMatchObject({ keyId: 'key-1' });
    expect(apigateway.commandCalls(GetUsageCommand)[0]!.args[0].input).toMatchObject({
      usagePlanId: 'plan-base',
      keyId: 'key-1',
      startDate: '2026-03-14',
      endDate: '2026-03-14',
    });
    // a second reading within the cache time asks nothing
    await readMeter(caller, now);
    expect(apigateway.commandCalls(GetUsageCommand)).toHaveLength(1);
  });

  it('sums the days of a monthly quota', async () => {
    apigateway.on(GetUsagePlansCommand).resolves({ items: [{ id: 'plan-m', quota: { limit: 1_000, period: 'MONTH' } }] });
    apigateway.on(GetUsageCommand).resolves({
      items: {
        'key-1': [
          [10, 990],
          [5, 985],
        ],
      },
    });
    const { reading } = await readMeter(caller, now);
    expect(reading.quota).toMatchObject({ used: 15, remaining: 985, period: 'MONTH', resetsAt: '2026-04-01T00:00:00.000Z' });
    expect(apigateway.commandCalls(GetUsageCommand)[0]!.args[0].input.startDate).toBe('2026-03-01');
  });

  it('answers 503 for a key in no usage plan', async () => {
    apigateway.on(GetUsagePlansCommand).resolves({ items: [] });
    await expect(readMeter(caller, now)).rejects.toMatchObject({ status: 503 });
  });

  it('reads the plan that holds the key, not the one the caller names: after set-plan the cached tier may be stale', async () => {
    apigateway.on(GetUsagePlansCommand).resolves({ items: [{ id: 'plan-premium', quota: { limit: 100_000, period: 'DAY' } }] });
    apigateway.on(GetUsageCommand, { usagePlanId: 'plan-premium' }).resolves({ items: { 'key-1': [[3, 99_997]] } });
    expect((await readMeter(caller, now)).reading.quota).toMatchObject({ limit: 100_000, used: 3 });
  });

  it('keeps a reading for a minute: a caller polling its usage costs one control-plane call a minute', async () => {
    apigateway.on(GetUsagePlansCommand).resolves({ items: [{ id: 'plan-base', quota: { limit: 10_000, period: 'DAY' } }] });
    apigateway.on(GetUsageCommand).resolves({ items: { 'key-1': [[1, 9_999]] } });
    await readMeter(caller, now);
    await readMeter(caller, now);
    expect(apigateway.commandCalls(GetUsageCommand)).toHaveLength(1);
    expect(USAGE_CACHE_SECONDS).toBeGreaterThanOrEqual(60);
  });

  it('answers 503 with Retry-After, not 500, when API Gateway throttles the read', async () => {
    apigateway.on(GetUsagePlansCommand).rejects(Object.assign(new Error('Too Many Requests'), { name: 'TooManyRequestsException' }));
    const error = await readMeter(caller, now).catch((err: unknown) => err);
    expect(error).toMatchObject({ status: 503, headers: { 'Retry-After': String(USAGE_THROTTLED_RETRY_SECONDS) } });
  });
});
