/**
 * What a load changes, as events (docs/changes.md#events): pure functions from a property as the
 * load writes it and as the database held it before, so the rules are tested with tables of cases.
 */

export const CHANGE_TYPES = ['property', 'sale', 'document', 'lease', 'listing', 'owner', 'valuation'] as const;
export type ChangeType = (typeof CHANGE_TYPES)[number];

/** A valuation moving by more than this share of its old value is an event (docs/changes.md#events). */
export const VALUATION_CHANGE_THRESHOLD = 0.05;

/** The parts of a written property the events read. */
export interface WrittenProperty {
  property: {
    property_id: number;
    owner_name: string | null;
    last_recording_date: string | null;
    doc: { address: { formatted_street_address: string } };
  };
  transactions: readonly WrittenDocument[];
  rentals: readonly WrittenRental[];
}

export interface WrittenDocument {
  recording_date: string | null;
  sale_date: string | null;
  transaction_type: string | null;
  document_type: string | null;
  sale_amount: number | null;
  doc_num: string | null;
  buyer_1: string | null;
  seller_1: string | null;
  is_purchase: boolean;
}

export interface WrittenRental {
  list_date: string;
  lease_date: string | null;
  rent: number;
  status: string;
  beds: number | null;
  baths: number | null;
}

/** What the database held for a property before the load rewrote it. */
export interface PriorProperty {
  owner_name: string | null;
  /** documentKey of each recorded document */
  documents: ReadonlySet<string>;
  /** rentalKey of each rental */
  rentals: ReadonlySet<string>;
}

export interface ChangeEvent {
  property_id: number;
  type: ChangeType;
  recording_date: string | null;
  summary: Record<string, unknown>;
}

const keyOf = (parts: unknown[]) => parts.map((p) => (p === null || p === undefined ? '' : String(p))).join('|');

/** A document is the same document when these agree; the database's copy is keyed the same way (loader/change-events.ts). */
export function documentKey(
  d: Pick<WrittenDocument, 'recording_date' | 'document_type' | 'transaction_type' | 'doc_num' | 'sale_amount' | 'buyer_1' | 'seller_1'>,
): string {
  return keyOf([d.recording_date, d.document_type ?? d.transaction_type, d.doc_num, d.sale_amount, d.buyer_1, d.seller_1]);
}

export function rentalKey(r: Pick<WrittenRental, 'list_date' | 'lease_date' | 'rent' | 'status'>): string {
  return keyOf([r.list_date, r.lease_date, r.rent, r.status]);
}

/** Whether a valuation moved by more than the threshold; a value appearing or disappearing is not a move. */
export function valuationMoved(before: number | null, after: number | null): boolean {
  if (before === null || after === null || before <= 0) return false;
  return Math.abs(after - before) / before > VALUATION_CHANGE_THRESHOLD;
}

/**
 * The events of one written property: `property` always (new or updated), a `sale` or `document`
 * per document the database did not hold, a `lease` or `listing` per new rental, `owner` when the
 * owner of record changed. Written in this order. (`valuation` events come from the valuation pass:
 * valuationEvent.)
 */
export function changesOf(written: WrittenProperty, prior: PriorProperty | undefined): ChangeEvent[] {
  const p = written.property;
  const id = p.property_id;
  const events: ChangeEvent[] = [
    {
      property_id: id,
      type: 'property',
      recording_date: p.last_recording_date,
      summary: { change: prior ? 'updated' : 'new', address: p.doc.address.formatted_street_address },
    },
  ];
  const newDocuments = written.transactions
    .filter((d) => !prior?.documents.has(documentKey(d)))
    .sort((a, b) => (a.recording_date ?? '').localeCompare(b.recording_date ?? ''));
  for (const d of newDocuments)
    events.push({
      property_id: id,
      type: d.is_purchase ? 'sale' : 'document',
      recording_date: d.recording_date,
      summary: {
        document_type: d.document_type,
        transaction_type: d.transaction_type,
        sale_date: d.sale_date,
        price: d.sale_amount,
        buyer: d.buyer_1,
        seller: d.seller_1,
        document_number: d.doc_num,
      },
    });
  const newRentals = written.rentals
    .filter((r) => !prior?.rentals.has(rentalKey(r)))
    .sort((a, b) => a.list_date.localeCompare(b.list_date));
  for (const r of newRentals)
    events.push({
      property_id: id,
      type: r.lease_date !== null || r.status === 'leased' ? 'lease' : 'listing',
      recording_date: r.lease_date ?? r.list_date,
      summary: { rent: r.rent, status: r.status, list_date: r.list_date, lease_date: r.lease_date, beds: r.beds, baths: r.baths },
    });
  if (prior && prior.owner_name !== p.owner_name)
    events.push({
      property_id: id,
      type: 'owner',
      recording_date: p.last_recording_date,
      summary: { old_owner: prior.owner_name, new_owner: p.owner_name },
    });
  return events;
}

/**
 * The `valuation` event of a property whose valuation on record the valuation pass moved past the
 * threshold (loader/valuations/refresh.ts), else null.
 */
export function valuationEvent(propertyId: number, before: number | null, after: number | null): ChangeEvent | null {
  if (!valuationMoved(before, after)) return null;
  return {
    property_id: propertyId,
    type: 'valuation',
    recording_date: null,
    summary: { old_value: before, new_value: after, change_ratio: Math.round(((after! - before!) / before!) * 10_000) / 10_000 },
  };
}
