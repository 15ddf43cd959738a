/**
 * GET /properties/valuation through the local gateway: the subject's own sales as evidence and no
 * cliffs as as_of moves (docs/valuation.md#the-subjects-own-sales), on homes this file loads in
 * Mississippi (its own state). Two situations reported on the demo, rebuilt on data of our own:
 *   - a home sold at arms length 20 days before as_of for $400,000, its comparables 3-4.6 miles away
 *     and dearer (demo: 1203 Primrose Cir, Tampa, valued at $534,961 from them);
 *   - a home whose own sale is two years old as as_of moves across the day it would leave a 24-month
 *     window, among neighbours whose sales leave the window on those days too (demo: 15010 Quail Run
 *     Cir, Tampa, 374,000 as of 2026-03-17 and 276,044 as of 2026-03-20, with confidence rising).
 */
import { describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/platform/dates.ts';
import type { ImportRecord } from '../../../shared/properties/records/import-record.ts';
import { ValuationResponse } from '../../../shared/properties/valuation/schemas.ts';
import { withState } from '../../support/fixture.ts';
import { property, sale } from '../../support/records.ts';

const id = (n: number) => 7_960_000 + n;
const DEG_PER_MILE = 1 / 69.09;
const near = (from: { lat: number; lon: number }, northMiles: number, eastMiles: number) => ({
  lat: from.lat + northMiles * DEG_PER_MILE,
  lon: from.lon + (eastMiles * DEG_PER_MILE) / Math.cos((from.lat * Math.PI) / 180),
});

function home(n: number, street: string, where: { lat: number; lon: number }, sqft: number, sales: [string, number][]): ImportRecord {
  return property(id(n), street, {
    zip: '36117',
    city: 'Montgomery',
    state: 'AL',
    ...where,
    property_type: 'Single Family Residential',
    structure: { living_area_sqft: sqft, beds_count: 3, baths: 2, year_built: 2001 } as never,
    parcel: { area_sq_ft: 7000 } as never,
    transactions: sales.map(([day, price], k) => sale(day, price, `BUYER ${n} ${k}`, `SELLER ${n} ${k}`)),
  });
}

// Primrose: the subject sold 20 days before as_of for 400,000; eight houses 3-4.6 miles away sold at about $315 a square foot
const PRIMROSE = { lat: 32.36, lon: -86.3 };
const PRIMROSE_AS_OF = '2026-03-20';
const PRIMROSE_SOLD = addDays(PRIMROSE_AS_OF, -20);
const primrose: ImportRecord[] = [
  home(0, '1203 Primrose Cir', PRIMROSE, 1700, [[PRIMROSE_SOLD, 400_000]]),
  ...Array.from({ length: 8 }, (_, k) =>
    home(1 + k, `${10 + 2 * k} Far Ln`, near(PRIMROSE, 3 + 0.2 * k, k % 2 ? 0.5 : -0.5), 1600 + 30 * k, [
      [`2025-${String(4 + k).padStart(2, '0')}-12`, Math.round((1600 + 30 * k) * (312 + k))],
    ]),
  ),
];

// Quail Run, 40 miles away: sold 2024-03-18 for 374,000; ten neighbours sold at about $170 a square foot over the two
// years since, three of them on 2024-03-18 and 2024-03-19
const QUAIL = { lat: 32.93, lon: -86.3 };
const quailSales = [
  '2024-03-18',
  '2024-03-19',
  '2024-03-19',
  '2024-06-10',
  '2024-09-10',
  '2025-01-15',
  '2025-04-10',
  '2025-07-15',
  '2025-10-10',
  '2026-01-20',
];
const quail: ImportRecord[] = [
  home(20, '15010 Quail Run Cir', QUAIL, 1750, [
    ['2016-05-02', 240_000],
    ['2024-03-18', 374_000],
  ]),
  ...quailSales.map((day, k) =>
    home(21 + k, `${200 + 2 * k} Covey Ct`, near(QUAIL, 0.1 * (k + 1), k % 2 ? 0.1 : -0.1), 1650 + 25 * k, [
      [day, Math.round((1650 + 25 * k) * (165 + k))],
    ]),
  ),
  // the state's latest evidence: Mississippi's data reaches past the days asked
  home(40, '1 Late St', near(QUAIL, 30, 0), 1500, [['2026-03-31', 250_000]]),
];

// Non-market deals: at TWIN, six houses sold at arms length; at MIXED the same six and four transfers not at arms
// length; at FLAGGED three at arms length among eleven that were not
const TWIN = { lat: 31.5, lon: -86.3 };
const MIXED = { lat: 31.5, lon: -85.85 };
const FLAGGED = { lat: 31.9, lon: -85.85 };
function cluster(first: number, at: { lat: number; lon: number }, market: number, nonMarket: number): ImportRecord[] {
  return Array.from({ length: market + nonMarket }, (_, k) => {
    const sqft = 1500 + 40 * k;
    const arms = k < market;
    // the non-market transfers lie nearer than the farthest market sale
    const place = arms ? k + nonMarket : k - market;
    const record = home(first + k, `${300 + 2 * k} Deal Rd`, near(at, 0.05 * (place + 1), k % 2 ? 0.05 : -0.05), sqft, []);
    const day = `2025-${String(1 + (k % 12)).padStart(2, '0')}-14`;
    record.transactions = [
      sale(day, arms ? Math.round(sqft * (200 + 3 * k)) : 10 + k * 1000, `BUYER ${first + k}`, `SELLER ${first + k}`, {
        ARMS_LENGTH: arms,
      }),
    ];
    return record;
  });
}
const deals = [...cluster(100, TWIN, 6, 0), ...cluster(120, MIXED, 6, 4), ...cluster(140, FLAGGED, 3, 11)];

const { api } = withState('AL', [...primrose, ...quail, ...deals], { rollups: true });

async function valuation(params: Record<string, string>) {
  const res = await api.get(`/properties/valuation?${new URLSearchParams(params)}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return ValuationResponse.parse(await res.json());
}

describe("the subject's own sale", () => {
  it('a home sold at arms length 20 days before as_of is valued near that price, and the answer says the sale rules', async () => {
    const body = await valuation({ address: '1203 Primrose Cir, Montgomery, AL 36117', as_of: PRIMROSE_AS_OF });
    // the comparables alone say about 535,000 ...
    expect(body.method.comparables_value).toBeGreaterThan(480_000);
    // ... the home's own sale three weeks ago says 400,000, and rules
    expect(body.value).toBeGreaterThan(380_000);
    expect(body.value).toBeLessThan(440_000);
    expect(body.method.basis).toBe('subject_sale');
    expect(body.method.subject_sale_share).toBeGreaterThan(0.6);
    expect(body.method.subject_sales).toEqual([
      expect.objectContaining({ sale_date: PRIMROSE_SOLD, sale_price: 400_000, years_before: 0.05 }),
    ]);
    expect(body.low).toBeLessThanOrEqual(400_000);
    // the sale is evidence of the home's value, never a comparable of its own
    expect(body.comparables.map((c) => c.property_id)).not.toContain(id(0));
  });

  it('a description at the same place has no sale of its own: the sale there is one comparable among nine', async () => {
    const body = await valuation({
      latitude: String(PRIMROSE.lat),
      longitude: String(PRIMROSE.lon),
      living_area_sqft: '1700',
      beds: '3',
      baths: '2',
      year_built: '2001',
      lot_size_sqft: '7000',
      as_of: PRIMROSE_AS_OF,
    });
    expect(body.method).toMatchObject({ basis: 'comparables', subject_sale_share: 0, subject_sales: [] });
    expect(body.comparables.find((c) => c.property_id === id(0))?.distance_miles).toBe(0);
    expect(body.value).toBeGreaterThan(450_000);
  });

  it('the sale on or after as_of is not evidence: as of the day of the sale, the comparables alone', async () => {
    const body = await valuation({ address: '1203 Primrose Cir, Montgomery, AL 36117', as_of: PRIMROSE_SOLD });
    expect(body.method.subject_sales).toEqual([]);
    expect(body.method.basis).toBe('comparables');
  });
});

describe('no cliffs as as_of moves', () => {
  const QUAIL_RUN = '15010 Quail Run Cir, Montgomery, AL 36117';

  it('across the days its own two-year-old sale and three neighbours would leave a 24-month window: no step in value, no rise in confidence', async () => {
    const before = await valuation({ address: QUAIL_RUN, as_of: '2026-03-17' });
    const after = await valuation({ address: QUAIL_RUN, as_of: '2026-03-20' });
    expect(Math.abs(after.value / before.value - 1)).toBeLessThan(0.02);
    expect(after.confidence).toBeLessThanOrEqual(before.confidence + 0.005);
    // its own 2024 sale is still evidence, time-adjusted, and so is its 2016 one, with less weight
    const own = after.method.subject_sales;
    expect(own.map((s) => s.sale_date)).toEqual(['2016-05-02', '2024-03-18']);
    expect(own[1]!.weight).toBeGreaterThan(own[0]!.weight);
    expect(after.method.subject_sale_share).toBeGreaterThan(0);
  });

  it('day by day over two weeks, the value moves less than 1% a day', async () => {
    let last: number | null = null;
    for (let day = '2026-03-10'; day <= '2026-03-24'; day = addDays(day, 1)) {
      const { value } = await valuation({ address: QUAIL_RUN, as_of: day });
      if (last !== null) expect(Math.abs(value / last - 1), day).toBeLessThan(0.01);
      last = value;
    }
  });

  it("years later the home's own sale counts for less and less, and the confidence falls with it", async () => {
    const days = ['2026-03-20', '2026-03-31'];
    const bodies = await Promise.all(days.map((as_of) => valuation({ address: QUAIL_RUN, as_of })));
    expect(bodies[1]!.method.subject_sale_share).toBeLessThanOrEqual(bodies[0]!.method.subject_sale_share);
  });
});

describe('evidence mostly of non-market deals', () => {
  const describe_ = (at: { lat: number; lon: number }) => ({
    latitude: String(at.lat),
    longitude: String(at.lon),
    living_area_sqft: '1600',
    as_of: '2026-01-01',
  });

  it('non-market transfers near the subject widen the interval and lower the confidence, and the answer says how many', async () => {
    const twin = await valuation(describe_(TWIN));
    const mixed = await valuation(describe_(MIXED));
    expect(twin.method.non_market_share).toBe(0);
    expect(mixed.method.non_market_share).toBe(0.4);
    // the same six market sales (a little farther out), about the same value
    expect(Math.abs(mixed.value / twin.value - 1)).toBeLessThan(0.02);
    expect(mixed.high / mixed.low).toBeGreaterThan(twin.high / twin.low);
    expect(mixed.confidence).toBeLessThan(twin.confidence);
  });

  it('422 mostly_non_market when three quarters or more of the sales near it were not at arms length: never a confident number', async () => {
    const res = await api.get(`/properties/valuation?${new URLSearchParams(describe_(FLAGGED))}`);
    expect(res.status).toBe(422);
    const problem = (await res.json()) as Record<string, unknown>;
    expect(problem).toMatchObject({ reason: 'mostly_non_market', candidates_seen: 3, non_market_sales: 11 });
  });
});
