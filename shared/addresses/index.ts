/**
 * US address parsing and normalisation to USPS Publication 28 forms.
 * README.md lists what is and is not recognised; test/unit/addresses.test.ts pins each point down.
 */

export {
  compareStreets,
  editDistance,
  NAME_SIMILARITY,
  type Relaxation,
  type StreetComparison,
  type StreetPart,
  similarity,
  unitIdentity,
} from './compare.ts';
export { addressKey, formatAddress, isCompleteForMailing, streetKey, streetLine, unitNeutralKey } from './format.ts';
export { compareNumbers, hyphenIsOneNumber, type NumberSpan, numberSpan } from './house-number.ts';
export { normalizeParts, parseAddress } from './parse.ts';
export type { ParsedAddress } from './types.ts';
