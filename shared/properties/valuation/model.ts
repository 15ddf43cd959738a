/**
 * The comparables model (docs/valuation.md): pure arithmetic on the candidates one indexed scan
 * returned. Shared by the value (sales) and the rent (leases) estimates; `MODELS` holds what
 * differs between the two.
 *
 *   1. every candidate's price is brought to the reference month with the local price index;
 *   2. a weighted ridge regression of ln(price) on the subject-centred facts (living area, lot, age
 *      from the effective year built, beds, baths, quality, condition, waterfront, view, basement, and
 *      position east and north; a fact only where at least half of the candidates state it) over the
 *      candidates, each coefficient pulled toward its prior and refitted with outlying sales
 *      down-weighted, gives the adjustment per unit of difference and its own prediction for the
 *      subject;
 *   3. each candidate's adjusted price = its price × the time factor × exp(Σ coefficient × (subject −
 *      candidate)), listed attribute by attribute;
 *   4. weight = distance × recency × similarity (the smaller the adjustments, the more similar);
 *   5. the value is the weighted median of the adjusted prices of the `maxComparables` heaviest,
 *      blended (in logs) with the fit's prediction by `fitShare`; the interval and the confidence come
 *      from their weighted spread and an error floor, each calibrated on the backtest
 *      (bench/results/backtest-*.json).
 */
import { type PriceIndex, timeAdjustment } from './price-index.ts';
import { known, type Traits, typeGroup } from './traits.ts';

export const ADJUSTMENTS = [
  'time',
  'living_area',
  'lot_size',
  'age',
  'beds',
  'baths',
  'quality',
  'condition',
  'waterfront',
  'view',
  'basement',
  'location',
] as const;
export type Adjustment = (typeof ADJUSTMENTS)[number];

/** Regression columns, each feeding one adjustment. */
const COLUMNS = [
  'living_area',
  'lot_size',
  'age',
  'age2',
  'beds',
  'baths',
  'quality',
  'condition',
  'waterfront',
  'view',
  'basement',
  'east',
  'north',
] as const;
type Column = (typeof COLUMNS)[number];
const GROUP: Record<Column, Adjustment> = {
  living_area: 'living_area',
  lot_size: 'lot_size',
  age: 'age',
  age2: 'age',
  beds: 'beds',
  baths: 'baths',
  quality: 'quality',
  condition: 'condition',
  waterfront: 'waterfront',
  view: 'view',
  basement: 'basement',
  east: 'location',
  north: 'location',
};

/**
 * An error scale in log price: sqrt(floor² + (scale × spread)² + (thinness / candidates)²). The
 * thinness term is the error that few candidates in reach leave beyond what their spread shows
 * (docs/valuation.md#thin-evidence): 0 in the default scales, fitted per market.
 */
export interface ErrorScale {
  floor: number;
  scale: number;
  thinness: number;
}
export const errorScale = ({ floor, scale, thinness }: ErrorScale, spread: number, candidates: number) =>
  Math.hypot(floor, scale * spread, thinness / candidates);

export interface ModelSettings {
  /** prior coefficient of each column (log price per unit) */
  priors: Record<Column, number>;
  /** coefficients are kept within these bounds whatever the local fit says */
  bounds: Record<Column, readonly [number, number]>;
  /** how many candidates' worth of evidence each prior counts as */
  priorWeight: number;
  /** refits with Huber weights, so that a few outlying sales do not set the coefficients */
  robustRefits: number;
  /** the fit's prediction for the subject takes this share of the value (in logs), the comparables' median the rest */
  fitShare: number;
  /** recency: a candidate's weight halves every this many months */
  halfLifeMonths: number;
  /**
   * The window's edge: over its last this many months a candidate's weight tapers smoothly to 0 at
   * ESTIMATE_LIMITS.months, so a sale leaving the window takes no step out of the estimate.
   */
  edgeMonths: number;
  /** similarity: weight 1 / (1 + (gross adjustment / this)²) */
  similarityScale: number;
  /** distance: weight 1 / (1 + (d / h)²), h = the median candidate distance, at least this (miles) */
  minBandwidthMiles: number;
  /**
   * The interval's error scale in log, sqrt(floor² + (scale × spread)² + (thinness / n)²), spread
   * the comparables' weighted spread × √(1 + 1/n_eff), n the candidates weighed: the floor is the
   * error comparables that agree still leave (the home's own finish, the sale's terms), the thinness
   * the error few candidates leave unseen; calibrated on the backtest so that NOMINAL_COVERAGE of
   * prices fall inside at every width and every depth of evidence, not only on average.
   */
  interval: ErrorScale;
  /** the same for the confidence, calibrated so that the stated probability of ±CONFIDENCE_BAND is the share found there */
  confidence: ErrorScale;
  /** low and high are kept within the used comparables' adjusted prices (the estimate never goes beyond its evidence) */
  withinEvidence: boolean;
}

