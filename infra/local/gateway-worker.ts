/**
 * One gateway worker (GATEWAY_WORKERS > 1, forked by server.ts through workers.ts): the whole
 * gateway on the port the primary shares, with a database pool of its own (DB_POOL_MAX each) and
 * the primary's throttle. The primary has set up the database and the key table already.
 */

import { config } from '../../shared/platform/config.ts';
import { closeDb } from '../../shared/platform/db/client.ts';
import { serveGateway, ThrottleClient } from './workers.ts';

const serving = await serveGateway(config().THROTTLE === 'off' ? null : new ThrottleClient(), config().PORT!, config().HOST!);

let stopping = false;
async function shutdown() {
  if (stopping) return;
  stopping = true;
  await serving.stop();
  await closeDb();
  process.exit(0);
}
// SIGINT reaches every process of a terminal's group: the primary stops the workers itself
process.on('SIGINT', () => {});
process.on('SIGTERM', () => void shutdown());
