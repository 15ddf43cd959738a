/**
 * How place search results are ordered. Population is not in the data, so a place's size is its
 * zip count: the number of zips whose primary city, county, CBSA or state it is (a zip counts 1).
 * Matches come exact first, then prefix, then near (trigram) matches; larger places first within
 * exact and prefix, the most similar first among near matches.
 */

export const PLACE_TYPES = ['state', 'msa', 'county', 'city', 'zip'] as const;
export type PlaceType = (typeof PLACE_TYPES)[number];

export const MATCH_TIERS = ['exact', 'prefix', 'fuzzy'] as const;
export type MatchTier = (typeof MATCH_TIERS)[number];

export interface SizedPlace {
  type: PlaceType;
  zip_count: number;
  cbsa_type: 'metro' | 'micro' | null;
  display_name: string;
  /** the place's code, for a total order between places of the same name */
  ref: string;
}

const TYPE_ORDER = Object.fromEntries(PLACE_TYPES.map((t, i) => [t, i])) as Record<PlaceType, number>;
const typeOrder = (t: PlaceType) => TYPE_ORDER[t];
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Larger first: more zips, then the containing type first at equal size (state, CBSA, county,
 * city), a metro before a micro, then by name and code so the order is total. The order is
 * stored as place_search.rank when the search table is built.
 */
export function compareBySize(a: SizedPlace, b: SizedPlace): number {
  return (
    b.zip_count - a.zip_count ||
    typeOrder(a.type) - typeOrder(b.type) ||
    (a.cbsa_type === 'micro' ? 1 : 0) - (b.cbsa_type === 'micro' ? 1 : 0) ||
    byText(a.display_name, b.display_name) ||
    byText(a.ref, b.ref)
  );
}

export interface Candidate {
  kind: PlaceType;
  /** the place's code within its kind */
  ref: string;
  match: MatchTier;
  /** trigram similarity of a near match; null for exact and prefix matches */
  similarity: number | null;
  /** position in compareBySize order (zips: their code order) */
  rank: number;
}

export function compareCandidates(a: Candidate, b: Candidate): number {
  return MATCH_TIERS.indexOf(a.match) - MATCH_TIERS.indexOf(b.match) || (b.similarity ?? 0) - (a.similarity ?? 0) || a.rank - b.rank;
}

/**
 * The first `limit` places in result order, each once at its best match (a county found exactly
 * by "Sacramento" also starts with it), and whether more places matched. The query layer fetches
 * more than `limit` per tier, so a longer list means there is more.
 */
export function rankCandidates<T extends Candidate>(candidates: readonly T[], limit: number): { results: T[]; hasMore: boolean } {
  const seen = new Set<string>();
  const places = [...candidates].sort(compareCandidates).filter((c) => {
    const id = `${c.kind}|${c.ref}`;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
  return { results: places.slice(0, limit), hasMore: places.length > limit };
}
