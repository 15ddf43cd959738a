/**
 * npm start: the whole API on one laptop. Embedded PostgreSQL (PGlite + PostGIS) under .data/
 * unless DATABASE_URL is set, the key table in-process, every registered route on
 * http://127.0.0.1:${PORT:-3000}, from this process or from GATEWAY_WORKERS processes (workers.ts).
 * Serving once the geography is in place; a first start seeds the demo market in the background
 * (see prepare-data.ts). The webhook dispatcher runs in this process, over the change feed.
 */

import { config } from '../../shared/platform/config.ts';
import { PLAN_LIMITS } from '../../shared/platform/plans.ts';
import { startDispatcher } from '../../shared/webhooks/dispatcher.ts';
import { DEMO_KEYS } from './keystore.ts';
import { prepareData } from './prepare-data.ts';
import { openDatabase, openKeyStore } from './services.ts';
import { Throttle } from './throttle.ts';
import { gatewayWorkers, serveGateway, startWorkers } from './workers.ts';

const started = Date.now();
const port = config().PORT ?? 3000;
const host = config().HOST ?? '127.0.0.1';
const quotaWindowSeconds = config().THROTTLE_QUOTA_WINDOW_SECONDS ?? 0;
let workers = gatewayWorkers();

const database = await openDatabase();
console.log(`database: ${database.embedded ? 'embedded PGlite + PostGIS (.data/pglite)' : 'DATABASE_URL'}`);
const { seeding } = await prepareData(database.sql, { log: (line) => console.log(line), background: true });
const keyStore = await openKeyStore();
// webhook deliveries: their state is in the database, so a restart resumes what was pending (docs/webhooks.md#delivery)
const dispatcher = config().WEBHOOK_DISPATCH_INTERVAL_MS === 0 ? null : startDispatcher(database.sql);
const throttle = config().THROTTLE === 'off' ? null : new Throttle(PLAN_LIMITS, Date.now, { quotaWindowMs: quotaWindowSeconds * 1000 });
if (workers > 1 && database.embedded) {
  // PGlite serves one connection at a time (services.ts): more processes would only queue on it
  console.log(`GATEWAY_WORKERS=${workers} needs DATABASE_URL; the embedded database serves one process, so the gateway runs in this one.`);
  workers = 1;
}

const serving =
  workers > 1
    ? await startWorkers({ count: workers, port, host, throttle, log: (line) => console.log(line) })
    : await serveGateway(throttle, port, host);
const url = serving.url;

console.log(`\nSFR Analytics API ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
console.log(`  API:      ${url}`);
console.log(`  Docs:     ${url}/docs`);
console.log(`  OpenAPI:  ${url}/openapi.json`);
if (workers > 1) console.log(`  Gateway:  ${workers} worker processes (GATEWAY_WORKERS), each with its own database pool (DB_POOL_MAX)`);
if (keyStore) console.log(`  Demo keys (X-API-TOKEN): ${DEMO_KEYS.map((k) => `${k.key} (${k.plan})`).join(', ')}`);
if (config().THROTTLE === 'off') console.log('  Throttling and quotas are off (THROTTLE=off).');
else if (quotaWindowSeconds)
  console.log(`  Quotas are counted over ${quotaWindowSeconds}-second windows, prorated (THROTTLE_QUOTA_WINDOW_SECONDS).`);
console.log(`  Try: curl -H 'X-API-TOKEN: demo-premium-key' '${url}/health-check/authenticated'\n`);
if (seeding) {
  console.log('  The demo market is being seeded in the background: searches see it grow; analytics once it is in.\n');
  seeding.then(
    () => console.log('demo market ready: analytics rollups computed'),
    (err: unknown) => {
      if (!stopping) console.error(`seeding the demo failed: ${(err as Error).message} (the next start resumes it)`);
    },
  );
}

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: shutting down`);
  await serving.stop();
  await dispatcher?.stop();
  await keyStore?.stop();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
