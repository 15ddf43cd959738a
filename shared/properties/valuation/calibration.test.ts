import { describe, expect, it } from 'vitest';
import {
  CALIBRATION_RULES,
  calibrate,
  confidenceLogLikelihood,
  DEFAULT_SCALES,
  depthParts,
  fitFactor,
  fitFactorAndThinness,
  fitFloorAndScale,
  intervalCoverage,
  type Residual,
} from './calibration.ts';
import { NOMINAL_Z } from './model.ts';

/** A deterministic stand-in for normal errors: the i-th of n quantiles of N(0, sd). */
function normalQuantile(p: number): number {
  // Acklam's rational approximation is more than enough for tests (|error| < 1.2e-9)
  const a = [-39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716, 2.506628277459239];
  const b = [-54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572];
  const c = [-0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968, 2.938163982698783];
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
  const q = Math.min(p, 1 - p);
  let x: number;
  if (q < 0.02425) {
    const r = Math.sqrt(-2 * Math.log(q));
    x =
      (((((c[0]! * r + c[1]!) * r + c[2]!) * r + c[3]!) * r + c[4]!) * r + c[5]!) /
      ((((d[0]! * r + d[1]!) * r + d[2]!) * r + d[3]!) * r + 1);
  } else {
    const r = q - 0.5;
    const s = r * r;
    x =
      ((((((a[0]! * s + a[1]!) * s + a[2]!) * s + a[3]!) * s + a[4]!) * s + a[5]!) * r) /
      (((((b[0]! * s + b[1]!) * s + b[2]!) * s + b[3]!) * s + b[4]!) * s + 1);
  }
  return p < 0.5 ? -Math.abs(x) : Math.abs(x);
}

/**
 * n residuals whose errors are normal with σ = √(floor² + (scale × spread)² + (thinness / candidates)²),
 * over every pair of `spreads` and `candidates`; each pair gets the whole distribution.
 */
function residuals(
  n: number,
  floor: number,
  scale: number,
  spreads: readonly number[] = [0.05, 0.1, 0.15, 0.2, 0.3],
  { thinness = 0, candidates = [120] }: { thinness?: number; candidates?: readonly number[] } = {},
): Residual[] {
  const pairs = spreads.flatMap((spread) => candidates.map((count) => [spread, count] as const));
  const perPair = Math.floor(n / pairs.length);
  return pairs.flatMap(([spread, count]) =>
    Array.from({ length: perPair }, (_, i) => ({
      error: normalQuantile((i + 0.5) / perPair) * Math.hypot(floor, scale * spread, thinness / count),
      spread,
      widening: 1,
      candidates: count,
    })),
  );
}

const DEPTHS = [8, 15, 30, 60, 120];

describe('intervalCoverage', () => {
  it.each([
    // [errors, floor, scale, spread, expected share]
    [[0.1, -0.1, 0.3, -0.3], 0.1 / NOMINAL_Z, 0, 0.1, 0.5],
    [[0.1, -0.1, 0.3, -0.3], 0.3 / NOMINAL_Z, 0, 0.1, 1],
    [[0.1, -0.1, 0.3, -0.3], 0, 0.3 / NOMINAL_Z / 0.1, 0.1, 1],
    [[0.1, -0.1, 0.3, -0.3], 0, 0.05, 0.1, 0],
  ])('errors %j inside ±z·√(%f² + (%f × %f)²): %f', (errors, floor, scale, spread, share) => {
    expect(
      intervalCoverage(
        errors.map((error) => ({ error, spread, widening: 1, candidates: 120 })),
        { floor, scale, thinness: 0 },
      ),
    ).toBe(share);
  });

  it('widens each interval by its non-market widening', () => {
    const r = [{ error: 0.2, spread: 0.1, widening: 2, candidates: 120 }];
    expect(intervalCoverage(r, { floor: 0, scale: 1, thinness: 0 })).toBe(1); // 1.28 × 2 × 0.1 = 0.256 ≥ 0.2
    expect(intervalCoverage([{ ...r[0]!, widening: 1 }], { floor: 0, scale: 1, thinness: 0 })).toBe(0);
  });

  it.each([
    // [error, candidates, thinness, inside]: σ = √(0.1² + (thinness / candidates)²)
    [0.2, 10, 0, false], // 1.28 × 0.1
    [0.2, 10, 1, false], // 1.28 × √(0.01 + 0.01) = 0.181
    [0.2, 10, 1.5, true], // 1.28 × √(0.01 + 0.0225) = 0.231
    [0.2, 120, 1.5, false], // 1.28 × √(0.01 + 0.000156) = 0.129
    [0.2, 5, 1.5, true], // 1.28 × √(0.01 + 0.09) = 0.405
  ])('error %f from %i candidates, thinness %f: inside %s', (error, candidates, thinness, inside) => {
    expect(intervalCoverage([{ error, spread: 0, widening: 1, candidates }], { floor: 0.1, scale: 1, thinness })).toBe(inside ? 1 : 0);
  });
});

