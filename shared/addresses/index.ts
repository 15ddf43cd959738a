/**
 * US address parsing and normalisation to USPS Publication 28 forms.
 * README.md lists what is and is not recognised; test/unit/addresses.test.ts pins each point down.
 */

export { addressKey, formatAddress, isCompleteForMailing, streetKey, streetLine } from './format.ts';
export { normalizeParts, parseAddress } from './parse.ts';
export type { ParsedAddress } from './types.ts';
