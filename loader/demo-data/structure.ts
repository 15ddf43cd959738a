/**
 * The building: a real King County sale row drawn with the market's weights (so beds, baths,
 * size, age and grade keep their real joint distribution), lightly perturbed and dressed in the
 * market's building styles. Its log value relative to the typical home comes from the
 * King County hedonic fit.
 */
import type { Hedonic, StructureCalibration } from './calibration.ts';
import type { MarketDef } from './markets.ts';
import { type Rng, Weighted } from './random.ts';
import type { StreetKind } from './streets.ts';

export type PropertyType = 'Single Family Residential' | 'Townhouse' | 'Condominium' | 'Duplex';

/** The building's true facts (the record may show some as unknown). */
export interface Home {
  type: PropertyType;
  yearBuilt: number;
  beds: number;
  fullBaths: number;
  partialBaths: number;
  sqft: number;
  lotSqft: number | null;
  floors: number;
  condition: number;
  grade: number;
  basement: boolean;
  pool: boolean;
  garage: string | null;
  parking: number;
  /** log of value relative to the market's typical home, before the zip level */
  logValue: number;
}

/** Attached homes sell below detached homes of the same size and quality. */
const TYPE_LOG_VALUE: Record<PropertyType, number> = {
  'Single Family Residential': 0,
  Townhouse: Math.log(0.93),
  Condominium: Math.log(0.86),
  Duplex: Math.log(0.97),
};
const DUPLEX_SHARE = 0.018;
/** Share of King County rows with a basement: a market's basement share is drawn among those rows to keep the link with size. */
const KING_COUNTY_BASEMENT_SHARE = 0.39;
const POOL_LOG_VALUE = Math.log(1.04);

export interface MarketStyle {
  sfrRows: number[];
  attachedRows: number[];
  lotScale: number;
  walls: Weighted<string>;
  construction: Weighted<string>;
  roofs: Weighted<string>;
  heating: Weighted<string>;
  poolShare: number;
  basementShare: number;
}

export function marketStyle(market: MarketDef, sfrRows: number[], attachedRows: number[], lotScale: number): MarketStyle {
  return {
    sfrRows,
    attachedRows,
    lotScale,
    walls: new Weighted(market.exteriorWalls),
    construction: new Weighted(market.construction),
    roofs: new Weighted(market.roofMaterials),
    heating: new Weighted(market.heating),
    poolShare: market.poolShare,
    basementShare: market.basementShare,
  };
}

function hedonicLog(
  h: Hedonic,
  beds: number,
  baths: number,
  sqft: number,
  lot: number,
  floors: number,
  grade: number,
  condition: number,
  yearBuilt: number,
): number {
  const age = (2015 - yearBuilt) / 10;
  return (
    h.logSqft * Math.log(sqft) +
    h.beds * beds +
    h.baths * baths +
    h.grade * grade +
    h.condition * condition +
    h.logLot * Math.log(lot) +
    h.floors * floors +
    h.ageDecades * age +
    h.ageDecades2 * age * age
  );
}

/** The hedonic log value of King County's median home, the zero point of Home.logValue. */
export function hedonicOrigin(h: Hedonic): number {
  return hedonicLog(h, 3, 2.25, 1910, 7618, 1.5, 7, 3, 1975);
}

