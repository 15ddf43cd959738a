/**
 * The first-start demo seed (infra/local/prepare-data.ts): in the background, complete, resumed
 * after an interruption, and not repeated once done. The seed writes property ids from 1 and
 * refreshes every rollup, so on PostgreSQL, where test files run in parallel, it runs in a
 * database of its own; on the embedded database files take turns and it cleans up after itself.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { prepareData } from '../../../infra/local/prepare-data.ts';
import { refreshRollups } from '../../../loader/rollups/index.ts';
import { migrate } from '../../../shared/platform/db/migrate.ts';
import { testSql } from '../../support/db.ts';
import { rollupContents } from '../../support/rollups.ts';
import { setEnv } from '../../support/set-env.ts';

const shared = testSql();
const ownDatabase = inject('embeddedDatabase') ? null : `sfr_demo_seed_${process.pid}`;
const sql = ownDatabase ? testSql(Object.assign(new URL(process.env.DATABASE_URL!), { pathname: `/${ownDatabase}` }).toString()) : shared;
const log = () => {};
// each test seeds and refreshes every rollup, several times: far longer than the default test timeout on a busy machine
const SEED_TIMEOUT_MS = 180_000;
const demoCount = async () =>
  (await sql<{ n: number }[]>`select count(*)::int as n from properties where data_source = 'synthetic-demo'`)[0]!.n;
const demoState = async () => (await sql<{ version: string }[]>`select version from geo_meta where dataset = 'demo'`)[0]?.version;

async function cleanUp() {
  await sql`delete from properties where data_source = 'synthetic-demo'`;
  await sql`delete from geo_meta where dataset = 'demo'`;
}

beforeAll(async () => {
  setEnv('DEMO_PROPERTIES', '30');
  if (ownDatabase) {
    await shared.unsafe(`create database ${ownDatabase}`);
    await migrate(sql);
  }
  await cleanUp();
});
afterAll(async () => {
  setEnv('DEMO_PROPERTIES', undefined);
  if (ownDatabase) {
    await sql.end();
    await shared.unsafe(`drop database ${ownDatabase}`);
  } else await cleanUp();
  await shared.end();
});

describe('demo seed on first start', () => {
  it(
    'seeds in the background, marks the demo complete, and resumes an interrupted seed',
    async () => {
      // other test files' properties may be present: an 'incomplete' demo is seeded regardless
      await sql`insert into geo_meta (dataset, version, counts) values ('demo', 'incomplete', '{}')`;
      const first = await prepareData(sql, { log, background: true });
      expect(first.seeding).toBeInstanceOf(Promise);
      await first.seeding;
      expect(await demoCount()).toBe(30);
      expect(await demoState()).toMatch(/^seed \d+$/);

      // interrupted: half the records missing and the marker still 'incomplete'
      await sql`delete from properties where data_source = 'synthetic-demo' and property_id % 2 = 0`;
      await sql`update geo_meta set version = 'incomplete' where dataset = 'demo'`;
      const resumed = await prepareData(sql, { log, background: true });
      await resumed.seeding;
      expect(await demoCount()).toBe(30);

      const again = await prepareData(sql, { log, background: true });
      expect(again.seeding).toBeNull();
    },
    SEED_TIMEOUT_MS,
  );

  // The embedded seed refreshes the rollups one part (a state, a level, a bucket) per transaction;
  // a load on PostgreSQL refreshes each in one statement. Both must write the same rows.
  it(
    'writes the same rollups part by part as in one statement each',
    async () => {
      setEnv('DEMO_PROPERTIES', '400');
      await cleanUp();
      await (await prepareData(sql, { log, background: true })).seeding;
      const [row] = await sql<{ states: number }[]>`select count(distinct state)::int as states from properties`;
      expect(row!.states).toBeGreaterThan(1);

      await refreshRollups(sql, { stepwise: true, full: true });
      const partByPart = await rollupContents(sql);
      await refreshRollups(sql, { full: true });
      const whole = await rollupContents(sql);
      expect(partByPart).toEqual(whole);
      // the rollups written in parts have rows, so the comparison compares something
      const empty = WRITTEN_IN_PARTS.filter((table) => whole[table]!.rows === 0);
      expect(empty).toEqual([]);
    },
    SEED_TIMEOUT_MS,
  );
});

const WRITTEN_IN_PARTS = [
  'buyer_stats',
  'buyer_activity_monthly',
  'buyer_place_months',
  'geo_monthly',
  'geo_flips',
  'rental_place_value_years',
  'geo_place_hold_years',
  'price_index_months',
  'price_index_days',
];
