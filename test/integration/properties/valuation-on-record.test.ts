/**
 * The valuation on record, through the local gateway, on homes this file loads in Oregon (its own
 * state): the property record's `valuation` is GET /properties/valuation's answer with no
 * parameters, wherever a record is served (by address, search, batch, nearby sold properties,
 * exports' source) and wherever a value is read (best-buyers, equity); the source's own valuation
 * is `source_valuation`; thin evidence is a null valuation, never a number; and a later load that
 * moves the estimate moves the record with it, with a `valuation` change event.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Sql, TransactionSql } from 'postgres';
import { describe, expect, inject, it } from 'vitest';
import { refreshRollups } from '../../../loader/rollups/index.ts';
import { addDays, addMonths, today } from '../../../shared/platform/dates.ts';
import type { ImportRecord } from '../../../shared/properties/records/import-record.ts';
import type { PropertyRecord } from '../../../shared/properties/records/record-schema.ts';
import { ValuationResponse } from '../../../shared/properties/valuation/schemas.ts';
import { loadRecords } from '../../support/db.ts';
import { withState } from '../../support/fixture.ts';
import { property, sale } from '../../support/records.ts';
import { until } from '../../support/wait.ts';

const id = (n: number) => 9_410_000 + n;
const HERE = { lat: 45.5152, lon: -122.6784 };
const FAR = { lat: 44.0582, lon: -121.3153 };
const DEG_PER_MILE = 1 / 69.09;
const at = (northMiles: number, eastMiles: number, from = HERE) => ({
  lat: from.lat + northMiles * DEG_PER_MILE,
  lon: from.lon + (eastMiles * DEG_PER_MILE) / Math.cos((from.lat * Math.PI) / 180),
});
const monthsAgo = (m: number) => addMonths(today(), -m);

function home(
  n: number,
  where: { lat: number; lon: number },
  sqft: number,
  over: Partial<ImportRecord> = {},
  city = 'Portland',
  zip = '97205',
) {
  return property(id(n), `${200 + n * 2} Alder St`, {
    zip,
    city,
    state: 'OR',
    ...where,
    property_type: 'Single Family Residential',
    structure: { living_area_sqft: sqft, beds_count: 3, baths: 2, year_built: 1985 } as never,
    parcel: { area_sq_ft: 6000 } as never,
    ...over,
  });
}

const SUBJECT = 0;
const SOURCE_VALUATION = { value: 999_000, high: 1_050_000, low: 950_000, forecast_standard_deviation: 5, date: '2026-01-31' };
const MORTGAGE = 120_000;
const address = (n: number, city = 'Portland', zip = '97205') => `${200 + n * 2} Alder St, ${city}, OR ${zip}`;

const RECORDS: ImportRecord[] = [
  // the subject: the source values it at $999,000, far from its neighbours' sales; it owes $120,000
  home(SUBJECT, at(0, 0), 1600, {
    valuation: SOURCE_VALUATION,
    last_sale: { date: '2015-06-01', price: 300_000, mtg_1_est_remaining: MORTGAGE } as never,
  }),
  // fourteen houses of 1,300-2,340 sqft sold at about $400 a square foot over the past year
  ...Array.from({ length: 14 }, (_, k) =>
    home(k + 10, at(0.05 * (k + 1) * (k % 2 ? 1 : -1), 0.03 * (k % 3)), 1300 + 80 * k, {
      owner: { name: `BUYER ${k}` } as never,
      transactions: [sale(monthsAgo(k + 1), Math.round((1300 + 80 * k) * (395 + k)), `BUYER ${k}`, `SELLER ${k}`)],
    }),
  ),
  // Bend: a house with one sold neighbour: too little evidence
  home(40, FAR, 1500, {}, 'Bend', '97701'),
  home(41, at(0.1, 0, FAR), 1500, { transactions: [sale(monthsAgo(2), 420_000, 'BEND BUYER', 'BEND SELLER')] }, 'Bend', '97701'),
];

const { api, sql } = withState('OR', RECORDS, { rollups: true });

async function json(path: string, params: Record<string, string> = {}, key?: string) {
  const res = await api.get(`${path}?${new URLSearchParams(params)}`, key);
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json();
}

const record = async (n: number, city?: string, zip?: string) =>
  (await json('/properties/by-address', { address: address(n, city, zip) })) as PropertyRecord & {
    source_valuation: (typeof SOURCE_VALUATION & { source: string }) | null;
  };
const valuation = async (n: number) => ValuationResponse.parse(await json('/properties/valuation', { address: address(n) }));

describe('the valuation on record', () => {
  it("is GET /properties/valuation's answer with no parameters, with its forecast standard deviation", async () => {
    const [r, v] = await Promise.all([record(SUBJECT), valuation(SUBJECT)]);
    expect(r.valuation).toEqual({
      value: v.value,
      low: v.low,
      high: v.high,
      date: v.as_of,
      forecast_standard_deviation: Math.round((1000 * Math.log(v.high / v.low)) / (2 * 1.281_551_565_545)) / 10,
    });
    // the neighbours' prices, not the source's figure
    expect(v.value).toBeGreaterThan(500_000);
    expect(v.value).toBeLessThan(800_000);
  });

  it("keeps the source's own valuation, with its source, as source_valuation", async () => {
    const r = await record(SUBJECT);
    expect(r.source_valuation).toEqual({ ...SOURCE_VALUATION, source: 'test' });
    const neighbour = await record(10);
    expect(neighbour.source_valuation).toBeNull();
    expect(neighbour.valuation?.value).toBe((await valuation(10)).value);
  });

  it('is null, never a number, where the evidence is too thin (GET /properties/valuation is a 422)', async () => {
    const r = await record(40, 'Bend', '97701');
    expect(r.valuation).toBeNull();
    const res = await api.get(`/properties/valuation?${new URLSearchParams({ address: address(40, 'Bend', '97701') })}`);
    expect(res.status).toBe(422);
  });

  it('is the same in search, batch (and its valuation_estimate), best-buyers, buyer profiles and nearby sold properties with equity', async () => {
    const v = await valuation(SUBJECT);
    const search = (await json('/properties/search', { state: 'OR', city: 'Portland', page_size: '100' })) as { data: PropertyRecord[] };
    expect(search.data.find((p) => p.property_id === id(SUBJECT))?.valuation?.value).toBe(v.value);
    const batch = (await json('/properties/batch', { addresses: address(SUBJECT), include: 'valuation_estimate' })) as {
      property: PropertyRecord;
      valuation_estimate: { value: number };
    }[];
    expect(batch[0]!.property.valuation?.value).toBe(v.value);
    expect(batch[0]!.valuation_estimate.value).toBe(v.value);
    const best = (await json('/buyers/best-buyers', { address: address(SUBJECT) })) as { subject: { value: number; value_source: string } };
    expect(best.subject).toMatchObject({ value: v.value, value_source: 'valuation' });
    const nearby = (await json('/properties/nearby-sold-properties', { address: address(10), radius: '2', page_size: '100' })) as {
      data: (PropertyRecord & { equity: number | null })[];
    };
    const profile = (await json(`/buyer-profiles/${encodeURIComponent('BUYER 3')}`)) as {
      portfolio: { data: { property_id: number; value: number | null }[] };
    };
    expect(profile.portfolio.data).toEqual([expect.objectContaining({ property_id: id(13), value: (await valuation(13)).value })]);
    const subject = nearby.data.find((p) => p.property_id === id(SUBJECT));
    expect(subject?.valuation?.value).toBe(v.value);
    expect(subject?.equity).toBe(v.value - MORTGAGE);
  });

  it('moves with a later load that moves the estimate, with a valuation change event', async () => {
    const before = await valuation(SUBJECT);
    const [mark] = await sql<{ pos: string }[]>`select coalesce(max(pos), 0)::text as pos from change_events`;
    // the subject itself sells at arm's length ten days ago, far above its neighbours' prices, and a
    // neighbour's sale three days ago moves the state's data date (and so the default as_of) past it
    await loadRecords(sql, [
      home(SUBJECT, at(0, 0), 1600, {
        valuation: SOURCE_VALUATION,
        last_sale: { date: '2015-06-01', price: 300_000, mtg_1_est_remaining: MORTGAGE } as never,
        transactions: [sale(addDays(today(), -10), Math.round(before.value * 1.4), 'NEW OWNER', 'OLD OWNER')],
      }),
      home(10, at(-0.05, 0), 1300, {
        transactions: [
          sale(monthsAgo(1), Math.round(1300 * 395), 'BUYER 0', 'SELLER 0'),
          sale(addDays(today(), -3), Math.round(1300 * 400), 'BUYER 0B', 'BUYER 0'),
        ],
      }),
    ]);
    await refreshRollups(sql);
    const [r, after] = await Promise.all([record(SUBJECT), valuation(SUBJECT)]);
    expect(after.value).toBeGreaterThan(before.value * 1.05);
    expect(r.valuation?.value).toBe(after.value);
    const [event] = await sql<{ summary: { old_value: number; new_value: number } }[]>`
      select summary from change_events where property_id = ${id(SUBJECT)} and type = 'valuation' and pos > ${mark!.pos}::bigint`;
    expect(event?.summary).toMatchObject({ old_value: before.value, new_value: after.value });
  });

  // A server only: the embedded database runs one statement at a time, so nothing waits on a lock.
  it.skipIf(inject('embeddedDatabase'))(
    'is stored by a pass (npm run valuations) whose evidence scan outlasts the request statement timeout',
    async () => {
      const TIMEOUT_MS = 3000;
      // on the connection given (the test's pool has two, both taken while the pass waits), with a
      // fresh view of the activity: a transaction's first look at it is otherwise kept to its end
      const waiting = async (on: Sql | TransactionSql, event: string, like: string) => {
        await on`select pg_stat_clear_snapshot()`;
        const [row] = await on<{ n: number }[]>`
          select count(*)::int as n from pg_stat_activity
          where wait_event_type = 'Lock' and wait_event = ${event} and query like ${like}`;
        return row!.n > 0;
      };
      const outlast = () => new Promise((resolve) => setTimeout(resolve, TIMEOUT_MS + 1000));
      // the pass waits longer than the timeout for its state's turn (VALUATION_LOCK), which is given
      // once the calibrations, which only the evidence scan reads, are locked: its scan then waits
      // longer than the timeout too
      const gate = await sql.reserve();
      await gate`select pg_advisory_lock(720433, hashtext('OR'))`;
      const pass = promisify(execFile)('npx', ['tsx', 'scripts/valuations.ts', '--state', 'OR'], {
        cwd: new URL('../../..', import.meta.url).pathname,
        env: { ...process.env, DB_STATEMENT_TIMEOUT_MS: String(TIMEOUT_MS), DB_POOL_MAX: '3' },
      });
      try {
        await until(() => waiting(sql, 'advisory', '%pg_advisory_lock%'), 'the pass to wait for its state', 60_000);
        await outlast();
        await sql.begin(async (tx) => {
          await tx`lock table valuation_calibrations in access exclusive mode`;
          await gate`select pg_advisory_unlock(720433, hashtext('OR'))`;
          await until(() => waiting(tx, 'relation', '%with subjects as%'), 'the evidence scan to wait', 30_000);
          await outlast();
        });
      } finally {
        await gate`select pg_advisory_unlock_all()`;
        gate.release();
      }
      const { stdout } = await pass;
      expect(stdout).toMatch(/valued \d+ properties of 1 states/);
      const [r, v] = await Promise.all([record(SUBJECT), valuation(SUBJECT)]);
      expect(r.valuation?.value).toBe(v.value);
    },
    120_000,
  );
});