/** The interval's nominal coverage: [low, high] should hold this share of actual prices. */
export const NOMINAL_COVERAGE = 0.8;
/** Confidence = the estimated probability that the price lands within ±this of the value. */
export const CONFIDENCE_BAND = 0.1;
/** Search limits (docs/valuation.md#selection). */
export const ESTIMATE_LIMITS = {
  /** the largest radius, miles: the default search reaches it only where evidence is sparse */
  radius: 5,
  /** how far back evidence is read, months before as_of */
  months: 24,
  /** the nearest candidates the model weighs */
  candidates: 120,
  maxComparables: 50,
  defaultComparables: 15,
} as const;

/** Fewer usable comparables than this: no estimate (422). */
export const MIN_COMPARABLES = 3;

const lotLog = (lot: number) => Math.log(Math.min(Math.max(lot, 1_000), 87_120));

export const MODELS: Record<'sale' | 'lease', ModelSettings> = {
  sale: {
    priors: {
      living_area: 0.45,
      lot_size: 0.08,
      age: -0.03,
      age2: 0.004,
      beds: -0.02,
      baths: 0.04,
      quality: 0.12,
      condition: 0.05,
      waterfront: 0.4,
      view: 0.06,
      basement: 0,
      east: 0,
      north: 0,
    },
    bounds: {
      living_area: [0.15, 0.9],
      lot_size: [0, 0.3],
      age: [-0.15, 0.1],
      age2: [-0.02, 0.03],
      beds: [-0.1, 0.08],
      baths: [-0.05, 0.12],
      quality: [0, 0.3],
      condition: [0, 0.15],
      waterfront: [0, 0.9],
      view: [0, 0.2],
      basement: [-0.5, 0.5],
      east: [-0.3, 0.3],
      north: [-0.3, 0.3],
    },
    priorWeight: 30,
    robustRefits: 2,
    fitShare: 0.3,
    halfLifeMonths: 6,
    edgeMonths: 6,
    similarityScale: 0.1,
    minBandwidthMiles: 0.15,
    interval: { floor: 0.075, scale: 0.85, thinness: 0 },
    confidence: { floor: 0.065, scale: 0.75, thinness: 0 },
    withinEvidence: false,
  },
  lease: {
    priors: {
      living_area: 0.4,
      lot_size: 0.02,
      age: -0.01,
      age2: 0.001,
      beds: 0.03,
      baths: 0.03,
      quality: 0.04,
      condition: 0.03,
      waterfront: 0.1,
      view: 0.02,
      basement: 0,
      east: 0,
      north: 0,
    },
    bounds: {
      living_area: [0.1, 0.8],
      lot_size: [0, 0.15],
      age: [-0.1, 0.05],
      age2: [-0.01, 0.02],
      beds: [-0.05, 0.12],
      baths: [-0.05, 0.12],
      quality: [0, 0.15],
      condition: [0, 0.1],
      waterfront: [0, 0.4],
      view: [0, 0.1],
      basement: [-0.3, 0.3],
      east: [-0.3, 0.3],
      north: [-0.3, 0.3],
    },
    priorWeight: 30,
    robustRefits: 0,
    fitShare: 0,
    halfLifeMonths: 12,
    edgeMonths: 6,
    similarityScale: 0.2,
    minBandwidthMiles: 0.15,
    interval: { floor: 0, scale: 1.28, thinness: 0 },
    confidence: { floor: 0, scale: 1.28, thinness: 0 },
    withinEvidence: true,
  },
};

export interface Candidate {
  propertyId: number;
  seq: number;
  miles: number;
  /** offset from the subject, miles */
  eastMiles: number;
  northMiles: number;
  /** sale (lease) date, YYYY-MM-DD */
  date: string;
  /** months between the date and the as-of date (days / 30.4375, fractional, so weights move smoothly with as_of) */
  monthsAgo: number;
  /** sale price or monthly rent */
  price: number;
  traits: Traits;
}

