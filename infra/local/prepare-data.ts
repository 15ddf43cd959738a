/**
 * What `npm start` does to the database before serving: the real US geography, and the synthetic
 * demo market when the database holds no properties yet. Later starts find both in place and are
 * ready in seconds.
 *
 * Demo size (DEMO_PROPERTIES, 0 to skip): 100,000 properties on PostgreSQL. The embedded PGlite
 * writes about 400 properties/s with their histories (one WASM thread), so its default is 15,000,
 * which keeps the first start near a minute; `DEMO_PROPERTIES=100000 npm start` takes ~5 minutes once.
 */
import type { Sql } from 'postgres';
import { supportsCopy } from '../../shared/db/capabilities.ts';
import { loadGeography } from '../../shared/places/load-geography.ts';

export const DEMO_SEED = 20_260_930;
export const EMBEDDED_DEMO_PROPERTIES = 15_000;

export async function prepareData(sql: Sql, options: { log: (line: string) => void; seedDemo?: boolean }): Promise<void> {
  const geo = await loadGeography(sql);
  if (geo.loaded) options.log(`geography: loaded ${Object.entries(geo.counts).map(([t, n]) => `${n} ${t}`).join(', ')}`);
  const [row] = await sql<{ any: boolean }[]>`select exists (select 1 from properties) as any`;
  const copy = await supportsCopy(sql);
  const demoSize = Number(process.env.DEMO_PROPERTIES ?? (copy ? 100_000 : EMBEDDED_DEMO_PROPERTIES));
  if (!row?.any && options.seedDemo !== false && demoSize > 0) {
    // Loaded only when needed: later starts skip the simulator and its calibration tables.
    const { seedDemo } = await import('../../loader/seed.ts');
    options.log(`seeding the synthetic demo market: ${demoSize.toLocaleString('en-US')} properties (first start only)...`);
    const result = await seedDemo(sql, {
      properties: demoSize,
      seed: DEMO_SEED,
      copy,
      onProgress: (c: { read: number }) => options.log(`  ${c.read.toLocaleString('en-US')} properties`),
    });
    options.log(`seeded ${result.inserted.toLocaleString('en-US')} synthetic properties in ${result.seconds.toFixed(1)} s`);
  }
}
