/**
 * People, companies and their mailing addresses, written the way assessor and recorder data
 * writes them: upper case, surname first ("GARCIA MARIA L").
 */
import type { GeoZip } from './geo.ts';
import {
  APARTMENT_STREETS,
  BUSINESS_STREETS,
  COMPANY_WORDS_A,
  COMPANY_WORDS_B,
  FEMALE_NAMES,
  INITIALS,
  MALE_NAMES,
  NON_GRID_SUFFIXES,
  SURNAMES,
} from './names.ts';
import type { Rng } from './random.ts';
import { STREET_NAMES_FOR_MAIL, SUFFIXES_FOR_MAIL } from './streets.ts';

export type OwnerType = 'Individual' | 'Corporate' | 'Trust' | 'Government';

export interface Party {
  /** as the recorder lists the first and second grantee */
  name1: string;
  name2: string | null;
  /** as the assessor writes the owner: a couple sharing a surname is one name ("GARCIA MARIA & JOSE") */
  ownerName: string;
  secondName: string | null;
  type: OwnerType;
  corporate: boolean;
  surname: string | null;
}

export interface Mailing {
  line: string;
  city: string;
  state: string;
  zip: string;
  zip4: string | null;
}

function personName(rng: Rng, surname: string, female: boolean): { full: string; given: string } {
  const given = female ? rng.pick(FEMALE_NAMES) : rng.pick(MALE_NAMES);
  const middle = rng.chance(0.55) ? ` ${INITIALS[rng.int(INITIALS.length)]}` : '';
  return { full: `${surname} ${given}${middle}`, given };
}

/** One person, or a couple (usually sharing a surname). */
export function person(rng: Rng, coupleShare = 0.55): Party {
  const surname = rng.pick(SURNAMES);
  const female = rng.chance(0.5);
  const first = personName(rng, surname, female);
  if (!rng.chance(coupleShare)) return individual(first.full, null, surname);
  const sameSurname = rng.chance(0.82);
  const second = personName(rng, sameSurname ? surname : rng.pick(SURNAMES), rng.chance(0.93) ? !female : female);
  return individual(first.full, second.full, surname, sameSurname ? `${first.full} & ${second.given}` : null);
}

/** A relative who inherits: same surname, new given name. */
export function heir(rng: Rng, surname: string): Party {
  return individual(personName(rng, surname, rng.chance(0.5)).full, null, surname);
}

export function individual(name1: string, name2: string | null, surname: string | null, combined: string | null = null): Party {
  return { name1, name2, ownerName: combined ?? name1, secondName: combined ? null : name2, type: 'Individual', corporate: false, surname };
}

export function company(name: string, type: OwnerType = 'Corporate'): Party {
  return { name1: name, name2: null, ownerName: name, secondName: null, type, corporate: type === 'Corporate', surname: null };
}

const TRUST_FORMS = ['FAMILY TRUST', 'LIVING TRUST', 'REVOCABLE TRUST', 'FAMILY REVOCABLE TRUST'];

/** The trust an owner (or couple) deeds the home into. */
export function trustOf(rng: Rng, owner: Party): Party {
  const surname = owner.surname ?? owner.name1.split(' ')[0]!;
  const name = rng.chance(0.6) ? `${surname} ${rng.pick(TRUST_FORMS)}` : `${owner.name1} ${rng.pick(TRUST_FORMS)}`;
  return { name1: name, name2: null, ownerName: name, secondName: null, type: 'Trust', corporate: false, surname };
}

/** The same couple with a spouse added or removed (interspousal / quitclaim deeds). */
export function withSpouse(rng: Rng, owner: Party): Party {
  const surname = owner.surname ?? owner.name1.split(' ')[0]!;
  if (owner.name2) return individual(owner.name1, null, surname);
  const spouse = personName(rng, surname, rng.chance(0.5));
  return individual(owner.name1, spouse.full, surname, `${owner.name1} & ${spouse.given}`);
}

/**
 * Fictional company name number `ordinal` from word pairs and a kind ("... PROPERTIES LLC");
 * distinct ordinals give distinct names.
 */
export function companyName(ordinal: number, kinds: readonly string[], suffix: string): string {
  const a = COMPANY_WORDS_A.length;
  const b = COMPANY_WORDS_B.length;
  const combos = a * b * kinds.length;
  const slot = (ordinal * 7919) % combos; // 7919 is prime and no list length divides it
  const round = Math.floor(ordinal / combos);
  const first = COMPANY_WORDS_A[slot % a]!;
  const second = COMPANY_WORDS_B[Math.floor(slot / a) % b]!;
  const kind = kinds[Math.floor(slot / (a * b))]!;
  return [first, second, kind, round > 0 ? String(round + 1) : '', suffix].filter(Boolean).join(' ');
}

// --- mailing addresses -------------------------------------------------------------------------

const zip4 = (rng: Rng) => (rng.chance(0.55) ? String(rng.intBetween(1000, 9999)) : null);

function mailing(line: string, zip: GeoZip, rng: Rng): Mailing {
  return { line, city: zip.city, state: zip.state, zip: zip.zip, zip4: zip4(rng) };
}

export function officeMailing(rng: Rng, zip: GeoZip): Mailing {
  const suite = 100 * rng.intBetween(1, 12) + rng.int(40);
  return mailing(`${rng.intBetween(100, 9999)} ${rng.pick(BUSINESS_STREETS)} ${rng.pick(NON_GRID_SUFFIXES)} STE ${suite}`, zip, rng);
}

export function poBoxMailing(rng: Rng, zip: GeoZip): Mailing {
  return mailing(`PO BOX ${rng.intBetween(100, 99999)}`, zip, rng);
}

export function apartmentMailing(rng: Rng, zip: GeoZip): Mailing {
  return mailing(
    `${rng.intBetween(100, 19999)} ${rng.pick(APARTMENT_STREETS)} ${rng.pick(NON_GRID_SUFFIXES)} APT ${rng.intBetween(1, 40) * 10 + rng.intBetween(1, 8)}`,
    zip,
    rng,
  );
}

/** A house address in a zip the simulation does not build streets in. */
export function houseMailing(rng: Rng, zip: GeoZip): Mailing {
  return mailing(`${rng.intBetween(100, 19999)} ${rng.pick(STREET_NAMES_FOR_MAIL)} ${rng.pick(SUFFIXES_FOR_MAIL)}`, zip, rng);
}
