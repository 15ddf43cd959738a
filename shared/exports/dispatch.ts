/**
 * Starts a queued job (docs/exports.md#where-it-runs): on AWS (EXPORT_RUNNER_FUNCTION set) an
 * asynchronous invocation of the runner function (functions/exports/run.ts), which for a chunked job
 * starts its state machine; locally, in this process, after the answer is sent.
 */
import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { config } from '../platform/config.ts';
import { db } from '../platform/db/client.ts';
import { logger } from '../platform/log.ts';
import { runChunked } from './chunks.ts';
import { runJob } from './run.ts';

let lambda: LambdaClient | undefined;

export async function dispatch({ id, chunked }: { id: string; chunked: boolean }): Promise<void> {
  const runner = config().EXPORT_RUNNER_FUNCTION;
  if (runner) {
    lambda ??= new LambdaClient({});
    await lambda.send(new InvokeCommand({ FunctionName: runner, InvocationType: 'Event', Payload: JSON.stringify({ id }) }));
    return;
  }
  setImmediate(() => {
    void db()
      .then((sql) => (chunked ? runChunked(sql, id) : runJob(sql, id)))
      .catch((err: unknown) => logger.error('export job could not run', { jobId: id, error: err as Error }));
  });
}
