/**
 * Per-market calibration of the valuation's interval and confidence (docs/valuation.md#calibration),
 * run by `npm run calibrate` after a load: for each market (a metro, CBSA; a county outside any metro)
 * with sales, a rolling backtest of
 * its recent sales, each valued by description as of the day before it from the sales before it
 * (the same estimate GET /properties/valuation gives, as `npm run backtest` asks for it), then the
 * error scales fitted on those residuals (shared/properties/valuation/calibration.ts) and stored in
 * valuation_calibrations. Too heavy for every rollup refresh (one valuation per backtested sale:
 * docs/valuation.md#calibration gives its cost), so it is a command of its own; until it has run, a
 * market's answers state the default scales.
 */
import type { Sql } from 'postgres';
import { addDays, addMonths } from '../../shared/platform/dates.ts';
import { InsufficientEvidence } from '../../shared/platform/errors.ts';
import { CALIBRATION_RULES, type Calibration, calibrate, type Residual } from '../../shared/properties/valuation/calibration.ts';
import { estimateWith } from '../../shared/properties/valuation/estimates.ts';
import { ESTIMATE_LIMITS } from '../../shared/properties/valuation/model.ts';
import type { Market } from '../../shared/properties/valuation/queries.ts';
import { rowTraits, type TraitColumn } from '../../shared/properties/valuation/trait-fields.ts';

export interface CalibrateOptions {
  /** the last sale day to backtest (default: each market's last sale); an estimate as of an earlier day never reads the result */
  through?: string | undefined;
  /** only the markets of this state */
  state?: string | undefined;
  /** valuations at once (the embedded database has one connection: 1) */
  concurrency?: number;
  /** each market's progress */
  log?: (line: string) => void;
}

export interface MarketCalibration extends Calibration {
  level: Market['level'];
  market: string;
  since: string;
  through: string;
  held: number;
  sales: number;
  seconds: number;
}

type HeldSale = { id: number; day: string; actual: number; lat: number; lon: number } & {
  [C in TraitColumn]: string | number | boolean | null;
};

/** Calibrates every market (of `state`) and stores each in valuation_calibrations; returns what it fitted. */
export async function calibrateMarkets(sql: Sql, options: CalibrateOptions = {}): Promise<MarketCalibration[]> {
  // transactions_purchases_geog_date serves the estimates; this once-per-run grouping scans the purchases
  const markets = await sql<{ level: Market['level']; market: string; last: string }[]>`
    select case when t.cbsa_code is not null then 'cbsa' else 'county' end as level, coalesce(t.cbsa_code, t.county_fips) as market,
           to_char(max(coalesce(t.sale_date, t.recording_date)), 'YYYY-MM-DD') as last
    from transactions t
    where t.is_purchase and t.market_evidence and t.sale_amount > 0 and coalesce(t.cbsa_code, t.county_fips) is not null
      and (${options.state ?? null}::text is null or t.state = ${options.state ?? null})
      and (${options.through ?? null}::date is null or coalesce(t.sale_date, t.recording_date) <= ${options.through ?? null}::date)
    group by 1, 2 order by 1, 2`;
  const out: MarketCalibration[] = [];
  for (const { level, market, last } of markets) {
    const started = performance.now();
    const through = options.through ?? last;
    const held = await recentSales(sql, { level, code: market }, through);
    const residuals = await backtest(sql, held, options.concurrency ?? 4);
    const fit = calibrate(residuals);
    const since = held.reduce((a, h) => (h.day < a ? h.day : a), through);
    const row: MarketCalibration = {
      level,
      market,
      since,
      through,
      held: held.length,
      sales: residuals.length,
      ...fit,
      seconds: (performance.now() - started) / 1000,
    };
    await store(sql, row);
    options.log?.(
      `${level} ${market}: ${row.sales} of ${row.held} sales valued ${since} through ${through}; ${row.fit ?? 'too few: default scales'}, interval floor ${row.scales.interval.floor.toFixed(4)} scale ${row.scales.interval.scale.toFixed(3)} thinness ${row.scales.interval.thinness.toFixed(3)}, coverage ${(row.coverage * 100).toFixed(1)}% (default ${(row.defaultCoverage * 100).toFixed(1)}%), ${row.seconds.toFixed(1)} s`,
    );
    out.push(row);
  }
  return out;
}

