import { describe, expect, it } from 'vitest';
import { nameIdentity, sameParty } from '../../../../shared/analytics/identity.ts';

describe('nameIdentity', () => {
  it.each([
    // a person alone, as the recorder lists the first grantee
    ['OWENS MAI', 'OWENS MAI'],
    ['Owens, Mai', 'OWENS MAI'],
    ['GARCIA MARIA L', 'GARCIA MARIA L'],
    // co-owner forms of the assessor's owner line
    ['OWENS MAI & CHARLES', 'OWENS MAI'],
    ['OWENS MAI AND CHARLES', 'OWENS MAI'],
    ['OWENS MAI & OWENS CHARLES', 'OWENS MAI'],
    ['OWENS MAI & SMITH JOHN', 'OWENS MAI'],
    ['GARCIA MARIA L & JOSE', 'GARCIA MARIA L'],
    ['OWENS MAI ETAL', 'OWENS MAI'],
    ['OWENS MAI ET AL', 'OWENS MAI'],
    ['OWENS MAI ET UX', 'OWENS MAI'],
    ['OWENS MAI & CHARLES ETAL', 'OWENS MAI'],
    ['OWENS MAI JTWROS', 'OWENS MAI'],
    ['OWENS MAI & CHARLES H/W', 'OWENS MAI'],
    // trustee forms: the person acting as trustee
    ['OWENS MAI TR', 'OWENS MAI'],
    ['OWENS MAI TRS', 'OWENS MAI'],
    ['OWENS MAI TRUSTEE', 'OWENS MAI'],
    ['OWENS MAI TTEE', 'OWENS MAI'],
    ['OWENS MAI & CHARLES TRUSTEES', 'OWENS MAI'],
    ['OWENS MAI SUCCESSOR TRUSTEE', 'OWENS MAI'],
    ['OWENS MAI TRUSTEE OF THE OWENS FAMILY TRUST', 'OWENS MAI'],
    ['OWENS MAI TR ETAL', 'OWENS MAI'],
    // entities keep their whole name: a trust is its own owner, an AND in a firm name is the firm
    ['OWENS FAMILY TRUST', 'OWENS FAMILY TRUST'],
    ['OWENS MAI REVOCABLE TRUST', 'OWENS MAI REVOCABLE TRUST'],
    ['SMITH & SONS PROPERTIES LLC', 'SMITH AND SONS PROPERTIES LLC'],
    ['Crestline Homes, L.L.C.', 'CRESTLINE HOMES LLC'],
    ['CRESTLINE HOMES LLC ETAL', 'CRESTLINE HOMES LLC'],
    ['HOUSING AUTHORITY OF FULTON', 'HOUSING AUTHORITY OF FULTON'],
    // nothing to strip down to: the name as written
    ['ETAL', 'ETAL'],
    ['TRUSTEE', 'TRUSTEE'],
    ['', null],
    [null, null],
  ])('%j -> %j', (input, expected) => {
    expect(nameIdentity(input)).toBe(expected);
  });
});

describe('sameParty (chain of title)', () => {
  it.each([
    // people: order, initials, co-buyers, holding and trustee forms
    ['OWENS MAI', 'OWENS MAI', true],
    ['Owens, Mai', 'MAI OWENS', true],
    ['OWENS MAI L', 'OWENS MAI', true],
    ['OWENS M', 'OWENS MAI', true],
    ['OWENS M L', 'OWENS MAI LYNN', true],
    ['OWENS MAI & CHARLES', 'OWENS CHARLES', true],
    ['MAI & CHARLES OWENS', 'OWENS CHARLES', true],
    ['OWENS MAI & SMITH JOHN', 'SMITH JOHN', true],
    ['OWENS MAI ETAL', 'OWENS MAI', true],
    ['OWENS MAI TRUSTEE', 'OWENS MAI', true],
    ['OWENS MAI TR', 'OWENS M', true],
    ['OWENS MAI TRUSTEE OF THE OWENS FAMILY TRUST', 'OWENS FAMILY TRUST', true],
    ['OWENS MAI TRUSTEE OF THE OWENS FAMILY TRUST', 'OWENS MAI', true],
    ['SMITH JOHN JR', 'SMITH JOHN', true],
    ['SMITH JOHN JR', 'SMITH JOHN SR', false],
    ['OWENS MAI', 'OWENS CHARLES', false],
    ['OWENS MAI', 'OWENS', false],
    ['OWENS M', 'OWENS C', false],
    ['OWENS MAI L', 'OWENS MAI K', false],
    ['GARCIA JOSE', 'OWENS MAI', false],
    // entities: suffixes folded, a missing legal form or THE
    ['Crestline Homes, L.L.C.', 'CRESTLINE HOMES LLC', true],
    ['CRESTLINE HOMES LIMITED LIABILITY COMPANY', 'Crestline Homes', true],
    ['THE OWENS FAMILY TRUST', 'OWENS FAMILY TRUST', true],
    ['CRESTLINE HOMES LLC', 'CRESTLINE CAPITAL LLC', false],
    ['OWENS PROPERTIES LLC', 'OWENS MAI', false],
  ])('%s / %s: %s', (a, b, same) => {
    expect(sameParty([a], [b])).toBe(same);
    expect(sameParty([b], [a])).toBe(same);
  });

  it('is unknown (null) when either side has no name; a second buyer counts', () => {
    expect(sameParty([null], ['OWENS MAI'])).toBeNull();
    expect(sameParty(['OWENS MAI'], [' , '])).toBeNull();
    expect(sameParty(['PARK LEE'], ['OWENS MAI', 'PARK LEE'])).toBe(true);
  });
});
