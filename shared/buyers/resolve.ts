/**
 * Which buyer a name in a request means: the buyer whose normalised name it is, else the most
 * similar buyer name (pg_trgm similarity) when it is similar enough, with the other similar names
 * as alternatives so that a caller who misspelt "CRESTLINE HOMES" can see which buyers it may mean.
 */

/** Below this trigram similarity a name is not taken to mean a buyer. */
export const NEAR_MATCH_MIN = 0.5;
export const MAX_ALTERNATIVES = 5;

export interface NameCandidate {
  name: string;
  similarity: number;
  purchases: number;
}

export interface BuyerChoice {
  best: NameCandidate;
  level: 'exact' | 'near';
  alternatives: NameCandidate[];
}

/** Most similar first, then the busier buyer, then by name. */
function byLikeness(a: NameCandidate, b: NameCandidate): number {
  return b.similarity - a.similarity || b.purchases - a.purchases || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
}

/**
 * `exact` is the buyer with the normalised name itself, if any; `similar` the near matches found.
 * Null when neither gives a buyer at NEAR_MATCH_MIN or above.
 */
export function chooseBuyer(exact: NameCandidate | undefined, similar: NameCandidate[]): BuyerChoice | null {
  const near = similar.filter((c) => c.similarity >= NEAR_MATCH_MIN && c.name !== exact?.name).sort(byLikeness);
  const best = exact ?? near[0];
  if (!best) return null;
  return { best, level: exact ? 'exact' : 'near', alternatives: near.filter((c) => c.name !== best.name).slice(0, MAX_ALTERNATIVES) };
}
