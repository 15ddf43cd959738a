/**
 * The schema's custom resource (infra/operations.ts): on every deploy that changes the migrations
 * or this function, runs the numbered migrations as the admin role (each once, under an advisory
 * lock), then lets the `api` and `loader` roles log in with their secrets' passwords, setting a
 * password only where it is missing or refused outside a rotation (shared/platform/db/roles.ts). Deleting the
 * stack leaves the database as it is (the cluster is kept by its own removal policy).
 */
import type { CloudFormationCustomResourceEvent } from 'aws-lambda';
import { config } from '../../shared/platform/config.ts';
import { db, logsIn, readDatabaseSecret, rotationPending } from '../../shared/platform/db/client.ts';
import { migrate } from '../../shared/platform/db/migrate.ts';
import { enableLogins } from '../../shared/platform/db/roles.ts';
import { logger } from '../../shared/platform/log.ts';

export async function handler(
  event: CloudFormationCustomResourceEvent,
): Promise<{ PhysicalResourceId: string; Data: Record<string, string> }> {
  const PhysicalResourceId = 'schema';
  if (event.RequestType === 'Delete') return { PhysicalResourceId, Data: {} };
  const sql = await db();
  const applied = await migrate(sql);
  const secretOf = async (arn: string) => ({ ...(await readDatabaseSecret(arn)), rotating: await rotationPending(arn) });
  const [api, loader] = await Promise.all([secretOf(config().API_SECRET_ARN!), secretOf(config().LOADER_SECRET_ARN!)]);
  const logins = await enableLogins(sql, { api, loader }, logsIn);
  logger.info('migrated', { applied, logins });
  return { PhysicalResourceId, Data: { Applied: applied.join(',') || 'none' } };
}
