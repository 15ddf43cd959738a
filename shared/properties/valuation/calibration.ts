/**
 * Per-market calibration of the interval and the confidence (docs/valuation.md#calibration): the
 * error scales sqrt(floor² + (scale × spread)²) fitted on a market's own rolling backtest, each of
 * its recent sales valued as of the day before it from the sales before it. Pure arithmetic on the
 * backtest's residuals; loader/rollups/calibration.ts runs the backtest and stores the fit.
 */
import { CONFIDENCE_BAND, type ErrorScale, erf, MODELS, NOMINAL_COVERAGE, NOMINAL_Z } from './model.ts';

/** One backtested sale: what the model knew before it, and how far its price landed from the value. */
export interface Residual {
  /** ln(actual price / value) */
  error: number;
  /** the comparables' spread the scales multiply (weighted spread × √(1 + 1/n_eff)) */
  spread: number;
  /** the widening of non-market evidence near the subject, ≥ 1 (docs/valuation.md#non-market-evidence) */
  widening: number;
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

const sigma = (r: Residual, s: ErrorScale) => r.widening * Math.hypot(s.floor, s.scale * r.spread);

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
 * The floor f and the scale k that hold `target` of the residuals overall and as nearly as can be in
 * each fifth of them by the interval's width (by the comparables' spread, widened): for each k of a grid (0 to 3 by 0.01), the least f that
 * holds the target overall (a residual is inside once f² ≥ (|error| / (z × widening))² − (k × spread)²),
 * then the k whose coverage overall and in each fifth deviates least from the target (sum of squares;
 * the smaller k on a tie).
 */
export function fitFloorAndScale(residuals: readonly Residual[], target = NOMINAL_COVERAGE): ErrorScale {
  const n = residuals.length;
  let best: { scale: ErrorScale; loss: number } | null = null;
  for (let step = 0; step <= 300; step++) {
    const k = step / 100;
    const needs = residuals.map((r) => Math.sqrt(Math.max(0, (Math.abs(r.error) / (NOMINAL_Z * r.widening)) ** 2 - (k * r.spread) ** 2)));
    const scale = { floor: kth(needs, needed(n, target)) * ROUNDING, scale: k };
    // fifths by what sets the width at any scale above 0 (the spread, widened): at a scale of 0 every
    // width is the floor's, and fifths by width would be arbitrary ones that hold the target by chance
    const byWidth = residuals.map((r) => ({ width: r.widening * r.spread, inside: Math.abs(r.error) <= NOMINAL_Z * sigma(r, scale) }));
    byWidth.sort((a, b) => a.width - b.width);
    // overall (a floor of 0 may hold more than the target) and in each fifth of widths
    let loss = (byWidth.filter((p) => p.inside).length / n - target) ** 2;
    for (let fifth = 0; fifth < 5; fifth++) {
      const part = byWidth.slice(Math.floor((fifth * n) / 5), Math.floor(((fifth + 1) * n) / 5));
      loss += (part.filter((p) => p.inside).length / part.length - target) ** 2;
    }
    if (best === null || loss < best.loss - 1e-12) best = { scale, loss };
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
 * default scales); one factor times the defaults below floorAndScaleSales; else the floor and scale
 * of each, the confidence's by maximum likelihood (a factor of 0.2-5 by 0.01, or a floor of 0-0.4 by
 * 0.005 and a scale of 0-3 by 0.025).
 */
export function calibrate(residuals: readonly Residual[], defaults: Scales = DEFAULT_SCALES): Calibration {
  const defaultCoverage = intervalCoverage(residuals, defaults.interval);
  if (residuals.length < CALIBRATION_RULES.minimumSales) return { fit: null, scales: defaults, coverage: defaultCoverage, defaultCoverage };
  let scales: Scales;
  let fit: Fit;
  if (residuals.length < CALIBRATION_RULES.floorAndScaleSales) {
    fit = 'factor';
    const c = fitFactor(residuals, defaults.interval);
    const times = (s: ErrorScale, x: number) => ({ floor: s.floor * x, scale: s.scale * x });
    const factors = Array.from({ length: 481 }, (_, i) => 0.2 + i / 100);
    scales = {
      interval: times(defaults.interval, c),
      confidence: likeliest(
        residuals,
        factors.map((x) => times(defaults.confidence, x)),
      ),
    };
  } else {
    fit = 'floor_and_scale';
    const grid = Array.from({ length: 81 }, (_, i) =>
      Array.from({ length: 121 }, (_, j) => ({ floor: i * 0.005, scale: j * 0.025 })),
    ).flat();
    scales = { interval: fitFloorAndScale(residuals), confidence: likeliest(residuals, grid) };
  }
  return { fit, scales, coverage: intervalCoverage(residuals, scales.interval), defaultCoverage };
}
