import { describe, expect, it } from 'vitest';
import { accuracy, byConfidence, byDecile, byMonth, type Outcome } from '../../../../bench/lib/accuracy.ts';

const o = (actual: number, value: number | null, low = value, high = value): Outcome => ({ actual, value, low, high });

describe('accuracy: the published AVM figures', () => {
  it('on a hand table', () => {
    // errors: +4%, -8%, +15%, -30%, refused
    const a = accuracy([o(100, 104, 95, 110), o(100, 92, 90, 95), o(100, 115, 90, 120), o(100, 70, 60, 80), o(100, null)]);
    expect(a).toEqual({
      count: 5,
      valued: 4,
      coverage: 0.8,
      mdape: 0.115,
      ppe5: 0.25,
      ppe10: 0.5,
      ppe20: 0.75,
      bias: -0.02,
      interval_coverage: 0.5,
    });
  });

  it('nothing valued: coverage 0, the rest null', () => {
    expect(accuracy([o(100, null)])).toMatchObject({ coverage: 0, mdape: null, ppe10: null, bias: null, interval_coverage: null });
  });

  it('deciles split by actual price', () => {
    const outcomes = Array.from({ length: 20 }, (_, k) => o(100 + k, 100 + k));
    const d = byDecile(outcomes);
    expect(d).toHaveLength(10);
    expect(d[0]).toMatchObject({ decile: 1, from: 100, to: 101, count: 2, mdape: 0 });
    expect(d[9]).toMatchObject({ decile: 10, from: 118, to: 119 });
  });

  it('months split by the day priced, in calendar order', () => {
    const m = byMonth([
      { ...o(100, 110), day: '2015-02-03' },
      { ...o(100, 90), day: '2015-01-31' },
      { ...o(100, 96), day: '2015-02-27' },
    ]);
    expect(m.map((x) => [x.month, x.count, x.bias])).toEqual([
      ['2015-01', 1, -0.1],
      ['2015-02', 2, 0.03],
    ]);
  });
  it('confidence bands: the mean stated confidence beside the share found within 10%, refusals and unstated left out', () => {
    const c = (value: number | null, confidence: number | null): Outcome => ({
      ...o(100, value, value && value * 0.95, value && value * 1.05),
      confidence,
    });
    const bands = byConfidence([c(105, 0.1), c(130, 0.3), c(108, 0.5), c(80, 0.5), c(101, 0.9), c(99, 1), c(null, 0.95), o(100, 100)]);
    expect(bands.map((b) => [b.from, b.to, b.count, b.stated, b.within_10, b.interval_coverage])).toEqual([
      [0, 0.2, 1, 0.1, 1, 1],
      [0.2, 0.4, 1, 0.3, 0, 0],
      [0.4, 0.6, 2, 0.5, 0.5, 0],
      [0.6, 0.8, 0, null, null, null],
      [0.8, 1, 2, 0.95, 1, 1],
    ]);
  });
});
