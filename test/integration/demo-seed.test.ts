/**
 * The first-start demo seed (infra/local/prepare-data.ts): in the background, complete, resumed
 * after an interruption, and not repeated once done. The seed writes property ids from 1 and
 * refreshes every rollup, so on PostgreSQL, where test files run in parallel, it runs in a
 * database of its own; on the embedded database files take turns and it cleans up after itself.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { prepareData } from '../../infra/local/prepare-data.ts';
import { migrate } from '../../shared/platform/db/migrate.ts';
import { testSql } from '../support/db.ts';

const shared = testSql();
const ownDatabase = inject('embeddedDatabase') ? null : `sfr_demo_seed_${process.pid}`;
const sql = ownDatabase ? testSql(Object.assign(new URL(process.env.DATABASE_URL!), { pathname: `/${ownDatabase}` }).toString()) : shared;
const log = () => {};
const demoCount = async () =>
  (await sql<{ n: number }[]>`select count(*)::int as n from properties where data_source = 'synthetic-demo'`)[0]!.n;
const demoState = async () => (await sql<{ version: string }[]>`select version from geo_meta where dataset = 'demo'`)[0]?.version;

async function cleanUp() {
  await sql`delete from properties where data_source = 'synthetic-demo'`;
  await sql`delete from geo_meta where dataset = 'demo'`;
}

beforeAll(async () => {
  process.env.DEMO_PROPERTIES = '30';
  if (ownDatabase) {
    await shared.unsafe(`create database ${ownDatabase}`);
    await migrate(sql);
  }
  await cleanUp();
});
afterAll(async () => {
  delete process.env.DEMO_PROPERTIES;
  if (ownDatabase) {
    await sql.end();
    await shared.unsafe(`drop database ${ownDatabase}`);
  } else await cleanUp();
  await shared.end();
});

describe('demo seed on first start', () => {
  it('seeds in the background, marks the demo complete, and resumes an interrupted seed', async () => {
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
  });
});
