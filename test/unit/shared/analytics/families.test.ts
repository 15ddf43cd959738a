import { describe, expect, it } from 'vitest';
import { abbreviates, entityFamilies, linksAtAddress, nameStem } from '../../../../shared/analytics/families.ts';

describe('nameStem', () => {
  it.each([
    ['CRESTLINE HOMES LLC', ['CRESTLINE']],
    ['CRESTLINE SFR PROPERTY TX LP', ['CRESTLINE']],
    ['CRESTLINE PROPERTY OWNER 3 LLC', ['CRESTLINE']],
    ['CH BORROWER 2017 1 LLC', ['CH']],
    ['IH3 PROPERTY GEORGIA LP', ['IH']],
    ['BLUE MESA RENTAL HOMES LLC', ['BLUE', 'MESA']],
    ['AMERICAN HOMES 4 RENT PROPERTIES TWO LLC', ['AMERICAN']],
    ['SMITH AND SONS PROPERTIES LLC', ['SMITH', 'SONS']],
    // nothing that says whose: no stem, never linked by name
    ['HOME PARTNERS LLC', []],
    ['SFR BORROWER 2019 1 LLC', []],
  ])('%s -> %j', (name, stem) => expect(nameStem(name)).toEqual(stem));
});

describe('abbreviates', () => {
  it.each([
    ['CH', ['CRESTLINE', 'HOMES'], true],
    ['IG', ['IRONGATE', 'SFR'], true],
    ['BMRH', ['BLUE', 'MESA', 'RENTAL', 'HOMES'], true],
    ['AMH', ['AMERICAN', 'HOMES'], true],
    ['HR', ['CRESTLINE', 'HOMES'], false],
    ['CX', ['CRESTLINE', 'HOMES'], false],
    // a word is not its own abbreviation, and one letter or six are no abbreviations
    ['CH', ['CH', 'HOLDINGS'], false],
    ['C', ['CRESTLINE'], false],
    ['CRESTL', ['CRESTLINE'], false],
  ])('%s of %j: %s', (abbreviation, words, expected) => expect(abbreviates(abbreviation, words)).toBe(expected));
});

const sorted = (links: [string, string][]) => links.map((pair) => [...pair].sort().join(' ~ ')).sort();

describe('linksAtAddress', () => {
  it.each([
    {
      // the borrower's abbreviation reads against the name it spells; the family joins the rest by stem
      why: 'one brand under several vehicles, and its securitisation borrower',
      names: ['CRESTLINE HOMES LLC', 'CRESTLINE SFR PROPERTY TX LP', 'CH BORROWER 2017 1 LLC'],
      links: ['CH BORROWER 2017 1 LLC ~ CRESTLINE HOMES LLC', 'CRESTLINE HOMES LLC ~ CRESTLINE SFR PROPERTY TX LP'],
    },
    {
      why: 'a registered agent: unrelated owners at one address stay apart',
      names: ['MAPLE RIDGE RENTALS LLC', 'OAKWOOD HOLDINGS LLC', 'SUNBELT PROPERTIES INC'],
      links: [],
    },
    {
      why: 'an abbreviation two different stems fit links neither',
      names: ['CH BORROWER 2017 1 LLC', 'CRESTLINE HOMES LLC', 'CHARTWELL HOLDINGS LLC'],
      links: [],
    },
    {
      why: 'a stem that begins another (four letters at least)',
      names: ['BLUE MESA LLC', 'BLUE MESA WEST LLC', 'BLUE SKY LLC'],
      links: ['BLUE MESA LLC ~ BLUE MESA WEST LLC'],
    },
    {
      why: 'people are not entities: a family name is not a brand',
      names: ['SMITH JOHN', 'SMITH MARY', 'SMITH RENTALS LLC'],
      links: [],
    },
    {
      why: 'names with no stem are never linked',
      names: ['HOME PARTNERS LLC', 'RENTAL HOMES LLC'],
      links: [],
    },
  ])('$why', ({ names, links }) => expect(sorted(linksAtAddress(names))).toEqual(links));
});

describe('entityFamilies', () => {
  it('joins what two addresses link, and names the family after its largest member', () => {
    const family = entityFamilies([
      { key: 'CRESTLINE HOMES LLC', mail: 'PO BOX 1', properties: 50 },
      { key: 'CH BORROWER 2017 1 LLC', mail: 'PO BOX 1', properties: 64 },
      { key: 'CRESTLINE HOMES LLC', mail: '1 MAIN ST', properties: 30 },
      { key: 'CRESTLINE SFR PROPERTY TX LP', mail: '1 MAIN ST', properties: 5 },
      { key: 'OAKWOOD HOLDINGS LLC', mail: '1 MAIN ST', properties: 9 },
    ]);
    expect(Object.fromEntries(family)).toEqual({
      'CRESTLINE HOMES LLC': 'CRESTLINE HOMES LLC',
      'CH BORROWER 2017 1 LLC': 'CRESTLINE HOMES LLC',
      'CRESTLINE SFR PROPERTY TX LP': 'CRESTLINE HOMES LLC',
    });
  });

  it('leaves a name with no relative out', () => {
    expect(entityFamilies([{ key: 'OAKWOOD HOLDINGS LLC', mail: 'PO BOX 1', properties: 3 }]).size).toBe(0);
  });
});