describe('depthParts', () => {
  const of = (counts: number[]) => counts.map((candidates) => ({ error: 0, spread: 0.1, widening: 1, candidates }));
  it.each([
    // [candidates of each sale, the parts (indices), fewest first; null when they do not differ in depth]
    [[120, 120, 120, 120, 120, 120], null],
    [[120, 120, 30, 120, 120, 120], null], // the thinnest third still reaches 120
    [
      [120, 10, 60, 30, 120, 5],
      [
        [5, 1],
        [3, 2],
        [0, 4],
      ],
    ],
    [
      [40, 40, 40, 40, 80, 90],
      [
        [0, 1],
        [2, 3],
        [4, 5],
      ],
    ],
    [[10, 20], null], // a part would be empty
  ])('%j: %j', (counts, parts) => {
    expect(depthParts(of(counts))).toEqual(parts);
  });
});

describe('fitFactor', () => {
  it.each([
    // [true floor, true scale, how much wider than the default the errors are]
    [DEFAULT_SCALES.interval.floor, DEFAULT_SCALES.interval.scale, 1],
    [DEFAULT_SCALES.interval.floor * 1.5, DEFAULT_SCALES.interval.scale * 1.5, 1.5],
    [DEFAULT_SCALES.interval.floor * 0.7, DEFAULT_SCALES.interval.scale * 0.7, 0.7],
  ])('errors of floor %f and scale %f: a factor of %f on the defaults', (floor, scale, factor) => {
    const r = residuals(500, floor, scale);
    const c = fitFactor(r, DEFAULT_SCALES.interval);
    expect(c).toBeCloseTo(factor, 1);
    const fitted = { floor: DEFAULT_SCALES.interval.floor * c, scale: DEFAULT_SCALES.interval.scale * c, thinness: 0 };
    expect(intervalCoverage(r, fitted)).toBeGreaterThanOrEqual(0.8);
    expect(intervalCoverage(r, fitted)).toBeLessThan(0.805);
  });
});

describe('fitFactorAndThinness', () => {
  it.each([
    // [true factor on the defaults, true thinness, candidates of the sales]
    [1, 0, DEPTHS],
    [1.5, 0, DEPTHS],
    [1, 1.5, DEPTHS],
    [1.3, 2.5, DEPTHS],
    [1.3, 2.5, [120]], // every estimate weighs the full count: no thinness term to fit
  ])('errors %f × the defaults with thinness %f over %j candidates', (factor, thinness, candidates) => {
    const d = DEFAULT_SCALES.interval;
    const r = residuals(900, d.floor * factor, d.scale * factor, undefined, { thinness, candidates });
    const fit = fitFactorAndThinness(r, d);
    if (candidates.length === 1) {
      expect(fit.thinness).toBe(0);
    } else {
      expect(Math.abs(fit.factor - factor)).toBeLessThan(0.15);
      expect(Math.abs(fit.thinness - thinness / factor)).toBeLessThanOrEqual(0.5);
    }
    expect(fit.scale).toEqual({ floor: d.floor * fit.factor, scale: d.scale * fit.factor, thinness: fit.thinness * fit.factor });
    expect(intervalCoverage(r, fit.scale)).toBeCloseTo(0.8, 2);
    // each depth holds near the nominal share, not only the whole
    for (const count of candidates) {
      expect(
        Math.abs(
          intervalCoverage(
            r.filter((x) => x.candidates === count),
            fit.scale,
          ) - 0.8,
        ),
      ).toBeLessThan(0.05);
    }
  });

  it('fitted on thin evidence, holds 75-85% on deep evidence of the same market (a market whose evidence grows)', () => {
    const d = DEFAULT_SCALES.interval;
    const truth = { thinness: 2, factor: 1.2 };
    const errors = (candidates: number[]) =>
      residuals(600, d.floor * truth.factor, d.scale * truth.factor, undefined, { thinness: truth.thinness, candidates });
    const thin = errors([5, 8, 12, 20, 35]);
    const deep = errors([60, 90, 120]);
    const fit = fitFactorAndThinness(thin, d);
    const share = intervalCoverage(deep, fit.scale);
    expect(share).toBeGreaterThanOrEqual(0.75);
    expect(share).toBeLessThanOrEqual(0.85);
    // one factor alone, fitted on the same thin sales, is far too wide on the deep ones
    const c = fitFactor(thin, d);
    expect(intervalCoverage(deep, { floor: d.floor * c, scale: d.scale * c, thinness: 0 })).toBeGreaterThan(0.9);
  });
});

