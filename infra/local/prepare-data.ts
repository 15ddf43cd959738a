/**
 * What `npm start` does to the database: the real US geography (before serving), and the synthetic
 * demo market when the database holds no properties yet. Later starts find both in place and are
 * ready in seconds.
 *
 * With `background`, the demo is seeded after the server is up, so a first start serves within
 * seconds of the geography and searches see the demo grow batch by batch; analytics rollups are
 * computed when the last batch is in. A start interrupted mid-seed resumes on the next start (the
 * 'demo' row of geo_meta says 'incomplete' until the seed finishes; rewriting the same
 * deterministic records is a no-op).
 *
 * Demo size (DEMO_PROPERTIES, 0 to skip): 100,000 properties on PostgreSQL. The embedded PGlite
 * writes about 400 properties/s with their histories (one WASM thread), so its default is 15,000,
 * which keeps the first start near a minute; `DEMO_PROPERTIES=100000 npm start` takes ~5 minutes once.
 */
import type { Sql } from 'postgres';
import { loadGeography } from '../../shared/locations/load-geography.ts';
import { config } from '../../shared/platform/config.ts';
import { supportsCopy } from '../../shared/platform/db/capabilities.ts';

export const DEMO_SEED = 20_260_930;
export const EMBEDDED_DEMO_PROPERTIES = 15_000;
/** The demo carries the warts of real public records, so it exercises the rules real data needs (docs/data.md#market-warts). */
export const DEMO_WARTS = { recordingWarts: true, marketWarts: true } as const;
const EMBEDDED_BATCH_MS = 200;

export interface PrepareOptions {
  log: (line: string) => void;
  seedDemo?: boolean;
  /** seed the demo after returning; the returned promise settles when it is in */
  background?: boolean;
}

export async function prepareData(sql: Sql, options: PrepareOptions): Promise<{ seeding: Promise<void> | null }> {
  const geo = await loadGeography(sql);
  if (geo.loaded)
    options.log(
      `geography: loaded ${Object.entries(geo.counts)
        .map(([t, n]) => `${n} ${t}`)
        .join(', ')}`,
    );
  const [row] = await sql<{ any: boolean; incomplete: boolean }[]>`
    select exists (select 1 from properties) as any, exists (select 1 from geo_meta where dataset = 'demo' and version = 'incomplete') as incomplete`;
  const copy = await supportsCopy(sql);
  const demoSize = config().DEMO_PROPERTIES ?? (copy ? 100_000 : EMBEDDED_DEMO_PROPERTIES);
  if ((row?.any && !row.incomplete) || options.seedDemo === false || demoSize <= 0) return { seeding: null };
  const seeding = seed(sql, demoSize, copy, options);
  if (!options.background) await seeding;
  return { seeding: options.background ? seeding : null };
}

async function seed(sql: Sql, size: number, copy: boolean, options: PrepareOptions): Promise<void> {
  // Loaded only when needed: later starts skip the simulator and its calibration tables.
  const { seedDemo } = await import('../../loader/demo-data/seed.ts');
  await sql`insert into geo_meta (dataset, version, counts) values ('demo', 'incomplete', ${sql.json({ properties: size })})
            on conflict (dataset) do update set version = excluded.version, counts = excluded.counts`;
  options.log(`seeding the synthetic demo market: ${size.toLocaleString('en-US')} properties (first start only)...`);
  const result = await seedDemo(sql, {
    properties: size,
    seed: DEMO_SEED,
    ...DEMO_WARTS,
    copy,
    batchSize: copy ? 2000 : 250,
    // the embedded database's one connection is shared with requests meanwhile: batches that write
    // in ~200 ms, and the rollups one at a time (docs/performance.md#first-start-seed)
    ...(copy ? {} : { pacedMs: EMBEDDED_BATCH_MS }),
    onProgress: (c: { read: number }) => options.log(`  ${c.read.toLocaleString('en-US')} properties`),
  });
  await sql`update geo_meta set version = ${`seed ${DEMO_SEED}`}, loaded_at = now() where dataset = 'demo'`;
  options.log(
    `seeded ${(result.inserted + result.unchanged).toLocaleString('en-US')} synthetic properties in ${result.seconds.toFixed(1)} s`,
  );
}
