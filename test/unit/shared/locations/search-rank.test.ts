import { describe, expect, it } from 'vitest';
import { toLocation } from '../../../../shared/locations/location-result.ts';
import { placeSearchKeys, type SearchSource } from '../../../../shared/locations/search-index.ts';
import { type Candidate, compareBySize, rankCandidates, type SizedPlace } from '../../../../shared/locations/search-rank.ts';
import { placeRow as row } from '../../../support/places.ts';

const place = (type: SizedPlace['type'], zip_count: number, display_name: string, extra: Partial<SizedPlace> = {}): SizedPlace => ({
  type,
  zip_count,
  cbsa_type: null,
  display_name,
  ref: display_name,
  ...extra,
});

describe('compareBySize', () => {
  it.each([
    ['more zips first, whatever the type', place('city', 106, 'Sacramento, CA'), place('county', 71, 'Sacramento County, CA'), -1],
    ['more zips first', place('state', 555, 'South Carolina'), place('msa', 1054, 'New York-Newark-Jersey City, NY-NJ'), 1],
    ['equal size: the containing type first', place('county', 9, 'Sac County, IA'), place('city', 9, 'Springfield, VA'), -1],
    ['equal size: state before CBSA', place('msa', 40, 'X'), place('state', 40, 'Y'), 1],
    [
      'equal size CBSAs: metro before micro',
      place('msa', 11, 'A micro', { cbsa_type: 'micro' }),
      place('msa', 11, 'Z metro', { cbsa_type: 'metro' }),
      1,
    ],
    ['then by name', place('city', 1, 'Folsom, LA'), place('city', 1, 'Folsom, NM'), -1],
    ['then by code', place('city', 1, 'Folsom, LA', { ref: '2' }), place('city', 1, 'Folsom, LA', { ref: '10' }), 1],
    ['a place equals itself', place('city', 1, 'Folsom, LA'), place('city', 1, 'Folsom, LA'), 0],
  ])('%s', (_, a, b, sign) => {
    expect(Math.sign(compareBySize(a, b))).toBe(sign);
  });
});

describe('rankCandidates', () => {
  const c = (ref: string, match: Candidate['match'], rank: number, similarity: number | null = null): Candidate => ({
    kind: 'city',
    ref,
    match,
    rank,
    similarity,
  });
  it.each([
    [
      'exact before prefix before fuzzy, each by rank',
      [c('f', 'fuzzy', 1, 0.9), c('p2', 'prefix', 7), c('e', 'exact', 50), c('p1', 'prefix', 3)],
      10,
      ['e', 'p1', 'p2', 'f'],
      false,
    ],
    [
      'fuzzy by similarity, then rank',
      [c('b', 'fuzzy', 1, 0.55), c('a', 'fuzzy', 9, 0.71), c('c', 'fuzzy', 2, 0.55)],
      10,
      ['a', 'b', 'c'],
      false,
    ],
    [
      'a place once, at its best match',
      [c('a', 'prefix', 4), c('b', 'prefix', 2), c('a', 'exact', 4), c('b', 'fuzzy', 2, 1)],
      10,
      ['a', 'b'],
      false,
    ],
    [
      'the same code of another kind is another place',
      [c('06067', 'exact', 1), { ...c('06067', 'exact', 2), kind: 'county' as const }],
      10,
      ['06067', '06067'],
      false,
    ],
    ['cut at the limit, with more', [c('a', 'exact', 1), c('b', 'exact', 2), c('c', 'prefix', 3)], 2, ['a', 'b'], true],
    ['exactly the limit: no more', [c('a', 'exact', 1), c('b', 'prefix', 2)], 2, ['a', 'b'], false],
    ['repeats do not count as more', [c('a', 'exact', 1), c('b', 'prefix', 2), c('a', 'prefix', 1)], 2, ['a', 'b'], false],
    ['nothing', [], 10, [], false],
  ])('%s', (_, candidates, limit, refs, hasMore) => {
    const ranked = rankCandidates(candidates, limit);
    expect(ranked.results.map((r) => r.ref)).toEqual(refs);
    expect(ranked.hasMore).toBe(hasMore);
  });
});

// A hand-built slice of the geography: Sacramento's CBSA, county and cities; St. Louis across two states.
const src = (
  kind: SearchSource['kind'],
  ref: string,
  name: string,
  zip_count: number,
  extra: Partial<SearchSource> = {},
): SearchSource => ({
  kind,
  ref,
  name,
  display_name: name,
  states: ['CA'],
  cbsa_code: null,
  cbsa_type: null,
  zip_count,
  ...extra,
});
const SOURCES: SearchSource[] = [
  src('state', 'CA', 'California', 2735),
  src('state', 'MO', 'Missouri', 1170, { states: ['MO'] }),
  src('state', 'IL', 'Illinois', 1643, { states: ['IL'] }),
  src('msa', '40900', 'Sacramento-Roseville-Folsom, CA', 146, { cbsa_code: '40900', cbsa_type: 'metro' }),
  src('msa', '41180', 'St. Louis, MO-IL', 269, { states: ['MO', 'IL'], cbsa_code: '41180', cbsa_type: 'metro' }),
  // a Connecticut CBSA: no zip is mapped to it, so its cities are looked for in its state
  src('msa', '25540', 'Hartford-West Hartford-East Hartford, CT', 0, { states: ['CT'], cbsa_code: '25540', cbsa_type: 'metro' }),
  src('county', '06067', 'Sacramento County', 71, { cbsa_code: '40900', cbsa_type: 'metro' }),
  src('county', '29510', 'St. Louis city', 27, { states: ['MO'], cbsa_code: '41180', cbsa_type: 'metro' }),
  src('city', '1', 'Sacramento', 106, { cbsa_code: '40900', cbsa_type: 'metro' }),
  src('city', '2', 'Folsom', 2, { cbsa_code: '40900', cbsa_type: 'metro' }),
  src('city', '3', 'Saint Louis', 71, { states: ['MO'], cbsa_code: '41180', cbsa_type: 'metro' }),
  src('city', '4', 'Hartford', 36, { states: ['CT'] }),
  src('city', '5', 'West Hartford', 5, { states: ['CT'] }),
];