export interface Adjusted {
  candidate: Candidate;
  /** log adjustment per attribute (0 where an attribute is unknown on either side or not modelled) */
  adjustments: Record<Adjustment, number>;
  /** the price with every adjustment */
  adjustedPrice: number;
  weight: number;
  /** the weight's parts */
  parts: { distance: number; recency: number; similarity: number };
}

export interface Estimate {
  value: number;
  /** the weighted median of the used comparables' adjusted prices */
  comparablesValue: number;
  /** the local fit's prediction for the subject; null when too few candidates had every fact to fit */
  fitValue: number | null;
  low: number;
  high: number;
  confidence: number;
  /** the comparables the value rests on, heaviest first */
  used: Adjusted[];
  /** coefficients of the local fit (log price per unit), for the columns used */
  coefficients: Partial<Record<Column, number>>;
  /** weighted spread of the used comparables' log adjusted prices */
  spread: number;
  /** effective number of comparables (Kish): (Σw)² / Σw² */
  effective: number;
  /** the spread the error scales multiply: spread × √(1 + 1 / effective) */
  predicted: number;
  /** the candidates the model weighed (the thinness term's count) */
  candidates: number;
  /** the log error scales of the interval and of the confidence (before `withinEvidence`) */
  intervalSigma: number;
  confidenceSigma: number;
}

/**
 * The recency weight of evidence `months` before as_of: halves every `halfLife` whole months (the
 * setting chosen on the backtest), and over the window's last `edge` months falls smoothly (a half
 * cosine of the fractional months) to 0 at its end.
 */
export function recencyWeight(months: number, halfLife: number, edge: number, window: number = ESTIMATE_LIMITS.months): number {
  const decay = 0.5 ** (Math.floor(Math.max(0, months)) / halfLife);
  const into = months - (window - edge);
  if (into <= 0) return decay;
  if (into >= edge) return 0;
  return decay * 0.5 * (1 + Math.cos((Math.PI * into) / edge));
}

/** The model's columns of a building, relative to nothing (the fit centres them on the subject). */
export function columns(t: Traits, asOfYear: number): Record<Column, number | null> {
  const sqft = known(t.livingSqft);
  const lot = known(t.lotSqft);
  const ageDecades = t.yearBuilt !== null && t.yearBuilt > 1700 ? Math.max(0, asOfYear - ageFrom(t, asOfYear)!) / 10 : null;
  return {
    living_area: sqft === null ? null : Math.log(sqft),
    lot_size: lot === null ? null : lotLog(lot),
    age: ageDecades,
    age2: ageDecades === null ? null : ageDecades * ageDecades,
    beds: t.beds === null || t.beds < 0 ? null : Math.min(t.beds, 8),
    baths: known(t.baths) === null ? null : Math.min(t.baths!, 8),
    quality: t.quality,
    condition: t.condition,
    waterfront: t.waterfront,
    view: t.view,
    basement: t.basement,
    east: null,
    north: null,
  };
}

/**
 * The year a building's age counts from in `asOfYear`: its effective year built when a renovation
 * moved it later than the year built, and not after that year (a renovation not yet done then), else
 * the year built (docs/valuation.md#traits).
 */
export function ageFrom(t: Pick<Traits, 'yearBuilt' | 'effectiveYearBuilt'>, asOfYear: number): number | null {
  if (t.yearBuilt === null) return null;
  const effective = t.effectiveYearBuilt;
  return effective !== null && effective > t.yearBuilt && effective <= asOfYear ? effective : t.yearBuilt;
}

/** East and north are already offsets from the subject: always compared, never centred again. */
const isPosition = (c: Column) => c === 'east' || c === 'north';

/**
 * The columns the fit compares: east and north always; a fact when the subject has it and so do
 * at least half of the candidates (a fact few neighbours state would leave too few rows to fit, and
 * would count as a difference against every comparable that does not state it).
 */
export function activeColumns(own: Record<Column, number | null>, candidates: readonly Record<Column, number | null>[]): Column[] {
  return COLUMNS.filter(
    (c) => isPosition(c) || (own[c] !== null && 2 * candidates.filter((v) => v[c] !== null).length >= candidates.length),
  );
}

/**
 * Solves the weighted ridge problem: minimise Σ w (y − a − Xβ)² + Σ_k p_k (β_k − prior_k)², the
 * intercept a unpenalised. Returns [a, β...]. Gaussian elimination with partial pivoting on the
 * (k+1)² normal equations; k is at most 12.
 */
