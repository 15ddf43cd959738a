/**
 * GET /properties/valuation and GET /properties/rent-estimate through the local gateway, on homes
 * this file loads in Utah (its own state) around a subject at 100 Maple St, Salt Lake City 84101.
 */
import { describe, expect, it } from 'vitest';
import { addDays, today } from '../../../shared/platform/dates.ts';
import type { ImportRecord, ImportRental, ImportTransaction } from '../../../shared/properties/records/import-record.ts';
import { RentEstimateResponse, ValuationResponse } from '../../../shared/properties/valuation/schemas.ts';
import { expectProblem, KEYS } from '../../support/api.ts';
import { withState, withStateData } from '../../support/fixture.ts';
import { property, sale } from '../../support/records.ts';

const id = (n: number) => 7_930_000 + n;
const HERE = { lat: 40.7564, lon: -111.9001 };
const DEG_PER_MILE = 1 / 69.09;
const place = (northMiles: number, eastMiles: number) => {
  const p = at(northMiles, eastMiles);
  return { latitude: p.lat, longitude: p.lon };
};
const at = (northMiles: number, eastMiles: number) => ({
  lat: HERE.lat + northMiles * DEG_PER_MILE,
  lon: HERE.lon + (eastMiles * DEG_PER_MILE) / Math.cos((HERE.lat * Math.PI) / 180),
});

interface Home {
  n: number;
  where: { lat: number; lon: number };
  type?: string;
  sqft: number;
  sales?: [string, number][];
  leases?: [string, number][];
}

const leased = (day: string, rent: number): ImportRental => ({
  list_date: `${day.slice(0, 8)}01`,
  lease_date: day,
  rent,
  beds: null,
  baths: null,
  sqft: null,
  days_on_market: 12,
  status: 'leased',
});

function home(h: Home): ImportRecord {
  const transactions: ImportTransaction[] = (h.sales ?? []).map(([day, price], k) =>
    sale(day, price, `BUYER ${h.n} ${k}`, `SELLER ${h.n} ${k}`),
  );
  return property(id(h.n), `${100 + h.n * 2} Maple St`, {
    zip: '84101',
    city: 'Salt Lake City',
    state: 'UT',
    ...h.where,
    property_type: h.type ?? 'Single Family Residential',
    structure: { living_area_sqft: h.sqft, beds_count: 3, baths: 2, year_built: 1995 } as never,
    parcel: { area_sq_ft: 6000 } as never,
    transactions,
    rentals: (h.leases ?? []).map(([day, rent]) => leased(day, rent)),
  });
}

const SUBJECT = '100 Maple St, Salt Lake City, UT 84101';
const AS_OF = '2025-06-01';
const LATE_PRICE = 9_000_000;

// ten houses of 1,400-2,000 sqft sold at about $250 a square foot, leased at about $1.40
const similar: Home[] = Array.from({ length: 10 }, (_, k) => ({
  n: k + 1,
  where: at(0.05 * (k + 1), k % 2 ? 0.05 : -0.05),
  sqft: 1400 + 60 * k,
  sales: [[`2024-${String(k + 1).padStart(2, '0')}-15`, Math.round((1400 + 60 * k) * (245 + k))]],
  leases: [[`2025-0${(k % 5) + 1}-10`, Math.round((1400 + 60 * k) * 1.4)]],
}));

const HOMES: ImportRecord[] = [
  // the subject, sold before as_of (its own evidence) and on as_of (never evidence for as_of)
  home({
    n: 0,
    where: HERE,
    sqft: 1700,
    sales: [
      ['2024-03-01', 400_000],
      [AS_OF, 8_000_000],
    ],
    leases: [[AS_OF, 20_000]],
  }),
  ...similar.map(home),
  // a condominium next door: another type group, left out while enough houses remain
  home({ n: 20, where: at(0.01, 0), type: 'Condominium', sqft: 1700, sales: [['2025-01-10', 150_000]], leases: [['2025-02-01', 900]] }),
  // sold and leased after as_of: never evidence for as_of
  home({ n: 21, where: at(0.02, 0), sqft: 1700, sales: [['2025-06-02', LATE_PRICE]], leases: [['2025-06-02', 30_000]] }),
];

