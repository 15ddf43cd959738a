import { describe, expect, it } from 'vitest';
import { contains, mismatchMessage, parentName } from '../../../../shared/locations/validate-location.ts';
import { placeRow as row } from '../../../support/places.ts';

const SACRAMENTO_MSA = { cbsa_code: '40900', cbsa_title: 'Sacramento-Roseville-Folsom, CA', cbsa_type: 'metro' as const };
const SACRAMENTO_COUNTY = { county_fips: '06067', county_name: 'Sacramento County' };
const zip95814 = row({
  kind: 'zip',
  ref: '95814',
  name: '95814',
  display_name: 'Sacramento, CA 95814',
  city_name: 'Sacramento',
  ...SACRAMENTO_COUNTY,
  ...SACRAMENTO_MSA,
});
const folsom = row({ kind: 'city', ref: '2', name: 'Folsom', display_name: 'Folsom, CA', ...SACRAMENTO_COUNTY, ...SACRAMENTO_MSA });
const sacramento = row({
  kind: 'city',
  ref: '1',
  name: 'Sacramento',
  display_name: 'Sacramento, CA',
  ...SACRAMENTO_COUNTY,
  ...SACRAMENTO_MSA,
});
const folsomLa = row({
  kind: 'city',
  ref: '3',
  name: 'Folsom',
  display_name: 'Folsom, LA',
  states: ['LA'],
  county_fips: '22103',
  county_name: 'St. Tammany Parish',
});
const placer = row({
  kind: 'county',
  ref: '06061',
  name: 'Placer County',
  display_name: 'Placer County, CA',
  county_fips: '06061',
  county_name: 'Placer County',
  ...SACRAMENTO_MSA,
});
const sacramentoCounty = row({
  kind: 'county',
  ref: '06067',
  name: 'Sacramento County',
  display_name: 'Sacramento County, CA',
  ...SACRAMENTO_COUNTY,
  ...SACRAMENTO_MSA,
});
const sacramentoMsa = row({
  kind: 'msa',
  ref: '40900',
  name: SACRAMENTO_MSA.cbsa_title,
  display_name: SACRAMENTO_MSA.cbsa_title,
  ...SACRAMENTO_MSA,
});
const stLouisMsa = row({
  kind: 'msa',
  ref: '41180',
  name: 'St. Louis, MO-IL',
  display_name: 'St. Louis, MO-IL',
  states: ['MO', 'IL'],
  cbsa_code: '41180',
});
const california = row({ kind: 'state', ref: 'CA', name: 'California', display_name: 'California' });
const nevada = row({ kind: 'state', ref: 'NV', name: 'Nevada', display_name: 'Nevada', states: ['NV'] });
const illinois = row({ kind: 'state', ref: 'IL', name: 'Illinois', display_name: 'Illinois', states: ['IL'] });
const roseville = row({
  kind: 'city',
  ref: '4',
  name: 'Roseville',
  display_name: 'Roseville, CA',
  county_fips: '06061',
  county_name: 'Placer County',
  ...SACRAMENTO_MSA,
});
const citrusHeights = row({
  kind: 'city',
  ref: '5',
  name: 'Citrus Heights',
  display_name: 'Citrus Heights, CA',
  ...SACRAMENTO_COUNTY,
  ...SACRAMENTO_MSA,
});

describe('contains', () => {
  it.each([
    ['a zip in its primary city', sacramento, zip95814, [], true],
    ['a zip in another city', folsom, zip95814, [], false],
    ['a zip in a same-named city of another state', row({ kind: 'city', name: 'Sacramento', states: ['KY'] }), zip95814, [], false],
    [
      'a zip in its city written otherwise ("St." vs "Saint")',
      row({ kind: 'city', name: 'Saint Louis', states: ['MO'] }),
      row({ kind: 'zip', states: ['MO'], city_name: 'St. Louis' }),
      [],
      true,
    ],
    ['a zip in its primary county', sacramentoCounty, zip95814, [], true],
    ['a zip in another county', placer, zip95814, [], false],
    ['a zip in its CBSA', sacramentoMsa, zip95814, [], true],
    ['a city in its primary county', sacramentoCounty, folsom, [], true],
    ['a city in a county through one of its zips', placer, citrusHeights, [row({ kind: 'zip', county_fips: '06061' })], true],
    ['a city in a county none of its zips is in', placer, folsom, [row({ kind: 'zip', county_fips: '06067' })], false],
    ['a city in its CBSA', sacramentoMsa, roseville, [], true],
    ['a county in its CBSA', sacramentoMsa, placer, [], true],
    ['a county in its state', california, placer, [], true],
    ['a city in another state', nevada, folsom, [], false],
    ['a two-state CBSA in either state', illinois, stLouisMsa, [], true],
    ['nothing is in a zip', zip95814, folsom, [], false],
  ])('%s', (_, outer, inner, zips, expected) => {
    expect(contains(outer, inner, zips)).toBe(expected);
  });
});

describe('parentName', () => {
  it.each([
    [zip95814, 'city', 'Sacramento, CA'],
    [zip95814, 'county', 'Sacramento County, CA'],
    [zip95814, 'msa', 'Sacramento-Roseville-Folsom, CA'],
    [zip95814, 'state', 'CA'],
    [stLouisMsa, 'state', 'MO and IL'],
    [folsom, 'city', null],
    [folsomLa, 'msa', null],
  ] as const)('%#: %s', (place, kind, expected) => {
    expect(parentName(place, kind)).toBe(expected);
  });
});

describe('mismatchMessage', () => {
  it.each([
    ['zip not in the city', 'zip', '95814', [zip95814], folsom, 'zip 95814 is in Sacramento, CA, not Folsom'],
    ['zip not in the state', 'zip', '95814', [zip95814], nevada, 'zip 95814 is in CA, not NV'],
    [
      'county not in the CBSA',
      'county',
      'Placer',
      [placer],
      row({ kind: 'msa', name: 'Bakersfield-Delano, CA' }),
      'Placer County, CA is in Sacramento-Roseville-Folsom, CA, not Bakersfield-Delano, CA',
    ],
    [
      'a place in no CBSA',
      'city',
      'Folsom',
      [folsomLa],
      sacramentoMsa,
      'Folsom, LA is in no CBSA, so not in Sacramento-Roseville-Folsom, CA',
    ],
    [
      'a name of several places, none in the state',
      'city',
      'Folsom',
      [folsom, folsomLa],
      nevada,
      'no city named Folsom is in NV; there are in CA, LA',
    ],
    [
      'a name of several places, none in the county',
      'city',
      'Folsom',
      [folsom, folsomLa],
      placer,
      'no city named Folsom is in Placer County; there are in Sacramento County, CA, St. Tammany Parish, LA',
    ],
  ] as const)('%s', (_, part, given, inner, outer, expected) => {
    expect(mismatchMessage(part, given, inner, outer)).toBe(expected);
  });
});
