/**
 * The real geography the simulator places homes in (data/geo): zips with centroids, county
 * and CBSA names, and the zips outside the simulated markets that absentee owners mail from.
 */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';

const GEO_DIR = new URL('../../data/geo/', import.meta.url);

export interface GeoZip {
  zip: string;
  /** upper case, as USPS writes it */
  city: string;
  state: string;
  lat: number;
  lon: number;
  countyFips: string;
  cbsaCode: string | null;
}

interface RawZip {
  zip: string;
  city: string;
  state: string;
  lat: number | null;
  lon: number | null;
  coord_source: string | null;
  county_fips: string | null;
  cbsa_code: string | null;
}
interface RawCounty {
  fips: string;
  name: string;
  state: string;
}
interface RawCbsa {
  code: string;
  title: string;
  type: string;
}

export interface Geography {
  zips: Map<string, GeoZip>;
  countyName: Map<string, string>;
  cbsaTitle: Map<string, string>;
  /** residential zips of metro areas, for mailing addresses away from the property */
  metroZips: GeoZip[];
}

function readNdjson<T>(name: string): T[] {
  const buffer = readFileSync(new URL(name, GEO_DIR));
  const text = name.endsWith('.gz') ? gunzipSync(buffer).toString('utf8') : buffer.toString('utf8');
  const out: T[] = [];
  for (const line of text.split('\n')) if (line) out.push(JSON.parse(line) as T);
  return out;
}

let cached: Geography | null = null;

/** Loaded once per process: about 40k zips. */
export function loadGeography(): Geography {
  if (cached) return cached;
  const metroCbsas = new Set<string>();
  const cbsaTitle = new Map<string, string>();
  for (const c of readNdjson<RawCbsa>('cbsas.ndjson')) {
    cbsaTitle.set(c.code, c.title);
    if (c.type === 'metro') metroCbsas.add(c.code);
  }
  const countyName = new Map(readNdjson<RawCounty>('counties.ndjson').map((c) => [c.fips, c.name]));
  const zips = new Map<string, GeoZip>();
  const metroZips: GeoZip[] = [];
  for (const z of readNdjson<RawZip>('zips.ndjson.gz')) {
    if (z.lat === null || z.lon === null || z.county_fips === null) continue;
    const zip: GeoZip = {
      zip: z.zip,
      city: z.city.toUpperCase(),
      state: z.state,
      lat: z.lat,
      lon: z.lon,
      countyFips: z.county_fips,
      cbsaCode: z.cbsa_code,
    };
    zips.set(z.zip, zip);
    if (z.coord_source === 'census_gazetteer' && z.cbsa_code !== null && metroCbsas.has(z.cbsa_code)) metroZips.push(zip);
  }
  cached = { zips, countyName, cbsaTitle, metroZips };
  return cached;
}
