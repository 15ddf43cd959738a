/**
 * Recording warts of real sales lists (docs/data.md#recording-warts), added to a simulated record
 * when asked (SimulationOptions.recordingWarts): a sale listed twice, a sale without its seller,
 * a seller written otherwise. Deterministic: each wart is decided by a hash of the seed, the
 * property and the transaction's position, so the same options give the same bytes.
 */
import type { ImportRecord, ImportTransaction } from '../../shared/properties/records/import-record.ts';
import { hash } from './random.ts';

/** Of the sales (a positive price): listed a second time 1-5 days later, without the seller. */
export const DUPLICATE_LISTING_RATE = 0.025;
/** Of the sales: no seller named. */
export const UNNAMED_SELLER_RATE = 0.03;
/** Of the sales with a seller: a person's given name written as its initial, an entity upper case without punctuation. */
export const SELLER_WRITTEN_OTHERWISE_RATE = 0.05;

const DAY_MS = 86_400_000;
const ENTITY = /\b(LLC|INC|TRUST|LP|CORP|CO|BANK|HOMES|PROPERTIES|HOLDINGS)\b/i;

const chance = (seed: number, id: number, position: number, wart: number) => hash(seed, id, position, wart) / 2 ** 32;
const later = (day: string | null | undefined, days: number) =>
  day ? new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10) : (day ?? null);

/** "SMITH JOHN" -> "SMITH J"; "Crestline Homes, LLC" -> "CRESTLINE HOMES LLC". */
export function writtenOtherwise(name: string): string {
  const words = name.split(' ');
  return words.length > 1 && !ENTITY.test(name) ? `${words[0]} ${words[1]![0]}` : name.toUpperCase().replace(/[.,]/g, '');
}

/**
 * The second listing of a sale: `days` later, no seller, no mortgage, another document number,
 * and either the same price with the second buyer (or the first with ETAL) as the buyer, or the
 * same buyer with the price rounded to the next thousand.
 */
function secondListing(t: ImportTransaction, days: number, samePrice: boolean): ImportTransaction {
  return {
    ...t,
    SALE_DATE: later(t.SALE_DATE, days),
    RECORDING_DATE: later(t.RECORDING_DATE, days),
    SELLER1_NAME: null,
    DOC_NUM: t.DOC_NUM ? `${t.DOC_NUM}-2` : null,
    BUYER_BORROWER1_NAME: samePrice ? (t.BUYER_BORROWER2_NAME ?? `${t.BUYER_BORROWER1_NAME} ETAL`) : t.BUYER_BORROWER1_NAME,
    SALE_AMT: samePrice ? t.SALE_AMT : String(Math.floor(Number(t.SALE_AMT) / 1000) * 1000 + 1000),
    FIRST_MTG_AMT: null,
    FIRST_MTG_LENDER_NAME: null,
    FIRST_MTG_RECORDING_DATE: null,
  };
}

export function withRecordingWarts(record: ImportRecord, seed: number): ImportRecord {
  const id = record.property_id;
  const transactions: ImportTransaction[] = [];
  for (const [i, t] of (record.transactions ?? []).entries()) {
    if (!(Number(t.SALE_AMT ?? 0) > 0)) {
      transactions.push(t);
      continue;
    }
    const written = { ...t };
    if (chance(seed, id, i, 1) < UNNAMED_SELLER_RATE) written.SELLER1_NAME = null;
    else if (written.SELLER1_NAME && chance(seed, id, i, 2) < SELLER_WRITTEN_OTHERWISE_RATE)
      written.SELLER1_NAME = writtenOtherwise(written.SELLER1_NAME);
    transactions.push(written);
    if (chance(seed, id, i, 3) < DUPLICATE_LISTING_RATE)
      transactions.push(secondListing(written, 1 + (hash(seed, id, i, 4) % 5), chance(seed, id, i, 5) < 0.5));
  }
  return { ...record, transactions };
}
