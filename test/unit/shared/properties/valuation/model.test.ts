/**
 * The valuation model's pure parts (shared/properties/valuation/, docs/valuation.md), on tables.
 */
import { describe, expect, it } from 'vitest';
import { addDays } from '../../../../../shared/platform/dates.ts';
import {
  ageFrom,
  type Candidate,
  erf,
  estimate,
  MIN_COMPARABLES,
  MODELS,
  NOMINAL_Z,
  ridge,
  sameTypeFirst,
  weightedQuantile,
  weightedSpread,
  withinBandProbability,
} from '../../../../../shared/properties/valuation/model.ts';
import {
  buildIndex,
  type IndexDay,
  type IndexMonth,
  pooledLevels,
  recentShift,
  referenceMonth,
  timeAdjustment,
  trendSlope,
} from '../../../../../shared/properties/valuation/price-index.ts';
import {
  basementRank,
  conditionRank,
  NO_TRAITS,
  qualityRank,
  type Traits,
  typeGroup,
  viewRating,
  waterfrontFlag,
} from '../../../../../shared/properties/valuation/traits.ts';

describe('weightedQuantile: each value at the middle of its weight, linear between', () => {
  it.each([
    [[1, 2, 3], [1, 1, 1], 0.5, 2],
    [[1, 2, 3, 4], [1, 1, 1, 1], 0.5, 2.5],
    [[10, 20], [3, 1], 0.5, 10 + ((2 - 1.5) / (3.5 - 1.5)) * 10],
    [[5], [2], 0.9, 5],
    [[1, 2, 3], [1, 1, 1], 0, 1],
    [[1, 2, 3], [1, 1, 1], 1, 3],
    [[3, 1, 2], [1, 1, 1], 0.5, 2],
  ])('%j weights %j at %s = %s', (values, weights, p, expected) => {
    expect(weightedQuantile(values, weights, p)).toBeCloseTo(expected, 9);
  });
});

describe('weightedSpread: weighted standard deviation with the effective-count correction', () => {
  it.each([
    [[1, 1, 1], [1, 1, 1], 1, 0],
    [[0, 2], [1, 1], 1, Math.SQRT2],
    [[-1, 1, -1, 1], [1, 1, 1, 1], 0, Math.sqrt(4 / 3)],
    [[5], [1], 5, 0],
  ])('%j weights %j around %s = %s', (values, weights, centre, expected) => {
    expect(weightedSpread(values, weights, centre)).toBeCloseTo(expected, 9);
  });
});

describe('erf and the confidence: P(|error| <= 10%)', () => {
  it.each([
    [0, 0],
    [0.5, 0.5204998778],
    [1, 0.8427007929],
    [-1, -0.8427007929],
    [3, 0.9999779095],
  ])('erf(%s) = %s', (x, expected) => {
    expect(erf(x)).toBeCloseTo(expected, 6);
  });

  it.each([
    [0, 1],
    [0.05, 0.9433],
    [Math.log(1.1), 0.6827],
    [0.2, 0.3663],
  ])('sigma %s -> %s', (sigma, expected) => {
    expect(withinBandProbability(sigma)).toBeCloseTo(expected, 3);
  });
});

describe('ridge: weighted least squares pulled toward the priors', () => {
  it('recovers an exact line without penalty', () => {
    const X = [[0], [1], [2], [3]];
    const y = X.map(([x]) => 2 + 0.5 * x!);
    const [a, b] = ridge(X, y, [1, 1, 1, 1], [0], [0]);
    expect(a).toBeCloseTo(2, 9);
    expect(b).toBeCloseTo(0.5, 9);
  });

  it('a large penalty holds the slope at its prior', () => {
    const X = [[0], [1], [2], [3]];
    const y = X.map(([x]) => 2 + 0.5 * x!);
    const [, b] = ridge(X, y, [1, 1, 1, 1], [1e9], [0.1]);
    expect(b).toBeCloseTo(0.1, 6);
  });

  it('a column with no spread keeps its prior', () => {
    const [, b] = ridge([[1], [1], [1]], [1, 2, 3], [1, 1, 1], [0], [0.3]);
    expect(b).toBe(0.3);
  });
});

