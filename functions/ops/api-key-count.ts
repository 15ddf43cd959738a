/**
 * Counts the account's API Gateway keys in the region, run every hour by EventBridge
 * (infra/api-key-ceiling.ts), and writes the count as the ApiKeys metric its alarm watches.
 */
import { APIGatewayClient } from '@aws-sdk/client-api-gateway';
import { apiKeyMetricRecord } from '../../shared/platform/api-key-metric.ts';
import { countApiKeys } from '../../shared/platform/subscribers.ts';

const client = new APIGatewayClient({});

export async function handler(): Promise<{ apiKeys: number }> {
  const apiKeys = await countApiKeys(client);
  // straight to stdout: a line the runtime prefixes (console.log) is not read as a metric
  process.stdout.write(apiKeyMetricRecord(apiKeys, new Date()));
  return { apiKeys };
}
