/**
 * The API-key count function (docs/deployment.md#the-api-key-ceiling): API Gateway's control plane
 * is mocked (aws-sdk-client-mock); the test asserts that every page of GetApiKeys is read and the
 * exact embedded-metric-format line the function writes for CloudWatch.
 */
import { APIGatewayClient, GetApiKeysCommand } from '@aws-sdk/client-api-gateway';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handler } from '../../../../functions/ops/api-key-count.ts';
import { API_KEY_ALARM_AT, apiKeyMetricRecord } from '../../../../shared/platform/api-key-metric.ts';

const apigateway = mockClient(APIGatewayClient);
const now = new Date('2026-03-14T15:00:00Z');
const keys = (n: number, from = 0) => Array.from({ length: n }, (_, i) => ({ id: `key-${from + i}`, enabled: i % 2 === 0 }));

let written: string[];
beforeEach(() => {
  apigateway.reset();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
  written = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    written.push(String(chunk));
    return true;
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});
afterAll(() => apigateway.restore());

describe('the API-key count function', () => {
  it('counts every page of GetApiKeys, enabled and disabled keys alike, and writes the count as the ApiKeys metric', async () => {
    apigateway
      .on(GetApiKeysCommand)
      .resolvesOnce({ items: keys(500), position: 'page-2' })
      .resolvesOnce({ items: keys(500, 500), position: 'page-3' })
      .resolvesOnce({ items: keys(123, 1000) });
    expect(await handler()).toEqual({ apiKeys: 1123 });
    expect(apigateway.commandCalls(GetApiKeysCommand).map((call) => call.args[0].input)).toEqual([
      { position: undefined, limit: 500 },
      { position: 'page-2', limit: 500 },
      { position: 'page-3', limit: 500 },
    ]);
    expect(written).toEqual([
      `${JSON.stringify({
        _aws: {
          Timestamp: now.getTime(),
          CloudWatchMetrics: [{ Namespace: 'SfrAnalyticsApi', Dimensions: [[]], Metrics: [{ Name: 'ApiKeys', Unit: 'Count' }] }],
        },
        ApiKeys: 1123,
      })}\n`,
    ]);
  });

  it('writes 0 for an account without keys (a count, not a missing value)', async () => {
    apigateway.on(GetApiKeysCommand).resolves({});
    expect(await handler()).toEqual({ apiKeys: 0 });
    expect(JSON.parse(written[0]!)).toMatchObject({ ApiKeys: 0 });
  });

  it('fails, writing no metric, when API Gateway refuses a page (its errors alarm then goes off)', async () => {
    apigateway
      .on(GetApiKeysCommand)
      .resolvesOnce({ items: keys(500), position: 'page-2' })
      .rejectsOnce(Object.assign(new Error('Rate exceeded'), { name: 'TooManyRequestsException' }));
    await expect(handler()).rejects.toThrow('Rate exceeded');
    expect(written).toEqual([]);
  });
});

describe('apiKeyMetricRecord', () => {
  it.each([
    [0, 0],
    [API_KEY_ALARM_AT, 8000],
    [10_000, 10_000],
  ])('records %i keys as the value %i of one line of JSON', (count, value) => {
    const line = apiKeyMetricRecord(count, now);
    expect(line.endsWith('\n')).toBe(true);
    expect(line.trimEnd()).not.toContain('\n');
    expect(JSON.parse(line)).toMatchObject({ _aws: { Timestamp: now.getTime() }, ApiKeys: value });
  });
});
