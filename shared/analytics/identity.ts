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