const { api } = withState('UT', HOMES, { rollups: true });

/** The latest sale and lease this file records in Utah (home 21). */
const UTAH_END = '2025-06-02';
/** A home in Reno sold and leased yesterday: the data's evidence runs on well past Utah's. */
const LATER = addDays(today(), -1);
withStateData(
  'NV',
  [
    property(id(90), '90 Sierra St', {
      zip: '89501',
      city: 'Reno',
      state: 'NV',
      lat: 39.5296,
      lon: -119.8138,
      structure: { living_area_sqft: 1500, beds_count: 3, baths: 2, year_built: 2000 } as never,
      transactions: [sale(LATER, 500_000, 'BUYER 90', 'SELLER 90')],
      rentals: [leased(LATER, 2_400)],
    }),
  ],
  { rollups: true },
);

const query = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)])).toString();

async function valuation(params: Record<string, string | number>, key?: string) {
  const res = await api.get(`/properties/valuation?${query(params)}`, key);
  expect(res.status, await res.clone().text()).toBe(200);
  return { res, body: ValuationResponse.parse(await res.json()) };
}

describe('GET /properties/valuation', () => {
  it('values a property by address from its neighbours, with every comparable adjusted and weighted', async () => {
    const { res, body } = await valuation({ address: SUBJECT, as_of: AS_OF });
    expect(res.headers.get('x-address-match')).toBe('exact');
    expect(body.subject.property_id).toBe(id(0));
    expect(body.as_of).toBe(AS_OF);
    expect(body.low).toBeLessThanOrEqual(body.value);
    expect(body.high).toBeGreaterThanOrEqual(body.value);
    // 1,700 sqft at about $250: the ten houses agree within a few percent
    expect(body.value).toBeGreaterThan(380_000);
    expect(body.value).toBeLessThan(470_000);
    // the default of 15 takes every candidate: the ten houses (the subject's own earlier sale is evidence of its own)
    expect(body.comparables).toHaveLength(10);
    expect(body.comparables.reduce((s, c) => s + c.weight, 0)).toBeCloseTo(1, 3);
    for (const c of body.comparables) {
      const product = Object.values(c.adjustments).reduce((p, a) => p * (1 + a), c.sale_price);
      expect(c.adjusted_price).toBeGreaterThan(product * 0.995);
      expect(c.adjusted_price).toBeLessThan(product * 1.005);
      // a smaller house is adjusted up to the subject's size, a larger one down
      if (c.living_area_sqft! < 1700) expect(c.adjustments.living_area).toBeGreaterThan(0);
      if (c.living_area_sqft! > 1700) expect(c.adjustments.living_area).toBeLessThan(0);
    }
    expect(body.sample.used).toBe(10);
    expect(body.sample.radius_miles).toBeLessThanOrEqual(0.6);
    // the comparables' value blends their median with the local fit's prediction, as method says
    const { comparables_median: median, fit_prediction: fit, fit_share: share } = body.method;
    expect(share).toBe(0.3);
    expect(fit).not.toBeNull();
    expect(Math.abs(body.method.comparables_value - median ** (1 - share) * fit! ** share)).toBeLessThanOrEqual(1);
    // and the value blends that with the subject's own sale of 15 months before, by their precisions
    const [own] = body.method.subject_sales;
    expect(own).toMatchObject({ sale_date: '2024-03-01', sale_price: 400_000, time_adjusted: false });
    const s = body.method.subject_sale_share;
    expect(s).toBeGreaterThan(0);
    expect(s).toBeLessThan(1);
    expect(body.value / (body.method.comparables_value ** (1 - s) * own!.adjusted_price ** s)).toBeCloseTo(1, 4);
  });

  it('never uses evidence dated on or after as_of, nor the subject’s own sale on as_of', async () => {
    const { body } = await valuation({ address: SUBJECT, as_of: AS_OF, max_comparables: 50 });
    expect(body.comparables.every((c) => c.sale_date < AS_OF)).toBe(true);
    expect(body.comparables.map((c) => c.sale_price)).not.toContain(LATE_PRICE);
    expect(body.comparables.map((c) => c.sale_price)).not.toContain(8_000_000);
    // its own earlier sale is evidence of its own, never a comparable
    expect(body.comparables.map((c) => c.property_id)).not.toContain(id(0));
    expect(body.method.subject_sales.map((o) => o.sale_date)).toEqual(['2024-03-01']);
    // the condominium is left out: enough houses remain
    expect(body.comparables.map((c) => c.property_id)).not.toContain(id(20));
    // a day later the late sale is evidence
    const later = await valuation({ address: SUBJECT, as_of: '2025-06-02', max_comparables: 50 });
    expect(later.body.comparables.map((c) => c.sale_price)).toContain(LATE_PRICE);
  });

  it('values a description, with no property in the data', async () => {
    const { body } = await valuation({ ...place(0.3, 0.3), living_area_sqft: 1700, beds: 3, baths: 2, year_built: 1995, as_of: AS_OF });
    expect(body.subject).toMatchObject({ property_id: null, address: null, living_area_sqft: 1700 });
    expect(body.value).toBeGreaterThan(350_000);
    expect(body.value).toBeLessThan(500_000);
    // a larger house is worth more, but less than in proportion to its area
    const big = await valuation({ ...place(0.3, 0.3), living_area_sqft: 3400, beds: 3, baths: 2, year_built: 1995, as_of: AS_OF });
    expect(big.body.value).toBeGreaterThan(body.value);
    expect(big.body.value).toBeLessThan(body.value * 2);
  });

  it('answers the same on every plan', async () => {
    const base = await valuation({ address: SUBJECT, as_of: AS_OF }, KEYS.base);
    const unlimited = await valuation({ address: SUBJECT, as_of: AS_OF }, KEYS.unlimited);
    expect(base.body).toEqual(unlimited.body);
  });

  it.each([
    ['nothing to value', {}, 'query.address'],
    ['latitude without longitude', { latitude: HERE.lat, living_area_sqft: 1500 }, 'query.longitude'],
    ['an address and a description', { address: SUBJECT, living_area_sqft: 1500 }, 'query.living_area_sqft'],
    ['a radius beyond 5 miles', { address: SUBJECT, radius: 6 }, 'query.radius'],
    ['more than 50 comparables', { address: SUBJECT, max_comparables: 51 }, 'query.max_comparables'],
    ['an impossible date', { address: SUBJECT, as_of: '2025-02-30' }, 'query.as_of'],
    ['an unrecognisable address', { address: 'nowhere' }, 'query.address'],
  ])('400 for %s', async (_, params, path) => {
    const problem = await expectProblem(await api.get(`/properties/valuation?${query(params)}`), 400);
    expect(problem.errors?.map((e) => e.path)).toContain(path);
  });

  it('404 when no property is at the address', async () => {
    await expectProblem(await api.get(`/properties/valuation?${query({ address: '999 Maple St, Salt Lake City, UT 84101' })}`), 404);
  });

  it('422 naming why when the evidence is too thin', async () => {
    const none = await expectProblem(
      await api.get(`/properties/valuation?${query({ latitude: 38.5, longitude: -113.5, as_of: AS_OF })}`),
      422,
    );
    expect(none).toMatchObject({ reason: 'no_sales', candidates_seen: 0, minimum: 3 });
    expect(none.detail).toMatch(/no arms-length sales within 5 miles/);
    const few = await expectProblem(await api.get(`/properties/valuation?${query({ address: SUBJECT, as_of: '2024-02-20' })}`), 422);
    expect(few).toMatchObject({ reason: 'too_few_sales', candidates_seen: 2 });
  });
});

