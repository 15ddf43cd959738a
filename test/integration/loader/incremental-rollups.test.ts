/**
 * The refresh after a load rewrites only what the load changed (docs/data.md#rollups), and the
 * rows it leaves are exactly those of a full refresh: every rollup table compared, row for row,
 * after each kind of change a daily load brings. On the synthetic Tampa market with its recording
 * and market warts (deals, outliers, non-market transfers), the changes are: new documents on
 * existing homes, among them a landlord selling its second home (its tier changes, which moves
 * counts in months no load touched); new homes with their whole history; a home whose building
 * changed; a historical price corrected; a multi-parcel deed losing a parcel; the same delta again;
 * a home deleted.
 *
 * It refreshes every rollup several times, so on PostgreSQL it runs in a database of its own (the
 * other files' refreshes would change the global tables between its two refreshes); on the
 * embedded database files take turns.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_SEED, prepareData } from '../../../infra/local/prepare-data.ts';
import { simulate } from '../../../loader/demo-data/index.ts';
import { refreshRollups } from '../../../loader/rollups/index.ts';
import { migrate } from '../../../shared/platform/db/migrate.ts';
import type { ImportRecord } from '../../../shared/properties/records/import-record.ts';
import { loadRecords, testSql } from '../../support/db.ts';
import { sale } from '../../support/records.ts';
import { ROLLUP_TABLES, rollupContents, rollupRows } from '../../support/rollups.ts';

const FIRST_ID = 9_550_001;
const ALL = [
  ...simulate({ properties: 320, seed: DEMO_SEED, markets: ['tampa'], firstPropertyId: FIRST_ID, recordingWarts: true, marketWarts: true }),
];
const BASE = ALL.slice(0, 300);
const NEW_HOMES = ALL.slice(300);
const LANDLORD = 'CROSSING HOMES LLC';

const shared = testSql();
const ownDatabase = inject('embeddedDatabase') ? null : `sfr_incremental_${process.pid}`;
const sql = ownDatabase ? testSql(Object.assign(new URL(process.env.DATABASE_URL!), { pathname: `/${ownDatabase}` }).toString()) : shared;
const REFRESH_TIMEOUT_MS = 240_000;

const clone = (r: ImportRecord): ImportRecord => structuredClone(r);

/** `record` with a purchase added and its buyer the owner of record. */
function sold(record: ImportRecord, date: string, price: number, buyer: string, seller: string, ownerOccupied: boolean): ImportRecord {
  const r = clone(record);
  r.transactions = [...(r.transactions ?? []), sale(date, price, buyer, seller)];
  r.owner = { ...r.owner, name: buyer, second_name: null, owner_occupied: ownerOccupied, corporate_owner: / LLC$/.test(buyer) };
  r.last_sale = { ...r.last_sale, date, price };
  return r;
}

const DEAL_DOCUMENT = 'INCR-DEAL-1';
/**
 * The landlord owns two homes in the base: its tier is 2-9. Three homes were sold by one deed for
 * one price in 2012 (a deal).
 */
const base = BASE.map((r, i) => {
  if (i === 50 || i === 51) return sold(r, `2015-0${3 + i - 50}-10`, 250_000 + i, LANDLORD, 'A SELLER', false);
  if (i >= 60 && i <= 62) {
    const deeded = clone(r);
    deeded.transactions = [
      ...(deeded.transactions ?? []),
      sale('2012-06-01', 900_000, 'PORTFOLIO BUYER LLC', 'PORTFOLIO SELLER LLC', { DOC_NUM: DEAL_DOCUMENT }),
    ];
    return deeded;
  }
  return r;
});

beforeAll(async () => {
  if (ownDatabase) {
    await shared.unsafe(`create database ${ownDatabase}`);
    await migrate(sql);
    await prepareData(sql, { log: () => {}, seedDemo: false });
  }
  await sql`delete from properties where property_id between ${FIRST_ID} and ${FIRST_ID + ALL.length}`;
  await loadRecords(sql, base);
  await refreshRollups(sql, { full: true });
}, REFRESH_TIMEOUT_MS);

afterAll(async () => {
  if (ownDatabase) {
    await sql.end();
    await shared.unsafe(`drop database ${ownDatabase}`);
  } else {
    await sql`delete from properties where property_id between ${FIRST_ID} and ${FIRST_ID + ALL.length}`;
    await refreshRollups(sql);
  }
  await shared.end();
});

