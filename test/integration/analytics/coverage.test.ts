/**
 * One window per place and dataset, and NoCoverage (docs/analytics-definitions.md#freshness-and-samples),
 * through the local gateway, on sales and leases this file loads in Colorado (its own state). A
 * Washington zip, known to the reference tables but with no data loaded, is uncovered.
 */
import { describe, expect, it } from 'vitest';
import type { ImportRecord, ImportRental } from '../../../shared/properties/records/import-record.ts';
import { expectProblem, KEYS } from '../../support/api.ts';
import { withState } from '../../support/fixture.ts';
import { property, sale } from '../../support/records.ts';

const ID = 9_310_000;
const DENVER = { zip: '80202', city: 'Denver', state: 'CO', lat: 39.7525, lon: -104.9995 };
/** The latest sale and the latest lease this file records in 80202: the same day. */
const LAST = '2025-08-20';
const leased = (lease_date: string, rent: number): ImportRental => ({
  list_date: `${lease_date.slice(0, 8)}01`,
  lease_date,
  rent,
  beds: 3,
  baths: 2,
  sqft: 1500,
  days_on_market: 12,
  status: 'leased',
});

const RECORDS: ImportRecord[] = Array.from({ length: 6 }, (_, k) =>
  property(ID + k, `${1600 + k} Market St`, {
    ...DENVER,
    transactions: [
      sale(k === 0 ? LAST : `2025-0${3 + k}-10`, 400_000 + 10_000 * k, `Front Range Homes ${k} LLC`, `Seller ${k}`),
      ...(k === 1 ? [sale('2025-07-01', 470_000, 'Mile High Flips LLC', 'Front Range Homes 1 LLC')] : []),
    ],
    rentals: [leased(k === 0 ? LAST : `2025-0${2 + k}-05`, 2_000 + 50 * k)],
  }),
);

/** 80203: leases recorded four months past the last sale (2025-05-15, then leases to 2025-09-10). */
const CAPITOL_HILL = { zip: '80203', city: 'Denver', state: 'CO', lat: 39.7313, lon: -104.9811 };
const SALES_203 = ['2024-06-10', '2025-01-10', '2025-03-10', '2025-05-15'];
const LEASES_203 = ['2025-06-05', '2025-07-05', '2025-08-05', '2025-09-10'];
const LATER_LEASES: ImportRecord[] = SALES_203.map((date, k) =>
  property(ID + 10 + k, `${900 + k} Grant St`, {
    ...CAPITOL_HILL,
    transactions: [sale(date, 500_000 + 10_000 * k, `Capitol Buyer ${k}`, `Capitol Seller ${k}`)],
    rentals: [leased(LEASES_203[k]!, 2_400 + 50 * k)],
  }),
);

const { api } = withState('CO', [...RECORDS, ...LATER_LEASES], { rollups: true });

async function get(path: string) {
  const res = await api.get(path, KEYS.base);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as Record<string, unknown>;
}

describe('one window per place and dataset', () => {
  it("the same zip's default windows agree across zip-analysis, market-analysis, flips and buyers activity", async () => {
    const answers = {
      zip: await get('/geo-analytics/zip-analysis?zips=80202'),
      market: await get('/rental-analytics/market-analysis?geography_type=zip&geography_values=80202'),
      flips: await get('/geo-analytics/flips?geography_type=zip&zip=80202'),
      activity: await get('/buyers/activity?search_type=zip&zip=80202'),
    };
    // the window and data_as_of sit at the top of an answer, or in its meta
    const windowOf = (body: Record<string, unknown>) => {
      const at = (body.meta ?? body) as Record<string, unknown>;
      return { data_as_of: at.data_as_of ?? body.data_as_of, date_to: at.date_to ?? body.date_to };
    };
    for (const [name, body] of Object.entries(answers)) {
      expect({ name, ...windowOf(body) }).toEqual({ name, data_as_of: LAST, date_to: expect.stringMatching(/^2025-08-(20|31)$/) });
    }
  });
});

describe('where leases run later than sales', () => {
  const SALES = { date_from: '2024-06-01', date_to: '2025-05-31', data_as_of: '2025-05-15' };
  const LEASES = { date_from: '2024-10-01', date_to: '2025-09-30', data_as_of: '2025-09-10' };

  it('zip-analysis counts sales over the sales window and leases over the lease window, and states both', async () => {
    const body = await get('/geo-analytics/zip-analysis?zips=80203');
    expect(body).toMatchObject({ ...SALES, datasets: { sales: SALES, leases: LEASES } });
    // the June 2024 sale is in the sales window only because it ends at the last sale, not the last lease
    expect((body.data as { sales: number; leases: number }[])[0]).toMatchObject({ sales: 4, leases: 4 });
  });

  it('the geo page states the same windows', async () => {
    const body = await get('/geo-analytics/page?geography_type=zip&zip=80203');
    expect(body.meta).toMatchObject({ ...SALES, datasets: { sales: SALES, leases: LEASES } });
  });

  it('market-analysis covers the lease window, and flips and buyers activity the sales window', async () => {
    const market = await get('/rental-analytics/market-analysis?geography_type=zip&geography_values=80203');
    expect(market.meta).toMatchObject({ ...LEASES, datasets: { sales: SALES, leases: LEASES } });
    for (const path of ['/geo-analytics/flips?geography_type=zip&zip=80203', '/buyers/activity?search_type=zip&zip=80203']) {
      const body = await get(path);
      const at = (body.meta ?? body) as Record<string, unknown>;
      expect({ path, data_as_of: at.data_as_of, date_to: at.date_to }).toEqual({
        path,
        data_as_of: SALES.data_as_of,
        date_to: expect.stringMatching(/^2025-05-(15|31)$/),
      });
    }
  });
});

describe('NoCoverage', () => {
  it.each([
    '/geo-analytics/zip-analysis?zips=98101',
    '/rental-analytics/market-analysis?geography_type=zip&geography_values=98101',
    '/geo-analytics/flips?geography_type=zip&zip=98101',
    '/buyers/activity?search_type=zip&zip=98101',
    '/buyers/activity?search_type=state&state=WA',
  ])('%s: 404 naming the covered states, not zeros', async (path) => {
    const problem = await expectProblem(await api.get(path, KEYS.base), 404);
    expect(problem).toMatchObject({ reason: 'no_coverage', covered_states: expect.arrayContaining(['CO']) });
    expect((problem as unknown as { covered_states: string[] }).covered_states).not.toContain('WA');
    expect(problem.detail).toContain('Covered states:');
  });

  it('a covered place with nothing in the window is an empty answer, not NoCoverage', async () => {
    await get('/geo-analytics/flips?geography_type=zip&zip=80202&date_from=2001-01-01&date_to=2001-12-31');
    await get('/buyers/activity?search_type=zip&zip=80202&date_from=2001-01-01&date_to=2001-12-31');
  });
});