describe('traits: assessor words to ranks, types to groups', () => {
  it.each([
    ['Average', 7],
    ['very good', 10],
    ['Low_Average', 6],
    ['BELOW AVERAGE', 6],
    ['8', 8],
    ['14', null],
    ['nonsense', null],
    [null, null],
  ])('quality %s = %s', (text, rank) => {
    expect(qualityRank(text)).toBe(rank);
  });

  it.each([
    ['Good', 4],
    ['Very Good', 5],
    ['3', 3],
    ['6', null],
  ])('condition %s = %s', (text, rank) => {
    expect(conditionRank(text)).toBe(rank);
  });

  it.each([
    ['None', 0],
    ['Crawl-Space', 0],
    ['slab', 0],
    ['Partial', 0.5],
    ['PARTIAL BASEMENT', 0.5],
    ['Full', 1],
    ['Daylight', 1],
    ['finished', 1],
    ['1', null],
    ['cellar door', null],
    [null, null],
  ])('basement %s = %s', (text, rank) => {
    expect(basementRank(text)).toBe(rank);
  });

  it.each([
    [1950, null, 2015, 1950],
    [1950, 1990, 2015, 1990],
    [1950, 1950, 2015, 1950],
    [1950, 1940, 2015, 1950],
    [1950, 2016, 2015, 1950],
    [null, 1990, 2015, null],
  ])('built %s, effective %s: in %s the age counts from %s', (yearBuilt, effectiveYearBuilt, asOfYear, from) => {
    expect(ageFrom({ yearBuilt, effectiveYearBuilt }, asOfYear)).toBe(from);
  });

  it.each([
    [true, 1],
    [false, 0],
    [null, null],
    [undefined, null],
  ])('waterfront %s = %s', (flag, column) => {
    expect(waterfrontFlag(flag)).toBe(column);
  });

  it.each([
    [0, 0],
    [3, 3],
    [4, 4],
    [5, null],
    [-1, null],
    [Number.NaN, null],
    [null, null],
  ])('view %s = %s', (rating, column) => {
    expect(viewRating(rating)).toBe(column);
  });

  it.each([
    ['Single Family Residential', 'house'],
    ['SFR', 'house'],
    ['Condo', 'condo'],
    ['Townhouse', 'townhouse'],
    ['duplex', 'multi'],
    ['Mobile Home', 'MOBILE HOME'],
    [null, null],
  ])('type %s is in group %s', (type, group) => {
    expect(typeGroup(type)).toBe(group);
  });
});

const months = (level: IndexMonth['level'], rows: [string, number, number][]): IndexMonth[] =>
  rows.map(([month, n, logLevel]) => ({ level, month, n, logLevel }));

