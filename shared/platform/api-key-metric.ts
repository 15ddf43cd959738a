/**
 * The count of API Gateway keys in the account and region as a CloudWatch metric, against AWS's
 * ceiling of API_KEY_LIMIT (docs/deployment.md#the-api-key-ceiling). The count function writes it
 * in CloudWatch's embedded metric format: a JSON log line CloudWatch Logs turns into the metric, so
 * the function needs no cloudwatch:PutMetricData, which IAM cannot narrow to a resource.
 */
import { API_KEY_LIMIT } from './subscribers.ts';

export const API_KEY_METRIC = { namespace: 'SfrAnalyticsApi', metricName: 'ApiKeys' } as const;

/** The alarm goes off, and `keys reconcile --aws` warns, at this share of the ceiling: 8,000 keys. */
export const API_KEY_ALARM_SHARE = 0.8;
export const API_KEY_ALARM_AT = API_KEY_LIMIT * API_KEY_ALARM_SHARE;

/** The embedded-metric-format record of `count` keys at `at`, one line of JSON. */
export function apiKeyMetricRecord(count: number, at: Date): string {
  const { namespace, metricName } = API_KEY_METRIC;
  return `${JSON.stringify({
    _aws: {
      Timestamp: at.getTime(),
      CloudWatchMetrics: [{ Namespace: namespace, Dimensions: [[]], Metrics: [{ Name: metricName, Unit: 'Count' }] }],
    },
    [metricName]: count,
  })}\n`;
}
