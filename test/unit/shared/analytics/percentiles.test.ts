import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countOf, quantile, quantiles, quantilesWithCounts, weightedQuantile } from '../../../../shared/analytics/percentiles.ts';

const of = (values: number[]) => Float64Array.from(values);

/** The definition, by a full sort: x[floor h] + (h - floor h)(x[floor h + 1] - x[floor h]), h = p(n - 1). */
function byFullSort(values: number[], p: number): number | null {
  if (values.length === 0) return null;
  const x = [...values].sort((a, b) => a - b);
  const h = p * (x.length - 1);
  const lo = Math.floor(h);
  return lo + 1 < x.length ? x[lo]! + (h - lo) * (x[lo + 1]! - x[lo]!) : x[lo]!;
}

describe('quantiles (linear between closest ranks, as percentile_cont)', () => {
  it.each([
    ['nothing', [], 0.5, null],
    ['one value', [5], 0.5, 5],
    ['one value, p10', [5], 0.1, 5],
    ['even count: mean of the middle two', [1, 2, 3, 4], 0.5, 2.5],
    ['p25 of 1..4: h = 0.75', [1, 2, 3, 4], 0.25, 1.75],
    ['p75 of 1..4: h = 2.25', [1, 2, 3, 4], 0.75, 3.25],
    ['p10 of 1..4: h = 0.3', [1, 2, 3, 4], 0.1, 1.3],
    ['p90 of 1..4: h = 2.7', [1, 2, 3, 4], 0.9, 3.7],
    ['odd count: the middle value', [1000, 1200, 1500, 1500, 2000], 0.5, 1500],
    ['rents p10: 1000 + 0.4 x 200', [1000, 1200, 1500, 1500, 2000], 0.1, 1080],
    ['rents p90: 1500 + 0.6 x 500', [1000, 1200, 1500, 1500, 2000], 0.9, 1800],
    ['unsorted input', [3, 1, 2], 0.5, 2],
    ['all equal', [7, 7, 7, 7], 0.75, 7],
    ['p0 is the minimum', [9, 4, 6], 0, 4],
    ['p1 is the maximum', [9, 4, 6], 1, 9],
  ])('%s', (_name, values, p, expected) => {
    const q = quantile(of(values), p);
    if (expected === null) expect(q).toBeNull();
    else expect(q).toBeCloseTo(expected, 10);
  });

  it('answers several p at once, in the order asked', () => {
    expect(quantiles(of([40, 10, 30, 20]), [0.9, 0.1, 0.5])).toEqual([37, 13, 25]);
  });

  it('takes plain arrays too', () => {
    expect(quantiles([40, 10, 30, 20], [0.25, 0.75])).toEqual([17.5, 32.5]);
  });

  it('agrees with a full sort on any values and p', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 50 }), { maxLength: 200 }),
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 1, maxLength: 6 }),
        (values, ps) => {
          const got = quantiles(of(values), ps);
          ps.forEach((p, k) => {
            const want = byFullSort(values, p);
            if (want === null) expect(got[k]).toBeNull();
            else expect(got[k]).toBeCloseTo(want, 9);
          });
        },
      ),
    );
  });
});

describe('quantilesWithCounts (values with counts, as if each were listed count times)', () => {
  it.each([
    ['counts only', [], [{ values: [10, 20, 30], counts: [1, 2, 1] }], [0.5], [20]],
    ['values and counts together', [40], [{ values: [10, 20], counts: [1, 2] }], [0.5, 0.9], [20, 34]], // 10, 20, 20, 40: p90 h = 2.7, 20 + 0.7 x 20,
    [
      'a value in both, and lists out of order',
      [20, 10],
      [
        { values: [30, 20], counts: [1, 1] },
        { values: [10], counts: [2] },
      ],
      [0.5],
      [15],
    ],
    ['no items at all', [], [{ values: [], counts: [] }], [0.5], [null]],
    ['one value repeated', [], [{ values: [7], counts: [1000] }], [0.1, 0.9], [7, 7]],
  ])('%s', (_name, values, counted, ps, expected) => {
    expect(quantilesWithCounts(of(values), counted, ps)).toEqual(expected);
  });

  it('gives exactly the numbers of quantiles over the values written out', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.integer({ min: 0, max: 60 }).map((v) => v * 12.5),
          { maxLength: 100 },
        ),
        fc.array(
          fc.array(
            fc.tuple(
              fc.integer({ min: 0, max: 60 }).map((v) => v * 12.5),
              fc.integer({ min: 1, max: 9 }),
            ),
            { maxLength: 30 },
          ),
          {
            minLength: 1,
            maxLength: 4,
          },
        ),
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 1, maxLength: 6 }),
        (values, lists, ps) => {
          const counted = lists.map((l) => ({ values: l.map(([v]) => v), counts: l.map(([, c]) => c) }));
          const written = [...values, ...lists.flatMap((l) => l.flatMap(([v, c]) => Array.from({ length: c }, () => v)))];
          expect(quantilesWithCounts(of(values), counted, ps)).toEqual(quantiles(of(written), ps));
          expect(countOf(counted)).toBe(written.length - values.length);
        },
      ),
    );
  });
});

describe('weightedQuantile (each value at the middle of its share of the weight)', () => {
  it.each([
    ['nothing', [], 0.5, null],
    ['one value, any p', [[1800, 0.4]], 0.9, 1800],
    [
      'equal weights: the usual median of an odd count',
      [
        [10, 1],
        [20, 1],
        [30, 1],
      ],
      0.5,
      20,
    ],
    [
      'equal weights: the usual median of an even count',
      [
        [10, 1],
        [20, 1],
      ],
      0.5,
      15,
    ],
    // places 1/6, 1/2, 5/6: p25 is a quarter of the way from 10 to 20
    [
      'equal weights, p25',
      [
        [10, 1],
        [20, 1],
        [30, 1],
      ],
      0.25,
      12.5,
    ],
    [
      'equal weights, p75',
      [
        [30, 1],
        [10, 1],
        [20, 1],
      ],
      0.75,
      27.5,
    ],
    // places: 1000 at 0.5/4 = 0.125, 2000 at (1 + 1.5)/4 = 0.625
    [
      'weights 1 and 3: median 1000 + 0.75 x 1000',
      [
        [1000, 1],
        [2000, 3],
      ],
      0.5,
      1750,
    ],
    [
      'weights 1 and 3: p25',
      [
        [1000, 1],
        [2000, 3],
      ],
      0.25,
      1250,
    ],
    [
      'beyond the last place: the last value',
      [
        [1000, 1],
        [2000, 3],
      ],
      0.75,
      2000,
    ],
    [
      'before the first place: the first value',
      [
        [1000, 1],
        [2000, 3],
      ],
      0.1,
      1000,
    ],
    [
      'zero weight does not count',
      [
        [100, 0],
        [200, 1],
      ],
      0.5,
      200,
    ],
    ['only zero weights', [[100, 0]], 0.5, null],
  ] as [string, [number, number][], number, number | null][])('%s', (_name, items, p, expected) => {
    const q = weightedQuantile(
      items.map(([value, weight]) => ({ value, weight })),
      p,
    );
    if (expected === null) expect(q).toBeNull();
    else expect(q).toBeCloseTo(expected, 10);
  });
});
