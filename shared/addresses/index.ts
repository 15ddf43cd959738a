/**
 * US address parsing and normalisation to USPS Publication 28 forms.
 * README.md lists what is and is not recognised; test/unit/addresses.test.ts pins each point down.
 */
export type { ParsedAddress } from './types.ts';
export { parseAddress, normalizeParts } from './parse.ts';
export { streetLine, addressKey, streetKey, formatAddress, isCompleteForMailing } from './format.ts';
