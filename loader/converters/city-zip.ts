/**
 * A zip and coordinates for an address that has only a city, from the project's real zip table
 * (data/geo/zips.ndjson.gz). Only Census ZCTA zips (`census_gazetteer` points) are candidates:
 * the others are PO-box and single-address zips whose points are shared placeholders, and a
 * house is never in one. The result says how precise it is, in the Address schema's words.
 */
import { type ZipRow as GeoZipRow, readGeoFile } from '../../shared/locations/geo-files.ts';

/** The zip table's columns a locator reads. */
export type ZipRow = Omit<GeoZipRow, 'cbsa_code'>;

export interface CityLocation {
  zip: string;
  latitude: number;
  longitude: number;
  /** `zip_centroid` when the city has one residential zip; `city_centroid` when the zip had to be chosen */
  accuracy: 'zip_centroid' | 'city_centroid';
}

export type CityLocator = (city: string) => CityLocation | null;

export const readZipTable = (): ZipRow[] => readGeoFile('zips.ndjson.gz');

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

/**
 * The city's residential zips in the county (or, when it has none there, anywhere in the state:
 * Davidson County parcels carry Brentwood, Nolensville and Mount Juliet addresses whose zips are
 * counted in the neighbouring counties). One zip: that zip and its centroid. Several: the city
 * centroid (plain mean of those zip points) and the zip nearest to it, the same for every
 * address in the city, so a zip there says "somewhere in this city", not where the house is.
 */
export function cityLocator(zips: readonly ZipRow[], state: string, countyFips: string): CityLocator {
  const byCity = new Map<string, ZipRow[]>();
  for (const z of zips) {
    if (z.state !== state || z.coord_source !== 'census_gazetteer' || z.lat === null || z.lon === null) continue;
    const city = z.city.toUpperCase();
    byCity.set(city, [...(byCity.get(city) ?? []), z]);
  }
  const cache = new Map<string, CityLocation | null>();
  const locate = (city: string): CityLocation | null => {
    const all = byCity.get(city) ?? [];
    const inCounty = all.filter((z) => z.county_fips === countyFips);
    const pool = inCounty.length > 0 ? inCounty : all;
    const [first] = pool;
    if (!first) return null;
    if (pool.length === 1) return { zip: first.zip, latitude: first.lat!, longitude: first.lon!, accuracy: 'zip_centroid' };
    const latitude = round6(pool.reduce((s, z) => s + z.lat!, 0) / pool.length);
    const longitude = round6(pool.reduce((s, z) => s + z.lon!, 0) / pool.length);
    const distance = (z: ZipRow) => (z.lat! - latitude) ** 2 + ((z.lon! - longitude) * Math.cos((latitude * Math.PI) / 180)) ** 2;
    const nearest = [...pool].sort((a, b) => distance(a) - distance(b) || a.zip.localeCompare(b.zip))[0]!;
    return { zip: nearest.zip, latitude, longitude, accuracy: 'city_centroid' };
  };
  return (city) => {
    const key = city.toUpperCase();
    if (!cache.has(key)) cache.set(key, locate(key));
    return cache.get(key)!;
  };
}
