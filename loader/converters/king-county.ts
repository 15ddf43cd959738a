/**
 * King County, WA house sales May 2014 - May 2015 (its SOURCE.txt:
 * kc_house_data.csv, 21,613 rows) -> import records: one property per parcel id with its sales
 * as transactions (176 parcels sold twice in the file).
 *
 * - property_id = 830,000,000 + the data row number (1-based, header not counted) of the parcel's
 *   first row in the file: the range 830,000,000-830,999,999 is this source's, and re-converting
 *   the same file gives the same ids.
 * - The file has no street address. The address is a placeholder, clearly not a real one:
 *   "<parcel id> PARCEL PLACEHOLDER" in the row's zip (city from the project's zip table), with
 *   the row's real coordinates and geocoding_accuracy `coordinates_only` (the point is the
 *   source's, to 4 decimals, about 10 m; no street is known). By-address lookups find a parcel
 *   under that placeholder line.
 * - Structure as given: bedrooms and bathrooms (0 = not known, null), living area, floors (as
 *   stories), year built; the lot as parcel.area_sq_ft; `grade` (1-13) and `condition` (1-5) as
 *   the assessor's names for them (structure.quality, structure.condition); `waterfront` (0/1)
 *   and `view` (the assessor's 0-4 view rating) as parcel.waterfront and parcel.view.
 * - `yr_renovated`, when given (0 = never) and not before the year built, as
 *   structure.effective_year_built: the year the building's age counts from after a renovation.
 * - The basement's area as structure.basement_type: None when 0; else Full when it spans at least
 *   three quarters of the footprint (the area above ground / floors), Partial when less
 *   (`kingCountyBasement`). Living area includes it, as the file's does.
 * - The neighbours' areas (sqft_living15, sqft_lot15) have no field in the record and are left out.
 * - property_type is null: the file does not say (most rows are detached houses; some are
 *   townhouses and condominiums).
 * - The date (20140502T000000) is used as sale and recording date; the file does not say which it
 *   is. DOCUMENT_TYPE WARRANTY_DEED is an assumption (the usual deed of a Washington sale): every
 *   sale counts as arms-length. No buyer or seller is named.
 * - Left out, with the reason counted: rows without a readable date, price or coordinates, and a
 *   parcel's second row on the same date (none in the file as published).
 */
import type { ImportRecord, ImportTransaction } from '../../shared/properties/records/import-record.ts';
import { readZipTable, type ZipRow } from './city-zip.ts';
import { type Converted, type ConvertReport, isoDate, readCsv, skip } from './common.ts';

export const KING_COUNTY_SOURCE = 'king-county-sales';
export const KING_COUNTY_ID_BASE = 830_000_000;
const COUNTY_FIPS = '53033';
const STATE = 'WA';
const DOCUMENT_TYPE = 'WARRANTY_DEED';

/** The King County assessor's building grades 1-13 and conditions 1-5, by their published names. */
export const KING_COUNTY_GRADES = [
  'Cabin',
  'Substandard',
  'Poor',
  'Low',
  'Fair',
  'Low Average',
  'Average',
  'Good',
  'Better',
  'Very Good',
  'Excellent',
  'Luxury',
  'Mansion',
] as const;
export const KING_COUNTY_CONDITIONS = ['Poor', 'Fair', 'Average', 'Good', 'Very Good'] as const;

export type KingCountyRow = Record<
  | 'id'
  | 'date'
  | 'price'
  | 'bedrooms'
  | 'bathrooms'
  | 'sqft_living'
  | 'sqft_lot'
  | 'floors'
  | 'condition'
  | 'grade'
  | 'waterfront'
  | 'view'
  | 'yr_built'
  | 'yr_renovated'
  | 'sqft_above'
  | 'sqft_basement'
  | 'zipcode'
  | 'lat'
  | 'long',
  string
>;

export interface KingCountySale {
  row: number;
  parcel: string;
  date: string;
  price: number;
  record: ImportRecord;
}

/** "20140502T000000" -> "2014-05-02". */
export function kingCountyDate(text: string): string | null {
  const m = /^(\d{4})(\d{2})(\d{2})T000000$/.exec(text.trim());
  return m ? isoDate(Number(m[1]), Number(m[2]), Number(m[3])) : null;
}