describe('as_of and the end of the data', () => {
  it('defaults to the latest evidence recorded in the subject’s state, not a later one elsewhere', async () => {
    expect((await valuation({ address: SUBJECT })).body.as_of).toBe(UTAH_END);
    // a description takes the state of the property nearest to it
    expect((await valuation({ ...place(0.3, 0.3), living_area_sqft: 1700 })).body.as_of).toBe(UTAH_END);
    const rent = await api.get(`/properties/rent-estimate?${query({ address: SUBJECT })}`);
    expect(rent.status).toBe(200);
    expect(RentEstimateResponse.parse(await rent.json()).as_of).toBe(UTAH_END);
  });

  it.each([
    ['valuation', 'arms-length sale'],
    ['rent-estimate', 'lease'],
  ])('/properties/%s: 422 after_data for an as_of past the state’s latest evidence, a forecast', async (path, what) => {
    const problem = await expectProblem(await api.get(`/properties/${path}?${query({ address: SUBJECT, as_of: '2025-06-03' })}`), 422);
    expect(problem).toMatchObject({ reason: 'after_data', as_of: '2025-06-03', latest_evidence_date: UTAH_END, state: 'UT' });
    expect(problem.detail).toContain(`latest ${what} in UT is dated ${UTAH_END}`);
  });

  it('the rental comparables endpoint gives no estimate past the data, and says why', async () => {
    const res = await api.get(`/rental-analytics/comparables?${query({ address: SUBJECT, as_of: '2025-06-03' })}`);
    expect(res.status).toBe(200);
    const estimate = ((await res.json()) as { rent_estimate: { estimate: unknown; reason: string } }).rent_estimate;
    expect(estimate.estimate).toBeNull();
    expect(estimate.reason).toContain(`latest lease in UT is dated ${UTAH_END}`);
  });
});

