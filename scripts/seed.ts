/**
 * npm run seed -- --properties N --seed S [--markets sacramento,houston,...] [--workers N] [--incremental]
 * Generates the synthetic demo market deterministically into DATABASE_URL or the embedded database.
 * An empty PostgreSQL is seeded through the bulk path (loader/bulk/staging.ts, N worker threads preparing
 * the records), anything else (or --incremental) through the batch writer.
 */
import { DEMO_SEED, DEMO_WARTS } from '../infra/local/prepare-data.ts';
import { openDatabase } from '../infra/local/services.ts';
import { DEFAULT_MARKETS, MARKETS } from '../loader/demo-data/index.ts';
import { seedDemo } from '../loader/demo-data/seed.ts';
import { loadGeography } from '../shared/locations/load-geography.ts';
import { config } from '../shared/platform/config.ts';
import { supportsCopy } from '../shared/platform/db/capabilities.ts';
import { commandLine } from './command-line.ts';

const USAGE = `usage: npm run seed -- --properties N --seed S [--markets ${MARKETS.map((m) => m.id).join(',')}] [--workers N] [--incremental]`;

const { values } = commandLine(
  {
    options: {
      properties: { type: 'string', default: '100000' },
      seed: { type: 'string', default: String(DEMO_SEED) },
      markets: { type: 'string' },
      workers: { type: 'string', default: '1' },
      incremental: { type: 'boolean', default: false },
      'maintenance-work-mem': { type: 'string', default: config().BULK_MAINTENANCE_WORK_MEM ?? '1GB' },
    },
  },
  USAGE,
);
const properties = Number(values.properties);
const markets = values.markets?.split(',').map((m) => m.trim()) ?? DEFAULT_MARKETS;
const unknown = markets.filter((m) => !MARKETS.some((d) => d.id === m));
if (!Number.isInteger(properties) || properties < 1 || unknown.length) {
  console.error(USAGE);
  process.exit(2);
}

const database = await openDatabase();
try {
  await loadGeography(database.sql);
  const started = Date.now();
  const copy = await supportsCopy(database.sql);
  const [row] = await database.sql<{ empty: boolean }[]>`select not exists (select 1 from properties) as empty`;
  const bulk = copy && row!.empty && !values.incremental;
  const result = await seedDemo(database.sql, {
    properties,
    seed: Number(values.seed),
    ...DEMO_WARTS,
    markets,
    copy,
    bulk: bulk
      ? {
          url: database.url,
          workers: Math.max(1, Number(values.workers) || 1),
          maintenanceWorkMem: values['maintenance-work-mem'],
          onPhase: (phase, seconds) => console.error(`${phase}: ${seconds.toFixed(1)} s`),
        }
      : undefined,
    onProgress: (c) =>
      console.error(`${c.read.toLocaleString('en-US')} properties, ${Math.round(c.read / ((Date.now() - started) / 1000))}/s`),
  });
  console.log(
    `seeded ${result.read} synthetic properties (inserted ${result.inserted}, updated ${result.updated}, unchanged ${result.unchanged}) in ${result.seconds.toFixed(1)} s${bulk ? ' (bulk)' : ''}`,
  );
} finally {
  await database.close();
}