export function ridge(X: readonly number[][], y: readonly number[], w: readonly number[], penalty: number[], prior: number[]): number[] {
  const k = penalty.length;
  const dim = k + 1;
  const A = Array.from({ length: dim }, () => new Array<number>(dim + 1).fill(0));
  for (let i = 0; i < y.length; i++) {
    const row = [1, ...X[i]!];
    for (let r = 0; r < dim; r++) {
      for (let c = 0; c < dim; c++) A[r]![c]! += w[i]! * row[r]! * row[c]!;
      A[r]![dim]! += w[i]! * row[r]! * y[i]!;
    }
  }
  for (let j = 0; j < k; j++) {
    A[j + 1]![j + 1]! += penalty[j]!;
    A[j + 1]![dim]! += penalty[j]! * prior[j]!;
  }
  for (let col = 0; col < dim; col++) {
    let pivot = col;
    for (let r = col + 1; r < dim; r++) if (Math.abs(A[r]![col]!) > Math.abs(A[pivot]![col]!)) pivot = r;
    [A[col], A[pivot]] = [A[pivot]!, A[col]!];
    const p = A[col]![col]!;
    if (Math.abs(p) < 1e-12) continue;
    for (let r = 0; r < dim; r++) {
      if (r === col) continue;
      const f = A[r]![col]! / p;
      if (f === 0) continue;
      for (let c = col; c <= dim; c++) A[r]![c]! -= f * A[col]![c]!;
    }
  }
  return A.map((row, i) => (Math.abs(row[i]!) < 1e-12 ? (i === 0 ? 0 : prior[i - 1]!) : row[dim]! / row[i]!));
}

/**
 * The weighted quantile of values: each value sits at the middle of its share of the total weight
 * and the quantile is interpolated linearly between those places (with equal weights: the usual
 * median). Values must be non-empty and weights positive.
 */
export function weightedQuantile(values: readonly number[], weights: readonly number[], p: number): number {
  const order = values.map((_, i) => i).sort((a, b) => values[a]! - values[b]! || a - b);
  const total = weights.reduce((a, b) => a + b, 0);
  const target = p * total;
  let cumulative = 0;
  let prevPlace = -Infinity;
  let prevValue = values[order[0]!]!;
  for (const i of order) {
    const place = cumulative + weights[i]! / 2;
    cumulative += weights[i]!;
    if (target <= place) {
      if (prevPlace === -Infinity) return values[i]!;
      return prevValue + ((target - prevPlace) / (place - prevPlace)) * (values[i]! - prevValue);
    }
    prevPlace = place;
    prevValue = values[i]!;
  }
  return prevValue;
}

/** Weighted standard deviation of values around `centre`, with the small-sample correction for weights (Kish's effective count). */
export function weightedSpread(values: readonly number[], weights: readonly number[], centre: number): number {
  const total = weights.reduce((a, b) => a + b, 0);
  const sq = weights.reduce((a, b) => a + b * b, 0);
  const eff = (total * total) / sq;
  const variance = values.reduce((s, v, i) => s + weights[i]! * (v - centre) ** 2, 0) / total;
  return Math.sqrt(eff > 1 ? (variance * eff) / (eff - 1) : variance);
}

/** P(|e| <= ln(1 + band)) for e normal with mean 0 and standard deviation sigma. */
export function withinBandProbability(sigma: number, band = CONFIDENCE_BAND): number {
  if (!(sigma > 0)) return 1;
  return erf(Math.log(1 + band) / (sigma * Math.SQRT2));
}

/** The error function (Abramowitz and Stegun 7.1.26, |error| < 1.5e-7). */
export function erf(x: number): number {
  const sign = x < 0 ? -1 : 1;
  const a = Math.abs(x);
  const t = 1 / (1 + 0.3275911 * a);
  const y = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-a * a);
  return sign * y;
}

/** The standard normal quantile for the nominal coverage's upper bound: 1.2816 for 80%. */
export const NOMINAL_Z = 1.2815515655446004;

const clamp = (x: number, [lo, hi]: readonly [number, number]) => Math.min(hi, Math.max(lo, x));

/**
 * The estimate from the candidates, or null when fewer than MIN_COMPARABLES are usable.
 * `asOf` (YYYY-MM-DD) sets the ages; `index` the time adjustment; `maxComparables` how many of the
 * heaviest comparables the value rests on.
 */