/** A number as the file writes it ("640000", "1.15E+06", "2.25"); null when blank or not a number. */
export function plainNumber(text: string | undefined): number | null {
  const t = (text ?? '').trim();
  if (!/^[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/.test(t)) return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : null;
}

const positive = (text: string | undefined) => {
  const n = plainNumber(text);
  return n === null || n <= 0 ? null : n;
};

/**
 * The basement's type from its area: None, Partial, or Full when it spans at least three quarters
 * of the footprint (above-ground area / floors); null when the file does not say.
 */
export function kingCountyBasement(
  basement: number | null,
  above: number | null,
  floors: number | null,
): 'None' | 'Partial' | 'Full' | null {
  if (basement === null || basement < 0) return null;
  if (basement === 0) return 'None';
  if (above === null || above <= 0) return null;
  return basement / (above / Math.max(floors ?? 1, 1)) >= 0.75 ? 'Full' : 'Partial';
}

const named = (names: readonly string[], text: string) => {
  const n = plainNumber(text);
  return n !== null && Number.isInteger(n) && n >= 1 && n <= names.length ? names[n - 1]! : null;
};

/** The city of each zip (the project's zip table), for the placeholder address. */
export function zipCities(zips: readonly ZipRow[]): Map<string, string> {
  return new Map(zips.filter((z) => z.state === STATE).map((z) => [z.zip, z.city.toUpperCase()]));
}

export function kingCountySale(row: KingCountyRow, rowNumber: number, cities: Map<string, string>): Converted<KingCountySale> {
  const parcel = row.id.trim();
  if (!/^\d{1,10}$/.test(parcel)) return { skip: 'parcel id is not a number' };
  const date = kingCountyDate(row.date);
  if (!date) return { skip: 'sale date not readable' };
  const price = positive(row.price);
  if (price === null) return { skip: 'no price' };
  const latitude = plainNumber(row.lat);
  const longitude = plainNumber(row.long);
  if (latitude === null || longitude === null) return { skip: 'no coordinates' };
  const zip = row.zipcode.trim();
  if (!/^\d{5}$/.test(zip)) return { skip: 'zip is not 5 digits' };
  const floors = plainNumber(row.floors);
  const yearBuilt = positive(row.yr_built);
  const renovated = positive(row.yr_renovated);
  const waterfront = plainNumber(row.waterfront);
  const view = plainNumber(row.view);
  return {
    ok: {
      row: rowNumber,
      parcel,
      date,
      price,
      record: {
        property_id: KING_COUNTY_ID_BASE + rowNumber,
        data_source: KING_COUNTY_SOURCE,
        address: {
          formatted_street_address: `${parcel} PARCEL PLACEHOLDER`,
          city: cities.get(zip) ?? 'KING COUNTY',
          state: STATE,
          zip_code: zip,
          latitude,
          longitude,
          street_number: parcel,
          street_name: 'PARCEL PLACEHOLDER',
          geocoding_accuracy: 'coordinates_only',
        },
        county: 'King',
        property_type: null,
        parcel: {
          apn_original: parcel,
          fips_code: COUNTY_FIPS,
          area_sq_ft: positive(row.sqft_lot),
          waterfront: waterfront === 1 ? true : waterfront === 0 ? false : null,
          view: view !== null && Number.isInteger(view) && view >= 0 && view <= 4 ? view : null,
        },
        structure: {
          beds_count: positive(row.bedrooms),
          baths: positive(row.bathrooms),
          living_area_sqft: positive(row.sqft_living),
          stories: floors === null || floors <= 0 ? null : String(floors),
          year_built: yearBuilt === null ? null : Math.round(yearBuilt),
          effective_year_built: renovated !== null && yearBuilt !== null && renovated >= yearBuilt ? Math.round(renovated) : null,
          basement_type: kingCountyBasement(plainNumber(row.sqft_basement), positive(row.sqft_above), floors),
          quality: named(KING_COUNTY_GRADES, row.grade),
          condition: named(KING_COUNTY_CONDITIONS, row.condition),
        },
      },
    },
  };
}

function transaction(sale: KingCountySale): ImportTransaction {
  return {
    SALE_DATE: sale.date,
    RECORDING_DATE: sale.date,
    SALE_AMT: String(sale.price),
    DOCUMENT_TYPE,
    APN: sale.parcel,
    BUYER_BORROWER1_NAME: null,
    SELLER1_NAME: null,
  };
}

/**
 * The file's sales grouped by parcel, in the order of each parcel's first row: the record is the
 * parcel's latest row (its structure as of its last sale), with every sale as a transaction.
 */
export async function* convertKingCounty(path: string, report: ConvertReport, zips = readZipTable()): AsyncGenerator<ImportRecord> {
  const cities = zipCities(zips);
  const parcels = new Map<string, KingCountySale[]>();
  for await (const raw of readCsv(path)) {
    const rowNumber = ++report.rows;
    const result = kingCountySale(raw as KingCountyRow, rowNumber, cities);
    if ('skip' in result) {
      skip(report, result.skip);
      continue;
    }
    const sales = parcels.get(result.ok.parcel) ?? [];
    if (sales.some((s) => s.date === result.ok.date)) {
      skip(report, 'a second row of the parcel on the same date');
      continue;
    }
    parcels.set(result.ok.parcel, [...sales, result.ok]);
  }
  for (const sales of parcels.values()) {
    const byDate = [...sales].sort((a, b) => a.date.localeCompare(b.date));
    const first = sales[0]!;
    const last = byDate[byDate.length - 1]!;
    yield {
      ...last.record,
      property_id: KING_COUNTY_ID_BASE + first.row,
      last_sale: { date: last.date, price: last.price, document_type: DOCUMENT_TYPE },
      transactions: byDate.map(transaction),
    };
  }
}
