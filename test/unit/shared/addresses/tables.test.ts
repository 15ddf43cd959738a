/**
 * The USPS tables in shared/addresses are typed out because parse-address keeps its own tables
 * private to its module closure. These tests hold ours to parse-address's: every spelling it
 * knows must normalise the same way here, and on well-formed input its parser and ours agree.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import parseAddressLib from 'parse-address';
import { describe, expect, it } from 'vitest';
import { parseAddress } from '../../../../shared/addresses/index.ts';
import { SUFFIX_ABBREVIATION, SUFFIX_PRIMARY_NAME } from '../../../../shared/addresses/suffixes.ts';
import { DIRECTIONAL, STATE_BY_NAME, STATE_CODES } from '../../../../shared/addresses/tables.ts';

const librarySource = readFileSync(createRequire(import.meta.url).resolve('parse-address'), 'utf8');

/** The `key : "value"` pairs of one `var Name = { … };` table in parse-address's source. */
function libraryTable(name: string): [string, string][] {
  const start = librarySource.indexOf(`var ${name} = {`);
  const body = librarySource.slice(start, librarySource.indexOf('};', start));
  const pairs = [...body.matchAll(/"?([a-z ]+)"?\s*:\s*"(\w+)"/g)].map(
    (m) => [m[1]!.trim().toUpperCase(), m[2]!.toUpperCase()] as [string, string],
  );
  // A changed source layout must fail loudly rather than check nothing.
  if (pairs.length < 8) throw new Error(`parse-address table ${name} not found in its source`);
  return pairs;
}

describe('USPS tables match parse-address', () => {
  it.each(libraryTable('Street_Type'))('suffix %s → %s', (spelling, abbreviation) => {
    expect(SUFFIX_ABBREVIATION.get(spelling)).toBe(abbreviation);
    expect(SUFFIX_ABBREVIATION.get(abbreviation)).toBe(abbreviation);
  });

  it.each(libraryTable('State_Code'))('state %s → %s', (name, code) => {
    expect(STATE_BY_NAME.get(name)).toBe(code);
    expect(STATE_CODES.has(code)).toBe(true);
  });

  it.each(libraryTable('Directional'))('directional %s → %s', (word, abbreviation) => {
    expect(DIRECTIONAL.get(word)).toBe(abbreviation);
    expect(DIRECTIONAL.get(abbreviation)).toBe(abbreviation);
  });

  it('maps every standard suffix abbreviation and primary name to that abbreviation', () => {
    for (const [abbreviation, primary] of SUFFIX_PRIMARY_NAME) {
      expect([SUFFIX_ABBREVIATION.get(abbreviation), SUFFIX_ABBREVIATION.get(primary)]).toEqual([abbreviation, abbreviation]);
    }
  });
});

describe('parseAddress agrees with parse-address on well-formed input', () => {
  it.each([
    '1315 10th St, Sacramento, CA 95814',
    '5000 Folsom Blvd Apt 12, Sacramento, CA 95819',
    '915 L St Ste 1110, Sacramento, CA 95814-3701',
    '4000 N Shepherd Dr, Houston, TX 77018',
    '1600 Pennsylvania Ave NW, Washington, DC 20500',
    '2010 N Dale Mabry Hwy, Tampa, FL 33607',
    '160 W 57th St, New York, NY 10019',
    '1 Music Sq E, Nashville, TN 37203',
    '4000 Charlotte Pike, Nashville, Tennessee 37209',
    '2929 Allen Parkway, Houston, TX 77019',
  ])('%s', (input) => {
    const theirs = parseAddressLib.parseLocation(input)!;
    const upper = (s: string | undefined) => s?.toUpperCase() ?? null;
    expect(parseAddress(input)).toEqual({
      number: upper(theirs.number),
      preDirection: upper(theirs.prefix),
      streetName: upper(theirs.street),
      suffix: upper(theirs.type),
      postDirection: upper(theirs.suffix),
      unitType: upper(theirs.sec_unit_type),
      unitNumber: upper(theirs.sec_unit_num),
      city: upper(theirs.city),
      state: upper(theirs.state),
      zip: upper(theirs.zip),
      zip4: upper(theirs.plus4),
    });
  });
});
