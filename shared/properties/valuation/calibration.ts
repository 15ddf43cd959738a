/**
 * Per-market calibration of the interval and the confidence (docs/valuation.md#calibration): the
 * error scales sqrt(floor² + (scale × spread)² + (thinness / candidates)²) fitted on a market's own rolling backtest, each of
 * its recent sales valued as of the day before it from the sales before it. Pure arithmetic on the
 * backtest's residuals; loader/rollups/calibration.ts runs the backtest and stores the fit.
 */
import { CONFIDENCE_BAND, type ErrorScale, erf, errorScale, MODELS, NOMINAL_COVERAGE, NOMINAL_Z } from './model.ts';

/** One backtested sale: what the model knew before it, and how far its price landed from the value. */
export interface Residual {
  /** ln(actual price / value) */
  error: number;
  /** the comparables' spread the scales multiply (weighted spread × √(1 + 1/n_eff)) */
  spread: number;
  /** the widening of non-market evidence near the subject, ≥ 1 (docs/valuation.md#non-market-evidence) */
  widening: number;
  /** the candidates the model weighed (the thinness term's count) */
  candidates: number;
}

export interface Scales {
  interval: ErrorScale;
  confidence: ErrorScale;
}

export const CALIBRATION_RULES = {
  /**
   * Fewer valued sales than this: no calibration (the default scales, and the answer says so). The
   * standard error of a coverage share near 80% over n sales is √(0.8 × 0.2 / n): 2.8 points at 200,
   * so a market's fitted interval is known to cover its nominal 80% within about ±3 points.
   */
  minimumSales: 200,
  /**
   * From this many, the floor and the scale are both fitted, so that each fifth of the sales by the
   * interval's width holds the nominal share (each fifth then rests on the minimum); below it, one
   * factor times the default scales (their shape, fitted on King County, kept).
   */
  floorAndScaleSales: 1000,
  /** the backtest values at most this many of a market's sales, the most recent ones */
  sampleSales: 1500,
  /** ...dated in this many months through the calibration's last day */
  months: 12,
  /**
   * The thinness term (log error × candidates) is fitted from 0 to this by `thinnessStep`, so that
   * each of `depthParts` parts of the sales by the candidates weighed holds the nominal share: at 10
   * it adds 1 (log) to the error of an estimate from 10 candidates and 0.08 to one from 120.
   */
  maxThinness: 10,
  thinnessStep: 0.25,
  depthParts: 3,
} as const;

export type Fit = 'floor_and_scale' | 'factor';

export interface Calibration {
  fit: Fit | null;
  scales: Scales;
  /** the share of the sample inside the fitted interval (the default's when fit is null) */
  coverage: number;
  defaultCoverage: number;
}

/** The default scales: fitted on King County's validation months (docs/valuation.md#calibration). */
export const DEFAULT_SCALES: Scales = { interval: MODELS.sale.interval, confidence: MODELS.sale.confidence };

const sigma = (r: Residual, s: ErrorScale) => r.widening * errorScale(s, r.spread, r.candidates);
const times = (s: ErrorScale, x: number): ErrorScale => ({ floor: s.floor * x, scale: s.scale * x, thinness: s.thinness * x });

/** The share of the residuals inside the nominal interval ±NOMINAL_Z × σ. */
export function intervalCoverage(residuals: readonly Residual[], scale: ErrorScale): number {
  if (residuals.length === 0) return Number.NaN;
  return residuals.filter((r) => Math.abs(r.error) <= NOMINAL_Z * sigma(r, scale)).length / residuals.length;
}

/** A fitted bound is widened by this, so that rounding never leaves out the residual it was fitted to hold. */
const ROUNDING = 1 + 1e-9;
/** The k-th smallest (1-based) of `xs`. */
const kth = (xs: readonly number[], k: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length, Math.max(1, k)) - 1]!;
/** How many of n must be inside for a share of at least `target`. */
const needed = (n: number, target: number) => Math.ceil(target * n - 1e-9);

/**
 * One factor c so that c × the base scales holds `target` of the residuals: the target quantile of
 * each residual's |error| over the base interval's half-width.
 */
export function fitFactor(residuals: readonly Residual[], base: ErrorScale, target = NOMINAL_COVERAGE): number {
  const ratios = residuals.map((r) => Math.abs(r.error) / (NOMINAL_Z * sigma(r, base)));
  return kth(ratios, needed(residuals.length, target)) * ROUNDING;
}

