import { describe, expect, it } from 'vitest';
import { parseAddress } from '../../shared/addresses/index.ts';
import {
  type Candidate,
  editDistance,
  pickNearMatch,
  pickStreetMatch,
  streetSimilarity,
  unitNumberOf,
} from '../../shared/properties/matching.ts';

const c = (property_id: number, address_key: string, street_key = address_key): Candidate => ({ property_id, address_key, street_key });
const req = (text: string) => parseAddress(text)!;

describe('editDistance and streetSimilarity', () => {
  it.each([
    ['MAIN', 'MAIN', 0],
    ['MAIN', 'MIAN', 1],
    ['MAIN', 'MAINE', 1],
    ['OAK', 'OKA', 1],
    ['', 'ABC', 3],
    ['KITTEN', 'SITTING', 3],
  ])('%s vs %s: %i edits', (a, b, d) => expect(editDistance(a, b)).toBe(d));

  it.each([
    ['123 N MAIN ST', '123 N MIAN ST', 0.89],
    ['123 N MAIN ST', '123 N MAIN AVE', 0.7],
    ['5 ELM ST', '5 OAK ST', 0.5],
    ['9 MARTIN LUTHER KING JR BLVD', '9 MARTIN LUTHR KING JR BLVD', 0.96],
  ])('%s vs %s: %f', (a, b, s) => expect(streetSimilarity(a, b)).toBeCloseTo(s, 2));
});

describe('pickStreetMatch', () => {
  const street = [c(1, '40 PEARL ST APT 2', '40 PEARL ST'), c(2, '40 PEARL ST APT 3', '40 PEARL ST')];
  it.each([
    ['40 Pearl St Apt 2, 87501', 1, 'exact'],
    ['40 Pearl St #2, 87501', 1, 'exact'],
    ['40 Pearl St Unit 3, 87501', 2, 'exact'],
    ['40 Pearl St Apt 9, 87501', null, null],
    ['40 Pearl St, 87501', null, null],
  ])('%s -> %s (%s)', (text, id, level) => {
    const m = pickStreetMatch(req(text), street);
    expect(m?.candidate.property_id ?? null).toBe(id);
    expect(m?.level ?? null).toBe(level);
  });

  it.each([
    ['7 Canyon Rd, 87501', 'unit_dropped'],
    ['7 Canyon Rd Unit C, 87501', 'unit_dropped'],
    ['7 Canyon Rd Unit B, 87501', 'exact'],
  ])('a single unit on the street: %s -> %s', (text, level) => {
    expect(pickStreetMatch(req(text), [c(3, '7 CANYON RD UNIT B', '7 CANYON RD')])?.level).toBe(level);
  });

  it('matches a house without units exactly only when no unit is asked for', () => {
    expect(pickStreetMatch(req('1 Oak St, 87501'), [c(4, '1 OAK ST')])?.level).toBe('exact');
    expect(pickStreetMatch(req('1 Oak St Apt 1, 87501'), [c(4, '1 OAK ST')])?.level).toBe('unit_dropped');
  });
});

describe('pickNearMatch', () => {
  const zip = [c(1, '123 N MAIN ST'), c(2, '123 S ELM ST'), c(3, '125 N MIAN ST')];
  it.each([
    ['123 N Mian St, 87501', 1, 0.89],
    ['123 N Maine St, 87501', 1, 0.9],
    ['123 S Elms St, 87501', 2, 0.89],
  ])('%s -> %i at %f', (text, id, confidence) => {
    const m = pickNearMatch(req(text), zip);
    expect(m).toMatchObject({ level: 'near', confidence });
    expect(m?.candidate.property_id).toBe(id);
  });

  it.each(['123 Oak St, 87501', '124 N Main St, 87501', '123 S Elm Ave, 87501'])(
    'rejects %s (different street, suffix or number)',
    (text) => {
      expect(pickNearMatch(req(text), zip)).toBeNull();
    },
  );
});

describe('unitNumberOf', () => {
  it.each([
    [c(1, '40 PEARL ST APT 2', '40 PEARL ST'), '2'],
    [c(1, '40 PEARL ST # 2B', '40 PEARL ST'), '2B'],
    [c(1, '40 PEARL ST'), null],
  ])('%o -> %s', (cand, unit) => expect(unitNumberOf(cand)).toBe(unit));
});
