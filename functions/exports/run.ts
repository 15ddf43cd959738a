/** The export runner on AWS: invoked asynchronously with a job id by POST /exports (shared/exports/dispatch.ts). */
import { runJob } from '../../shared/exports/run.ts';
import { db } from '../../shared/platform/db/client.ts';

export async function handler(event: { id: string }): Promise<void> {
  await runJob(await db(), event.id);
}
