/**
 * What a house number covers. County records write a parcel with several numbers as a range
 * ("1320-22 VINE ST" is the parcel at 1320 and 1322, "45-47" the one at 45 and 47); in Queens and
 * in Hawaii a hyphenated number is one number ("86-15 BROADWAY": house 15 of the 86th block).
 * Everything else with a letter, fraction or grid prefix is one number, equal only to itself.
 */

export interface NumberSpan {
  low: number;
  high: number;
  /** 2 when both ends are on one side of the street (same parity): the range holds that side only */
  step: 1 | 2;
}

const PLAIN = /^\d+$/;
const HYPHENATED = /^(\d+)-(\d+)$/;
/** The widest range read as one parcel: wider ones ("10-400") are not a parcel's numbers. */
const MAX_SPAN = 200;

/**
 * ZIP prefixes where a hyphenated number is one number: Queens (111, 113, 114, 116, and 110's
 * 11004-11005) and Hawaii (967, 968).
 */
export function hyphenIsOneNumber(zip: string | null): boolean {
  if (!zip) return false;
  const prefix = zip.slice(0, 3);
  return ['111', '113', '114', '116', '967', '968'].includes(prefix) || zip === '11004' || zip === '11005';
}

/**
 * The numbers a house number covers, or null when it is one number that only equals itself
 * ("123A", "123 1/2", "N6W23001", a Queens "86-15"). "1320-22" expands the short end on the long
 * one's digits: 1320-1322.
 */
export function numberSpan(text: string, zip: string | null): NumberSpan | null {
  if (PLAIN.test(text)) {
    const n = Number(text);
    return { low: n, high: n, step: 1 };
  }
  const hyphen = HYPHENATED.exec(text);
  if (!hyphen || hyphenIsOneNumber(zip)) return null;
  const [, first, second] = hyphen as unknown as [string, string, string];
  const low = Number(first);
  const high = Number(second.length < first.length ? first.slice(0, first.length - second.length) + second : second);
  if (!(high > low) || high - low > MAX_SPAN) return null;
  return { low, high, step: low % 2 === high % 2 ? 2 : 1 };
}

function holds(span: NumberSpan, n: number): boolean {
  return n >= span.low && n <= span.high && (n - span.low) % span.step === 0;
}

/**
 * How a requested house number relates to a recorded one:
 *   'same'       the same number or range, however written (1320-22 and 1320-1322);
 *   'in_record'  the record is a range that holds the requested number (1321 is not in 1320-22: other side);
 *   'in_request' the request is a range that holds the recorded number;
 *   'overlap'    two different ranges that share a number;
 *   null         different numbers.
 */
export function compareNumbers(
  requested: string,
  recorded: string,
  zip: string | null,
): 'same' | 'in_record' | 'in_request' | 'overlap' | null {
  if (requested === recorded) return 'same';
  const a = numberSpan(requested, zip);
  const b = numberSpan(recorded, zip);
  if (!a || !b) return null;
  const aOne = a.low === a.high;
  const bOne = b.low === b.high;
  if (a.low === b.low && a.high === b.high && a.step === b.step) return 'same';
  if (aOne && bOne) return null;
  if (aOne) return holds(b, a.low) ? 'in_record' : null;
  if (bOne) return holds(a, b.low) ? 'in_request' : null;
  for (let n = Math.max(a.low, b.low); n <= Math.min(a.high, b.high); n++) if (holds(a, n) && holds(b, n)) return 'overlap';
  return null;
}
