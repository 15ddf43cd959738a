/**
 * Deterministic market simulator: realistic synthetic single-family-rental data (homes, owners,
 * 25 years of deeds and mortgages, leases) over real zips, in the project's NDJSON import
 * format, labelled data_source "synthetic-demo". Calibrated on real public data
 * (data/calibration/SOURCE.md).
 *
 * Markets come one after another in the order given; a market's homes have consecutive
 * property_ids and come zip by zip, street by street. Memory stays bounded whatever the size.
 */
import type { ImportRecord } from '../../shared/properties/records/import-record.ts';
import { parseIsoDay } from './dates.ts';
import { type MarketWart, marketWartLabels, withMarketWarts, withPortfolioDeeds } from './market-warts.ts';
import { DEFAULT_MARKETS, MARKETS, marketById } from './markets.ts';
import { mix32 } from './random.ts';
import { PropertyFactory } from './record.ts';
import { withRecordingWarts } from './recording-warts.ts';
import { apportion, buildWorld } from './world.ts';

export { calibratedHomeValue } from './indexes.ts';
export type { MarketDef } from './markets.ts';
export { DATA_SOURCE } from './record.ts';
export { DEFAULT_MARKETS, MARKETS };

export interface SimulationOptions {
  properties: number;
  seed: number;
  markets?: string[];
  /** the simulated "today" (YYYY-MM-DD): fixed, never the clock, so output is reproducible */
  asOf?: string;
  firstPropertyId?: number;
  /** add the recording warts of real sales lists (recording-warts.ts): sales listed twice, unnamed sellers */
  recordingWarts?: boolean;
  /** add the market warts of real public records (market-warts.ts): portfolio deeds, unflagged family and distressed deeds, mistyped prices, condos without units */
  marketWarts?: boolean;
}

export const DEFAULT_AS_OF = '2026-09-30';

/** How many homes each market gets: the markets' weights, split exactly. */
export function marketCounts(options: Pick<SimulationOptions, 'properties' | 'markets'>): Map<string, number> {
  const ids = options.markets ?? DEFAULT_MARKETS;
  if (ids.length === 0 || new Set(ids).size !== ids.length) throw new RangeError('markets must be a non-empty list without repeats');
  const defs = ids.map(marketById);
  const counts = apportion(
    options.properties,
    defs.map((m) => m.weight),
  );
  return new Map(defs.map((m, i) => [m.id, counts[i]!]));
}

/** The history model starts in 2000 and 30-year mortgages must end inside the date tables. */
const AS_OF_RANGE = ['2010-01-01', '2050-12-31'] as const;

function validate(options: SimulationOptions): void {
  if (!Number.isSafeInteger(options.properties) || options.properties < 0)
    throw new RangeError('properties must be a non-negative integer');
  if (!Number.isSafeInteger(options.seed)) throw new RangeError('seed must be an integer');
  const first = options.firstPropertyId ?? 1;
  if (!Number.isSafeInteger(first) || first < 1) throw new RangeError('firstPropertyId must be a positive integer');
  const asOf = options.asOf ?? DEFAULT_AS_OF;
  parseIsoDay(asOf);
  if (asOf < AS_OF_RANGE[0] || asOf > AS_OF_RANGE[1]) throw new RangeError(`asOf must be between ${AS_OF_RANGE[0]} and ${AS_OF_RANGE[1]}`);
}

/** The seed folded to the 32 bits the generators take, keeping its high bits' influence. */
const seedWord = (seed: number): number => ((seed >>> 0) ^ mix32(Math.floor(seed / 2 ** 32))) >>> 0;

/** Yields one property record (with its transactions and rentals) at a time. Bad options throw here, not on the first record. */
export function simulate(options: SimulationOptions): Generator<ImportRecord> {
  validate(options);
  const records = generate(
    seedWord(options.seed),
    parseIsoDay(options.asOf ?? DEFAULT_AS_OF),
    marketCounts(options),
    options.firstPropertyId ?? 1,
  );
  if (!options.recordingWarts && !options.marketWarts) return records;
  return warted(records, seedWord(options.seed), options.asOf ?? DEFAULT_AS_OF, options);
}

/** What the simulator meant a transfer to be: its arm's-length flag as simulated, and the market wart written over it (null: none). */
export interface TransferTruth {
  armsLength: boolean | null;
  wart: MarketWart | null;
}

/**
 * The records of simulate({ ...options, marketWarts: true }) (without the recording warts, which
 * add and drop documents), each with the ground truth of its transfers by position: what the
 * loader's arm's-length and outlier rules are scored against.
 */
export function* simulateWithTruth(options: Omit<SimulationOptions, 'marketWarts' | 'recordingWarts'>): Generator<{
  record: ImportRecord;
  truth: TransferTruth[];
}> {
  validate(options);
  const seed = seedWord(options.seed);
  const asOf = options.asOf ?? DEFAULT_AS_OF;
  const records = generate(seed, parseIsoDay(asOf), marketCounts(options), options.firstPropertyId ?? 1);
  for (const r of withPortfolioDeeds(records, seed, asOf)) {
    const warts = marketWartLabels(r, seed);
    yield {
      record: withMarketWarts(r, seed),
      truth: (r.transactions ?? []).map((t, i) => ({ armsLength: t.ARMS_LENGTH ?? null, wart: warts[i]! })),
    };
  }
}

function* warted(
  records: Generator<ImportRecord>,
  seed: number,
  asOf: string,
  options: Pick<SimulationOptions, 'recordingWarts' | 'marketWarts'>,
): Generator<ImportRecord> {
  const market = options.marketWarts ? withPortfolioDeeds(records, seed, asOf) : records;
  for (const r of market) {
    const marked = options.marketWarts ? withMarketWarts(r, seed) : r;
    yield options.recordingWarts ? withRecordingWarts(marked, seed) : marked;
  }
}

function* generate(seed: number, asOf: number, counts: Map<string, number>, firstPropertyId: number): Generator<ImportRecord> {
  const world = buildWorld({ seed, asOf, counts, firstPropertyId });
  const factory = new PropertyFactory(world);
  for (const market of world.markets) {
    let zip = 0;
    for (let k = 0; k < market.n; k++) {
      while (market.zipStart[zip + 1]! <= k) zip++;
      yield factory.build(market, k, zip);
    }
  }
}