describe('GET /properties/rent-estimate', () => {
  it('estimates a rent inside the comparables’ adjusted rents, for a much larger home too', async () => {
    for (const living_area_sqft of [1700, 4000, 600]) {
      const res = await api.get(`/properties/rent-estimate?${query({ ...place(0.3, 0.3), living_area_sqft, as_of: AS_OF })}`);
      expect(res.status).toBe(200);
      const body = RentEstimateResponse.parse(await res.json());
      const adjusted = body.comparables.map((c) => c.adjusted_rent);
      expect(body.low).toBeGreaterThanOrEqual(Math.min(...adjusted) - 1);
      expect(body.high).toBeLessThanOrEqual(Math.max(...adjusted) + 1);
      expect(body.low).toBeLessThanOrEqual(body.rent);
      expect(body.rent).toBeLessThanOrEqual(body.high);
      expect(body.comparables.every((c) => c.lease_date <= AS_OF)).toBe(true);
      expect(body.comparables.map((c) => c.rent)).not.toContain(30_000);
      expect(body.method.fit_share).toBe(0);
      expect(body.rent).toBe(body.method.comparables_median);
    }
  });

  it('by address: the rental comparables endpoint answers the same estimate', async () => {
    const res = await api.get(`/properties/rent-estimate?${query({ address: SUBJECT, as_of: AS_OF })}`);
    expect(res.status).toBe(200);
    const body = RentEstimateResponse.parse(await res.json());
    expect(body.comparables.map((c) => c.rent)).not.toContain(20_000);
    const comps = await api.get(`/rental-analytics/comparables?${query({ address: SUBJECT, as_of: AS_OF })}`);
    expect(comps.status).toBe(200);
    const estimate = ((await comps.json()) as { rent_estimate: unknown }).rent_estimate;
    expect(estimate).toMatchObject({ estimate: body.rent, low: body.low, high: body.high });
  });

  it('422 when no lease is near', async () => {
    const problem = await expectProblem(
      await api.get(`/properties/rent-estimate?${query({ latitude: 38.5, longitude: -113.5, as_of: AS_OF })}`),
      422,
    );
    expect(problem).toMatchObject({ reason: 'no_leases' });
  });
});