/**
 * The market's most recent purchases that are market evidence, dated in the CALIBRATION_RULES.months
 * through `through` and recorded by then, at most sampleSales, with their buildings.
 */
function recentSales(sql: Sql, market: Market, through: string) {
  return sql<HeldSale[]>`
    select t.property_id::float8 as id, to_char(coalesce(t.sale_date, t.recording_date), 'YYYY-MM-DD') as day, t.sale_amount::float8 as actual,
           p.lat, p.lon, p.property_type, p.living_sqft::float8 as sqft, p.lot_sqft::float8 as lot_sqft, p.year_built, p.effective_year_built,
           p.beds::float8 as beds, p.baths::float8 as baths, p.quality, p.condition, p.waterfront, p.parcel_view as view, p.basement_type
    from transactions t join properties p on p.property_id = t.property_id
    where (case when ${market.level} = 'cbsa' then t.cbsa_code = ${market.code} else t.cbsa_code is null and t.county_fips = ${market.code} end)
      and t.is_purchase and t.market_evidence and t.sale_amount > 0
      and coalesce(t.sale_date, t.recording_date) > ${addMonths(through, -CALIBRATION_RULES.months)}::date
      and coalesce(t.sale_date, t.recording_date) <= ${through}::date
      and coalesce(t.recording_date, t.sale_date) <= ${through}::date
      and p.lat is not null and p.lon is not null
    order by coalesce(t.sale_date, t.recording_date) desc, t.property_id, t.seq
    limit ${CALIBRATION_RULES.sampleSales}`;
}

/** Each sale valued by description as of the day before it; a sale with too little evidence is left out. */
async function backtest(sql: Sql, held: readonly HeldSale[], concurrency: number): Promise<Residual[]> {
  const residuals: (Residual | null)[] = new Array(held.length).fill(null);
  let next = 0;
  const worker = async () => {
    while (next < held.length) {
      const i = next++;
      const h = held[i]!;
      try {
        const a = await estimateWith(sql, 'sale', {
          subject: { propertyId: null, address: null, lat: h.lat, lon: h.lon, state: null, traits: rowTraits(h) },
          asOf: addDays(h.day, -1),
          maxComparables: ESTIMATE_LIMITS.defaultComparables,
        });
        residuals[i] = { error: Math.log(h.actual / a.value), ...a.residual };
      } catch (e) {
        if (!(e instanceof InsufficientEvidence)) throw e;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  return residuals.filter((r) => r !== null);
}

async function store(sql: Sql, c: MarketCalibration) {
  const fitted = c.fit !== null;
  await sql`
    insert into valuation_calibrations (kind, market_level, market, through, since, held, sales, fit, interval_floor, interval_scale, interval_thinness,
                                        confidence_floor, confidence_scale, confidence_thinness, coverage, default_coverage)
    values ('sale', ${c.level}, ${c.market}, ${c.through}, ${c.since}, ${c.held}, ${c.sales}, ${c.fit},
            ${fitted ? c.scales.interval.floor : null}, ${fitted ? c.scales.interval.scale : null}, ${fitted ? c.scales.interval.thinness : null},
            ${fitted ? c.scales.confidence.floor : null}, ${fitted ? c.scales.confidence.scale : null}, ${fitted ? c.scales.confidence.thinness : null},
            ${Number.isFinite(c.coverage) ? c.coverage : null}, ${Number.isFinite(c.defaultCoverage) ? c.defaultCoverage : null})
    on conflict (kind, market_level, market, through) do update set
      since = excluded.since, held = excluded.held, sales = excluded.sales, fit = excluded.fit,
      interval_floor = excluded.interval_floor, interval_scale = excluded.interval_scale, interval_thinness = excluded.interval_thinness,
      confidence_floor = excluded.confidence_floor, confidence_scale = excluded.confidence_scale,
      confidence_thinness = excluded.confidence_thinness,
      coverage = excluded.coverage, default_coverage = excluded.default_coverage, calibrated_at = now()`;
}
