/**
 * The investor purchase (docs/analytics-definitions.md#investor-purchase), stored per purchase in
 * transactions.is_investor. A purchase is an investor purchase when, at that purchase,
 *   - the buyer is an entity (transactions.buyer_is_entity), or
 *   - the buyer (its merged name identity, buyer_key) has made INVESTOR_REPEAT_PURCHASES purchases
 *     or more in the INVESTOR_REPEAT_YEARS up to and including its date, or
 *   - the buyer is an absentee: the purchase is the current owner's own, and the owner of record
 *     does not live there (properties.owner_occupied false). Mailing addresses are only recorded
 *     for the owner of record, so earlier buyers' cannot be told.
 * Each batch the loader writes reclassifies the purchases of the buyers it adds or removes
 * (loader/ingest/writer.ts), so the stored status is what the rows in the database decide whatever the
 * load order and wherever a load was interrupted, and a load that adds earlier purchases of a
 * buyer reclassifies its later ones. Every incremental load ends by recomputing every purchase, for
 * the rows written before this column existed (migration 0027); only the rows whose status changed
 * are written. The bulk load, into empty tables, writes each purchase with its class instead
 * (stageInvestorPurchases), by the same classified() definition.
 */
import type { PendingQuery, Row, TransactionSql } from 'postgres';
import { INVESTOR_REPEAT_PURCHASES, INVESTOR_REPEAT_YEARS } from '../../shared/buyers/investor.ts';
import { lockForLoad } from '../../shared/platform/db/locks.ts';

/**
 * Shared by every batch a load writes, exclusive for a transaction that classifies every purchase
 * or reads the rollups' change log: the refresh then sees no batch half-way, whose change would
 * commit below the log position it consumes. Batches of different loads run side by side.
 */
const CLASSIFY_LOCK = 720_432;

export async function lockInvestorPurchases(tx: TransactionSql): Promise<void> {
  await lockForLoad(tx, CLASSIFY_LOCK);
}

/** A batch's share of the classification lock (docs/data.md#concurrent-loads). */
export async function shareInvestorPurchases(tx: TransactionSql): Promise<void> {
  await tx`set local statement_timeout = 0`;
  await tx`select pg_advisory_xact_lock_shared(${CLASSIFY_LOCK})`;
}

/**
 * Locks these buyers (identities) until the transaction ends, but those already `held`: a batch
 * that classifies a buyer must see every purchase another batch adds for it, so the two take turns
 * (a buyer with homes in two states is common). Row locks on buyer_locks, taken in key order, so
 * two batches never wait on each other in a circle; a buyer's first batch adds its row.
 */
export async function lockBuyers(tx: TransactionSql, buyerKeys: Iterable<string>, held = new Set<string>()): Promise<void> {
  const keys = [...new Set(buyerKeys)].filter((k) => !held.has(k));
  if (keys.length === 0) return;
  // buyer_locks_pkey
  await tx`insert into buyer_locks (buyer_key) select k from unnest(${keys}::text[]) k order by k on conflict do nothing`;
  await tx`select count(*) from (select 1 from buyer_locks where buyer_key = any(${keys}::text[]) order by buyer_key for update) l`;
}

/**
 * Reclassifies the purchases of these buyers (identities; those among them who bought in their own
 * name, below), or every purchase. With `loggedAt` (a position of the rollups' change log), the
 * purchases whose status changed are counted there per location cell and month, for the refresh
 * to move (loader/rollups/count-moves.ts).
 */