describe('the effective year built and the basement (migrations/0045)', () => {
  // eight Portland houses alike but for their basements and renovations, all built in 1950 (one renovated in
  // "2004.6", a source's average of two buildings: the load and the refresh both read 2005)
  const PDX = { lat: 45.52, lon: -122.68 };
  const pdx = (n: number, basement: string, effective: number | null, price: number) =>
    property(id(100 + n), `${200 + 2 * n} Oak St`, {
      zip: '97205',
      city: 'Portland',
      state: 'OR',
      lat: PDX.lat + 0.001 * n,
      lon: PDX.lon + 0.001 * (n % 3),
      property_type: 'Single Family Residential',
      structure: {
        living_area_sqft: 1600,
        beds_count: 3,
        baths: 2,
        year_built: 1950,
        effective_year_built: effective,
        basement_type: basement,
      } as never,
      parcel: { area_sq_ft: 5000 } as never,
      transactions: n === 0 ? [] : [sale(`2024-${String(n).padStart(2, '0')}-15`, price, `BUYER ${n}`, `SELLER ${n}`)],
    });
  const SUBJECT_OR = '200 Oak St, Portland, OR 97205';
  const sql = withStateData(
    'OR',
    [
      pdx(0, 'Full', 2010, 0),
      ...[1, 2, 3, 4, 5, 6, 7, 8].map((n) =>
        pdx(n, n % 2 ? 'None' : 'Full', n === 8 ? 2004.6 : null, (n % 2 ? 500_000 : 560_000) * (n === 8 ? 1.15 : 1) + 1000 * n),
      ),
    ],
    { rollups: true },
  );
  const asked = { address: SUBJECT_OR, as_of: '2024-08-15' };

  it("reads the subject's and the comparables' from their records: the age from the renovation, the basement compared", async () => {
    const { body } = await valuation(asked);
    expect(body.subject).toMatchObject({ year_built: 1950, effective_year_built: 2010, basement: 1 });
    expect(body.method.coefficients.basement).toBeDefined();
    const unrenovated = body.comparables.filter((c) => c.property_id !== id(108));
    // the subject counts as renovated in 2010, every comparable but one as built in 1950
    for (const c of unrenovated) expect(c.adjustments.age).not.toBe(0);
    const noBasement = body.comparables.filter((c) => (c.property_id - id(100)) % 2 === 1);
    expect(noBasement.length).toBeGreaterThan(0);
    for (const c of noBasement) expect(c.adjustments.basement).toBeGreaterThan(0);
  });

  it('a description gives them as parameters', async () => {
    const { body } = await valuation({
      latitude: PDX.lat,
      longitude: PDX.lon,
      year_built: 1950,
      effective_year_built: 2010,
      basement: 'Daylight',
      as_of: '2024-08-15',
    });
    expect(body.subject).toMatchObject({ year_built: 1950, effective_year_built: 2010, basement: 1 });
    expect(body.method.coefficients.basement).toBeDefined();
  });

  it.each([
    ['a quality off the scale', { quality: 'Superb' }, 'query.quality'],
    ['a condition off the scale', { condition: '7' }, 'query.condition'],
    ['a basement off the scale', { basement: 'cellar door' }, 'query.basement'],
    ['an effective year before 1600', { effective_year_built: 1500 }, 'query.effective_year_built'],
  ])('400 for %s', async (_, params, path) => {
    const problem = await expectProblem(
      await api.get(`/properties/valuation?${query({ latitude: PDX.lat, longitude: PDX.lon, ...params })}`),
      400,
    );
    expect(problem.errors?.map((e) => e.path)).toContain(path);
  });

  it('reads the effective year and the basement as every load writes them beside the record', async () => {
    const differing = await sql<{ n: number }[]>`
      select count(*)::int as n from properties
      where state = 'OR'
        and (effective_year_built is distinct from round((doc -> 'structure' ->> 'effective_year_built')::numeric)::int
             or basement_type is distinct from doc -> 'structure' ->> 'basement_type')`;
    expect(differing[0]!.n).toBe(0);
  });
});
