import { describe, expect, it } from 'vitest';
import {
  CALIBRATION_RULES,
  calibrate,
  confidenceLogLikelihood,
  DEFAULT_SCALES,
  fitFactor,
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
 * n residuals whose errors are normal with σ = √(floor² + (scale × spread)²), spreads cycling over
 * `spreads`; the quantiles are interleaved across the spreads so each spread gets the whole distribution.
 */
function residuals(n: number, floor: number, scale: number, spreads: readonly number[] = [0.05, 0.1, 0.15, 0.2, 0.3]): Residual[] {
  const perSpread = Math.floor(n / spreads.length);
  return spreads.flatMap((spread) =>
    Array.from({ length: perSpread }, (_, i) => ({
      error: normalQuantile((i + 0.5) / perSpread) * Math.hypot(floor, scale * spread),
      spread,
      widening: 1,
    })),
  );
}

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
        errors.map((error) => ({ error, spread, widening: 1 })),
        { floor, scale },
      ),
    ).toBe(share);
  });

  it('widens each interval by its non-market widening', () => {
    const r = [{ error: 0.2, spread: 0.1, widening: 2 }];
    expect(intervalCoverage(r, { floor: 0, scale: 1 })).toBe(1); // 1.28 × 2 × 0.1 = 0.256 ≥ 0.2
    expect(intervalCoverage([{ ...r[0]!, widening: 1 }], { floor: 0, scale: 1 })).toBe(0);
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
    const fitted = { floor: DEFAULT_SCALES.interval.floor * c, scale: DEFAULT_SCALES.interval.scale * c };
    expect(intervalCoverage(r, fitted)).toBeGreaterThanOrEqual(0.8);
    expect(intervalCoverage(r, fitted)).toBeLessThan(0.805);
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
    expect(intervalCoverage(r, fitted)).toBeCloseTo(0.8, 2);
    for (const spread of [0.05, 0.1, 0.15, 0.2, 0.3]) {
      const part = r.filter((x) => x.spread === spread);
      expect(Math.abs(intervalCoverage(part, fitted) - 0.8)).toBeLessThan(0.03);
    }
  });
});

describe('confidenceLogLikelihood', () => {
  it('is highest near the scale the errors were drawn with', () => {
    const r = residuals(1000, 0.1, 0.6);
    const at = (floor: number, scale: number) => confidenceLogLikelihood(r, { floor, scale });
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
