import { describe, expect, it } from 'vitest';
import { addMonths, daysBetween } from '../../../../shared/platform/dates.ts';
import { type LeaseTraits, type SubjectTraits, similarity } from '../../../../shared/rental-analytics/similarity.ts';

const subject: SubjectTraits = { beds: 3, baths: 2, sqft: 1500, yearBuilt: 1990 };
const bounds = { radiusMiles: 1, windowDays: 365 };
const lease = (over: Partial<LeaseTraits>): LeaseTraits => ({
  beds: 3,
  baths: 2,
  sqft: 1500,
  yearBuilt: 1990,
  distanceMiles: 0,
  ageDays: 0,
  ...over,
});

describe('similarity components (1 = identical, linear to 0 at the limit)', () => {
  it.each([
    ['distance: half the radius', { distanceMiles: 0.5 }, 'distance', 0.5],
    ['distance: beyond the radius', { distanceMiles: 1.2 }, 'distance', 0],
    ['beds: one apart of 3', { beds: 4 }, 'beds', 0.6667],
    ['beds: three apart', { beds: 0 }, 'beds', 0],
    ['beds: unknown', { beds: null }, 'beds', null],
    ['baths: half a bath apart of 2', { baths: 2.5 }, 'baths', 0.75],
    ['sqft: 20% larger of 50%', { sqft: 1800 }, 'sqft', 0.6],
    ['sqft: 20% smaller', { sqft: 1200 }, 'sqft', 0.6],
    ['sqft: twice the size', { sqft: 3000 }, 'sqft', 0],
    ['year built: 15 years apart of 30', { yearBuilt: 2005 }, 'year_built', 0.5],
    ['recency: 73 days of 365', { ageDays: 73 }, 'recency', 0.8],
    ['recency: leased today', { ageDays: 0 }, 'recency', 1],
  ] as const)('%s', (_name, over, component, expected) => {
    expect(similarity(subject, lease(over), bounds).components[component]).toBe(expected);
  });

  it('a lease identical to the subject, here and today, scores 1', () => {
    expect(similarity(subject, lease({}), bounds)).toEqual({
      score: 1,
      components: { distance: 1, beds: 1, baths: 1, sqft: 1, year_built: 1, recency: 1 },
    });
  });

  it('scores the weighted mean of the components', () => {
    // 0.3 x 0.5 + 0.2 x 2/3 + 0.1 x 0.5 + 0.2 x 0.6 + 0.1 x 0.5 + 0.1 x 0.8 = 0.58333
    const s = similarity(subject, lease({ distanceMiles: 0.5, beds: 4, baths: 1, sqft: 1800, yearBuilt: 2005, ageDays: 73 }), bounds);
    expect(s.score).toBe(0.5833);
  });

  it('leaves the weights of unknown components out rather than guessing them', () => {
    // beds and year unknown: (0.3 x 0.5 + 0.1 x 0.5 + 0.2 x 0.6 + 0.1 x 0.8) / (0.3 + 0.1 + 0.2 + 0.1) = 0.4 / 0.7
    const s = similarity(subject, lease({ distanceMiles: 0.5, beds: null, baths: 1, sqft: 1800, yearBuilt: null, ageDays: 73 }), bounds);
    expect(s.components.beds).toBeNull();
    expect(s.components.year_built).toBeNull();
    expect(s.score).toBe(0.5714);
  });

  it('cannot compare areas to a subject of unknown or zero area', () => {
    expect(similarity({ ...subject, sqft: 0 }, lease({}), bounds).components.sqft).toBeNull();
    expect(similarity({ ...subject, sqft: null }, lease({}), bounds).components.sqft).toBeNull();
  });
});

describe('lease window dates', () => {
  it.each([
    ['2026-03-31', -1, '2026-02-28'],
    ['2024-03-31', -1, '2024-02-29'],
    ['2026-11-21', -12, '2025-11-21'],
    ['2026-01-15', -1, '2025-12-15'],
    ['2025-12-31', 2, '2026-02-28'],
  ])('addMonths(%s, %i) = %s', (d, n, expected) => {
    expect(addMonths(d, n)).toBe(expected);
  });

  it('daysBetween counts forward and backward', () => {
    expect(daysBetween('2026-01-01', '2026-03-01')).toBe(59);
    expect(daysBetween('2026-03-01', '2026-01-01')).toBe(-59);
  });
});
