/**
 * Turns free text into upper-case word tokens grouped by comma-separated segment, dropping the
 * punctuation USPS drops (Pub 28 keeps only the hyphen in numbers and the slash in fractions).
 */

// biome-ignore lint/suspicious/noControlCharactersInRegex: the ASCII range starts at NUL
const NON_ASCII = /[^\x00-\x7F]/;
const DIACRITICS = /\p{M}+/gu;
const APOSTROPHES = /['’‘`]/g;
/** Dotted initials ("N.E.", "P.O.", "U.S.A.") collapse to one word; other periods just separate words. */
const DOTTED_INITIAL = /\b([A-Z])\.(?=[A-Z]\b)/g;
const HALF = /½/g;
const SEGMENT_BREAKS = /[;\r\n|]+/g;
const HASH = /#/g;
/** A slash survives only inside a fraction ("1/2"), where it is significant. */
const STRAY_SLASH = /(?<!\d)\/|\/(?!\d)/g;
const OTHER_PUNCTUATION = /[^A-Z0-9,#/\- ]+/g;
const SPACES = / +/;
const EDGE_HYPHENS = /^-+|-+$/g;
/** "I-35", "US-50", "SR-1": the route prefix and the route number are separate words. */
const GLUED_ROUTE = /^(US|I|IH|SR|SH|CR|FM|HWY|RTE)-([A-Z]?\d+[A-Z]?)$/;

/** USPS addresses carry no diacritics: "PEÑASCO" is "PENASCO". Skipped for ASCII input, which is nearly all of it. */
function stripDiacritics(text: string): string {
  return NON_ASCII.test(text) ? text.normalize('NFD').replace(DIACRITICS, '') : text;
}

/**
 * Letters, digits, spaces and commas only: none of the replacements below would change anything.
 * Most input is like this, and the eight replacements cost ~3 µs even on one word (an address is
 * tokenised once whole and once per part it normalises).
 */
const PLAIN = /^[A-Za-z0-9 ,]*$/;

export function tokenize(text: string): string[][] {
  const cleaned = PLAIN.test(text)
    ? text.toUpperCase()
    : stripDiacritics(text)
        .toUpperCase()
        .replace(APOSTROPHES, '')
        .replace(DOTTED_INITIAL, '$1')
        .replace(HALF, ' 1/2')
        .replace(SEGMENT_BREAKS, ',')
        .replace(HASH, ' # ')
        .replace(STRAY_SLASH, ' ')
        .replace(OTHER_PUNCTUATION, ' ');
  const segments: string[][] = [];
  for (const segment of cleaned.split(',')) {
    const tokens: string[] = [];
    for (const raw of segment.split(SPACES)) pushToken(tokens, raw);
    if (tokens.length > 0) segments.push(tokens);
  }
  return segments;
}

function pushToken(tokens: string[], raw: string): void {
  const token = raw.includes('-') ? raw.replace(EDGE_HYPHENS, '') : raw;
  if (token === '') return;
  const route = token.includes('-') ? GLUED_ROUTE.exec(token) : null;
  if (route) tokens.push(route[1]!, route[2]!);
  else tokens.push(token);
}
