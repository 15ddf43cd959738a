/**
 * The exporter: writes properties (optionally one state's) with their transactions and rentals
 * as import records, one per line, in property_id order, streaming in pages of ids.
 * Importing the output into an empty database reproduces the same records.
 */
import type { Writable } from 'node:stream';
import type { Sql } from 'postgres';
import type { ImportRental, ImportTransaction } from '../../shared/properties/records/import-record.ts';

const PAGE = 1000;

export interface ExportOptions {
  state?: string;
  /** a sample: the properties whose id is `offset` modulo `every` (a benchmark's delta) */
  sample?: { every: number; offset: number };
}

export async function exportRecords(sql: Sql, out: Writable, options: ExportOptions = {}): Promise<number> {
  let after = 0;
  let written = 0;
  for (;;) {
    // properties_pkey, or properties_state_recording's state prefix + the pkey order
    const page = await sql<{ property_id: string; doc: Record<string, unknown>; data_source: string }[]>`
      select property_id, doc, data_source from properties
      where property_id > ${after} ${options.state ? sql`and state = ${options.state.toUpperCase()}` : sql``}
        ${options.sample ? sql`and property_id % ${options.sample.every} = ${options.sample.offset}` : sql``}
      order by property_id limit ${PAGE}`;
    if (page.length === 0) return written;
    const ids = page.map((p) => p.property_id);
    const [transactions, rentals] = await Promise.all([
      sql`select * from transactions where property_id = any(${ids}::bigint[]) order by property_id, seq`,
      sql`select * from rentals where property_id = any(${ids}::bigint[]) order by property_id, seq`,
    ]);
    const byProperty = <T>(rows: readonly Record<string, unknown>[], map: (r: Record<string, unknown>) => T) => {
      const grouped = new Map<string, T[]>();
      for (const r of rows) {
        const key = String(r.property_id);
        (grouped.get(key) ?? grouped.set(key, []).get(key)!).push(map(r));
      }
      return grouped;
    };
    const tx = byProperty(transactions, toImportTransaction);
    const rx = byProperty(rentals, toImportRental);
    let chunk = '';
    for (const p of page) chunk += `${importLine(p.doc, p.data_source, tx.get(p.property_id) ?? [], rx.get(p.property_id) ?? [])}\n`;
    if (!out.write(chunk)) await new Promise((resolve) => out.once('drain', resolve));
    written += page.length;
    after = Number(page.at(-1)!.property_id);
  }
}

/** One import record: the property record with its source, transactions and leases (docs/data.md#import-format). */
export function importLine(doc: object, dataSource: string, transactions: ImportTransaction[], rentals: ImportRental[]): string {
  return JSON.stringify({ ...doc, data_source: dataSource, transactions, rentals });
}

const date = (v: unknown) => (v instanceof Date ? v.toISOString().slice(0, 10) : (v as string | null));
const amount = (v: unknown) => (v === null || v === undefined ? null : String(Number(v)));
const number = (v: unknown) => (v === null || v === undefined ? null : Number(v));

export function toImportTransaction(r: Record<string, unknown>): ImportTransaction {
  return {
    RECORDING_DATE: date(r.recording_date),
    APN: r.apn as string | null,
    BUYER_BORROWER1_NAME: r.buyer_1 as string | null,
    BUYER_BORROWER2_NAME: r.buyer_2 as string | null,
    SALE_DATE: date(r.sale_date),
    TRANSACTION_TYPE: r.transaction_type as string | null,
    SELLER1_NAME: r.seller_1 as string | null,
    SALE_AMT: amount(r.sale_amount),
    FIRST_MTG_RECORDING_DATE: date(r.mtg_recording_date),
    FIRST_MTG_AMT: amount(r.mtg_amount),
    FIRST_MTG_LENDER_NAME: r.mtg_lender as string | null,
    FIRST_MTG_DUE_DATE: date(r.mtg_due_date),
    DOCUMENT_TYPE: r.document_type as ImportTransaction['DOCUMENT_TYPE'],
    ARMS_LENGTH: r.arms_length as boolean | null,
    ARMS_LENGTH_REASON: r.arms_length_reason as ImportTransaction['ARMS_LENGTH_REASON'],
    DOC_NUM: r.doc_num as string | null,
    FIRST_MTG_INTEREST_RATE: number(r.mtg_rate),
    FIRST_MTG_TERM_MONTHS: number(r.mtg_term_months),
    FIRST_MTG_TYPE: r.mtg_type as string | null,
  };
}

export function toImportRental(r: Record<string, unknown>): Required<ImportRental> {
  return {
    list_date: date(r.list_date)!,
    lease_date: date(r.lease_date),
    rent: Number(r.rent),
    beds: number(r.beds),
    baths: number(r.baths),
    sqft: number(r.sqft),
    days_on_market: number(r.days_on_market),
    status: r.status as ImportRental['status'],
  };
}
