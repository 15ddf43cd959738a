/**
 * The constant-quality price index (loader/rollups/valuation.ts, docs/valuation.md#time) on sales
 * this file loads in two ZIP codes of Washington, DC (its own state): a month of more sales in the
 * cheaper ZIP code, or of smaller homes, is not a fall; a month of dearer prices is a rise.
 */
import { describe, expect, it } from 'vitest';
import type { ImportRecord } from '../../../shared/properties/records/import-record.ts';
import { withStateData } from '../../support/fixture.ts';
import { property, sale } from '../../support/records.ts';

const id = (n: number) => 7_950_000 + n;
const ZIPS = { cheap: { zip: '20001', lat: 38.9103, lon: -77.0177 }, dear: { zip: '20002', lat: 38.905, lon: -76.9836 } } as const;
// a 1,500 sqft home's price in each ZIP code; another size sells at the model's elasticity (0.45)
const BASE = { cheap: 300_000, dear: 600_000 } as const;

// [month, ZIP code, how many, living area, price factor]
const MONTHS: [string, keyof typeof ZIPS, number, number, number][] = [
  ['2024-01', 'cheap', 20, 1500, 1],
  ['2024-01', 'dear', 20, 1500, 1],
  // mostly the cheaper ZIP code: the median price per square foot falls, prices do not
  ['2024-02', 'cheap', 32, 1500, 1],
  ['2024-02', 'dear', 8, 1500, 1],
  // smaller homes: a higher price per square foot, the same prices for their size
  ['2024-03', 'cheap', 20, 1000, 1],
  ['2024-03', 'dear', 20, 1000, 1],
  // prices up 5% in both
  ['2024-04', 'cheap', 20, 1500, 1.05],
  ['2024-04', 'dear', 20, 1500, 1.05],
];
// April's change rests on two ZIP codes of 20 sales in both months, each weighing 20·20 / 40:
// pulled toward none with the weight of 30, it keeps 20 / 50 of the 5%
const APRIL = (Math.log(1.05) * 20) / (20 + 30);

let n = 0;
const RECORDS: ImportRecord[] = MONTHS.flatMap(([month, where, count, sqft, factor]) =>
  Array.from({ length: count }, (_, k) => {
    n++;
    const price = Math.round(BASE[where] * (sqft / 1500) ** 0.45 * factor);
    return property(id(n), `${100 + n} Index St NW`, {
      zip: ZIPS[where].zip,
      city: 'Washington',
      state: 'DC',
      lat: ZIPS[where].lat + n * 1e-5,
      lon: ZIPS[where].lon,
      property_type: 'Single Family Residential',
      structure: { living_area_sqft: sqft, beds_count: 3, baths: 2, year_built: 1985 } as never,
      parcel: { area_sq_ft: 7500 } as never,
      transactions: [sale(`${month}-${String(1 + (k % 28)).padStart(2, '0')}`, price, `BUYER ${n}`, `SELLER ${n}`)],
    });
  }),
);

const sql = withStateData('DC', RECORDS, { rollups: true });

describe('price index', () => {
  it('moves with prices, not with the ZIP codes or the sizes of the homes sold', async () => {
    const rows = await sql<{ month: string; n: number; log_level: number }[]>`
      select to_char(month, 'YYYY-MM') as month, n, log_level from price_index_months
      where kind = 'sale' and area_level = 'state' and area_code = 'DC' order by month`;
    expect(rows.map((r) => [r.month, r.n])).toEqual([
      ['2024-01', 40],
      ['2024-02', 40],
      ['2024-03', 40],
      ['2024-04', 40],
    ]);
    // prices are rounded to the dollar: within a ten-thousandth
    expect(rows.map((r) => r.log_level)).toEqual([0, expect.closeTo(0, 4), expect.closeTo(0, 4), expect.closeTo(APRIL, 4)]);
  });

  it('measures the days against the ZIP codes’ means of the same month and of the month before', async () => {
    const [april] = await sql<{ n: number; n_same: number; same: number; n_prior: number; prior: number }[]>`
      select sum(n)::int as n, sum(n_same)::int as n_same, sum(sum_same) / sum(n_same) as same,
             sum(n_prior)::int as n_prior, sum(sum_prior) / sum(n_prior) as prior
      from price_index_days
      where kind = 'sale' and area_level = 'state' and area_code = 'DC' and day >= '2024-04-01' and day < '2024-05-01'`;
    // the days are not pulled: the shift of the last 30 days reads them as they are
    expect(april).toEqual({ n: 40, n_same: 40, same: expect.closeTo(0, 4), n_prior: 40, prior: expect.closeTo(Math.log(1.05), 4) });
  });
});