describe('price index: pooled monthly levels and the time adjustment', () => {
  it('the reference month is the last whole month before as_of', () => {
    expect(referenceMonth('2015-03-15')).toBe('2015-02-01');
    expect(referenceMonth('2015-01-01')).toBe('2014-12-01');
  });

  it('pools a thin month with the months before it', () => {
    const levels = pooledLevels(
      months('county', [
        ['2014-01-01', 60, 5],
        ['2014-02-01', 10, 6],
        ['2014-03-01', 5, 7],
      ]),
      '2014-01-01',
      '2014-03-01',
    );
    expect(levels.get('2014-01-01')).toBe(5);
    expect(levels.get('2014-02-01')).toBeCloseTo((10 * 6 + 60 * 5) / 70, 9);
    expect(levels.get('2014-03-01')).toBeCloseTo((5 * 7 + 10 * 6 + 60 * 5) / 75, 9);
  });

  it('brings an older price up by the rise of the level; the finest area with a reference level wins', () => {
    const rows = [
      ...months('county', [
        ['2014-06-01', 100, 5.0],
        ['2014-07-01', 100, 5.05],
        ['2014-08-01', 100, 5.1],
      ]),
      ...months('state', [
        ['2014-06-01', 1000, 4.0],
        ['2014-08-01', 1000, 4.5],
      ]),
    ];
    const index = buildIndex(rows, '2014-09-10', '2014-06-01');
    expect(index.level).toBe('county');
    expect(timeAdjustment(index, '2014-06-20')).toBeCloseTo(0.1, 9);
    expect(timeAdjustment(index, '2014-07-02')).toBeCloseTo(0.05, 9);
    expect(timeAdjustment(index, '2014-08-31')).toBe(0);
    expect(timeAdjustment(index, '2014-09-05')).toBe(0);
  });

  it.each([
    ['a steady rise: its slope', [5.0, 5.01, 5.02, 5.03, 5.04, 5.05], 0.01],
    ['one odd month does not tilt it', [5.0, 5.01, 5.02, 5.3, 5.04, 5.05], 0.01],
    ['a fall', [5.05, 5.04, 5.03, 5.02, 5.01, 5.0], -0.01],
    ['capped at 2% a month', [5.0, 5.05, 5.1, 5.15, 5.2, 5.25], 0.02],
    ['too few months with a level: no trend', [null, null, null, 5.0, 5.1, 5.2], 0],
    ['gaps are skipped', [5.0, null, 5.02, null, 5.04, 5.05], 0.01],
  ] as [string, (number | null)[], number][])('trendSlope: %s', (_, levels, slope) => {
    const map = new Map<string, number>();
    levels.forEach((level, k) => {
      if (level !== null) map.set(`2014-0${k + 3}-01`, level);
    });
    expect(trendSlope(map, '2014-08-01')).toBeCloseTo(slope, 9);
  });

  it('carries the level on along the trend from the middle of the reference month to as_of', () => {
    const rows = months('county', [
      ['2014-03-01', 100, 5.0],
      ['2014-04-01', 100, 5.01],
      ['2014-05-01', 100, 5.02],
      ['2014-06-01', 100, 5.03],
      ['2014-07-01', 100, 5.04],
      ['2014-08-01', 100, 5.05],
    ]);
    // reference August, its middle the 15th; as_of 2014-09-15 is 31 days on
    const index = buildIndex(rows, '2014-09-15', '2014-06-01');
    expect(index.slope).toBeCloseTo(0.01, 9);
    const onward = (0.01 * 31) / 30.4375;
    expect(timeAdjustment(index, '2014-06-20')).toBeCloseTo(0.02 + onward, 9);
    expect(timeAdjustment(index, '2014-08-02')).toBeCloseTo(onward, 9);
    // a sale after the reference month's middle: the trend from its own day
    expect(timeAdjustment(index, '2014-09-01')).toBeCloseTo((0.01 * 14) / 30.4375, 9);
    expect(timeAdjustment(index, '2014-09-15')).toBe(0);
  });

  /**
   * Every day from `from` through `to` with `n` sales known, `same` [count, mean] of them compared
   * with their ZIP code's mean of the day's own month and `prior` [count, mean] with the month before's
   * (every sale, when only a mean is given).
   */
  const days = (
    level: IndexDay['level'],
    from: string,
    to: string,
    n: number,
    same: number | [number, number],
    prior: number | [number, number],
  ): IndexDay[] => {
    const [nSame, sameMean] = typeof same === 'number' ? [n, same] : same;
    const [nPrior, priorMean] = typeof prior === 'number' ? [n, prior] : prior;
    const out: IndexDay[] = [];
    for (let d = from; d <= to; d = addDays(d, 1))
      out.push({ level, day: d, n, nSame, sumSame: nSame * sameMean, nPrior, sumPrior: nPrior * priorMean });
    return out;
  };

  it.each([
    // reference month February; the 30 days before 2015-03-20 (February 18 - March 19): February's
    // days against their ZIP codes' February means (same), March's against the same (prior)
    [
      'prices up 3% since the reference month',
      [...days('county', '2015-02-01', '2015-02-28', 10, 0, 0.02), ...days('county', '2015-03-01', '2015-03-19', 10, 0.01, 0.03)],
      'county',
      { day: '2015-03-05', shift: (19 * 0.03) / 30 },
    ],
    [
      'only the sales whose ZIP code sold in the reference month count',
      [...days('county', '2015-02-01', '2015-02-28', 10, 0, 0), ...days('county', '2015-03-01', '2015-03-19', 10, 0, [4, 0.05])],
      'county',
      { day: '2015-03-05', shift: (19 * 4 * 0.05) / (11 * 10 + 19 * 4) },
    ],
    [
      'days before the reference month are not read',
      [...days('county', '2015-01-15', '2015-01-31', 10, 0.5, 0.5), ...days('county', '2015-02-01', '2015-03-19', 10, 0, 0)],
      'county',
      { day: '2015-03-05', shift: 0 },
    ],
    [
      'another level is not read',
      [...days('county', '2015-02-01', '2015-02-28', 10, 0, 0), ...days('state', '2015-03-01', '2015-03-19', 10, 0.06, 0.06)],
      'county',
      { day: '2015-03-05', shift: 0 },
    ],
    [
      'days on or after as_of are not read',
      [...days('county', '2015-02-01', '2015-02-28', 10, 0, 0), ...days('county', '2015-03-20', '2015-03-31', 100, 0.9, 0.9)],
      'county',
      { day: '2015-03-05', shift: 0 },
    ],
    ['too few sales: none', days('county', '2015-02-01', '2015-03-19', 1, 0, 0.05), 'county', null],
    [
      'a thin reference month: none',
      [...days('county', '2015-02-01', '2015-02-28', 2, 0, 0), ...days('county', '2015-03-01', '2015-03-19', 10, 0, 0.05)],
      'county',
      null,
    ],
  ] as [string, IndexDay[], IndexDay['level'], { day: string; shift: number } | null][])('recentShift: %s', (_, rows, level, expected) => {
    const got = recentShift(rows, level, '2015-02-01', '2015-03-20');
    if (expected === null) expect(got).toBeNull();
    else {
      expect(got!.day).toBe(expected.day);
      expect(got!.shift).toBeCloseTo(expected.shift, 9);
    }
  });

  it('with a recent shift the level moves to it by its day, then on along the trend', () => {
    const rows = months('county', [
      ['2015-01-01', 100, 5.0],
      ['2015-02-01', 100, 5.0],
    ]);
    const recent = [...days('county', '2015-02-01', '2015-02-28', 10, 0, 0), ...days('county', '2015-03-01', '2015-03-19', 10, 0, 0.06)];
    const index = buildIndex(rows, '2015-03-20', '2015-01-01', recent);
    expect(index.slope).toBe(0);
    const shift = (19 * 0.06) / 30;
    expect(index.recent!.shift).toBeCloseTo(shift, 9);
    // a January sale: the whole shift (no trend with two months)
    expect(timeAdjustment(index, '2015-01-20')).toBeCloseTo(shift, 9);
    // a sale halfway from February's middle (the 15th) to the shift's day (March 5th): half the shift
    expect(timeAdjustment(index, '2015-02-23')).toBeCloseTo(shift - (shift * 8) / 18, 9);
    expect(timeAdjustment(index, '2015-03-10')).toBeCloseTo(0, 9);
  });

  it('no level for the reference month anywhere: no time adjustment', () => {
    const index = buildIndex(months('county', [['2014-06-01', 5, 5]]), '2014-09-10', '2014-06-01');
    expect(index.level).toBeNull();
    expect(timeAdjustment(index, '2014-06-20')).toBe(0);
  });
});

