/**
 * The loader inside the VPC (infra/operations.ts), invoked by an operator, never by the API:
 *   aws lambda invoke --function-name <LoaderFunctionName> --payload '{"geography": true}' out.json
 *   aws lambda invoke --function-name <LoaderFunctionName> --payload '{"import": ["s3://<bucket>/file.ndjson.gz"]}' out.json
 * It connects as the `loader` role. An import stopped by the 15-minute limit resumes when invoked again.
 */

import { type LoadRequest, type LoadResult, runLoad } from '../../loader/ingest/remote.ts';
import { db } from '../../shared/platform/db/client.ts';
import { logger } from '../../shared/platform/log.ts';

export async function handler(request: LoadRequest): Promise<LoadResult> {
  const result = await runLoad(await db(), request);
  logger.info('loaded', {
    geography: result.geography,
    import: result.import && { ...result.import, rejects: result.import.rejects.length },
  });
  return result;
}