/** Refreshes after a load as a load does, then in full; both leave the same rows in every rollup. */
async function expectIncrementalIsFull() {
  const summary = await refreshRollups(sql);
  const incremental = await rollupContents(sql);
  const rows = Object.fromEntries(await Promise.all(ROLLUP_TABLES.map(async (t) => [t, await rollupRows(sql, t)] as const)));
  await refreshRollups(sql, { full: true });
  const full = await rollupContents(sql);
  for (const table of ROLLUP_TABLES)
    if (incremental[table]!.digest !== full[table]!.digest) {
      const after = await rollupRows(sql, table);
      const before = new Set(rows[table]);
      const now = new Set(after);
      expect
        .soft(
          {
            only_incremental: rows[table]!.filter((r) => !now.has(r)).slice(0, 5),
            only_full: after.filter((r) => !before.has(r)).slice(0, 5),
          },
          table,
        )
        .toEqual({ only_incremental: [], only_full: [] });
    }
  expect(incremental).toEqual(full);
  return summary;
}

describe('the refresh after a load', () => {
  it(
    'rewrites the months and buyers of a day of new documents, a landlord changing tier among them, as a full refresh would',
    async () => {
      const delta = [
        ...base.slice(0, 6).map((r, i) => sold(r, '2026-10-05', 310_000 + 1_000 * i, 'SUNRISE RENTALS LLC', 'PRIOR OWNER', false)),
        ...base.slice(6, 12).map((r, i) => sold(r, '2026-10-06', 280_000 + 1_000 * i, `NEW BUYER ${i}`, 'PRIOR OWNER', true)),
        // the landlord sells one of its two homes: its tier is now 1
        sold(base[50]!, '2026-10-07', 301_000, 'JANE NEWOWNER', LANDLORD, true),
      ];
      await loadRecords(sql, delta);
      const summary = await expectIncrementalIsFull();
      expect(summary.full).toBe(false);
      // the outliers of a zip-year are judged again, so the months are this year's at the earliest
      expect(summary.since! >= '2026-01-01').toBe(true);
      expect(summary.buyers).toBeGreaterThan(0);
      const [landlord] = await sql<
        { portfolio_size: number }[]
      >`select portfolio_size from buyer_stats where buyer_key like 'CROSSING HOMES%'`;
      expect(landlord?.portfolio_size).toBe(1);
    },
    REFRESH_TIMEOUT_MS,
  );

  it(
    'rewrites from the earliest month changed: new homes with their history, a building changed, a past price corrected, a deal losing a parcel',
    async () => {
      const building = clone(base[20]!);
      building.structure = { ...building.structure, living_area_sqft: (building.structure?.living_area_sqft ?? 1500) + 400 };
      const corrected = clone(base[30]!);
      const first = corrected.transactions!.findIndex((t) => t.SALE_AMT !== null && t.SALE_AMT !== undefined);
      corrected.transactions![first] = {
        ...corrected.transactions![first]!,
        SALE_AMT: String(Number(corrected.transactions![first]!.SALE_AMT) + 12_345),
      };
      // the 2012 deed loses a parcel: its deal is decided again, though no row of 2012 is rewritten
      const leaving = clone(base[60]!);
      leaving.transactions = leaving.transactions!.filter((t) => t.DOC_NUM !== DEAL_DOCUMENT);
      const [deal] = await sql<
        { parcels: number }[]
      >`select max(deal_parcel_count)::int as parcels from transactions where doc_num = ${DEAL_DOCUMENT}`;
      expect(deal?.parcels).toBe(3);
      await loadRecords(sql, [...NEW_HOMES, building, corrected, leaving]);
      const summary = await expectIncrementalIsFull();
      const [after] = await sql<
        { parcels: number }[]
      >`select max(deal_parcel_count)::int as parcels from transactions where doc_num = ${DEAL_DOCUMENT}`;
      expect(after?.parcels).toBe(2);
      expect(summary.full).toBe(false);
      expect(summary.since! < '2026-01-01').toBe(true);
    },
    REFRESH_TIMEOUT_MS,
  );

  it(
    'does nothing when the load changed nothing',
    async () => {
      await loadRecords(sql, [...NEW_HOMES]);
      const summary = await refreshRollups(sql);
      expect(summary).toMatchObject({ full: false, since: null, buyers: 0, steps: [] });
    },
    REFRESH_TIMEOUT_MS,
  );

  it(
    'rewrites everything after properties are deleted outside the loader',
    async () => {
      await sql`delete from properties where property_id = ${NEW_HOMES[0]!.property_id}`;
      const summary = await expectIncrementalIsFull();
      expect(summary.full).toBe(true);
    },
    REFRESH_TIMEOUT_MS,
  );
});
