/**
 * The key a place name is compared by, wherever names are compared: place search
 * (shared/locations/search-text.ts, the keys stored in place_search) and the city of an address
 * against its record, so "St. Louis", "Saint Louis" and "ST LOUIS" meet, as do "Doña Ana" and
 * "Dona Ana".
 */

/**
 * Abbreviated words spelt out. The data spells the same names both ways: USPS city names say
 * "Saint Louis" and "Fort Myers", county names and CBSA titles say "St. Louis" and "Ft." in a few
 * places, and the raw zip file has "Mt Zion" and "Ft Mitchell".
 */
const ABBREVIATIONS = new Map([
  ['ST', 'SAINT'],
  ['STE', 'SAINTE'],
  ['FT', 'FORT'],
  ['MT', 'MOUNT'],
]);

/**
 * Upper case without accents or punctuation, words separated by one space. Apostrophes join
 * ("O'Brien" -> OBRIEN); every other mark separates ("St.Louis", "Winston-Salem").
 */
export function cleanText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toUpperCase()
    .replace(/['’`]/g, '')
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim();
}

/** A word with its abbreviation spelt out ("ST" -> "SAINT"). */
export const expandWord = (word: string): string => ABBREVIATIONS.get(word) ?? word;

/** The search key of a name: cleanText with abbreviated words spelt out. */
export function searchKey(text: string): string {
  const clean = cleanText(text);
  return clean === '' ? '' : clean.split(' ').map(expandWord).join(' ');
}
