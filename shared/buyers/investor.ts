/**
 * The investor purchase, one definition for the loader that stores it per purchase
 * (loader/rollups/investors.ts) and the descriptions that state it (docs/analytics-definitions.md#investor-purchase).
 */

/** A buyer with this many purchases or more within INVESTOR_REPEAT_YEARS up to a purchase is an investor at that purchase. */
export const INVESTOR_REPEAT_PURCHASES = 3;
export const INVESTOR_REPEAT_YEARS = 10;

export const INVESTOR_DEFINITION =
  `An investor purchase is one whose buyer, at that purchase, is an entity (LLC, INC, CORP, LP, TRUST, HOLDINGS, PROPERTIES, ...), ` +
  `or made ${INVESTOR_REPEAT_PURCHASES} or more purchases (under its merged name identity) in the ${INVESTOR_REPEAT_YEARS} years up to and including it, ` +
  "or is the owner of record who does not live there (absentee; known for the current owner's purchase only). " +
  'It is decided once per purchase when the data is loaded, so it never depends on the window asked about.';