/**
 * The sales (their indices) in CALIBRATION_RULES.depthParts parts by the candidates weighed, fewest
 * first; null when the thinnest part weighs as many candidates as the deepest (a market whose
 * estimates all reach the full count): there the thinness term cannot be told from the floor, and
 * is 0.
 */
export function depthParts(residuals: readonly Residual[]): number[][] | null {
  const n = residuals.length;
  const parts = CALIBRATION_RULES.depthParts;
  const order = residuals.map((_, i) => i).sort((a, b) => residuals[a]!.candidates - residuals[b]!.candidates || a - b);
  const split = Array.from({ length: parts }, (_, p) => order.slice(Math.floor((p * n) / parts), Math.floor(((p + 1) * n) / parts)));
  if (split.some((part) => part.length === 0)) return null;
  const thinnest = residuals[split[0]!.at(-1)!]!.candidates;
  const deepest = residuals[split[parts - 1]![0]!]!.candidates;
  return thinnest < deepest ? split : null;
}

/** The thinness terms a fit tries: only 0 when the sales do not differ in depth. */
const thinnessGrid = (parts: number[][] | null) =>
  parts === null
    ? [0]
    : Array.from(
        { length: Math.round(CALIBRATION_RULES.maxThinness / CALIBRATION_RULES.thinnessStep) + 1 },
        (_, i) => i * CALIBRATION_RULES.thinnessStep,
      );

/** Σ over the parts of (share inside − target)². */
function partsLoss(parts: readonly (readonly number[])[], inside: readonly boolean[], target: number): number {
  return parts.reduce((loss, part) => loss + (part.filter((i) => inside[i]).length / part.length - target) ** 2, 0);
}

/**
 * One factor c and a thinness term a so that c × (the base scales with a) holds `target` of the
 * residuals overall (c: fitFactor) and as nearly as can be in each part of them by depth
 * (depthParts): the a of 0 to CALIBRATION_RULES.maxThinness whose parts deviate least from the
 * target (sum of squares; the smaller a on a tie). Returns the scales fitted and a.
 */
export function fitFactorAndThinness(
  residuals: readonly Residual[],
  base: ErrorScale,
  target = NOMINAL_COVERAGE,
): { scale: ErrorScale; factor: number; thinness: number } {
  const parts = depthParts(residuals);
  let best: { scale: ErrorScale; factor: number; thinness: number; loss: number } | null = null;
  for (const thinness of thinnessGrid(parts)) {
    const factor = fitFactor(residuals, { ...base, thinness }, target);
    const scale = times({ ...base, thinness }, factor);
    const loss =
      parts === null
        ? 0
        : partsLoss(
            parts,
            residuals.map((r) => Math.abs(r.error) <= NOMINAL_Z * sigma(r, scale)),
            target,
          );
    if (best === null || loss < best.loss - 1e-12) best = { scale, factor, thinness, loss };
  }
  const { loss: _, ...fit } = best!;
  return fit;
}

/**
 * The floor f, the scale k and the thinness a that hold `target` of the residuals overall and as
 * nearly as can be in each fifth of them by the interval's width (by the comparables' spread,
 * widened) and in each part by depth (depthParts): for each a of 0 to CALIBRATION_RULES.maxThinness
 * and each k of a grid (0 to 3 by 0.01), the least f that holds the target overall (a residual is
 * inside once f² ≥ (|error| / (z × widening))² − (k × spread)² − (a / candidates)²), then the k and
 * a whose coverage overall, in each fifth and in each part deviates least from the target (sum of
 * squares; the smaller a, then the smaller k, on a tie).
 */
