/**
 * A place row (shared/locations/location-result.ts) for unit tests: a neutral city, with only the
 * fields a test is about overridden.
 */
import type { PlaceRow } from '../../shared/locations/location-result.ts';

export const placeRow = (over: Partial<PlaceRow>): PlaceRow => ({
  kind: 'city',
  ref: '1',
  rank: 1,
  zip_count: 1,
  name: 'X',
  display_name: 'X',
  states: ['CA'],
  state_fips: '06',
  state_name: 'California',
  county_fips: null,
  county_name: null,
  cbsa_code: null,
  cbsa_title: null,
  cbsa_type: null,
  lat: null,
  lon: null,
  city_name: null,
  ...over,
});
