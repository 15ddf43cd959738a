import { describe, expect, it } from 'vitest';
import { type GeographyQuery, readSelection, type SelectionRules } from '../../../../shared/locations/selection.ts';

const ONE: SelectionRules = { max: 1 };
const ZIPS: SelectionRules = { max: 25, types: ['zip'] };

describe('readSelection', () => {
  it.each<[string, GeographyQuery, SelectionRules, unknown]>([
    [
      'search_type and its parameter',
      { search_type: 'msa', msa: '40900' },
      ONE,
      { type: 'msa', values: ['40900'], path: 'msa', state: undefined },
    ],
    [
      'geography_type and its parameter',
      { geography_type: 'zip', zip: '95823' },
      ZIPS,
      { type: 'zip', values: ['95823'], path: 'zip', state: undefined },
    ],
    [
      'geography_values',
      { geography_type: 'zip', geography_values: ['95823', '95824'] },
      ZIPS,
      { type: 'zip', values: ['95823', '95824'], path: 'geography_values', state: undefined },
    ],
    [
      'search_type with geography_values',
      { search_type: 'city', geography_values: ['Sacramento'], state: 'CA' },
      ONE,
      { type: 'city', values: ['Sacramento'], path: 'geography_values', state: 'CA' },
    ],
    [
      'a county with the state that qualifies its name',
      { search_type: 'county', county: 'Sacramento', state: 'CA' },
      ONE,
      { type: 'county', values: ['Sacramento'], path: 'county', state: 'CA' },
    ],
    ['the zips alias', { zips: ['95823'] }, ZIPS, { type: 'zip', values: ['95823'], path: 'zips', state: undefined }],
    [
      'both type names, agreeing',
      { search_type: 'state', geography_type: 'state', state: 'CA' },
      ONE,
      { type: 'state', values: ['CA'], path: 'state', state: undefined },
    ],
  ])('%s', (_, q, rules, expected) => {
    expect(readSelection(q, rules)).toEqual({ selection: expected, issues: [] });
  });

  it.each<[string, GeographyQuery, SelectionRules, { path: string; message: string }]>([
    ['no kind', { state: 'CA' }, ONE, { path: 'search_type', message: 'give search_type (or geography_type) and the place' }],
    [
      'two kinds',
      { search_type: 'zip', geography_type: 'city', zip: '95823' },
      ONE,
      { path: 'geography_type', message: 'differs from search_type=zip: give one of them' },
    ],
    [
      'a kind without its place',
      { search_type: 'msa' },
      ONE,
      { path: 'msa', message: 'search_type=msa needs the msa parameter (or geography_values)' },
    ],
    [
      'the place twice',
      { geography_type: 'zip', zip: '95823', geography_values: ['95824'] },
      ZIPS,
      { path: 'zip', message: 'give the zip in one parameter, not in both geography_values and zip' },
    ],
    [
      'a kind the endpoint does not answer',
      { search_type: 'city', city: 'Sacramento' },
      ZIPS,
      { path: 'search_type', message: 'this endpoint selects zip, not city' },
    ],
    [
      'zips with another kind',
      { search_type: 'city', zips: ['95823'] },
      ZIPS,
      { path: 'zips', message: 'zips selects zips, but the kind given is city' },
    ],
    [
      'several places on a one-place endpoint',
      { geography_type: 'zip', geography_values: ['95823', '95824'] },
      ONE,
      { path: 'geography_values', message: 'this endpoint answers one place' },
    ],
    [
      'more places than allowed',
      { geography_type: 'zip', geography_values: ['1', '2', '3'] },
      { max: 2 },
      { path: 'geography_values', message: 'at most 2 places' },
    ],
    [
      'a place of another kind beside the one selected',
      { search_type: 'zip', zip: '33647', msa: '40900' },
      ONE,
      { path: 'msa', message: 'does not belong with search_type=zip: give one kind of place' },
    ],
    [
      'a state beside a zip, which no state qualifies',
      { geography_type: 'zip', zip: '95823', state: 'CA' },
      ZIPS,
      { path: 'state', message: 'does not belong with geography_type=zip: give one kind of place' },
    ],
    [
      'a city beside a county',
      { search_type: 'county', county: 'Sacramento', state: 'CA', city: 'Sacramento' },
      ONE,
      { path: 'city', message: 'does not belong with search_type=county: give one kind of place' },
    ],
  ])('%s: a 400 naming the parameter', (_, q, rules, issue) => {
    expect(readSelection(q, rules)).toEqual({ issues: [issue] });
  });
});
