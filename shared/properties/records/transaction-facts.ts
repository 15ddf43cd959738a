/**
 * What a property's recorded history says about each transaction (docs/analytics-definitions.md):
 * which are purchases, which purchases were cash, and which resales are flips, with hold times.
 * Computed once per property by the loader, which always has the whole history of a property.
 */

import { sameParty } from '../../analytics/identity.ts';

export interface HistoryEntry {
  saleDate: string | null;
  recordingDate: string | null;
  saleAmount: number | null;
  armsLength: boolean | null;
  mortgageAmount: number | null;
  /** a mortgage-only record (refinance etc.) carries no sale */
  isMortgageOnly: boolean;
  /** the grantees as recorded (buyer 1 and 2); absent or null: unknown */
  buyers?: readonly (string | null)[];
  /** the grantor as recorded; absent or null: unknown */
  seller?: string | null;
}

/**
 * How a resale is tied to the purchase its hold is measured from (docs/analytics-definitions.md#chain-of-title):
 * verified, the resale's seller is that purchase's buyer (or whom the buyer deeded it to); unverified,
 * one of the two names is unknown. null: not a resale.
 */
export type Chain = 'verified' | 'unverified';

export interface DerivedEntry {
  isPurchase: boolean;
  isCash: boolean | null;
  /** the purchase the resale's seller made (verified or unverified chain) */
  priorPurchaseDate: string | null;
  priorPurchasePrice: number | null;
  /** its position in the input */
  priorPurchaseIndex: number | null;
  chain: Chain | null;
  /** days since the seller's purchase: verified chains only, as the statistics count them */
  holdDays: number | null;
  /** a resale within the flip window of the seller's purchase: verified chains only */
  isFlip: boolean;
}

export interface DerivedHistory {
  entries: DerivedEntry[];
  /**
   * The address carries sales that cannot be one property's history (units of a building recorded
   * without their unit): every purchase stays a purchase, none is a resale.
   */
  addressShared: boolean;
}

export const CASH_MORTGAGE_WINDOW_DAYS = 30;
export const FLIP_WINDOW_DAYS = 365;
/** Two purchases by different buyers this close, the later not sold by the earlier buyer, are two homes. */
export const SHARED_ADDRESS_DAYS = 14;
/** Resales whose named seller is no earlier buyer: one is a recording error, this many are several homes. */
export const SHARED_ADDRESS_BROKEN_CHAINS = 2;

const DAY_MS = 86_400_000;
const dayNumber = (d: string) => Math.round(Date.parse(`${d}T00:00:00Z`) / DAY_MS);

/** The date a transfer happened: the sale date, else the recording date. */
export function effectiveDate(e: Pick<HistoryEntry, 'saleDate' | 'recordingDate'>): string | null {
  return e.saleDate ?? e.recordingDate;
}

interface Ordered {
  e: HistoryEntry;
  i: number;
  day: number | null;
}

/**
 * - purchase: an arms-length transfer with a positive price;
 * - cash: a purchase with no first mortgage on it and no mortgage-only record within 30 days after;
 * - the seller's purchase: for a purchase after an earlier one, the latest earlier purchase whose
 *   buyer (or whom that buyer deeded the home to since) is the resale's seller; when the seller or
 *   that buyer is unknown, the purchase just before, unverified; when both are known and differ, none;
 * - hold days and flips (within `flipWindowDays`): from a verified seller's purchase;
 * - a shared address ({@link DerivedHistory.addressShared}): no resale at all.
 * Entries are taken in date order; the result is in the input's order.
 */
