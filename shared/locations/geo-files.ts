/**
 * The US geography reference in data/geo/ (data/geo/SOURCE.md): one JSON object a line, gzipped
 * when the name ends in .gz. scripts/build-geo.ts writes the files, load-geography.ts loads them
 * into the database, and the market simulator and the dataset tools read them with readGeoFile.
 */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';

export const GEO_DIR = new URL('../../data/geo/', import.meta.url);

export type CoordSource = 'census_gazetteer' | 'simplemaps' | 'us_zip_latlon';

export interface StateRow {
  code: string;
  fips: string;
  name: string;
}
export interface CbsaRow {
  code: string;
  title: string;
  type: 'metro' | 'micro';
  csa_code: string | null;
  csa_title: string | null;
  states: string[];
  lat: number | null;
  lon: number | null;
}
export interface CountyRow {
  fips: string;
  name: string;
  state: string;
  cbsa_code: string | null;
  cbsa_central: boolean | null;
  lat: number | null;
  lon: number | null;
}
export interface ZipRow {
  zip: string;
  city: string;
  state: string;
  lat: number | null;
  lon: number | null;
  coord_source: CoordSource | null;
  county_fips: string | null;
  cbsa_code: string | null;
}
export interface PlaceRow {
  name: string;
  state: string;
  lat: number | null;
  lon: number | null;
  zip_count: number;
  county_fips: string | null;
  cbsa_code: string | null;
}

/** Each file of data/geo/ and the rows it holds. */
export interface GeoFiles {
  'states.ndjson': StateRow;
  'cbsas.ndjson': CbsaRow;
  'counties.ndjson': CountyRow;
  'zips.ndjson.gz': ZipRow;
  'places.ndjson.gz': PlaceRow;
}

export function readGeoFile<F extends keyof GeoFiles>(file: F): GeoFiles[F][] {
  const bytes = readFileSync(new URL(file, GEO_DIR));
  const text = (file.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8');
  const rows: GeoFiles[F][] = [];
  for (const line of text.split('\n')) if (line) rows.push(JSON.parse(line) as GeoFiles[F]);
  return rows;
}