const house = (over: Partial<Traits> = {}): Traits => ({
  ...NO_TRAITS,
  propertyType: 'Single Family Residential',
  livingSqft: 1500,
  lotSqft: 6000,
  yearBuilt: 1990,
  beds: 3,
  baths: 2,
  ...over,
});

let seq = 0;
const comp = (price: number, over: Omit<Partial<Candidate>, 'traits'> & { traits?: Partial<Traits> } = {}): Candidate => ({
  propertyId: ++seq,
  seq: 0,
  miles: 0.2,
  eastMiles: 0.1,
  northMiles: 0.1,
  date: '2015-01-15',
  monthsAgo: 1,
  price,
  ...over,
  traits: house(over.traits),
});

const NO_INDEX = buildIndex([], '2015-03-01', '2015-01-01');
const options = { asOf: '2015-03-01', index: NO_INDEX, maxComparables: 10, settings: MODELS.sale };

describe('estimate: adjusted prices, weights, weighted median and interval', () => {
  it('identical comparables at one price: that price, and only the error floor around it', () => {
    const e = estimate(house(), [comp(300_000), comp(300_000), comp(300_000), comp(300_000)], options)!;
    expect(e.value).toBeCloseTo(300_000, 3);
    expect(e.spread).toBe(0);
    expect(Math.log(300_000 / e.low)).toBeCloseTo(NOMINAL_Z * MODELS.sale.interval.floor, 9);
    expect(Math.log(e.high / 300_000)).toBeCloseTo(NOMINAL_Z * MODELS.sale.interval.floor, 9);
    expect(e.confidence).toBeCloseTo(withinBandProbability(MODELS.sale.confidence.floor), 9);
    expect(e.confidence).toBeLessThan(1);
    // leases have no floor: agreeing comparables leave no spread
    const rent = estimate(house(), [comp(2_000), comp(2_000), comp(2_000)], { ...options, settings: MODELS.lease })!;
    expect([rent.low, rent.high, rent.confidence]).toEqual([rent.value, rent.value, 1]);
  });

  it('the interval and the confidence widen with the spread, from their floors', () => {
    const tight = estimate(house(), [comp(295_000), comp(300_000), comp(305_000), comp(300_000)], options)!;
    const loose = estimate(house(), [comp(220_000), comp(300_000), comp(390_000), comp(300_000)], options)!;
    for (const e of [tight, loose]) {
      const predicted = e.spread * Math.sqrt(1 + 1 / e.effective);
      const { interval, confidence } = MODELS.sale;
      expect(Math.log(e.high / e.value)).toBeCloseTo(NOMINAL_Z * Math.hypot(interval.floor, interval.scale * predicted), 9);
      expect(e.confidence).toBeCloseTo(withinBandProbability(Math.hypot(confidence.floor, confidence.scale * predicted)), 9);
    }
    expect(loose.high / loose.low).toBeGreaterThan(tight.high / tight.low);
    expect(loose.confidence).toBeLessThan(tight.confidence);
  });

  it.each([
    // [candidates, thinness]: σ = √(floor² + (scale × spread)² + (thinness / candidates)²)
    [4, 0],
    [4, 2],
    [8, 2],
    [16, 2],
  ])('%i candidates with a thinness of %f: the interval and the confidence carry thinness / candidates', (count, thinness) => {
    const settings = {
      ...MODELS.sale,
      interval: { ...MODELS.sale.interval, thinness },
      confidence: { ...MODELS.sale.confidence, thinness },
    };
    const e = estimate(
      house(),
      Array.from({ length: count }, () => comp(300_000)),
      { ...options, settings },
    )!;
    expect(e.candidates).toBe(count);
    expect(Math.log(e.high / e.value)).toBeCloseTo(NOMINAL_Z * Math.hypot(settings.interval.floor, thinness / count), 9);
    expect(e.confidence).toBeCloseTo(withinBandProbability(Math.hypot(settings.confidence.floor, thinness / count)), 9);
  });

  it(`fewer than ${MIN_COMPARABLES} candidates: no estimate`, () => {
    expect(estimate(house(), [comp(1), comp(2)], options)).toBeNull();
  });

  it('a waterfront subject among dry-land comparables: each is adjusted up by the waterfront prior; a better view adjusts down', () => {
    const e = estimate(
      house({ waterfront: 1, view: 2 }),
      [
        comp(300_000, { traits: { waterfront: 0, view: 2 } }),
        comp(300_000, { traits: { waterfront: 0, view: 2 } }),
        comp(300_000, { traits: { waterfront: 0, view: 4 } }),
      ],
      options,
    )!;
    expect(e.coefficients.waterfront).toBeCloseTo(MODELS.sale.priors.waterfront, 6);
    for (const u of e.used) expect(u.adjustments.waterfront).toBeCloseTo(MODELS.sale.priors.waterfront, 6);
    const view = e.used.find((u) => u.candidate.traits.view === 4)!;
    expect(view.adjustments.view).toBeLessThan(0);
    expect(e.comparablesValue).toBeGreaterThan(300_000 * Math.exp(MODELS.sale.priors.waterfront) * 0.99);
    expect(e.value).toBeGreaterThan(Math.min(...e.used.map((u) => u.adjustedPrice)));
  });

  it('a renovated subject: comparables built the same year are aged from its effective year, with the age prior', () => {
    // built 1950, renovated 1995: in 2015 the subject counts as 2 decades old, the comparables 6.5
    const comps = [
      comp(300_000, { traits: { yearBuilt: 1950 } }),
      comp(300_000, { traits: { yearBuilt: 1950 } }),
      comp(300_000, { traits: { yearBuilt: 1950 } }),
    ];
    const renovated = estimate(house({ yearBuilt: 1950, effectiveYearBuilt: 1995 }), comps, options)!;
    const { age, age2 } = MODELS.sale.priors;
    for (const u of renovated.used) expect(u.adjustments.age).toBeCloseTo(age * (2 - 6.5) + age2 * (2 ** 2 - 6.5 ** 2), 6);
    const asBuilt = estimate(house({ yearBuilt: 1950 }), comps, options)!;
    for (const u of asBuilt.used) expect(u.adjustments.age).toBe(0);
  });

  it('the basement is compared when the subject and most candidates state it', () => {
    const e = estimate(
      house({ basement: 1 }),
      [
        comp(300_000, { traits: { basement: 1 } }),
        comp(300_000, { traits: { basement: 0 } }),
        comp(300_000, { traits: { basement: 0.5 } }),
        comp(300_000, { traits: { basement: null } }),
      ],
      options,
    )!;
    expect(e.coefficients.basement).toBeDefined();
    expect(e.used.find((u) => u.candidate.traits.basement === null)!.adjustments.basement).toBe(0);
    const unknown = estimate(house({ basement: 1 }), [comp(300_000), comp(300_000), comp(300_000, { traits: { basement: 0 } })], options)!;
    expect(unknown.coefficients.basement).toBeUndefined();
  });

  it('a larger comparable is adjusted down, a smaller one up, less than in proportion to area', () => {
    const e = estimate(
      house(),
      [comp(300_000), comp(300_000), comp(400_000, { traits: { livingSqft: 3000 } }), comp(200_000, { traits: { livingSqft: 750 } })],
      options,
    )!;
    const big = e.used.find((u) => u.candidate.traits.livingSqft === 3000)!;
    const small = e.used.find((u) => u.candidate.traits.livingSqft === 750)!;
    expect(big.adjustments.living_area).toBeLessThan(0);
    expect(big.adjustments.living_area).toBeGreaterThan(Math.log(0.5));
    expect(small.adjustments.living_area).toBeGreaterThan(0);
    expect(small.adjustments.living_area).toBeLessThan(Math.log(2));
    // the further from the subject's facts, the lighter
    expect(big.parts.similarity).toBeLessThan(e.used.find((u) => u.candidate.traits.livingSqft === 1500)!.parts.similarity);
  });

  it('the nearer and more recent weigh more', () => {
    const e = estimate(
      house(),
      [comp(300_000, { miles: 0.1 }), comp(300_000, { miles: 2 }), comp(300_000, { monthsAgo: 0 }), comp(300_000, { monthsAgo: 20 })],
      options,
    )!;
    const byMiles = (m: number) => e.used.find((u) => u.candidate.miles === m)!.parts.distance;
    expect(byMiles(0.1)).toBeGreaterThan(byMiles(2));
    const byAge = (a: number) => e.used.find((u) => u.candidate.monthsAgo === a)!.parts.recency;
    expect(byAge(0)).toBeGreaterThan(byAge(20));
  });

  it('the time adjustment brings an older sale to the reference month, and on along the trend to as_of', () => {
    const rows = months('county', [
      ['2014-11-01', 100, 5.0],
      ['2014-12-01', 100, 5.0],
      ['2015-01-01', 100, 5.1],
      ['2015-02-01', 100, 5.2],
    ]);
    const index = buildIndex(rows, '2015-03-01', '2014-11-01');
    const e = estimate(house(), [comp(300_000, { date: '2014-12-10' }), comp(300_000), comp(300_000), comp(300_000)], {
      ...options,
      index,
    })!;
    const old = e.used.find((u) => u.candidate.date === '2014-12-10')!;
    // the four months rise faster than the cap: 2% a month from February's middle (14 days)
    const onward = (0.02 * 14) / 30.4375;
    expect(old.adjustments.time).toBeCloseTo(0.2 + onward, 9);
    expect(old.adjustedPrice).toBeCloseTo(300_000 * Math.exp(0.2 + onward), 0);
  });

  it('the value is inside the adjusted prices, and for leases the interval too', () => {
    const comps = [
      comp(2000),
      comp(2100),
      comp(2200),
      comp(2600, { traits: { livingSqft: 2500 } }),
      comp(1500, { traits: { livingSqft: 900 } }),
    ];
    for (const settings of [MODELS.sale, MODELS.lease]) {
      const e = estimate(house({ livingSqft: 4000 }), comps, { ...options, settings })!;
      const adjusted = e.used.map((u) => u.adjustedPrice);
      expect(e.value).toBeGreaterThanOrEqual(Math.min(...adjusted) - 1e-6);
      expect(e.value).toBeLessThanOrEqual(Math.max(...adjusted) + 1e-6);
      expect(e.low).toBeLessThanOrEqual(e.value);
      expect(e.high).toBeGreaterThanOrEqual(e.value);
      if (settings.withinEvidence) {
        expect(e.low).toBeGreaterThanOrEqual(Math.min(...adjusted) - 1e-6);
        expect(e.high).toBeLessThanOrEqual(Math.max(...adjusted) + 1e-6);
      }
    }
  });

  it("the value blends the comparables' median with the fit's prediction by fitShare; a rent is the median alone", () => {
    const comps = [comp(290_000), comp(300_000), comp(310_000), comp(450_000, { traits: { livingSqft: 2400 } }), comp(330_000)];
    const sale = estimate(house(), comps, options)!;
    expect(sale.fitValue).not.toBeNull();
    expect(sale.fitValue).not.toBeCloseTo(sale.comparablesValue, 0);
    const share = MODELS.sale.fitShare;
    expect(share).toBeGreaterThan(0);
    expect(Math.log(sale.value)).toBeCloseTo((1 - share) * Math.log(sale.comparablesValue) + share * Math.log(sale.fitValue!), 9);
    const adjusted = sale.used.map((u) => Math.log(u.adjustedPrice));
    expect(Math.log(sale.comparablesValue)).toBeCloseTo(
      weightedQuantile(
        adjusted,
        sale.used.map((u) => u.weight),
        0.5,
      ),
      9,
    );
    const rent = estimate(house(), comps, { ...options, settings: MODELS.lease })!;
    expect(MODELS.lease.fitShare).toBe(0);
    expect(rent.value).toBeCloseTo(rent.comparablesValue, 6);
  });

  it('fewer than three candidates have every fact compared: no fit, the value is the comparables median', () => {
    // half of them state the quality, so it is compared, and only two rows can be fitted
    const comps = [comp(290_000), comp(300_000), comp(310_000), comp(305_000)].map((c, k) => ({
      ...c,
      traits: { ...c.traits, quality: k < 2 ? 8 : null },
    }));
    const e = estimate(house({ quality: 8 }), comps, options)!;
    expect(e.coefficients.quality).toBeDefined();
    expect(e.fitValue).toBeNull();
    expect(e.value).toBe(e.comparablesValue);
  });

  it('a fact fewer than half of the candidates state is not compared', () => {
    const comps = [comp(290_000), comp(300_000), comp(310_000), comp(305_000)].map((c, k) => ({
      ...c,
      traits: { ...c.traits, quality: k < 1 ? 8 : null },
    }));
    const e = estimate(house({ quality: 8 }), comps, options)!;
    expect(e.coefficients.quality).toBeUndefined();
    expect(e.fitValue).not.toBeNull();
    expect(e.used.every((u) => u.adjustments.quality === 0)).toBe(true);
  });

  it('the robust refits keep one outlying sale from setting a coefficient', () => {
    // twelve sales on an exact line of elasticity 0.45 in living area, and a teardown: a large home sold at a land price
    const line = (sqft: number) => 300_000 * (sqft / 1500) ** 0.45;
    const comps = [900, 1100, 1300, 1500, 1700, 1900, 2100, 2300, 2500, 2700, 1200, 1800].map((sqft) =>
      comp(line(sqft), { traits: { livingSqft: sqft } }),
    );
    comps.push(comp(150_000, { traits: { livingSqft: 3200 } }));
    const fitted = (robustRefits: number) =>
      estimate(house(), comps, { ...options, settings: { ...MODELS.sale, priorWeight: 0.01, robustRefits } })!.coefficients.living_area!;
    expect(Math.abs(fitted(0) - 0.45)).toBeGreaterThan(0.1);
    expect(Math.abs(fitted(2) - 0.45)).toBeLessThan(Math.abs(fitted(0) - 0.45) / 3);
  });

  it('rests on the maxComparables heaviest', () => {
    const comps = Array.from({ length: 20 }, (_, k) => comp(300_000 + k * 1000, { miles: 0.1 * (k + 1) }));
    const e = estimate(house(), comps, { ...options, maxComparables: 5 })!;
    expect(e.used).toHaveLength(5);
    const weights = e.used.map((u) => u.weight);
    expect([...weights].sort((a, b) => b - a)).toEqual(weights);
  });
});