export function fitFloorAndScale(residuals: readonly Residual[], target = NOMINAL_COVERAGE): ErrorScale {
  const n = residuals.length;
  // fifths by what sets the width at any scale above 0 (the spread, widened): at a scale of 0 every
  // width is the floor's, and fifths by width would be arbitrary ones that hold the target by chance
  const byWidth = residuals
    .map((_, i) => i)
    .sort((a, b) => residuals[a]!.widening * residuals[a]!.spread - residuals[b]!.widening * residuals[b]!.spread);
  const fifths = Array.from({ length: 5 }, (_, f) => byWidth.slice(Math.floor((f * n) / 5), Math.floor(((f + 1) * n) / 5)));
  const depth = depthParts(residuals);
  const errors = residuals.map((r) => (Math.abs(r.error) / (NOMINAL_Z * r.widening)) ** 2);
  const needs = new Float64Array(n);
  let best: { scale: ErrorScale; loss: number } | null = null;
  for (const thinness of thinnessGrid(depth)) {
    for (let step = 0; step <= 300; step++) {
      const k = step / 100;
      residuals.forEach((r, i) => {
        needs[i] = Math.sqrt(Math.max(0, errors[i]! - (k * r.spread) ** 2 - (thinness / r.candidates) ** 2));
      });
      const floor = needs.slice().sort()[needed(n, target) - 1]! * ROUNDING;
      // a residual is inside once the floor reaches what it needs
      const inside = Array.from(needs, (x) => x <= floor);
      // overall (a floor of 0 may hold more than the target), in each fifth of widths and each part by depth
      const loss =
        (inside.filter(Boolean).length / n - target) ** 2 +
        partsLoss(fifths, inside, target) +
        (depth === null ? 0 : partsLoss(depth, inside, target));
      if (best === null || loss < best.loss - 1e-12) best = { scale: { floor, scale: k, thinness }, loss };
    }
  }
  return best!.scale;
}

/** The log-likelihood of "within ±CONFIDENCE_BAND or not" when the confidence's scale is `scale`. */
export function confidenceLogLikelihood(residuals: readonly Residual[], scale: ErrorScale): number {
  const band = Math.log(1 + CONFIDENCE_BAND);
  return residuals.reduce((sum, r) => {
    const s = sigma(r, scale);
    const p = s > 0 ? erf(band / (s * Math.SQRT2)) : 1;
    const q = Math.min(1 - 1e-9, Math.max(1e-9, p));
    return sum + (Math.abs(r.error) <= band ? Math.log(q) : Math.log(1 - q));
  }, 0);
}

/** The grid point of highest likelihood among `scales` (the first on a tie). */
function likeliest(residuals: readonly Residual[], scales: readonly ErrorScale[]): ErrorScale {
  let best = scales[0]!;
  let most = -Infinity;
  for (const s of scales) {
    const ll = confidenceLogLikelihood(residuals, s);
    if (ll > most + 1e-9) [best, most] = [s, ll];
  }
  return best;
}

/**
 * A market's scales from its backtest residuals: none below CALIBRATION_RULES.minimumSales (the
 * default scales); one factor times the defaults with a thinness term below floorAndScaleSales
 * (fitFactorAndThinness); else the floor, scale and thinness of each. The confidence takes the
 * interval's thinness term (it cannot be told apart from a likelihood of "within ±10%") and its
 * factor (0.2-5 by 0.01), or its floor (0-0.4 by 0.005) and scale (0-3 by 0.025), by maximum
 * likelihood.
 */
export function calibrate(residuals: readonly Residual[], defaults: Scales = DEFAULT_SCALES): Calibration {
  const defaultCoverage = intervalCoverage(residuals, defaults.interval);
  if (residuals.length < CALIBRATION_RULES.minimumSales) return { fit: null, scales: defaults, coverage: defaultCoverage, defaultCoverage };
  let scales: Scales;
  let fit: Fit;
  if (residuals.length < CALIBRATION_RULES.floorAndScaleSales) {
    fit = 'factor';
    const { scale, thinness } = fitFactorAndThinness(residuals, defaults.interval);
    const factors = Array.from({ length: 481 }, (_, i) => 0.2 + i / 100);
    scales = {
      interval: scale,
      confidence: likeliest(
        residuals,
        factors.map((x) => times({ ...defaults.confidence, thinness }, x)),
      ),
    };
  } else {
    fit = 'floor_and_scale';
    const interval = fitFloorAndScale(residuals);
    const grid = Array.from({ length: 81 }, (_, i) =>
      Array.from({ length: 121 }, (_, j) => ({ floor: i * 0.005, scale: j * 0.025, thinness: interval.thinness })),
    ).flat();
    scales = { interval, confidence: likeliest(residuals, grid) };
  }
  return { fit, scales, coverage: intervalCoverage(residuals, scales.interval), defaultCoverage };
}
