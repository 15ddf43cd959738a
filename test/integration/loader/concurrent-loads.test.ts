/**
 * Two `npm run import` processes of different states at once leave the rows one after the other
 * leaves (docs/data.md#concurrent-loads): the same investor class on every purchase and the same
 * rows in every rollup. Buyers with homes in both states make the classification depend on both
 * loads; their purchases come first in each file and the batches are small, so the two loads'
 * batches meet on those buyers.
 *
 * Each load refreshes the rollups at its end, so on PostgreSQL it runs in a database of its own
 * (the other files' loads would change the global rollups between the two runs); on the embedded
 * database files take turns.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_SEED, prepareData } from '../../../infra/local/prepare-data.ts';
import { simulate } from '../../../loader/demo-data/index.ts';
import { refreshRollups } from '../../../loader/rollups/index.ts';
import { lockBuyers } from '../../../loader/rollups/investors.ts';
import { migrate } from '../../../shared/platform/db/migrate.ts';
import type { ImportRecord } from '../../../shared/properties/records/import-record.ts';
import { testSql } from '../../support/db.ts';
import { sale } from '../../support/records.ts';
import { rollupContents } from '../../support/rollups.ts';

const run = promisify(execFile);
const ROOT = new URL('../../..', import.meta.url).pathname;
const LOAD_MS = 300_000;
const FIRST_ID = { tampa: 9_560_001, nashville: 9_570_001 };
const HOMES = 120;
/** individuals (not entities) who buy in both states: their third purchase makes them investors */
const TRAVELLERS = Array.from({ length: HOMES / 4 }, (_, i) => `ROBIN TRAVELLER ${String(i + 1).padStart(2, '0')}`);

/** `record` bought by `buyer` on `date`, who is its owner of record and lives there (the absentee rule stays out of it). */
function boughtBy(record: ImportRecord, date: string, buyer: string): ImportRecord {
  const r = structuredClone(record);
  r.transactions = [...(r.transactions ?? []), sale(date, 250_000, buyer, 'EARLIER OWNER')];
  r.owner = { ...r.owner, name: buyer, second_name: null, owner_occupied: true, corporate_owner: false };
  r.last_sale = { ...r.last_sale, date, price: 250_000 };
  return r;
}

/**
 * A market's homes, every fourth pair bought by the travellers: traveller k buys homes 4k and 4k+1
 * in Tampa (2021, 2023) and home 4k in Nashville (2022), so each traveller's purchases sit at the
 * same place in both files and the two loads write them at about the same time.
 */
function market(id: 'tampa' | 'nashville'): ImportRecord[] {
  const homes = [...simulate({ properties: HOMES, seed: DEMO_SEED, markets: [id], firstPropertyId: FIRST_ID[id], recordingWarts: true })];
  return homes.map((home, i) => {
    const buyer = TRAVELLERS[Math.floor(i / 4)]!;
    if (id === 'nashville') return i % 4 === 0 ? boughtBy(home, '2022-05-10', buyer) : home;
    if (i % 4 > 1) return home;
    return boughtBy(home, i % 4 === 0 ? '2021-04-12' : '2023-08-21', buyer);
  });
}

const shared = testSql();
const ownDatabase = inject('embeddedDatabase') ? null : `sfr_concurrent_${process.pid}`;
const url = ownDatabase
  ? Object.assign(new URL(process.env.DATABASE_URL!), { pathname: `/${ownDatabase}` }).toString()
  : process.env.DATABASE_URL!;
const sql = ownDatabase ? testSql(url) : shared;
let dir: string;
const files = { tampa: '', nashville: '' };

const importCli = (file: string) =>
  // a small pool each: the other files' connections share the server's max_connections with these two
  run('npx', ['tsx', 'scripts/import.ts', file, '--batch-size', '7'], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: url, DB_POOL_MAX: '3' },
  });

