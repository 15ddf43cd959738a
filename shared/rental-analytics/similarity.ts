/**
 * How similar a nearby lease is to the subject property (GET /rental-analytics/comparables).
 * Each component is 1 for a perfect match and falls linearly to 0 at its limit; the score is
 * their weighted mean over the components known for both the subject and the lease (a component
 * that cannot be compared is null and its weight is left out rather than guessed).
 */

export const SIMILARITY_WEIGHTS = { distance: 0.3, beds: 0.2, baths: 0.1, sqft: 0.2, year_built: 0.1, recency: 0.1 } as const;
export type SimilarityComponent = keyof typeof SIMILARITY_WEIGHTS;
const COMPONENTS = Object.keys(SIMILARITY_WEIGHTS) as SimilarityComponent[];

/** Where each component reaches 0. */
export const SIMILARITY_LIMITS = {
  /** bedrooms apart */
  beds: 3,
  /** bathrooms apart */
  baths: 2,
  /** |lease sqft - subject sqft| / subject sqft */
  sqft: 0.5,
  /** years apart */
  year_built: 30,
} as const;

export const SIMILARITY_DEFINITION = [
  'Similarity components, each 0-1 (1 = identical), falling linearly to 0:',
  'distance = 1 - distance / radius;',
  `beds = 1 - |bedrooms difference| / ${SIMILARITY_LIMITS.beds};`,
  `baths = 1 - |bathrooms difference| / ${SIMILARITY_LIMITS.baths};`,
  `sqft = 1 - |area difference| / subject area / ${SIMILARITY_LIMITS.sqft} (0 at ±${SIMILARITY_LIMITS.sqft * 100}%);`,
  `year_built = 1 - |years apart| / ${SIMILARITY_LIMITS.year_built};`,
  'recency = 1 - days since the lease / days in the window.',
  `score = weighted mean of the components known for both the subject and the lease (weights: ${Object.entries(SIMILARITY_WEIGHTS)
    .map(([k, w]) => `${k} ${w}`)
    .join(', ')}); a component is null when either side's value is unknown, and its weight is left out. Rounded to 4 decimals.`,
].join(' ');

export interface SubjectTraits {
  beds: number | null;
  baths: number | null;
  sqft: number | null;
  yearBuilt: number | null;
}

export interface LeaseTraits extends SubjectTraits {
  distanceMiles: number;
  /** days between the lease and the as-of date */
  ageDays: number;
}

export interface SearchBounds {
  radiusMiles: number;
  windowDays: number;
}

export type Components = Record<SimilarityComponent, number | null>;

export interface Similarity {
  score: number;
  components: Components;
}

const clamp01 = (x: number) => Math.min(1, Math.max(0, x));
const round4 = (x: number) => Math.round(x * 10_000) / 10_000;
const roundOrNull = (x: number | null) => (x === null ? null : round4(x));

function closeness(a: number | null, b: number | null, limit: number): number | null {
  return a === null || b === null ? null : clamp01(1 - Math.abs(a - b) / limit);
}

export function similarity(subject: SubjectTraits, lease: LeaseTraits, bounds: SearchBounds): Similarity {
  const components: Components = {
    distance: clamp01(1 - lease.distanceMiles / bounds.radiusMiles),
    beds: closeness(subject.beds, lease.beds, SIMILARITY_LIMITS.beds),
    baths: closeness(subject.baths, lease.baths, SIMILARITY_LIMITS.baths),
    sqft:
      subject.sqft !== null && subject.sqft > 0 && lease.sqft !== null
        ? clamp01(1 - Math.abs(lease.sqft - subject.sqft) / subject.sqft / SIMILARITY_LIMITS.sqft)
        : null,
    year_built: closeness(subject.yearBuilt, lease.yearBuilt, SIMILARITY_LIMITS.year_built),
    recency: clamp01(1 - lease.ageDays / bounds.windowDays),
  };
  let weighted = 0;
  let weights = 0;
  for (const name of COMPONENTS) {
    const value = components[name];
    if (value === null) continue;
    weighted += SIMILARITY_WEIGHTS[name] * value;
    weights += SIMILARITY_WEIGHTS[name];
  }
  for (const name of COMPONENTS) components[name] = roundOrNull(components[name]);
  return { score: round4(weighted / weights), components };
}