describe('sameTypeFirst', () => {
  const c = (type: string | null) => ({ traits: { ...NO_TRAITS, propertyType: type } });
  it.each([
    ['Single Family Residential', ['SFR', 'Condo', 'SFR', null, 'Condo'], ['SFR', 'SFR', null]],
    ['Condominium', ['SFR', 'Condo', 'SFR', null], ['SFR', 'Condo', 'SFR', null]],
    [null, ['SFR', 'Condo'], ['SFR', 'Condo']],
  ])('subject %s among %j keeps %j', (subject, types, kept) => {
    expect(sameTypeFirst(subject, types.map(c)).candidates.map((x) => x.traits.propertyType)).toEqual(kept);
  });
  it.each([
    ['Single Family Residential', ['SFR', 'Condo', 'SFR', null], 3, false],
    ['Single Family Residential', ['SFR', 'Condo', 'Condo', 'Condo'], 1, true],
    ['Condominium', ['Condo', 'Condo'], 2, false],
    [null, ['SFR', 'Condo'], 2, false],
  ])('subject %s among %j: %i of its own type, widened %s', (subject, types, sameType, widened) => {
    const picked = sameTypeFirst(subject, types.map(c));
    expect([picked.sameType, picked.widened]).toEqual([sameType, widened]);
  });
});
