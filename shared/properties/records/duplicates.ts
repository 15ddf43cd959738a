/**
 * The same sale recorded twice (docs/analytics-definitions.md#one-sale-recorded-twice): sources list
 * one deed more than once (a second listing days later, often without the seller, or with the
 * price or a buyer written otherwise). The loader collapses such recordings into one transaction
 * before anything is derived from the history, and keeps where each value came from.
 */
import { sameParty } from '../../analytics/identity.ts';
import type { ImportTransaction } from './import-record.ts';

/** Two recordings this many days apart or closer can be one sale. */
export const DUPLICATE_DAYS = 7;

/** Where a collapsed transaction's values came from: positions in the record's transactions. */
export interface TransactionSources {
  /** every recording of the sale, the first (earliest) first: its position and document number */
  rows: { index: number; doc_num: string | null }[];
  /** the fields whose value is not the first recording's (it had none): the position that gave it */
  fields: Record<string, number>;
}

export interface Collapsed {
  transaction: ImportTransaction;
  /** null for a sale recorded once */
  sources: TransactionSources | null;
}

const DAY_MS = 86_400_000;
const dayOf = (t: ImportTransaction): number | null => {
  const d = t.SALE_DATE ?? t.RECORDING_DATE;
  return d ? Math.round(Date.parse(`${d}T00:00:00Z`) / DAY_MS) : null;
};
const price = (t: ImportTransaction): number | null => {
  const n = t.SALE_AMT === null || t.SALE_AMT === undefined ? null : Number(t.SALE_AMT);
  return n !== null && Number.isFinite(n) && n > 0 ? n : null;
};

const buyers = (t: ImportTransaction) => [t.BUYER_BORROWER1_NAME, t.BUYER_BORROWER2_NAME];
const sellers = (t: ImportTransaction) => [t.SELLER1_NAME];

/**
 * One deed passing title on: the later recording's seller is the earlier's buyer, and its buyer is
 * another. A double close (a wholesaler buying and reselling the same day, often at one price) is
 * two sales, never one recorded twice.
 */
function passesTitleOn(earlier: ImportTransaction, later: ImportTransaction): boolean {
  return sameParty(sellers(later), buyers(earlier)) === true && sameParty(buyers(later), buyers(earlier)) !== true;
}

/** Same document type, dated within DUPLICATE_DAYS, the same price or the same buyer, and no title passed on between them. */
export function sameSale(a: ImportTransaction, b: ImportTransaction): boolean {
  if ((a.DOCUMENT_TYPE ?? null) !== (b.DOCUMENT_TYPE ?? null)) return false;
  const da = dayOf(a);
  const db = dayOf(b);
  if (da === null || db === null || Math.abs(da - db) > DUPLICATE_DAYS) return false;
  if (passesTitleOn(a, b) || passesTitleOn(b, a)) return false;
  const pa = price(a);
  if (pa !== null && pa === price(b)) return true;
  return sameParty(buyers(a), buyers(b)) === true;
}

/**
 * The record's transactions with each sale recorded several times collapsed into one, in the order
 * of their first recording: each field is the earliest recording's, or when it has none the first
 * other recording's that has one. Collapsing what is already collapsed changes nothing.
 */
export function collapseDuplicates(transactions: readonly ImportTransaction[]): Collapsed[] {
  const order = transactions
    .map((t, index) => ({ t, index, day: dayOf(t) }))
    .sort((a, b) => (a.day ?? Infinity) - (b.day ?? Infinity) || a.index - b.index);
  const groups: (typeof order)[] = [];
  for (const row of order) {
    const group = row.day === null ? undefined : groups.find((g) => g.some((m) => sameSale(m.t, row.t)));
    if (group) group.push(row);
    else groups.push([row]);
  }
  return groups
    .sort((a, b) => a[0]!.index - b[0]!.index)
    .map((group) => {
      if (group.length === 1) return { transaction: group[0]!.t, sources: null };
      const merged = { ...group[0]!.t } as Record<string, unknown>;
      const fields: Record<string, number> = {};
      for (const { t, index } of group.slice(1))
        for (const [key, value] of Object.entries(t))
          if ((merged[key] === null || merged[key] === undefined) && value !== null && value !== undefined) {
            merged[key] = value;
            fields[key] = index;
          }
      return {
        transaction: merged as ImportTransaction,
        sources: { rows: group.map(({ t, index }) => ({ index, doc_num: t.DOC_NUM ?? null })), fields },
      };
    });
}
