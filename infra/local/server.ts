/**
 * npm start: the whole API on one laptop. Embedded PostgreSQL (PGlite + PostGIS) under .data/
 * unless DATABASE_URL is set, the key table in-process, every registered route on
 * http://127.0.0.1:${PORT:-3000}. Serving once the geography is in place; a first start seeds the
 * demo market in the background (see prepare-data.ts).
 */
import type { AddressInfo } from 'node:net';
import { handler as authorizer } from '../../functions/authorizer.ts';
import { PLAN_LIMITS } from '../../shared/plans.ts';
import { routeList } from '../../shared/routes.ts';
import { createGateway } from './gateway.ts';
import { DEMO_KEYS } from './keystore.ts';
import { prepareData } from './prepare-data.ts';
import { openDatabase, openKeyStore } from './services.ts';
import { Throttle } from './throttle.ts';

const started = Date.now();
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';
const quotaWindowSeconds = Number(process.env.THROTTLE_QUOTA_WINDOW_SECONDS ?? 0);

const database = await openDatabase();
console.log(`database: ${database.embedded ? 'embedded PGlite + PostGIS (.data/pglite)' : 'DATABASE_URL'}`);
const { seeding } = await prepareData(database.sql, { log: (line) => console.log(line), background: true });
const keyStore = await openKeyStore();

const server = await createGateway({
  routes: routeList,
  authorizer,
  authorizerCacheTtlMs: Number(process.env.AUTH_CACHE_TTL_SECONDS ?? 300) * 1000,
  throttle: process.env.THROTTLE === 'off' ? null : new Throttle(PLAN_LIMITS, Date.now, { quotaWindowMs: quotaWindowSeconds * 1000 }),
});
await new Promise<void>((resolve) => server.listen(port, host, resolve));
const url = `http://${host}:${(server.address() as AddressInfo).port}`;

console.log(`\nSFR Analytics API ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
console.log(`  API:      ${url}`);
console.log(`  Docs:     ${url}/docs`);
console.log(`  OpenAPI:  ${url}/openapi.json`);
if (keyStore) console.log(`  Demo keys (X-API-TOKEN): ${DEMO_KEYS.map((k) => `${k.key} (${k.plan})`).join(', ')}`);
if (process.env.THROTTLE === 'off') console.log('  Throttling and quotas are off (THROTTLE=off).');
else if (quotaWindowSeconds) console.log(`  Quotas are counted over ${quotaWindowSeconds}-second windows, prorated (THROTTLE_QUOTA_WINDOW_SECONDS).`);
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
  server.closeIdleConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await keyStore?.stop();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