export function estimate(
  subject: Traits,
  found: readonly Candidate[],
  options: { asOf: string; index: PriceIndex; maxComparables: number; settings: ModelSettings },
): Estimate | null {
  const { settings } = options;
  // a candidate at the window's very end weighs nothing
  const candidates = found.filter((c) => recencyWeight(c.monthsAgo, settings.halfLifeMonths, settings.edgeMonths) > 0);
  if (candidates.length < MIN_COMPARABLES) return null;
  const year = Number(options.asOf.slice(0, 4));
  const own = columns(subject, year);
  const theirs = candidates.map((c) => ({ ...columns(c.traits, year), east: c.eastMiles, north: c.northMiles }));
  const active = activeColumns(own, theirs);

  // 1. time
  const time = candidates.map((c) => timeAdjustment(options.index, c.date));
  const y = candidates.map((c, i) => Math.log(c.price) + time[i]!);

  // 2. the local fit, on the candidates whose every active column is known
  const cols = theirs.map((v) => active.map((name) => (v[name] === null ? null : v[name]! - (isPosition(name) ? 0 : own[name]!))));
  const sorted = candidates.map((c) => c.miles).sort((a, b) => a - b);
  const bandwidth = Math.max(settings.minBandwidthMiles, sorted[Math.floor((sorted.length - 1) / 2)]!);
  const distanceW = candidates.map((c) => 1 / (1 + (c.miles / bandwidth) ** 2));
  const recencyW = candidates.map((c) => recencyWeight(c.monthsAgo, settings.halfLifeMonths, settings.edgeMonths));
  const fitRows = candidates.flatMap((_, i) => (cols[i]!.every((v) => v !== null) ? [i] : []));
  const coefficients: Partial<Record<Column, number>> = {};
  const { beta, prediction } = fitCoefficients(active, fitRows, cols, y, distanceW, recencyW, settings);
  active.forEach((name, j) => {
    coefficients[name] = beta[j]!;
  });

  // 3. adjustments, 4. weights
  const adjusted = adjustAndWeigh(candidates, { time, y, cols, active, beta, distanceW, recencyW }, settings);

  // 5. the centre and the spread of the heaviest
  const used = adjusted
    .sort((a, b) => b.weight - a.weight || a.candidate.miles - b.candidate.miles || a.candidate.propertyId - b.candidate.propertyId)
    .slice(0, options.maxComparables);
  const logs = used.map((u) => Math.log(u.adjustedPrice));
  const weights = used.map((u) => u.weight);
  const median = weightedQuantile(logs, weights, 0.5);
  const centre = prediction === null ? median : (1 - settings.fitShare) * median + settings.fitShare * prediction;
  const spread = weightedSpread(logs, weights, centre);
  const total = weights.reduce((a, b) => a + b, 0);
  const effective = (total * total) / weights.reduce((a, b) => a + b * b, 0);
  const predicted = spread * Math.sqrt(1 + 1 / effective);
  const intervalSigma = errorScale(settings.interval, predicted, candidates.length);
  const confidenceSigma = errorScale(settings.confidence, predicted, candidates.length);
  const half = NOMINAL_Z * intervalSigma;
  const [least, most] = settings.withinEvidence ? [Math.min(...logs), Math.max(...logs)] : [-Infinity, Infinity];
  return {
    value: Math.exp(centre),
    comparablesValue: Math.exp(median),
    fitValue: prediction === null ? null : Math.exp(prediction),
    low: Math.exp(Math.max(centre - half, least)),
    high: Math.exp(Math.min(centre + half, most)),
    confidence: withinBandProbability(confidenceSigma),
    used,
    coefficients,
    spread,
    effective,
    predicted,
    candidates: candidates.length,
    intervalSigma,
    confidenceSigma,
  };
}

/** The columns of the fit per candidate, and what the fit and the weights read of them. */
interface Fitted {
  time: number[];
  y: number[];
  cols: (number | null)[][];
  active: Column[];
  beta: number[];
  distanceW: number[];
  recencyW: number[];
}

