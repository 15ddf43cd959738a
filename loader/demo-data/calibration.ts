/**
 * The committed calibration tables (data/calibration, written by scripts/build-calibration.ts
 * from the raw public files; see data/calibration/SOURCE.md). The simulator reads only these
 * and data/geo at run time.
 */
import { readFileSync } from 'node:fs';

const CALIBRATION_DIR = new URL('../../data/calibration/', import.meta.url);

/** A monthly series starting at `start` (YYYY-MM). */
export interface MonthlySeries {
  region: string;
  start: string;
  values: number[];
}

/** Real sales rows (King County), one array per column, that the per-market samplers index into. */
export interface StructurePool {
  beds: number[];
  /** decimal bathrooms as recorded (0.75 = three-quarter bath) */
  baths: number[];
  sqft: number[];
  lotSqft: number[];
  floors: number[];
  yearBuilt: number[];
  /** 1 (poor) .. 5 (excellent) */
  condition: number[];
  /** King County building grade, 7 = average */
  grade: number[];
  hasBasement: number[];
}

/** Log-price effects within a zip, fitted on the King County sales. */
export interface Hedonic {
  logSqft: number;
  beds: number;
  baths: number;
  grade: number;
  condition: number;
  logLot: number;
  floors: number;
  /** per decade of age, and its square */
  ageDecades: number;
  ageDecades2: number;
}

export interface StructureCalibration {
  pool: StructurePool;
  hedonic: Hedonic;
}

export interface ZipCalibration {
  zip: string;
  /** relative number of homes */
  weight: number;
  /** HUD FY2018 Small Area FMR, 0-4 bedrooms; null where HUD has none (county FMR applies) */
  safmr: number[] | null;
  /** zip ZORI / metro ZORI by year from `zoriFirstYear`; null without a zip ZORI */
  zoriRatio: number[] | null;
  /** zip rent level relative to the market (3-bedroom SAFMR over the market's weighted median) */
  rentLevel: number;
}

export interface MarketCalibration {
  market: string;
  cbsa: string;
  zhvi: MonthlySeries;
  zori: MonthlySeries;
  zoriFirstYear: number;
  /** HUD FY2018 FMR by county FIPS, 0-4 bedrooms */
  fmr: Record<string, number[]>;
  /** month the FY2018 (S)AFMRs describe: they took effect in October 2017 */
  fmrMonth: string;
  zips: ZipCalibration[];
  /** indexes into the structure pool, drawn with each market's weights (detached homes / condos and townhouses) */
  sfrRows: number[];
  attachedRows: number[];
  lotScale: number;
}

function readJson<T>(name: string): T {
  return JSON.parse(readFileSync(new URL(name, CALIBRATION_DIR), 'utf8')) as T;
}

export const loadStructure = (): StructureCalibration => readJson('structure.json');
export const loadMarketCalibration = (marketId: string): MarketCalibration => readJson(`${marketId}.json`);
