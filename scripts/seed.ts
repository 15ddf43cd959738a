/**
 * npm run seed -- --properties N --seed S [--markets sacramento,houston,...]
 * Generates the synthetic demo market deterministically into DATABASE_URL or the embedded database.
 */
import { parseArgs } from 'node:util';
import { DEMO_SEED } from '../infra/local/prepare-data.ts';
import { openDatabase } from '../infra/local/services.ts';
import { seedDemo } from '../loader/seed.ts';
import { DEFAULT_MARKETS, MARKETS } from '../loader/simulator/index.ts';
import { loadGeography } from '../shared/locations/load-geography.ts';
import { supportsCopy } from '../shared/platform/db/capabilities.ts';

const { values } = parseArgs({
  options: {
    properties: { type: 'string', default: '100000' },
    seed: { type: 'string', default: String(DEMO_SEED) },
    markets: { type: 'string' },
  },
});
const properties = Number(values.properties);
const markets = values.markets?.split(',').map((m) => m.trim()) ?? DEFAULT_MARKETS;
const unknown = markets.filter((m) => !MARKETS.some((d) => d.id === m));
if (!Number.isInteger(properties) || properties < 1 || unknown.length) {
  console.error(`usage: npm run seed -- --properties N --seed S [--markets ${MARKETS.map((m) => m.id).join(',')}]`);
  process.exit(2);
}

const database = await openDatabase();
try {
  await loadGeography(database.sql);
  const started = Date.now();
  const result = await seedDemo(database.sql, {
    properties,
    seed: Number(values.seed),
    markets,
    copy: await supportsCopy(database.sql),
    onProgress: (c) =>
      console.error(`${c.read.toLocaleString('en-US')} properties, ${Math.round(c.read / ((Date.now() - started) / 1000))}/s`),
  });
  console.log(
    `seeded ${result.read} synthetic properties (inserted ${result.inserted}, updated ${result.updated}, unchanged ${result.unchanged}) in ${result.seconds.toFixed(1)} s`,
  );
} finally {
  await database.close();
}