describe('placeSearchKeys', () => {
  const keys = placeSearchKeys(SOURCES);
  const of = (kind: string, ref: string) =>
    keys
      .filter((k) => k.kind === kind && k.ref === ref)
      .map((k) => `${k.key}${k.alias ? ' (alias)' : ''}`)
      .sort();

  it.each([
    ['a state by name and code', 'state', 'CA', ['CA (alias)', 'CALIFORNIA']],
    ['a county by name and without "County"', 'county', '06067', ['SACRAMENTO (alias)', 'SACRAMENTO COUNTY']],
    ['"St. Louis city" spelt out, and short', 'county', '29510', ['SAINT LOUIS (alias)', 'SAINT LOUIS CITY']],
    // Roseville is not a city of the CBSA in this slice, so it is no alias
    [
      'a CBSA by its title and the principal cities in it',
      'msa',
      '40900',
      ['FOLSOM (alias)', 'SACRAMENTO (alias)', 'SACRAMENTO ROSEVILLE FOLSOM'],
    ],
    ['a one-city title is its only name', 'msa', '41180', ['SAINT LOUIS']],
    [
      'a CBSA without zips by the cities of its state',
      'msa',
      '25540',
      ['HARTFORD (alias)', 'HARTFORD WEST HARTFORD EAST HARTFORD', 'WEST HARTFORD (alias)'],
    ],
    ['a city by its name', 'city', '3', ['SAINT LOUIS']],
  ])('%s', (_, kind, ref, expected) => {
    expect(of(kind, ref)).toEqual(expected);
  });

  it('ranks every place by size, the keys of one place sharing its rank', () => {
    const order = [...new Map(keys.map((k) => [`${k.kind}:${k.ref}`, k.rank])).entries()].sort((a, b) => a[1] - b[1]);
    expect(order.map(([id]) => id)).toEqual([
      'state:CA',
      'state:IL',
      'state:MO',
      'msa:41180',
      'msa:40900',
      'city:1',
      'county:06067',
      'city:3',
      'city:4',
      'county:29510',
      'city:5',
      'city:2',
      'msa:25540',
    ]);
    expect(order.map(([, rank]) => rank)).toEqual(order.map((_, i) => i + 1));
  });
});

describe('toLocation', () => {
  it.each([
    [
      'a zip: all its parents',
      row({
        kind: 'zip',
        ref: '95814',
        name: '95814',
        display_name: 'Sacramento, CA 95814',
        county_fips: '06067',
        county_name: 'Sacramento County',
        cbsa_code: '40900',
        cbsa_title: 'Sacramento-Roseville-Folsom, CA',
        cbsa_type: 'metro',
        lat: 38.58,
        lon: -121.5,
        city_name: 'Sacramento',
      }),
      {
        msa_type: null,
        codes: { state: 'CA', state_fips: '06', county_fips: '06067', cbsa_code: '40900', zip: '95814' },
        centroid: { lat: 38.58, lon: -121.5 },
        parents: {
          state: { code: 'CA', fips: '06', name: 'California' },
          msa: { code: '40900', title: 'Sacramento-Roseville-Folsom, CA', type: 'metro' },
          county: { fips: '06067', name: 'Sacramento County' },
          city: { name: 'Sacramento', state: 'CA' },
        },
      },
    ],
    [
      'a county is not its own parent',
      row({
        kind: 'county',
        ref: '06067',
        county_fips: '06067',
        county_name: 'Sacramento County',
        cbsa_code: '40900',
        cbsa_title: 'T',
        cbsa_type: 'metro',
      }),
      {
        codes: { state: 'CA', state_fips: '06', county_fips: '06067', cbsa_code: '40900', zip: null },
        parents: {
          state: { code: 'CA', fips: '06', name: 'California' },
          msa: { code: '40900', title: 'T', type: 'metro' },
          county: null,
          city: null,
        },
      },
    ],
    [
      'a CBSA in two states: no single state, its type',
      row({
        kind: 'msa',
        ref: '41180',
        states: ['MO', 'IL'],
        state_fips: null,
        state_name: null,
        cbsa_code: '41180',
        cbsa_title: 'St. Louis, MO-IL',
        cbsa_type: 'metro',
      }),
      {
        msa_type: 'metro',
        states: ['MO', 'IL'],
        codes: { state: null, state_fips: null, county_fips: null, cbsa_code: '41180', zip: null },
        parents: { state: null, msa: null, county: null, city: null },
      },
    ],
    [
      'a state has no parents; an unknown centroid is null',
      row({ kind: 'state', ref: 'CA' }),
      {
        codes: { state: 'CA', state_fips: '06', county_fips: null, cbsa_code: null, zip: null },
        centroid: null,
        parents: { state: null, msa: null, county: null, city: null },
      },
    ],
  ])('%s', (_, input, expected) => {
    expect(toLocation(input)).toMatchObject(expected);
  });
});
