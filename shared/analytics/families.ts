/**
 * Entity families (docs/analytics-definitions.md#entity-families): the entity names one owner holds
 * title under, linked when they share a mailing address and their names share a stem
 * ("CRESTLINE HOMES LLC", "CRESTLINE SFR PROPERTY TX LP") or one abbreviates the other
 * ("CH BORROWER 2017-1 LLC"). A mailing address alone never links: registered agents and property
 * managers receive the tax bills of many unrelated owners.
 */
import type { PendingQuery, Row, Sql } from 'postgres';
import { z } from '../platform/zod.ts';
import { isEntityName } from './names.ts';

export const FAMILY_DEFINITION =
  'An entity family is the entity names one owner holds title under, linked when two names are mailed to the same address and share a name stem (CRESTLINE HOMES LLC, CRESTLINE SFR PROPERTY TX LP) or one abbreviates the other (CH BORROWER 2017-1 LLC); a shared address alone never links. Families are rebuilt at every load; its name is the member owning the most properties.';

/** The family's names listed with it, most properties first. */
export const FAMILY_NAMES_LISTED = 50;

/**
 * The listed names of the family whose key `family` gives (a column of the query it goes in): an
 * array, most properties first, then by name, at most FAMILY_NAMES_LISTED (entity_families_family,
 * owner_portfolios_pkey).
 */
export function familyNames(sql: Sql, family: PendingQuery<Row[]>): PendingQuery<Row[]> {
  return sql`
    select array_agg(member_key order by n desc, member_key) from (
      select m.member_key, coalesce(o.properties, 0) as n
      from entity_families m left join owner_portfolios o on o.owner_name = m.member_key
      where m.family_key = ${family}
      order by n desc, m.member_key
      limit ${FAMILY_NAMES_LISTED}
    ) members`;
}

/** How owners are counted: each normalised name alone, or with the rest of its entity family. */
export const groupField = z
  .enum(['name', 'family'])
  .default('name')
  .openapi({
    description: `\`name\`: each owner name on its own; \`family\`: the names of an entity family together. ${FAMILY_DEFINITION}`,
  });
export type OwnerGroup = z.output<typeof groupField>;

/**
 * Words that say what kind of vehicle an entity is, not whose: entity suffixes, securitisation and
 * holding-company words, the generic words of landlords' names, and filler.
 */
const VEHICLE_WORDS = new Set(
  (
    'LLC LLP LP LTD INC CORP CO PLLC PC PA NA TRUST TR REIT ' +
    'BORROWER BORROWERS ISSUER OWNER OWNERS PROPERTY PROPERTIES SFR SERIES HOLDINGS HOLDING HOLDCO ' +
    'ACQUISITION ACQUISITIONS OPERATING PARTNERSHIP PARTNERS PARTNER FUND FUNDS VENTURE VENTURES ' +
    'HOME HOMES HOUSING HOUSES RENTAL RENTALS RENT RENTS RESIDENTIAL REALTY REAL ESTATE LEASING LEASE ' +
    'INVESTMENT INVESTMENTS INVESTORS CAPITAL GROUP ASSET ASSETS MANAGEMENT MGMT ENTERPRISES COMPANY ' +
    'SUB SUBSIDIARY MASTER DEPOSITOR TRUSTEE AGENT NOMINEE ' +
    'OF THE AND FOR A AN AT IN ' +
    'ONE TWO THREE FOUR FIVE SIX SEVEN EIGHT NINE TEN I II III IV V VI VII VIII IX X'
  ).split(' '),
);

/** US states and territories, as names and USPS codes: a vehicle per state ("... SFR PROPERTY TX LP"). */
const STATE_WORDS = new Set(
  (
    'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA ' +
    'RI SC SD TN TX UT VT VA WA WV WI WY PR ' +
    'ALABAMA ALASKA ARIZONA ARKANSAS CALIFORNIA COLORADO CONNECTICUT DELAWARE FLORIDA GEORGIA HAWAII IDAHO ILLINOIS INDIANA ' +
    'IOWA KANSAS KENTUCKY LOUISIANA MAINE MARYLAND MASSACHUSETTS MICHIGAN MINNESOTA MISSISSIPPI MISSOURI MONTANA NEBRASKA ' +
    'NEVADA OHIO OKLAHOMA OREGON PENNSYLVANIA TENNESSEE TEXAS UTAH VERMONT VIRGINIA WASHINGTON WISCONSIN WYOMING ' +
    'CAROLINA DAKOTA HAMPSHIRE JERSEY MEXICO YORK RHODE ISLAND WEST NORTH SOUTH NEW'
  ).split(' '),
);

/** An abbreviation is 2-5 letters: one letter is no one's, six is a word. */
const ABBREVIATION = /^[A-Z]{2,5}$/;

/**
 * The words of an entity's name that say whose it is, in order: "CRESTLINE SFR PROPERTY TX LP" ->
 * [CRESTLINE], "CH BORROWER 2017-1 LLC" -> [CH], "IH3 PROPERTY GEORGIA LP" -> [IH]. A series number
 * glued to a word is cut from it; numbers alone are series, not names. Empty when nothing is left.
 */
export function nameStem(normalized: string): string[] {
  const words: string[] = [];
  for (const raw of normalized.split(' ')) {
    const word = raw.replace(/\d+$/, '');
    if (word.length < 2 || /\d/.test(word) || VEHICLE_WORDS.has(word) || STATE_WORDS.has(word)) continue;
    words.push(word);
  }
  return words;
}