export function buildHome(
  rng: Rng,
  kind: StreetKind,
  calibration: StructureCalibration,
  style: MarketStyle,
  maxYear: number,
  origin: number,
): Home {
  const pool = calibration.pool;
  const attached = kind !== 'sfr';
  const row = attached ? rng.pick(style.attachedRows) : rng.pick(style.sfrRows);
  const type: PropertyType =
    kind === 'condo'
      ? 'Condominium'
      : kind === 'townhouse'
        ? 'Townhouse'
        : rng.chance(DUPLEX_SHARE)
          ? 'Duplex'
          : 'Single Family Residential';
  const yearBuilt = Math.min(maxYear, pool.yearBuilt[row]! + rng.intBetween(-2, 2));
  const beds = pool.beds[row]! + (type === 'Duplex' ? 1 : 0);
  const rawBaths = pool.baths[row]!;
  const whole = Math.floor(rawBaths);
  const fraction = rawBaths - whole;
  const fullBaths = Math.max(1, whole + (fraction >= 0.75 ? 1 : 0));
  const partialBaths = fraction >= 0.25 && fraction < 0.75 ? 1 : 0;
  const sqft = Math.round(pool.sqft[row]! * Math.exp(0.04 * rng.normal()) * (type === 'Duplex' ? 1.25 : 1));
  const baseLot = pool.lotSqft[row]! * style.lotScale * Math.exp(0.12 * rng.normal());
  const lotSqft =
    type === 'Condominium'
      ? null
      : type === 'Townhouse'
        ? Math.round(Math.min(baseLot, rng.between(1300, 3200)))
        : Math.round(Math.max(baseLot, sqft * 0.6));
  const floors = type === 'Townhouse' ? 2 : type === 'Condominium' ? 1 : pool.floors[row]!;
  const grade = pool.grade[row]!;
  const condition = pool.condition[row]!;
  const garage = garageOf(rng, type, yearBuilt);
  const hasPool = type !== 'Condominium' && rng.chance(style.poolShare * (yearBuilt >= 1970 ? 1.2 : 0.6) * (grade >= 8 ? 1.4 : 1));
  const logValue =
    hedonicLog(calibration.hedonic, beds, fullBaths + partialBaths / 2, sqft, lotSqft ?? 2500, floors, grade, condition, yearBuilt) -
    origin +
    TYPE_LOG_VALUE[type] +
    (hasPool ? POOL_LOG_VALUE : 0);
  return {
    type,
    yearBuilt,
    beds,
    fullBaths,
    partialBaths,
    sqft,
    lotSqft,
    floors,
    condition,
    grade,
    basement: type !== 'Condominium' && pool.hasBasement[row] === 1 && rng.chance(style.basementShare / KING_COUNTY_BASEMENT_SHARE),
    pool: hasPool,
    garage,
    parking: garage === null ? 0 : garage === 'Carport' || type === 'Condominium' ? 1 : sqft > 2600 ? 3 : 2,
    logValue,
  };
}

function garageOf(rng: Rng, type: PropertyType, yearBuilt: number): string | null {
  if (type === 'Condominium') return rng.chance(0.5) ? 'Parking Lot' : 'Garage';
  const u = rng.float();
  if (yearBuilt >= 1980) return u < 0.9 ? 'Attached Garage' : u < 0.96 ? 'Detached Garage' : null;
  if (yearBuilt >= 1950) return u < 0.55 ? 'Attached Garage' : u < 0.7 ? 'Carport' : u < 0.8 ? 'Detached Garage' : null;
  return u < 0.3 ? 'Detached Garage' : u < 0.5 ? 'Carport' : null;
}

const QUALITY = [
  'Poor',
  'Poor',
  'Poor',
  'Poor',
  'Fair',
  'Fair',
  'Below Average',
  'Average',
  'Good',
  'Very Good',
  'Excellent',
  'Excellent',
  'Luxury',
  'Luxury',
];
const CONDITION = ['Poor', 'Poor', 'Fair', 'Average', 'Good', 'Excellent'];
const STORIES: Record<number, string> = { 1: '1', 1.5: '1.5', 2: '2', 2.5: '2.5', 3: '3', 3.5: '3' };

/** Assessor-style text for the grade and condition scales. */
export const qualityText = (grade: number): string => QUALITY[Math.min(grade, QUALITY.length - 1)]!;
export const conditionText = (condition: number): string => CONDITION[condition]!;
export const storiesText = (floors: number): string => STORIES[floors] ?? String(floors);