/** Steps 3 and 4: each candidate's price adjusted to the subject by the fit's coefficients, and its weight. */
function adjustAndWeigh(candidates: readonly Candidate[], f: Fitted, settings: ModelSettings): Adjusted[] {
  const { time, y, cols, active, beta, distanceW, recencyW } = f;
  return candidates.map((candidate, i) => {
    const adjustments = Object.fromEntries(ADJUSTMENTS.map((a) => [a, 0])) as Record<Adjustment, number>;
    adjustments.time = time[i]!;
    let unknown = 0;
    active.forEach((name, j) => {
      const diff = cols[i]![j];
      if (diff === null) unknown++;
      else adjustments[GROUP[name]] -= beta[j]! * diff!;
    });
    const gross = ADJUSTMENTS.reduce((s, a) => (a === 'time' ? s : s + Math.abs(adjustments[a])), 0);
    // an attribute that cannot be compared counts as a typical difference (the similarity scale)
    const similarity = 1 / (1 + ((gross + unknown * settings.similarityScale) / settings.similarityScale) ** 2);
    const logAdjusted = y[i]! + ADJUSTMENTS.reduce((s, a) => (a === 'time' ? s : s + adjustments[a]), 0);
    const parts = { distance: distanceW[i]!, recency: recencyW[i]!, similarity };
    return {
      candidate,
      adjustments,
      adjustedPrice: Math.exp(logAdjusted),
      weight: parts.distance * parts.recency * parts.similarity,
      parts,
    };
  });
}

/**
 * Step 2: the ridge fit over `rows`, weighted by distance and recency, refitted `robustRefits` times
 * with Huber weights (a residual beyond 1.345 robust standard deviations counts for less), each
 * coefficient clamped to its bounds. `prediction` is the fit's log price for the subject: with the
 * columns centred on it, the weighted mean of y − Xβ under the last weights and the clamped β;
 * null with too few rows to fit.
 */
function fitCoefficients(
  active: readonly Column[],
  rows: readonly number[],
  cols: readonly (number | null)[][],
  y: readonly number[],
  distanceW: readonly number[],
  recencyW: readonly number[],
  settings: ModelSettings,
): { beta: number[]; prediction: number | null } {
  const prior = active.map((c) => settings.priors[c]);
  if (rows.length < MIN_COMPARABLES) return { beta: prior, prediction: null };
  const raw = rows.map((i) => distanceW[i]! * recencyW[i]!);
  const scale = rows.length / raw.reduce((a, b) => a + b, 0);
  const w = raw.map((x) => x * scale);
  const X = rows.map((i) => cols[i]!.map((v) => v!));
  const penalty = active.map((_, j) => {
    const mean = X.reduce((s, row, r) => s + w[r]! * row[j]!, 0) / rows.length;
    const variance = X.reduce((s, row, r) => s + w[r]! * (row[j]! - mean) ** 2, 0) / rows.length;
    return settings.priorWeight * Math.max(variance, 1e-6);
  });
  const ys = rows.map((i) => y[i]!);
  const residuals = (beta: readonly number[], a: number) => ys.map((v, r) => v - a - X[r]!.reduce((s, x, j) => s + x * beta[j]!, 0));
  let weights = w;
  let solved = ridge(X, ys, weights, penalty, prior);
  for (let pass = 0; pass < settings.robustRefits; pass++) {
    const size = residuals(solved.slice(1), solved[0]!).map(Math.abs);
    const limit = HUBER_K * Math.max(MAD_TO_SD * weightedQuantile(size, w, 0.5), 1e-3);
    weights = w.map((x, r) => x * Math.min(1, limit / Math.max(size[r]!, 1e-12)));
    solved = ridge(X, ys, weights, penalty, prior);
  }
  const beta = active.map((c, j) => clamp(solved[j + 1]!, settings.bounds[c]));
  const rest = residuals(beta, 0);
  const prediction = rest.reduce((s, v, r) => s + v * weights[r]!, 0) / weights.reduce((a, b) => a + b, 0);
  return { beta, prediction };
}

/** Huber's tuning constant: 95% efficiency when the residuals are normal. */
const HUBER_K = 1.345;
/** The median absolute deviation times this estimates a normal standard deviation. */
const MAD_TO_SD = 1.4826;

/**
 * Same property type first (docs/valuation.md#selection): when the subject's type is known, the
 * candidates of another known type group are left out, unless that would leave fewer than
 * MIN_COMPARABLES (then every candidate stays, and the weights decide, and `widened` says so). A
 * candidate whose type is unknown is never left out for it.
 */
export function sameTypeFirst<C extends { traits: Traits }>(
  subjectType: string | null,
  candidates: readonly C[],
): { candidates: C[]; sameType: number; widened: boolean } {
  const group = typeGroup(subjectType);
  if (group === null) return { candidates: [...candidates], sameType: candidates.length, widened: false };
  const kept = candidates.filter((c) => {
    const other = typeGroup(c.traits.propertyType);
    return other === null || other === group;
  });
  if (kept.length >= MIN_COMPARABLES || kept.length === candidates.length)
    return { candidates: kept, sameType: kept.length, widened: false };
  return { candidates: [...candidates], sameType: kept.length, widened: true };
}