/** The name's words before its vehicle and series words, for reading an abbreviation against: "CRESTLINE HOMES LLC" -> [CRESTLINE, HOMES]. */
function leadingWords(normalized: string): string[] {
  const words: string[] = [];
  for (const word of normalized.split(' ')) {
    if (/\d/.test(word) || ['LLC', 'LLP', 'LP', 'LTD', 'INC', 'CORP', 'CO', 'BORROWER', 'ISSUER', 'OWNER', 'SERIES'].includes(word)) break;
    words.push(word);
  }
  return words;
}

/**
 * `abbreviation` abbreviates `words` when its first letter is the first word's initial and its
 * letters appear in order in the words, each after the one before ("CH": CRESTLINE HOMES; "IG":
 * IRONGATE SFR; "BMRH": BLUE MESA RENTAL HOMES), and it is not itself one of the words.
 */
export function abbreviates(abbreviation: string, words: string[]): boolean {
  if (!ABBREVIATION.test(abbreviation) || words.length === 0 || words.includes(abbreviation)) return false;
  const letters = words.join(' ');
  if (letters[0] !== abbreviation[0]) return false;
  let at = 1;
  for (const letter of abbreviation.slice(1)) {
    at = letters.indexOf(letter, at);
    if (at < 0) return false;
    at++;
  }
  return true;
}

export interface FamilyCandidate {
  /** the name identity (docs/analytics-definitions.md#name-identity) */
  key: string;
  /** the normalised mailing address it is mailed to */
  mail: string;
  /** properties it owns at that address */
  properties: number;
}

/**
 * The pairs of names at one mailing address that belong together: the same stem, one stem the start
 * of the other (at least four letters: "BLUE MESA" and "BLUE MESA WEST"), or an abbreviation that only one stem at the address can be read as (an
 * abbreviation two different stems fit links neither).
 */
export function linksAtAddress(keys: string[]): [string, string][] {
  const entities = [...new Set(keys)].filter((k) => isEntityName(k)).sort();
  const links: [string, string][] = [];
  // names by stem: each joins the first of its stem, and the first of every stem that begins its own
  const byStem = new Map<string, string>();
  const stems = new Map<string, string[]>();
  for (const k of entities) {
    const stem = nameStem(k);
    stems.set(k, stem);
    if (stem.length === 0) continue;
    const text = stem.join(' ');
    const first = byStem.get(text);
    if (first === undefined) byStem.set(text, k);
    else links.push([first, k]);
  }
  for (const [text, k] of byStem) {
    const words = text.split(' ');
    for (let n = 1; n < words.length; n++) {
      const prefix = words.slice(0, n).join(' ');
      const shorter = byStem.get(prefix);
      if (shorter !== undefined && prefix.length >= 4) links.push([shorter, k]);
    }
  }
  // an abbreviation links only when the names it fits share one stem
  const byInitial = new Map<string, string[]>();
  for (const k of entities) {
    if ((stems.get(k) ?? []).length === 0) continue;
    const initial = k[0]!;
    const list = byInitial.get(initial);
    if (list) list.push(k);
    else byInitial.set(initial, [k]);
  }
  for (const a of entities) {
    const sa = stems.get(a)!;
    if (sa.length !== 1 || !ABBREVIATION.test(sa[0]!)) continue;
    const fits = (byInitial.get(sa[0]![0]!) ?? []).filter((b) => b !== a && abbreviates(sa[0]!, leadingWords(b)));
    const stemsFit = new Set(fits.map((b) => stems.get(b)!.join(' ')));
    if (stemsFit.size === 1) for (const b of fits) links.push([a, b]);
  }
  return links;
}

/**
 * Every name in a family of two or more, with its family's name: the member owning the most
 * properties (then the first alphabetically). Families are the connected names over every
 * address's links, so a name mailed to two addresses joins what each links it to.
 */
export function entityFamilies(candidates: FamilyCandidate[]): Map<string, string> {
  const byMail = new Map<string, string[]>();
  const owned = new Map<string, number>();
  for (const c of candidates) {
    const keys = byMail.get(c.mail);
    if (keys) keys.push(c.key);
    else byMail.set(c.mail, [c.key]);
    owned.set(c.key, (owned.get(c.key) ?? 0) + c.properties);
  }
  const parent = new Map<string, string>();
  const root = (k: string): string => {
    let r = k;
    while (parent.get(r) !== r) r = parent.get(r)!;
    parent.set(k, r);
    return r;
  };
  for (const keys of byMail.values())
    for (const [a, b] of linksAtAddress(keys)) {
      for (const k of [a, b]) if (!parent.has(k)) parent.set(k, k);
      const [ra, rb] = [root(a), root(b)];
      if (ra !== rb) parent.set(ra, rb);
    }
  const members = new Map<string, string[]>();
  for (const k of parent.keys()) {
    const list = members.get(root(k));
    if (list) list.push(k);
    else members.set(root(k), [k]);
  }
  const family = new Map<string, string>();
  for (const names of members.values()) {
    const head = [...names].sort((a, b) => (owned.get(b) ?? 0) - (owned.get(a) ?? 0) || (a < b ? -1 : 1))[0]!;
    for (const k of names) family.set(k, head);
  }
  return family;
}
