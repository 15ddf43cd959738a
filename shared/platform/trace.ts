/**
 * X-Ray tracing through Powertools Tracer: the AWS SDK clients are captured (DynamoDB, Secrets
 * Manager, API Gateway calls appear as subsegments) and each database query gets a subsegment of its
 * own. Tracer turns itself off outside Lambda (no AWS_EXECUTION_ENV), so locally this costs nothing.
 */
import { Tracer } from '@aws-lambda-powertools/tracer';

export const tracer = new Tracer({ serviceName: 'sfr-analytics-api' });

/** An AWS SDK v3 client whose calls are traced. */
export function traced<T>(client: T): T {
  return tracer.isTracingEnabled() ? tracer.captureAWSv3Client(client) : client;
}

/**
 * Opens a subsegment for one database query under the current segment and returns its closer
 * (a no-op when tracing is off). The query text is parameterised SQL: it carries no values.
 */
export function traceQuery(text: string | undefined): (err?: unknown) => void {
  if (!tracer.isTracingEnabled()) return () => {};
  const parent = tracer.getSegment();
  if (!parent) return () => {};
  const sub = parent.addNewSubsegment('postgres');
  sub.namespace = 'remote';
  sub.addSqlData({ database_type: 'PostgreSQL', sanitized_query: text?.slice(0, 2_000) });
  return (err) => sub.close(err instanceof Error ? err : undefined);
}