const clear = () => sql`delete from properties where property_id between ${FIRST_ID.tampa} and ${FIRST_ID.nashville + HOMES}`;

/** Every purchase's investor class and every rollup's rows, as the loads left them. */
async function outcome() {
  const [investors] = await sql<{ purchases: number; investors: number; digest: string }[]>`
    select count(*)::int as purchases, count(*) filter (where is_investor)::int as investors,
           md5(string_agg(row(property_id, seq, buyer_key, is_investor)::text, '|' order by property_id, seq)) as digest
    from transactions where is_purchase and property_id between ${FIRST_ID.tampa} and ${FIRST_ID.nashville + HOMES}`;
  const travellers = await sql<{ buyer_key: string; investor_purchases: number }[]>`
    select buyer_key, count(*) filter (where is_investor)::int as investor_purchases
    from transactions where is_purchase and buyer_key like 'ROBIN TRAVELLER%' group by 1 order by 1`;
  return { investors, travellers, rollups: await rollupContents(sql) };
}

beforeAll(async () => {
  if (ownDatabase) {
    await shared.unsafe(`create database ${ownDatabase}`);
    await migrate(sql);
    await prepareData(sql, { log: () => {}, seedDemo: false });
  }
  await clear();
  dir = await mkdtemp(join(tmpdir(), 'concurrent-loads-'));
  for (const id of ['tampa', 'nashville'] as const) {
    files[id] = join(dir, `${id}.ndjson`);
    await writeFile(
      files[id],
      `${market(id)
        .map((r) => JSON.stringify(r))
        .join('\n')}\n`,
    );
  }
}, LOAD_MS);

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
  if (ownDatabase) {
    await sql.end();
    await shared.unsafe(`drop database ${ownDatabase} with (force)`);
  } else {
    await clear();
    await refreshRollups(sql);
  }
  await shared.end();
});

describe('two loads of different states at once', () => {
  it(
    'leave every purchase classified and every rollup as the same loads one after the other',
    async () => {
      await Promise.all([importCli(files.tampa), importCli(files.nashville)]);
      const together = await outcome();

      await clear();
      await refreshRollups(sql);
      await importCli(files.tampa);
      await importCli(files.nashville);
      const apart = await outcome();

      // the check bites: each traveller's Tampa purchase of 2023 is its third, an investor purchase
      expect(apart.travellers).toEqual(TRAVELLERS.map((t) => ({ buyer_key: t, investor_purchases: 1 })));
      expect(together.investors).toEqual(apart.investors);
      expect(together.travellers).toEqual(apart.travellers);
      expect(together.rollups).toEqual(apart.rollups);
    },
    3 * LOAD_MS,
  );
});

describe('the buyer locks two batches take', () => {
  /** Resolves once `work` has run inside a transaction that first locked `keys`; the transaction stays open until `release`. */
  function batch(keys: string[]) {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked = false;
    // a connection of its own, as each load's batches have
    const own = testSql(url);
    const done = own
      .begin(async (tx) => {
        await lockBuyers(tx, keys);
        locked = true;
        await held;
      })
      .finally(() => own.end());
    return { release, done, locked: () => locked };
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

  it.skipIf(inject('embeddedDatabase'))('make a batch wait for one that holds a buyer it shares, and for no other', async () => {
    const first = batch(['LOCK TEST B', 'LOCK TEST A']);
    await settle();
    expect(first.locked()).toBe(true);
    const sharing = batch(['LOCK TEST C', 'LOCK TEST A']);
    const apart = batch(['LOCK TEST D']);
    await settle();
    expect(sharing.locked()).toBe(false);
    expect(apart.locked()).toBe(true);
    first.release();
    await first.done;
    await settle();
    expect(sharing.locked()).toBe(true);
    sharing.release();
    apart.release();
    await Promise.all([sharing.done, apart.done]);
    await sql`delete from buyer_locks where buyer_key like 'LOCK TEST %'`;
  });
});
