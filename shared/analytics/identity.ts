/**
 * The merged name identity of a buyer, seller or owner of record (docs/analytics-definitions.md#name-identity):
 * the one name that the recorder's grantee, the assessor's owner line and their co-owner and
 * trustee forms all reduce to, so that "OWENS MAI", "OWENS MAI & CHARLES", "OWENS MAI ETAL" and
 * "OWENS MAI TRUSTEE" are one buyer who owns what she bought.
 */
import { isEntityName, normalizeName } from './names.ts';

/** Trailing words that name how a person holds title, not who the person is. */
const HOLDING_FORMS =
  / (ETAL|ET AL|ET UX|ETUX|ET VIR|ETVIR|JTWROS|JT TEN|JTRS|JT|HW|H W|H AND W|HUSBAND AND WIFE|TR|TRS|TRUSTEE|TRUSTEES|TTEE|TTEES|CO TR|CO TRS|CO TRUSTEE|CO TRUSTEES|SUCC TR|SUCCESSOR TRUSTEE)$/;
/** "... TRUSTEE OF (THE) X TRUST": the trustee person, without the instrument named after it. */
const TRUSTEE_OF = / (TR|TRS|TRUSTEE|TRUSTEES|TTEE|TTEES) (OF|FOR|UNDER|UTD|UAD|U A|U D T) .*$/;

const cache = new Map<string, string | null>();

/**
 * "Owens, Mai & Charles" -> "OWENS MAI"; entities keep their whole normalised name
 * ("SMITH AND SONS LLC", "OWENS FAMILY TRUST"); null for a name with no letters or digits.
 */
export function nameIdentity(name: string | null | undefined): string | null {
  const normalized = normalizeName(name);
  if (!normalized) return null;
  let hit = cache.get(normalized);
  if (hit === undefined) {
    if (cache.size > 100_000) cache.clear();
    hit = identityOf(normalized);
    cache.set(normalized, hit);
  }
  return hit;
}

function identityOf(normalized: string): string {
  let n = normalized.replace(TRUSTEE_OF, '');
  for (let previous = ''; previous !== n; ) {
    previous = n;
    n = n.replace(HOLDING_FORMS, '');
  }
  if (!n) return normalized;
  if (isEntityName(n)) return n;
  // a person: the first of the co-owners ("OWENS MAI AND CHARLES", "OWENS MAI AND SMITH JOHN")
  const first = n.split(' AND ')[0]!.trim();
  return first || n;
}

/** One party a name stands for: a person's name words, or an entity's whole normalised name. */
type Party = { person: string[] } | { entity: string };

/** Generational suffixes: a word two people of one family differ by, absent from many recordings. */
const GENERATIONS = new Set(['JR', 'SR', 'II', 'III', 'IV']);
const TRUSTEE_OF_PARTS = /^(.*?) (?:TR|TRS|TRUSTEE|TRUSTEES|TTEE|TTEES) (?:OF|FOR|UNDER|UTD|UAD|U A|U D T) (?:THE )?(.*)$/;

/**
 * Every party a recorded name stands for (docs/analytics-definitions.md#chain-of-title): each
 * co-owner ("OWENS MAI & CHARLES" is OWENS MAI and OWENS CHARLES), and a trustee together with the
 * trust it acts for ("OWENS MAI TRUSTEE OF THE OWENS FAMILY TRUST").
 */
export function partiesOf(name: string | null | undefined): Party[] {
  const normalized = normalizeName(name);
  if (!normalized) return [];
  const parties: Party[] = [];
  let n = normalized;
  const trustee = TRUSTEE_OF_PARTS.exec(n);
  if (trustee) {
    parties.push({ entity: entityKey(trustee[2]!) });
    n = trustee[1]!;
  }
  for (let previous = ''; previous !== n; ) {
    previous = n;
    n = n.replace(HOLDING_FORMS, '');
  }
  if (!n) return parties;
  if (isEntityName(n)) return [...parties, { entity: entityKey(n) }];
  const people = n
    .split(' AND ')
    .map((p) => p.trim().split(' ').filter(Boolean))
    .filter((words) => words.length);
  people.forEach((words, i) => {
    // "OWENS MAI AND CHARLES" (surname first) or "MAI AND CHARLES OWENS" (surname last): a lone
    // given name shares the family name its neighbour carries
    if (words.length === 1 && people.length > 1) {
      const neighbour = i > 0 ? people[0]![0]! : people.at(-1)!.at(-1)!;
      parties.push({ person: [words[0]!, neighbour] });
    } else parties.push({ person: words });
  });
  return parties;
}

/** An entity without a leading THE or its trailing legal form: CRESTLINE HOMES LLC is CRESTLINE HOMES. */
function entityKey(n: string): string {
  return n.replace(/^THE /, '').replace(/ (LLC|LLP|LP|INC|CORP|CO|LTD)$/, '') || n;
}

/**
 * Whether two recorded names can be one party (the resale's seller and the earlier buyer): null when
 * either is unknown. People match when every word of the shorter name is a word of the other or the
 * initial of one ("OWENS M" is "OWENS MAI", "MAI OWENS" too), with at least a family name and a given
 * name or initial; entities when their names are one.
 */
export function sameParty(a: readonly (string | null | undefined)[], b: readonly (string | null | undefined)[]): boolean | null {
  const left = a.flatMap(partiesOf);
  const right = b.flatMap(partiesOf);
  if (!left.length || !right.length) return null;
  return left.some((x) => right.some((y) => partyMatch(x, y)));
}

function partyMatch(x: Party, y: Party): boolean {
  if ('entity' in x || 'entity' in y) return 'entity' in x && 'entity' in y && x.entity === y.entity;
  return personMatch(x.person, y.person);
}

function personMatch(x: string[], y: string[]): boolean {
  const genX = x.filter((w) => GENERATIONS.has(w));
  const genY = y.filter((w) => GENERATIONS.has(w));
  if (genX.length && genY.length && genX.join() !== genY.join()) return false;
  const wx = x.filter((w) => !GENERATIONS.has(w));
  const wy = y.filter((w) => !GENERATIONS.has(w));
  const [short, long] = wx.length <= wy.length ? [wx, wy] : [wy, wx];
  if (short.length < 2) return short.join() === long.join();
  // every word of the shorter name pairs with a different word of the longer, a full word with
  // the same word, an initial with a word it begins; and one pair is two full words (the family name)
  const free = [...long];
  let fullPairs = 0;
  for (const w of [...short].sort((p, q) => q.length - p.length)) {
    const exact = free.indexOf(w);
    const at = exact >= 0 ? exact : free.findIndex((v) => (w.length === 1 && v.startsWith(w)) || (v.length === 1 && w.startsWith(v)));
    if (at < 0) return false;
    if (w.length > 1 && free[at]!.length > 1) fullPairs++;
    free.splice(at, 1);
  }
  return fullPairs >= 1;
}
