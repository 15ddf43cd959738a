/**
 * Buyer and owner names as recorded vary in case, punctuation and the spelling of entity
 * suffixes ("L.L.C.", "LLC", "Limited Liability Company"). Analytics match on the normalised
 * form; the recorded variants are kept and reported (docs/analytics-definitions.md#buyer-names).
 */

// Longest phrases first so "LIMITED LIABILITY COMPANY" wins over "COMPANY".
const SUFFIX_VARIANTS: [RegExp, string][] = [
  [/\bLIMITED LIABILITY (COMPANY|CO)\b/g, 'LLC'],
  [/\bLIMITED PARTNERSHIP\b/g, 'LP'],
  [/\bLIMITED LIABILITY PARTNERSHIP\b/g, 'LLP'],
  [/\bINCORPORATED\b/g, 'INC'],
  [/\bCORPORATION\b/g, 'CORP'],
  [/\bCOMPANY\b/g, 'CO'],
  [/\bLIMITED\b/g, 'LTD'],
  [/\bL L C\b/g, 'LLC'],
  [/\bL P\b/g, 'LP'],
  [/\bL L P\b/g, 'LLP'],
];

// Loads repeat the same buyer, seller and owner names many times over.
const cache = new Map<string, string | null>();

/** "Crestline Homes, L.L.C." -> "CRESTLINE HOMES LLC"; null for empty input. */
export function normalizeName(name: string | null | undefined): string | null {
  if (!name) return null;
  let hit = cache.get(name);
  if (hit === undefined) {
    if (cache.size > 100_000) cache.clear();
    hit = normalize(name);
    cache.set(name, hit);
  }
  return hit;
}

function normalize(name: string): string | null {
  let n = name
    .toUpperCase()
    .replace(/&/g, ' AND ')
    // "L.L.C." -> "L L C" first, so the suffix table can fold the spaced form
    .replace(/\b([A-Z])\.(?=[A-Z]\.)/g, '$1 ')
    .replace(/\b([A-Z])\.(?=\s|$)/g, '$1')
    .replace(/[^A-Z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  for (const [pattern, replacement] of SUFFIX_VARIANTS) n = n.replace(pattern, replacement);
  n = n.replace(/\s+/g, ' ').trim();
  return n.length ? n : null;
}

/** Exported for SQL that classifies names in bulk (shared/analytics/definitions.ts turns it into a PostgreSQL pattern). */
export const ENTITY_WORDS =
  /\b(LLC|LLP|LP|INC|CORP|CO|LTD|TRUST|TR|TRUSTEE|PARTNERS|PARTNERSHIP|HOLDINGS|PROPERTIES|PROPERTY|INVESTMENTS|INVESTORS|CAPITAL|HOMES|REALTY|VENTURES|GROUP|FUND|REIT|BANK|ASSOCIATION|ASSN|MORTGAGE|MANAGEMENT|MGMT|ENTERPRISES|DEVELOPMENT|ESTATE|SFR|RENTALS|BORROWER|AUTHORITY|CITY OF|COUNTY OF|STATE OF)\b/;

/** An entity rather than a person: the first half of the investor definition (docs/analytics-definitions.md#investor-purchase). */
export function isEntityName(normalized: string | null): boolean {
  return !!normalized && ENTITY_WORDS.test(normalized);
}
