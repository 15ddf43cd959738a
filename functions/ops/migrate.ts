/**
 * The schema's custom resource (infra/operations.ts): on every deploy that changes the migrations
 * or this function, runs the numbered migrations as the admin role (each once, under an advisory
 * lock), then gives the `api` and `loader` roles the passwords of their secrets. Deleting the
 * stack leaves the database as it is (the cluster is kept by its own removal policy).
 */
import type { CloudFormationCustomResourceEvent } from 'aws-lambda';
import { config } from '../../shared/platform/config.ts';
import { db, readDatabaseSecret } from '../../shared/platform/db/client.ts';
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
  const [api, loader] = await Promise.all([readDatabaseSecret(config().API_SECRET_ARN!), readDatabaseSecret(config().LOADER_SECRET_ARN!)]);
  const logins = await enableLogins(sql, { api: api.password, loader: loader.password });
  logger.info('migrated', { applied, logins });
  return { PhysicalResourceId, Data: { Applied: applied.join(',') || 'none' } };
}
