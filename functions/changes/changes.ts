import { readChanges } from '../../shared/changes/feed.ts';
import { changesRoutes } from '../../shared/changes/routes.ts';
import { db } from '../../shared/platform/db/client.ts';
import { endpoint } from '../../shared/platform/http/endpoint.ts';

export const handler = endpoint(changesRoutes.changes, async ({ query }) => readChanges(await db(), query));
