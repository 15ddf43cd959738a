/**
 * The loader inside the VPC (infra/operations.ts), invoked by an operator or by the load state
 * machine, never by the API:
 *   aws lambda invoke --function-name <LoaderFunctionName> --payload '{"geography": true}' out.json
 *   aws lambda invoke --function-name <LoaderFunctionName> --payload '{"import": ["s3://<bucket>/file.ndjson.gz"]}' out.json
 * The state machine's steps, {"shard": {"load", "source"}} and {"finish": {"load"}}, stop
 * STOP_MARGIN_MS before the function's time runs out and answer done: false, to be invoked again.
 * It connects as the `loader` role. An import stopped by the 15-minute limit resumes when invoked again.
 */
import type { Context } from 'aws-lambda';
import { type LoadRequest, type LoadResult, runLoad } from '../../loader/ingest/remote.ts';
import { db } from '../../shared/platform/db/client.ts';
import { logger } from '../../shared/platform/log.ts';

/** Time kept for the batch or rollup step under way when the deadline passes, and for the answer. */
export const STOP_MARGIN_MS = 180_000;

export async function handler(request: LoadRequest, context?: Pick<Context, 'getRemainingTimeInMillis'>): Promise<LoadResult> {
  const deadline = context ? Date.now() + context.getRemainingTimeInMillis() - STOP_MARGIN_MS : undefined;
  const result = await runLoad(await db(), request, undefined, deadline);
  logger.info('loaded', {
    done: result.done,
    geography: result.geography,
    import: result.import && { ...result.import, rejects: result.import.rejects.length },
    shard: result.shard && { ...result.shard, rejects: result.shard.rejects.length },
    finish: result.finish,
  });
  return result;
}
