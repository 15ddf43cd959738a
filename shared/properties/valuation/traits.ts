/**
 * What the valuation model compares between a subject and a comparable (docs/valuation.md#traits):
 * the building's facts, with quality and condition turned from assessor text into ranks, and the
 * site's waterfront and view.
 */

export interface Traits {
  propertyType: string | null;
  livingSqft: number | null;
  lotSqft: number | null;
  yearBuilt: number | null;
  /** the year the building's age counts from after a renovation (null: not stated, the year built) */
  effectiveYearBuilt: number | null;
  beds: number | null;
  baths: number | null;
  /** rank on the quality scale (QUALITY_SCALE) */
  quality: number | null;
  /** rank on the condition scale (CONDITION_SCALE) */
  condition: number | null;
  /** 1 on open water, 0 not */
  waterfront: number | null;
  /** view rating 0 (none) to 4 (excellent) */
  view: number | null;
  /** basement on BASEMENT_SCALE: 0 none, 0.5 partial, 1 full */
  basement: number | null;
}

export const NO_TRAITS: Traits = {
  propertyType: null,
  livingSqft: null,
  lotSqft: null,
  yearBuilt: null,
  effectiveYearBuilt: null,
  beds: null,
  baths: null,
  quality: null,
  condition: null,
  waterfront: null,
  view: null,
  basement: null,
};

/**
 * Building quality, worst to best, as the King County assessor's 13 building grades name them
 * (the one public scale with documented steps); other sources' words are placed on it. A number
 * 1-13 is read as that grade.
 */
export const QUALITY_SCALE: Record<string, number> = {
  CABIN: 1,
  SUBSTANDARD: 2,
  POOR: 3,
  LOW: 4,
  FAIR: 5,
  'LOW AVERAGE': 6,
  'BELOW AVERAGE': 6,
  AVERAGE: 7,
  GOOD: 8,
  BETTER: 9,
  'VERY GOOD': 10,
  EXCELLENT: 11,
  LUXURY: 12,
  MANSION: 13,
};

/** Building condition, worst to best (the King County assessor's five conditions); a number 1-5 is read as that condition. */
export const CONDITION_SCALE: Record<string, number> = {
  POOR: 1,
  FAIR: 2,
  AVERAGE: 3,
  GOOD: 4,
  'VERY GOOD': 5,
  EXCELLENT: 5,
};

/**
 * Basement, as the share of the ground floor's footprint it spans: none (or only a crawl space or a
 * slab), partial, or full. Words of finish or access (finished, daylight, walkout) say there is one
 * but not how much, and read as full, the usual case.
 */
export const BASEMENT_SCALE: Record<string, number> = {
  NONE: 0,
  NO: 0,
  'NO BASEMENT': 0,
  SLAB: 0,
  CRAWL: 0,
  'CRAWL SPACE': 0,
  CRAWLSPACE: 0,
  PARTIAL: 0.5,
  'PARTIAL BASEMENT': 0.5,
  FULL: 1,
  'FULL BASEMENT': 1,
  BASEMENT: 1,
  FINISHED: 1,
  UNFINISHED: 1,
  'PARTLY FINISHED': 1,
  DAYLIGHT: 1,
  WALKOUT: 1,
};

/** A word of `scale`, or (when the scale has numbered steps, 1 to `steps`) a step's number. */
function rank(scale: Record<string, number>, text: string | null | undefined, steps?: number): number | null {
  if (text === null || text === undefined) return null;
  const word = text
    .trim()
    .toUpperCase()
    .replace(/[\s_-]+/g, ' ');
  if (/^\d{1,2}$/.test(word)) {
    const n = Number(word);
    return steps !== undefined && n >= 1 && n <= steps ? n : null;
  }
  return scale[word] ?? null;
}

export const qualityRank = (text: string | null | undefined): number | null => rank(QUALITY_SCALE, text, 13);
export const conditionRank = (text: string | null | undefined): number | null => rank(CONDITION_SCALE, text, 5);
/** The basement has no numbered steps: a number is not a basement type. */
export const basementRank = (text: string | null | undefined): number | null => rank(BASEMENT_SCALE, text);

/**
 * Types that sell as the same kind of home: a comparable of another group is not used when the
 * subject's type is known. Types outside the table are a group of their own.
 */
const TYPE_GROUPS: Record<string, string> = {
  'SINGLE FAMILY RESIDENTIAL': 'house',
  'SINGLE FAMILY': 'house',
  SFR: 'house',
  TOWNHOUSE: 'townhouse',
  CONDOMINIUM: 'condo',
  CONDO: 'condo',
  DUPLEX: 'multi',
  TRIPLEX: 'multi',
  QUADRUPLEX: 'multi',
  'MULTI FAMILY': 'multi',
};

export function typeGroup(type: string | null | undefined): string | null {
  if (!type) return null;
  const word = type
    .trim()
    .toUpperCase()
    .replace(/[\s_-]+/g, ' ');
  return TYPE_GROUPS[word] ?? word;
}

/** A positive number, else null: sources write 0 for "not known". */
export const known = (x: number | null | undefined): number | null => (x === null || x === undefined || !(x > 0) ? null : x);

/** Waterfront as the model's 0/1 column. */
export const waterfrontFlag = (x: boolean | null | undefined): number | null => (x === true ? 1 : x === false ? 0 : null);

/** A view rating within the 0-4 scale, else unknown. */
export const viewRating = (x: number | null | undefined): number | null =>
  x === null || x === undefined || !Number.isFinite(x) || x < 0 || x > 4 ? null : x;
