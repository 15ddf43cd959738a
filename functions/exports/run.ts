/**
 * The export runner on AWS: invoked asynchronously with a job id by POST /exports
 * (shared/exports/dispatch.ts), and in a loop by the state machine of chunked jobs (infra/exports.ts).
 */
import { type RunnerEvent, runnerStep } from '../../shared/exports/chunks.ts';
import { db } from '../../shared/platform/db/client.ts';

export async function handler(event: RunnerEvent) {
  return runnerStep(await db(), event);
}