export function deriveHistory(entries: HistoryEntry[], flipWindowDays = FLIP_WINDOW_DAYS): DerivedHistory {
  const order: Ordered[] = entries
    .map((e, i) => ({ e, i, day: dayOf(e) }))
    .sort((a, b) => (a.day ?? Infinity) - (b.day ?? Infinity) || a.i - b.i);
  const out: DerivedEntry[] = entries.map(() => ({
    isPurchase: false,
    isCash: null,
    priorPurchaseDate: null,
    priorPurchasePrice: null,
    priorPurchaseIndex: null,
    chain: null,
    holdDays: null,
    isFlip: false,
  }));
  const mortgageDays = order.filter((o) => o.e.isMortgageOnly && o.day !== null && (o.e.mortgageAmount ?? 0) > 0).map((o) => o.day!);
  const purchases: Ordered[] = [];
  for (const o of order) {
    const { e, day } = o;
    const isPurchase = e.armsLength === true && !e.isMortgageOnly && (e.saleAmount ?? 0) > 0 && day !== null;
    if (!isPurchase) continue;
    const financed = (e.mortgageAmount ?? 0) > 0 || mortgageDays.some((m) => m >= day && m - day <= CASH_MORTGAGE_WINDOW_DAYS);
    const d = out[o.i]!;
    d.isPurchase = true;
    d.isCash = !financed;
    purchases.push(o);
  }
  let brokenChains = 0;
  let shared = false;
  purchases.forEach((resale, k) => {
    if (k === 0) return;
    const link = sellersPurchase(order, purchases, k);
    const just = purchases[k - 1]!;
    // several buyers within days, the later not buying from the earlier: two homes at one address
    if (
      resale.day! - just.day! <= SHARED_ADDRESS_DAYS &&
      sameParty(resale.e.buyers ?? [], just.e.buyers ?? []) === false &&
      sameParty([resale.e.seller], just.e.buyers ?? []) !== true
    )
      shared = true;
    if (!link) {
      brokenChains++;
      return;
    }
    if (link.overlap) shared = true;
    const purchase = link.purchase;
    const d = out[resale.i]!;
    d.chain = link.chain;
    d.priorPurchaseDate = effectiveDate(purchase.e);
    d.priorPurchasePrice = purchase.e.saleAmount;
    d.priorPurchaseIndex = purchase.i;
    if (link.chain === 'verified') {
      d.holdDays = resale.day! - purchase.day!;
      d.isFlip = d.holdDays <= flipWindowDays;
    }
  });
  const addressShared = shared || brokenChains >= SHARED_ADDRESS_BROKEN_CHAINS;
  if (addressShared)
    for (const d of out)
      Object.assign(d, {
        priorPurchaseDate: null,
        priorPurchasePrice: null,
        priorPurchaseIndex: null,
        chain: null,
        holdDays: null,
        isFlip: false,
      });
  return { entries: out, addressShared };
}

/**
 * The purchase the k-th purchase's seller made, and whether another buyer owned the home in between
 * (two owners at once: overlap). null when both names are known and no earlier buyer is the seller.
 */
function sellersPurchase(order: Ordered[], purchases: Ordered[], k: number): { purchase: Ordered; chain: Chain; overlap: boolean } | null {
  const resale = purchases[k]!;
  const just = purchases[k - 1]!;
  const seller = [resale.e.seller];
  if (sameParty(seller, seller) === null) return { purchase: just, chain: 'unverified', overlap: false };
  for (let j = k - 1; j >= 0; j--) {
    const purchase = purchases[j]!;
    if (sameParty(seller, holders(order, purchase, resale)) !== true) continue;
    const overlap = purchases.slice(j + 1, k).some((p) => sameParty(seller, p.e.buyers ?? []) === false);
    return { purchase, chain: 'verified', overlap };
  }
  if (sameParty(just.e.buyers ?? [], just.e.buyers ?? []) === null) return { purchase: just, chain: 'unverified', overlap: false };
  return null;
}

/**
 * Who held title after a purchase up to a resale: its buyers, and whom they deeded it to by a
 * transfer that is no purchase (to their trust, their company, a spouse), and so on.
 */
function holders(order: Ordered[], purchase: Ordered, resale: Ordered): (string | null)[] {
  const names = [...(purchase.e.buyers ?? [])];
  const from = order.indexOf(purchase);
  const to = order.indexOf(resale);
  for (const t of order.slice(from + 1, to)) {
    if (t.e.isMortgageOnly || t.e.armsLength === true) continue;
    if (sameParty([t.e.seller], names) === true) names.push(...(t.e.buyers ?? []));
  }
  return names;
}

function dayOf(e: HistoryEntry): number | null {
  const d = effectiveDate(e);
  return d ? dayNumber(d) : null;
}
