import { describe, expect, it } from 'vitest';
import {
  cbsaCityNames,
  cleanText,
  countyShortName,
  parseLocationQuery,
  searchKey,
  stateOf,
} from '../../../../shared/locations/search-text.ts';

const STATES = [
  { code: 'CA', name: 'California' },
  { code: 'IL', name: 'Illinois' },
  { code: 'MO', name: 'Missouri' },
  { code: 'MT', name: 'Montana' },
  { code: 'NY', name: 'New York' },
];

describe('cleanText', () => {
  it.each([
    ['Sacramento', 'SACRAMENTO'],
    ['  san   francisco ', 'SAN FRANCISCO'],
    ['St. Louis', 'ST LOUIS'],
    ['St.Louis', 'ST LOUIS'],
    ["O'Brien County", 'OBRIEN COUNTY'],
    ['Prince George’s County', 'PRINCE GEORGES COUNTY'],
    ['Doña Ana County', 'DONA ANA COUNTY'],
    ['Mayagüez', 'MAYAGUEZ'],
    ['Winston-Salem', 'WINSTON SALEM'],
    ['Louisville/Jefferson County', 'LOUISVILLE JEFFERSON COUNTY'],
    ['95814-1234', '95814 1234'],
    ['...', ''],
    ['北京', ''],
  ])('%j -> %j', (input, expected) => {
    expect(cleanText(input)).toBe(expected);
  });
});

describe('searchKey', () => {
  it.each([
    ['St. Louis', 'SAINT LOUIS'],
    ['Saint Louis', 'SAINT LOUIS'],
    ['st louis', 'SAINT LOUIS'],
    ['Port St. Lucie', 'PORT SAINT LUCIE'],
    ['Ste. Genevieve County', 'SAINTE GENEVIEVE COUNTY'],
    ['Ft Mitchell', 'FORT MITCHELL'],
    ['Mt Zion', 'MOUNT ZION'],
    // only whole words are expanded
    ['Stockton', 'STOCKTON'],
    ['Steamboat Springs', 'STEAMBOAT SPRINGS'],
    ['West', 'WEST'],
    ['', ''],
  ])('%j -> %j', (input, expected) => {
    expect(searchKey(input)).toBe(expected);
  });
});

describe('countyShortName', () => {
  it.each([
    ['Sacramento County', 'Sacramento'],
    ['Orleans Parish', 'Orleans'],
    ['Juneau City and Borough', 'Juneau'],
    ['Matanuska-Susitna Borough', 'Matanuska-Susitna'],
    ['Bethel Census Area', 'Bethel'],
    ['Anchorage Municipality', 'Anchorage'],
    ['Adjuntas Municipio', 'Adjuntas'],
    ['Capitol Planning Region', 'Capitol'],
    ['St. Louis city', 'St. Louis'],
    ['Carson City', null],
    ['District of Columbia', null],
    ['Guam', null],
  ])('%j -> %j', (name, expected) => {
    expect(countyShortName(name)).toBe(expected);
  });
});

describe('cbsaCityNames', () => {
  it.each([
    ['Sacramento-Roseville-Folsom, CA', ['Sacramento', 'Roseville', 'Folsom']],
    ['Abilene, TX', ['Abilene']],
    ['Washington-Arlington-Alexandria, DC-VA-MD-WV', ['Washington', 'Arlington', 'Alexandria']],
    ['Scranton--Wilkes-Barre, PA', ['Scranton', 'Wilkes-Barre', 'Wilkes', 'Barre']],
    ['Nashville-Davidson--Murfreesboro--Franklin, TN', ['Nashville-Davidson', 'Nashville', 'Davidson', 'Murfreesboro', 'Franklin']],
    ['Louisville/Jefferson County, KY-IN', ['Louisville', 'Jefferson County']],
    ['St. Louis, MO-IL', ['St. Louis']],
  ])('%j -> %j', (title, expected) => {
    expect(cbsaCityNames(title)).toEqual(expected);
  });
});

describe('stateOf', () => {
  it.each([
    ['CA', 'CA'],
    [' ca ', 'CA'],
    ['California', 'CA'],
    ['new york', 'NY'],
    ['MO-IL', 'MO'],
    ['ZZ', undefined],
    ['Californa', undefined],
    ['', undefined],
  ])('%j -> %j', (text, expected) => {
    expect(stateOf(text, STATES)).toBe(expected);
  });
});

describe('parseLocationQuery', () => {
  it.each([
    ['Sacramento', { kind: 'name', exact: ['SACRAMENTO'], prefixes: ['SACRAMENTO'], fuzzy: 'SACRAMENTO', state: undefined }],
    ['Springfield, IL', { kind: 'name', exact: ['SPRINGFIELD'], prefixes: ['SPRINGFIELD'], fuzzy: 'SPRINGFIELD', state: 'IL' }],
    ['Springfield, Illinois', { kind: 'name', exact: ['SPRINGFIELD'], prefixes: ['SPRINGFIELD'], fuzzy: 'SPRINGFIELD', state: 'IL' }],
    [
      'St. Louis, MO-IL',
      { kind: 'name', exact: ['SAINT LOUIS', 'ST LOUIS'], prefixes: ['SAINT LOUIS'], fuzzy: 'SAINT LOUIS', state: 'MO' },
    ],
    // a part after the comma that is no state stays in the text
    [
      'Louisville, Jefferson',
      {
        kind: 'name',
        exact: ['LOUISVILLE JEFFERSON'],
        prefixes: ['LOUISVILLE JEFFERSON'],
        fuzzy: 'LOUISVILLE JEFFERSON',
        state: undefined,
      },
    ],
    // a last word that is an abbreviation may also be a name being typed
    ['St', { kind: 'name', exact: ['SAINT', 'ST'], prefixes: ['SAINT', 'ST'], fuzzy: 'SAINT', state: undefined }],
    [
      'Port St',
      { kind: 'name', exact: ['PORT SAINT', 'PORT ST'], prefixes: ['PORT SAINT', 'PORT ST'], fuzzy: 'PORT SAINT', state: undefined },
    ],
    // a state code that is also an abbreviation is matched as typed too
    ['MT', { kind: 'name', exact: ['MOUNT', 'MT'], prefixes: ['MOUNT', 'MT'], fuzzy: 'MOUNT', state: undefined }],
    ['Helena, MT', { kind: 'name', exact: ['HELENA'], prefixes: ['HELENA'], fuzzy: 'HELENA', state: 'MT' }],
    ['9581', { kind: 'zip', digits: '9581', state: undefined }],
    ['02108', { kind: 'zip', digits: '02108', state: undefined }],
    ['95814-1234', { kind: 'zip', digits: '95814', state: undefined }],
    ['958, CA', { kind: 'zip', digits: '958', state: 'CA' }],
    ['958145', { kind: 'zip', digits: '958145', state: undefined }],
    ['?!', null],
    // a comma with nothing before it is no state qualifier
    [', CA', { kind: 'name', exact: ['CA'], prefixes: ['CA'], fuzzy: 'CA', state: undefined }],
  ])('%j', (query, expected) => {
    expect(parseLocationQuery(query, STATES)).toEqual(expected);
  });
});
