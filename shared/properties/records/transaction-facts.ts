/**
 * What a property's recorded history says about each transaction (docs/analytics-definitions.md):
 * which are purchases, which purchases were cash, and which resales are flips, with hold times.
 * Computed once per property by the loader, which always has the whole history of a property.
 */

export interface HistoryEntry {
  saleDate: string | null;
  recordingDate: string | null;
  saleAmount: number | null;
  armsLength: boolean | null;
  mortgageAmount: number | null;
  /** a mortgage-only record (refinance etc.) carries no sale */
  isMortgageOnly: boolean;
}

export interface DerivedEntry {
  isPurchase: boolean;
  isCash: boolean | null;
  priorPurchaseDate: string | null;
  priorPurchasePrice: number | null;
  holdDays: number | null;
  isFlip: boolean;
}

export const CASH_MORTGAGE_WINDOW_DAYS = 30;
export const FLIP_WINDOW_DAYS = 365;

const DAY_MS = 86_400_000;
const dayNumber = (d: string) => Math.round(Date.parse(`${d}T00:00:00Z`) / DAY_MS);

/** The date a transfer happened: the sale date, else the recording date. */
export function effectiveDate(e: Pick<HistoryEntry, 'saleDate' | 'recordingDate'>): string | null {
  return e.saleDate ?? e.recordingDate;
}

/**
 * - purchase: an arms-length transfer with a positive price;
 * - cash: a purchase with no first mortgage on it and no mortgage-only record within 30 days after;
 * - hold days: for every purchase after an earlier purchase, days since that purchase (the seller's);
 * - flip: a purchase (resale) within `flipWindowDays` of the seller's purchase.
 * Entries are taken in date order; the result is in the input's order.
 */
export function deriveHistory(entries: HistoryEntry[], flipWindowDays = FLIP_WINDOW_DAYS): DerivedEntry[] {
  const order = entries.map((e, i) => ({ e, i, day: dayOf(e) })).sort((a, b) => (a.day ?? Infinity) - (b.day ?? Infinity) || a.i - b.i);
  const out: DerivedEntry[] = entries.map(() => ({
    isPurchase: false,
    isCash: null,
    priorPurchaseDate: null,
    priorPurchasePrice: null,
    holdDays: null,
    isFlip: false,
  }));
  const mortgageDays = order.filter((o) => o.e.isMortgageOnly && o.day !== null && (o.e.mortgageAmount ?? 0) > 0).map((o) => o.day!);
  let prior: { date: string; day: number; price: number } | null = null;
  for (const { e, i, day } of order) {
    const isPurchase = e.armsLength === true && !e.isMortgageOnly && (e.saleAmount ?? 0) > 0 && day !== null;
    if (!isPurchase) continue;
    const financed = (e.mortgageAmount ?? 0) > 0 || mortgageDays.some((m) => m >= day && m - day <= CASH_MORTGAGE_WINDOW_DAYS);
    const d = out[i]!;
    d.isPurchase = true;
    d.isCash = !financed;
    if (prior) {
      d.priorPurchaseDate = prior.date;
      d.priorPurchasePrice = prior.price;
      d.holdDays = day - prior.day;
      d.isFlip = d.holdDays <= flipWindowDays;
    }
    prior = { date: effectiveDate(e)!, day, price: e.saleAmount! };
  }
  return out;
}

function dayOf(e: HistoryEntry): number | null {
  const d = effectiveDate(e);
  return d ? dayNumber(d) : null;
}
