import { describe, expect, it } from 'vitest';
import { isEntityName, normalizeName } from '../../../../shared/analytics/names.ts';

describe('normalizeName', () => {
  it.each([
    ['Crestline Homes, L.L.C.', 'CRESTLINE HOMES LLC'],
    ['CRESTLINE HOMES LLC', 'CRESTLINE HOMES LLC'],
    ['crestline homes limited liability company', 'CRESTLINE HOMES LLC'],
    ['Crestline  Homes   L L C', 'CRESTLINE HOMES LLC'],
    ['Harbor Point Properties, Inc.', 'HARBOR POINT PROPERTIES INC'],
    ['Harbor Point Properties Incorporated', 'HARBOR POINT PROPERTIES INC'],
    ['Oakmont Capital Corporation', 'OAKMONT CAPITAL CORP'],
    ['Blue Fern SFR Limited Partnership', 'BLUE FERN SFR LP'],
    ['Blue Fern SFR, L.P.', 'BLUE FERN SFR LP'],
    ['SMITH, JOHN A.', 'SMITH JOHN A'],
    ['Garcia Maria & Jose', 'GARCIA MARIA AND JOSE'],
    ['  ', null],
    ['', null],
    [null, null],
    ["O'Brien Family Trust", 'O BRIEN FAMILY TRUST'],
    ['Acme Company', 'ACME CO'],
  ])('%j -> %j', (input, expected) => {
    expect(normalizeName(input)).toBe(expected);
  });
});

describe('isEntityName', () => {
  it.each([
    ['CRESTLINE HOMES LLC', true],
    ['HARBOR POINT PROPERTIES INC', true],
    ['BLUE FERN SFR LP', true],
    ['O BRIEN FAMILY TRUST', true],
    ['CH BORROWER 2019 1 LLC', true],
    ['SMITH JOHN A', false],
    ['GARCIA MARIA AND JOSE', false],
    [null, false],
  ])('%j -> %j', (name, expected) => {
    expect(isEntityName(name)).toBe(expected);
  });
});