describe('fitFloorAndScale', () => {
  it.each([
    [0.075, 0.85],
    [0.15, 0.5],
    [0.02, 1.4],
  ])('recovers a floor of %f and a scale of %f, holding 80% in every fifth of widths', (floor, scale) => {
    const r = residuals(2000, floor, scale);
    const fitted = fitFloorAndScale(r);
    expect(fitted.floor).toBeCloseTo(floor, 1);
    expect(Math.abs(fitted.scale - scale)).toBeLessThanOrEqual(0.1);
    expect(fitted.thinness).toBe(0); // every sale weighs 120 candidates
    expect(intervalCoverage(r, fitted)).toBeCloseTo(0.8, 2);
    for (const spread of [0.05, 0.1, 0.15, 0.2, 0.3]) {
      const part = r.filter((x) => x.spread === spread);
      expect(Math.abs(intervalCoverage(part, fitted) - 0.8)).toBeLessThan(0.03);
    }
  });

  it('recovers a thinness term where the depth of evidence varies', () => {
    const r = residuals(1000, 0.075, 0.85, [0.05, 0.1, 0.2, 0.3], { thinness: 2, candidates: [8, 15, 30, 60, 120] });
    const fitted = fitFloorAndScale(r);
    expect(Math.abs(fitted.thinness - 2)).toBeLessThanOrEqual(0.5);
    expect(intervalCoverage(r, fitted)).toBeCloseTo(0.8, 2);
    for (const count of [8, 15, 30, 60, 120]) {
      expect(
        Math.abs(
          intervalCoverage(
            r.filter((x) => x.candidates === count),
            fitted,
          ) - 0.8,
        ),
      ).toBeLessThan(0.05);
    }
  });
});

describe('confidenceLogLikelihood', () => {
  it('is highest near the scale the errors were drawn with', () => {
    const r = residuals(1000, 0.1, 0.6);
    const at = (floor: number, scale: number) => confidenceLogLikelihood(r, { floor, scale, thinness: 0 });
    expect(at(0.1, 0.6)).toBeGreaterThan(at(0.05, 0.3));
    expect(at(0.1, 0.6)).toBeGreaterThan(at(0.2, 1.2));
  });
});

describe('calibrate', () => {
  it.each([
    // [sales, fit]
    [CALIBRATION_RULES.minimumSales - 5, null],
    [CALIBRATION_RULES.minimumSales, 'factor'],
    [CALIBRATION_RULES.floorAndScaleSales - 5, 'factor'],
    [CALIBRATION_RULES.floorAndScaleSales, 'floor_and_scale'],
  ])('%i backtested sales: %s', (n, fit) => {
    const r = residuals(n, 0.12, 1.1);
    const c = calibrate(r);
    expect(r).toHaveLength(n);
    expect(c.fit).toBe(fit);
    if (fit === null) {
      // too few: the default scales, never a fit on a sample too small to check it
      expect(c.scales).toBe(DEFAULT_SCALES);
      expect(c.coverage).toBe(c.defaultCoverage);
    } else {
      // the errors are wider than King County's: the default holds too few, the market's own 80%
      expect(c.defaultCoverage).toBeLessThan(0.75);
      expect(c.coverage).toBeGreaterThanOrEqual(0.8);
      expect(c.coverage).toBeLessThan(0.81);
      expect(c.scales.confidence.floor).toBeGreaterThan(DEFAULT_SCALES.confidence.floor);
    }
  });
});
