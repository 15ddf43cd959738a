/**
 * GET /properties/batch include=valuation_estimate through the local gateway, on homes this file
 * loads in Alaska (its own state): three subjects in Anchorage among recent sales, and one in
 * Fairbanks with a single sale nearby. Each estimate is the value GET /properties/valuation gives
 * for the same address and as_of; thin evidence gives null with the reason, never a number.
 */
import { describe, expect, it } from 'vitest';
import { addMonths, today } from '../../../shared/platform/dates.ts';
import type { ImportRecord } from '../../../shared/properties/records/import-record.ts';
import { BatchResponse } from '../../../shared/properties/schemas.ts';
import { ValuationResponse } from '../../../shared/properties/valuation/schemas.ts';
import { withState } from '../../support/fixture.ts';
import { property, sale } from '../../support/records.ts';

const id = (n: number) => 9_990_000 + n;
const HERE = { lat: 61.2181, lon: -149.9003 };
const FAR = { lat: 64.8378, lon: -147.7164 };
const DEG_PER_MILE = 1 / 69.09;
const at = (northMiles: number, eastMiles: number, from = HERE) => ({
  lat: from.lat + northMiles * DEG_PER_MILE,
  lon: from.lon + (eastMiles * DEG_PER_MILE) / Math.cos((from.lat * Math.PI) / 180),
});

// sales in the months before today, so they lie in the window of the default as_of
const monthsAgo = (m: number) => addMonths(today(), -m);

function home(n: number, where: { lat: number; lon: number }, sqft: number, sales: [string, number][] = []): ImportRecord {
  return property(id(n), `${100 + n * 2} Spruce St`, {
    zip: '99501',
    city: 'Anchorage',
    state: 'AK',
    ...where,
    property_type: 'Single Family Residential',
    structure: { living_area_sqft: sqft, beds_count: 3, baths: 2, year_built: 1990 } as never,
    parcel: { area_sq_ft: 7000 } as never,
    transactions: sales.map(([day, price], k) => sale(day, price, `BUYER ${n} ${k}`, `SELLER ${n} ${k}`)),
  });
}

const SUBJECTS = [
  { n: 0, where: at(0, 0), sqft: 1600 },
  { n: 1, where: at(0.2, 0.1), sqft: 2100 },
  { n: 2, where: at(-0.15, -0.2), sqft: 1300 },
];
const address = (n: number, city = 'Anchorage', zip = '99501') => `${100 + n * 2} Spruce St, ${city}, AK ${zip}`;
const THIN = { n: 40, address: address(40, 'Fairbanks', '99701') };

const RECORDS: ImportRecord[] = [
  ...SUBJECTS.map((s) => home(s.n, s.where, s.sqft)),
  // twelve houses of 1,300-2,180 sqft sold at about $300 a square foot over the past year
  ...Array.from({ length: 12 }, (_, k) =>
    home(k + 10, at(0.04 * (k + 1) * (k % 2 ? 1 : -1), 0.03 * (k % 3)), 1300 + 80 * k, [
      [monthsAgo(k + 1), Math.round((1300 + 80 * k) * (295 + k))],
    ]),
  ),
  // Fairbanks: the subject and one neighbour with one sale: too few comparables
  { ...home(THIN.n, FAR, 1500), address: { ...home(THIN.n, FAR, 1500).address, city: 'Fairbanks', zip_code: '99701' } },
  {
    ...home(41, at(0.1, 0, FAR), 1500, [[monthsAgo(2), 420_000]]),
    address: { ...home(41, at(0.1, 0, FAR), 1500).address, city: 'Fairbanks', zip_code: '99701' },
  },
];

const { api } = withState('AK', RECORDS, { rollups: true });

async function batch(params: Record<string, string>) {
  const res = await api.get(`/properties/batch?${new URLSearchParams(params)}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return BatchResponse.parse(await res.json());
}

describe('GET /properties/batch include=valuation_estimate', () => {
  it('attaches to each found address the value GET /properties/valuation gives it', async () => {
    const body = await batch({
      addresses: [...SUBJECTS.map((s) => address(s.n)), '999 Nowhere Rd, Anchorage, AK 99501'].join('|'),
      include: 'valuation_estimate',
    });
    expect(body).toHaveLength(4);
    for (const [k, s] of SUBJECTS.entries()) {
      const element = body[k]!;
      expect(element.property?.property_id).toBe(id(s.n));
      const estimate = element.valuation_estimate;
      expect(estimate, JSON.stringify(element.valuation_estimate_unavailable)).toBeTruthy();
      const res = await api.get(`/properties/valuation?${new URLSearchParams({ address: address(s.n), as_of: estimate!.as_of })}`);
      expect(res.status, await res.clone().text()).toBe(200);
      const single = ValuationResponse.parse(await res.json());
      expect(estimate).toEqual({
        value: single.value,
        low: single.low,
        high: single.high,
        confidence: single.confidence,
        as_of: single.as_of,
        method: {
          name: 'comparables',
          nominal_coverage: single.method.nominal_coverage,
          price_index_area: single.method.price_index_area,
          comparables_used: single.sample.used,
          basis: single.method.basis,
        },
      });
      // about $300 a square foot
      expect(estimate!.value).toBeGreaterThan(s.sqft * 250);
      expect(estimate!.value).toBeLessThan(s.sqft * 360);
    }
    // not found: no estimate at all
    expect(body[3]!.error?.code).toBe('NOT_FOUND');
    expect(body[3]).not.toHaveProperty('valuation_estimate');
  });

  it('gives null with the reason when the evidence is too thin, never a number', async () => {
    const [element] = await batch({ addresses: THIN.address, include: 'valuation_estimate' });
    expect(element!.property?.property_id).toBe(id(THIN.n));
    expect(element!.valuation_estimate).toBeNull();
    expect(element!.valuation_estimate_unavailable).toMatchObject({ reason: 'too_few_sales', candidates_seen: 1, minimum: 3 });
    const res = await api.get(
      `/properties/valuation?${new URLSearchParams({ address: THIN.address, as_of: element!.valuation_estimate_unavailable!.as_of })}`,
    );
    expect(res.status).toBe(422);
  });

  it('leaves the field out without include', async () => {
    const body = await batch({ addresses: [address(0), THIN.address].join('|') });
    for (const element of body) {
      expect(element.property).toBeDefined();
      expect(element).not.toHaveProperty('valuation_estimate');
      expect(element).not.toHaveProperty('valuation_estimate_unavailable');
    }
  });

  it('refuses an unknown include', async () => {
    const res = await api.get(`/properties/batch?${new URLSearchParams({ addresses: address(0), include: 'valuation' })}`);
    expect(res.status).toBe(400);
  });
});
