/**
 * Per-market calibration (docs/valuation.md#calibration), through `npm run calibrate` and the
 * gateway, on Virginia sales this file loads (its own state): a Richmond market (a metro) of 240
 * sales whose prices scatter more than King County's, so the default scales hold too few, and a
 * county outside any metro with 30. The calibration values each of a market's sales from the sales
 * before it; Richmond's answers then use its own scales, wider than the default, and say so; the
 * small county's state the default scales and why; an as_of before the calibration's last day never
 * reads it. The 240 sales are the fewest above the minimum a calibration needs (200 valued): the
 * reason this file takes a few seconds.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportRecord } from '../../../shared/properties/records/import-record.ts';
import { CALIBRATION_RULES, DEFAULT_SCALES } from '../../../shared/properties/valuation/calibration.ts';
import { NOMINAL_Z } from '../../../shared/properties/valuation/model.ts';
import { ValuationResponse } from '../../../shared/properties/valuation/schemas.ts';
import { withState } from '../../support/fixture.ts';
import { property, sale } from '../../support/records.ts';

const run = promisify(execFile);
const ROOT = new URL('../../..', import.meta.url).pathname;
const ID = 9_760_000;
const RICHMOND = { zip: '23220', city: 'RICHMOND', state: 'VA', fips: '51760', lat: 37.55, lon: -77.46 };
const BATH = { zip: '24484', city: 'HOT SPRINGS', state: 'VA', fips: '51017', lat: 38.0, lon: -79.83 };

/** A deterministic scatter in log price, sd about 0.2: far wider than the comparables' agreement shows. */
const scatter = (n: number) => 0.35 * Math.sin(n * 12.9898) * Math.cos(n * 78.233);

function homes(where: typeof RICHMOND, first: number, count: number): ImportRecord[] {
  return Array.from({ length: count }, (_, k) => {
    const n = first + k;
    const sqft = 1200 + (n % 9) * 100;
    const price = Math.round(250_000 * (sqft / 1500) ** 0.45 * Math.exp(scatter(n)));
    // one sale every day and a half through 2024, on a grid of blocks
    const day = new Date(Date.UTC(2024, 0, 1) + Math.floor(k * 1.5) * 86_400_000).toISOString().slice(0, 10);
    return property(ID + n, `${100 + n} Calibration St`, {
      zip: where.zip,
      city: where.city,
      state: where.state,
      lat: where.lat + Math.floor(k / 20) * 0.001,
      lon: where.lon + (k % 20) * 0.001,
      property_type: 'Single Family Residential',
      parcel: { fips_code: where.fips, area_sq_ft: 7500 } as never,
      structure: { living_area_sqft: sqft, beds_count: 3, baths: 2, year_built: 1990 } as never,
      transactions: [sale(day, price, `BUYER ${n}`, `SELLER ${n}`)],
    });
  });
}

const RECORDS = [...homes(RICHMOND, 0, 240), ...homes(BATH, 1000, 30)];
const { api, sql } = withState('VA', RECORDS, { rollups: true });
// the calibrations of this file's markets, before and after it
const clear = () => sql`delete from valuation_calibrations where (market_level, market) in (('cbsa', '40060'), ('county', '51017'))`;
beforeAll(clear);
afterAll(clear);

const valuation = async (where: typeof RICHMOND, asOf?: string) => {
  const params = new URLSearchParams({
    latitude: String(where.lat + 0.0005),
    longitude: String(where.lon + 0.0055),
    property_type: 'Single Family Residential',
    living_area_sqft: '1500',
    beds: '3',
    baths: '2',
    year_built: '1990',
    ...(asOf ? { as_of: asOf } : {}),
  });
  const res = await api.get(`/properties/valuation?${params}`);
  expect(res.status).toBe(200);
  return ValuationResponse.parse(await res.json());
};

describe('per-market calibration', () => {
  it('npm run calibrate fits a market with enough backtested sales and records the rest with their sample', async () => {
    const result = await run('npx', ['tsx', 'scripts/calibrate.ts', '--state', 'va', '--concurrency', '1'], {
      cwd: ROOT,
      env: process.env,
    });
    expect(result.stdout).toContain('calibrated 2 markets');
    const rows = await sql<{ market_level: string; market: string; held: number; sales: number; fit: string | null }[]>`
        select market_level, market, held, sales, fit from valuation_calibrations
        where market in ('51017', '40060') order by market_level desc`;
    expect(rows).toEqual([
      { market_level: 'county', market: '51017', held: 30, sales: expect.any(Number), fit: null },
      { market_level: 'cbsa', market: '40060', held: 240, sales: expect.any(Number), fit: 'factor' },
    ]);
    expect(rows[0]!.sales).toBeLessThan(CALIBRATION_RULES.minimumSales);
    expect(rows[1]!.sales).toBeGreaterThanOrEqual(CALIBRATION_RULES.minimumSales);
  }, 120_000);

  it("a market's answers use its own scales, wider than the default where prices scatter more, and say so", async () => {
    const [row] = await sql<
      { through: string; sales: number; interval_floor: number; interval_scale: number; interval_thinness: number }[]
    >`
      select to_char(through, 'YYYY-MM-DD') as through, sales, interval_floor, interval_scale, interval_thinness
      from valuation_calibrations where market_level = 'cbsa' and market = '40060'`;
    const v = await valuation(RICHMOND);
    expect(v.method.calibration).toMatchObject({
      market: '40060',
      market_level: 'cbsa',
      scales: 'market',
      fit: 'factor',
      sales: row!.sales,
      through: row!.through,
      interval: {
        floor: expect.closeTo(row!.interval_floor, 4),
        scale: expect.closeTo(row!.interval_scale, 4),
        thinness: expect.closeTo(row!.interval_thinness, 4),
      },
      reason: null,
    });
    // one factor on the default scales (with a thinness term of the market's own), and a wider one: the default held too few of these prices
    expect(row!.interval_floor / DEFAULT_SCALES.interval.floor).toBeCloseTo(row!.interval_scale / DEFAULT_SCALES.interval.scale, 6);
    expect(row!.interval_floor).toBeGreaterThan(DEFAULT_SCALES.interval.floor);
    // the interval is at least the floor wide: value × exp(±z × floor) or more
    expect(Math.log(v.high / v.value)).toBeGreaterThanOrEqual(NOMINAL_Z * row!.interval_floor - 1e-3);
  });

  it('an as_of before the calibration’s last day never reads it: the default scales, and why', async () => {
    const v = await valuation(RICHMOND, '2024-06-30');
    expect(v.method.calibration).toMatchObject({
      market: '40060',
      scales: 'default',
      fit: null,
      sales: null,
      interval: DEFAULT_SCALES.interval,
      reason: expect.stringContaining('no calibration through as_of'),
    });
  });

  it('a market with too few backtested sales states the default scales and its sample', async () => {
    const [row] = await sql<
      { sales: number }[]
    >`select sales from valuation_calibrations where market_level = 'county' and market = '51017'`;
    const v = await valuation(BATH);
    expect(v.method.calibration).toMatchObject({
      market: '51017',
      market_level: 'county',
      scales: 'default',
      fit: null,
      sales: row!.sales,
      interval: DEFAULT_SCALES.interval,
      confidence: DEFAULT_SCALES.confidence,
      reason: expect.stringContaining(`valued ${row!.sales} sales`),
    });
  });
});