export async function classifyInvestorPurchases(tx: TransactionSql, buyerKeys?: string[], loggedAt?: number): Promise<void> {
  // A buyer's purchases are read with all the purchases of their properties, which decide the
  // properties' latest ones; only the buyer's own are complete enough to classify. The properties
  // are fetched first and passed as a list: folded into one statement as a semi-join, a planner
  // whose statistics predate the load (the embedded database has no autovacuum) nests two scans
  // of every purchase, and each batch of a large import then takes longer than the last.
  let properties = tx``;
  let counted = buyerKeys;
  if (buyerKeys) {
    // An entity's purchases are investor purchases whatever else it bought, and the writer writes
    // them so (loader/ingest/writer.ts insertNew): only buyers with a purchase in their own name
    // are counted again. An institution's portfolio is thousands of purchases, which every batch
    // that adds one would otherwise read and classify again (transactions_buyer).
    counted = (
      await tx<{ buyer_key: string }[]>`
        select distinct buyer_key from transactions where is_purchase and buyer_key = any(${buyerKeys}::text[]) and not buyer_is_entity`
    ).map((r) => r.buyer_key);
    if (counted.length === 0) return;
    // transactions_buyer
    const ids = (
      await tx<{ property_id: string }[]>`
        select distinct property_id from transactions where is_purchase and buyer_key = any(${counted}::text[])`
    ).map((r) => r.property_id);
    if (ids.length === 0) return;
    // transactions_pkey
    properties = tx`and t.property_id = any(${ids}::bigint[])`;
  }
  const buyers = counted ? tx`and c.buyer_key = any(${counted}::text[])` : tx``;
  const purchases = tx`
    select t.property_id, t.seq, t.buyer_key, t.buyer_is_entity, coalesce(t.sale_date, t.recording_date) as bought, t.is_investor
    from transactions t
    where t.is_purchase ${properties}`;
  const update = tx`
    update transactions t set is_investor = c.investor
    from (${classified(tx, purchases)}) c
    where t.property_id = c.property_id and t.seq = c.seq and c.is_investor is distinct from c.investor ${buyers}
    returning t.state, t.cbsa_code, t.county_fips, t.city, t.zip, date_trunc('month', coalesce(t.sale_date, t.recording_date))::date as month,
              case when c.investor then 1 else -1 end as change`;
  if (loggedAt === undefined) await update;
  else
    await tx`
      with moved as (${update})
      insert into rollup_investor_moves (pos, state, cbsa_code, county_fips, city, zip, month, change)
      select ${loggedAt}, state, cbsa_code, county_fips, city, zip, month, sum(change) from moved group by 2, 3, 4, 5, 6, 7`;
}

/**
 * The investor purchases among the staged transactions of a bulk load (loader/bulk/staging.ts), classified
 * as classifyInvestorPurchases would classify them once written, into the temporary table
 * `bulk_investors` (property_id, seq): the bulk insert writes each transaction with its class, so
 * no update rewrites the rows (and every index entry) after it. The properties must be written.
 */
export async function stageInvestorPurchases(tx: TransactionSql, staged: string): Promise<void> {
  const purchases = tx`
    select property_id::bigint as property_id, seq::int as seq, buyer_key, buyer_is_entity::boolean as buyer_is_entity,
           coalesce(sale_date::date, recording_date::date) as bought, false as is_investor
    from ${tx.unsafe(staged)}
    where is_purchase::boolean`;
  await tx`create temp table bulk_investors on commit drop as select property_id, seq from (${classified(tx, purchases)}) c where c.investor`;
}

/**
 * Each purchase of `purchases` (property_id, seq, buyer_key, buyer_is_entity, bought, is_investor as
 * stored) with `investor`, its class. The window counts the buyer's purchases dated within the
 * preceding 10 years, its own date included (RANGE: purchases of the same day count together). The
 * owner's own purchase is the property's latest, bought under the owner's identity.
 */
function classified(tx: TransactionSql, purchases: PendingQuery<Row[]>) {
  const years = `${INVESTOR_REPEAT_YEARS} years`;
  return tx`
    select p.property_id, p.seq, p.buyer_key, p.is_investor,
           p.buyer_key is not null and (
             p.buyer_is_entity
             or count(*) over (partition by p.buyer_key order by p.bought range between ${years}::interval preceding and current row)
                >= ${INVESTOR_REPEAT_PURCHASES}
             or (p.latest and o.owner_occupied is false and o.owner_key = p.buyer_key)
           ) as investor
    from (
      select q.*, row_number() over (partition by q.property_id order by q.bought desc, q.seq desc) = 1 as latest
      from (${purchases}) q
    ) p
    join properties o on o.property_id = p.property_id`;
}
