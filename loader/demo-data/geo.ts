/**
 * The real geography the simulator places homes in (data/geo): zips with centroids, county
 * and CBSA names, and the zips outside the simulated markets that absentee owners mail from.
 */
import { readGeoFile } from '../../shared/locations/geo-files.ts';

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

export interface Geography {
  zips: Map<string, GeoZip>;
  countyName: Map<string, string>;
  cbsaTitle: Map<string, string>;
  /** residential zips of metro areas, for mailing addresses away from the property */
  metroZips: GeoZip[];
}

let cached: Geography | null = null;

/** Loaded once per process: about 40k zips. */
export function loadGeography(): Geography {
  if (cached) return cached;
  const metroCbsas = new Set<string>();
  const cbsaTitle = new Map<string, string>();
  for (const c of readGeoFile('cbsas.ndjson')) {
    cbsaTitle.set(c.code, c.title);
    if (c.type === 'metro') metroCbsas.add(c.code);
  }
  const countyName = new Map(readGeoFile('counties.ndjson').map((c) => [c.fips, c.name]));
  const zips = new Map<string, GeoZip>();
  const metroZips: GeoZip[] = [];
  for (const z of readGeoFile('zips.ndjson.gz')) {
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
