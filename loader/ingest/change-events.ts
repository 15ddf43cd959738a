/**
 * The outbox side of the change feed (docs/changes.md): the writer reads what the database held
 * for the properties a batch rewrites, before it deletes their documents, and writes the batch's
 * events after its rows, in the same transaction; once it commits, sequenceChanges gives them their
 * feed positions (docs/changes.md#order). A batch of unchanged properties writes nothing,
 * so the same load run again adds no event.
 */
import type { TransactionSql } from 'postgres';

export { sequenceChanges } from '../../shared/changes/queries.ts';

import {
  type ChangeEvent,
  changesOf,
  documentKey,
  type PriorProperty,
  rentalKey,
  type WrittenProperty,
} from '../../shared/changes/events.ts';

/** What the database holds for these properties now (properties_pkey, transactions_pkey, rentals_pkey). */
export async function priorProperties(tx: TransactionSql, ids: number[]): Promise<Map<number, PriorProperty>> {
  if (ids.length === 0) return new Map();
  const rows = await tx<{ property_id: string; owner_name: string | null; documents: unknown[][]; rentals: unknown[][] }[]>`
    select p.property_id, p.owner_name,
           coalesce((select json_agg(json_build_array(t.recording_date, t.document_type, t.transaction_type, t.doc_num, t.sale_amount, t.buyer_1, t.seller_1))
                     from transactions t where t.property_id = p.property_id), '[]') as documents,
           coalesce((select json_agg(json_build_array(r.list_date, r.lease_date, r.rent, r.status))
                     from rentals r where r.property_id = p.property_id), '[]') as rentals
    from properties p
    where p.property_id = any(${ids}::bigint[])`;
  return new Map(
    rows.map((r) => [
      Number(r.property_id),
      {
        owner_name: r.owner_name,
        documents: new Set(
          r.documents.map(([recording_date, document_type, transaction_type, doc_num, sale_amount, buyer_1, seller_1]) =>
            documentKey({
              recording_date: recording_date as string | null,
              document_type: document_type as string | null,
              transaction_type: transaction_type as string | null,
              doc_num: doc_num as string | null,
              sale_amount: sale_amount as number | null,
              buyer_1: buyer_1 as string | null,
              seller_1: seller_1 as string | null,
            }),
          ),
        ),
        rentals: new Set(
          r.rentals.map(([list_date, lease_date, rent, status]) =>
            rentalKey({
              list_date: list_date as string,
              lease_date: lease_date as string | null,
              rent: rent as number,
              status: status as string,
            }),
          ),
        ),
      },
    ]),
  );
}

/**
 * Writes the events of a batch whose rows are written; place keys come from the stored property,
 * whose county and metro the writer may have taken from the zip. Ids follow the batch's order.
 */
export async function writeChangeEvents(
  tx: TransactionSql,
  items: readonly WrittenProperty[],
  prior: Map<number, PriorProperty>,
): Promise<void> {
  await insertChangeEvents(
    tx,
    items.flatMap((item) => changesOf(item, prior.get(item.property.property_id))),
  );
}

/** Writes events of stored properties in their order, with the places of the properties as stored. */
export async function insertChangeEvents(tx: TransactionSql, changes: readonly ChangeEvent[]): Promise<void> {
  const events = changes.map((e, ord) => ({ ...e, ord }));
  if (events.length === 0) return;
  await tx`
    insert into change_events (property_id, type, state, county_fips, zip, city, cbsa_code, recording_date, summary)
    select e.property_id, e.type, p.state, p.county_fips, p.zip, p.city, p.cbsa_code, e.recording_date, e.summary
    from json_to_recordset(${JSON.stringify(events)}::text::json)
         as e(ord int, property_id bigint, type text, recording_date date, summary jsonb)
    join properties p on p.property_id = e.property_id
    order by e.ord`;
}

/**
 * The bulk path's events: a first load into an empty database writes one `property` event per
 * property; the documents and rentals it brings are the properties' history, not news
 * (docs/changes.md#events).
 */
export async function writeBulkChangeEvents(tx: TransactionSql): Promise<void> {
  // properties_pkey order
  await tx`
    insert into change_events (property_id, type, state, county_fips, zip, city, cbsa_code, recording_date, summary)
    select property_id, 'property', state, county_fips, zip, city, cbsa_code, last_recording_date,
           jsonb_build_object('change', 'new', 'address', doc -> 'address' ->> 'formatted_street_address')
    from properties
    order by property_id`;
}
