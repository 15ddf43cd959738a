/**
 * Writes batches of stored properties (with their transactions and rentals) idempotently:
 * a property whose content hash is unchanged is not touched; a changed one is replaced whole
 * (its transactions and rentals too) in the same transaction, so nothing is ever half-written.
 * Rows travel as one JSON parameter per table (json_populate_recordset), which PGlite and
 * PostgreSQL both run; on PostgreSQL the writer can stream them with COPY instead (see copy.ts).
 *
 * Killed at any point, a load leaves whole batches behind and nothing else; running it again
 * skips them by content hash and writes the rest. A batch also reclassifies the investor purchases
 * of the buyers it touches, so the rows it leaves are what an uninterrupted load leaves.
 */
import type { Sql, TransactionSql } from 'postgres';
import { isDatabaseUnavailable } from '../../shared/platform/db/errors.ts';
import { type ChangedRow, emptyScope, logRollupChanges, widen, widenByRows } from '../rollups/changes.ts';
import { classifyInvestorPurchases, lockBuyers, shareInvestorPurchases } from '../rollups/investors.ts';
import { priorProperties, sequenceChanges, writeChangeEvents } from './change-events.ts';
import { stageForCopy } from './copy.ts';
import type { StoredProperty } from './records.ts';

export interface BatchResult {
  inserted: number;
  updated: number;
  unchanged: number;
  rejected: { index: number; reason: string }[];
}

export const PROPERTY_COLUMNS = [
  'property_id',
  'data_source',
  'content_hash',
  'doc',
  'address_key',
  'street_key',
  'zip',
  'city',
  'state',
  'county_fips',
  'cbsa_code',
  'lat',
  'lon',
  'property_type',
  'beds',
  'baths',
  'living_sqft',
  'lot_sqft',
  'year_built',
  'effective_year_built',
  'basement_type',
  'assessed_value',
  'valuation_value',
  'equity',
  'owner_name',
  'owner_name_2',
  'owner_key',
  'owner_mail_key',
  'owner_occupied',
  'corporate_owner',
  'owner_type',
  'pre_foreclosure',
  'pre_foreclosure_date',
  'vacant',
  'last_sale_date',
  'last_recording_date',
  'last_sale_price',
  'address_shared',
] as const;

export const TRANSACTION_COLUMNS = [
  'property_id',
  'seq',
  'recording_date',
  'sale_date',
  'transaction_type',
  'document_type',
  'arms_length',
  'arms_length_reason',
  'sale_amount',
  'apn',
  'doc_num',
  'buyer_1',
  'buyer_2',
  'seller_1',
  'buyer_key',
  'seller_key',
  'buyer_is_entity',
  'mtg_recording_date',
  'mtg_amount',
  'mtg_lender',
  'mtg_due_date',
  'mtg_rate',
  'mtg_term_months',
  'mtg_type',
  'is_purchase',
  'is_cash',
  'prior_purchase_date',
  'prior_purchase_price',
  'chain',
  'hold_days',
  'is_flip',
  'sources',
] as const;

export const RENTAL_COLUMNS = [
  'property_id',
  'seq',
  'list_date',
  'lease_date',
  'rent',
  'beds',
  'baths',
  'sqft',
  'days_on_market',
  'status',
] as const;

const fromProperty = (columns: readonly string[]) => columns.map((c) => ({ column: c, value: `p.${c}` }));
const LOCATION = fromProperty(['zip', 'city', 'state', 'county_fips', 'cbsa_code', 'geog']);

/**
 * What a child row copies from its property when it is written: the location, so geography
 * analytics need no join, and on transactions the building facts nearby-sales filters candidates on
 * (migrations/0043), so its scan needs no probe per candidate. A property's change rewrites its
 * children, so the copies follow it.
 */
export const COPIED_FROM_PROPERTY: Record<'transactions' | 'rentals', { column: string; value: string }[]> = {
  transactions: [...LOCATION, ...fromProperty(['living_sqft', 'lot_sqft', 'year_built'])],
  rentals: LOCATION,
};

export interface WriteOptions {
  /** stream rows with COPY (real PostgreSQL only) instead of one JSON parameter per table */
  copy?: boolean;
}

export async function writeBatch(sql: Sql, items: StoredProperty[], options: WriteOptions = {}): Promise<BatchResult> {
  const result: BatchResult = { inserted: 0, updated: 0, unchanged: 0, rejected: [] };
  if (items.length === 0) return result;
  const ids = items.map((i) => i.property.property_id);
  const existing = new Map(
    (
      await sql<
        { property_id: string; content_hash: string }[]
      >`select property_id, content_hash from properties where property_id = any(${ids}::bigint[])`
    ).map((r) => [Number(r.property_id), r.content_hash]),
  );
  const fresh = items
    .map((item, index) => ({ item, index }))
    .filter(({ item }) => existing.get(item.property.property_id) !== item.property.content_hash);
  result.unchanged = items.length - fresh.length;
  if (fresh.length === 0) return result;
  const count = (list: typeof fresh) => {
    for (const { item } of list) existing.has(item.property.property_id) ? result.updated++ : result.inserted++;
  };
  try {
    await transaction(sql, (tx) =>
      replace(
        tx,
        fresh.map((f) => f.item),
        existing,
        options,
      ),
    );
    count(fresh);
  } catch (err) {
    if (!isRecordFault(err)) throw err;
    // One bad record must not sink the batch: find it by writing the records one by one.
    for (const one of fresh) {
      try {
        await transaction(sql, (tx) => replace(tx, [one.item], existing, options));
        count([one]);
      } catch (err) {
        if (!isRecordFault(err)) throw err;
        result.rejected.push({ index: one.index, reason: `database refused the record: ${(err as Error).message}` });
      }
    }
  }
  // the batch's change events take their feed positions now that it has committed (loader/change-events.ts)
  if (result.inserted + result.updated > 0) await sequenceChanges(sql);
  return result;
}

/** How often a batch cancelled by a deadlock is written again. */
const DEADLOCK_RETRIES = 5;

/**
 * A batch's transaction, written again when PostgreSQL cancels it to break a deadlock: two loads
 * whose batches meet on a buyer or a property can each hold what the other waits for
 * (docs/data.md#concurrent-loads). The cancelled one has written nothing.
 */
async function transaction(sql: Sql, work: (tx: TransactionSql) => Promise<void>): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await sql.begin(work);
      return;
    } catch (err) {
      const code = (err as { code?: unknown })?.code;
      if (attempt >= DEADLOCK_RETRIES || (code !== '40P01' && code !== '40001')) throw err;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 50 * attempt));
    }
  }
}

/**
 * Whether a failed write says something about the records rather than about the database: a
 * connection lost, the server shutting down, out of resources, a timeout, a deadlock. Those must
 * stop the load (its re-run resumes it); turned into rejects they would drop good records.
 */
function isRecordFault(err: unknown): boolean {
  const code = String((err as { code?: unknown })?.code ?? '');
  return !(isDatabaseUnavailable(err as { code?: string }) || /^(08|40|53|57|58)/.test(code) || code === '55P03');
}

/**
 * The property columns a rollup or the market evidence reads through a join rather than from the row's own copy: a property
 * whose values of these change has every row rewritten, so every month it has a row in is logged.
 */
const ROLLUP_ATTRIBUTES = [
  'lat',
  'lon',
  'zip',
  'city',
  'state',
  'county_fips',
  'cbsa_code',
  'living_sqft',
  'lot_sqft',
  'year_built',
  'beds',
  'baths',
  'quality',
  'condition',
  'waterfront',
  'parcel_view',
  // the outlier test's price to assessment, and a deal's shares
  'assessed_value',
  'valuation_value',
] as const;

async function replace(tx: TransactionSql, items: StoredProperty[], existing: Map<number, string>, options: WriteOptions): Promise<void> {
  // The lock lifts the request statement timeout, which is not a load's: a batch on a busy server, or
  // one waiting for the row locks of a killed import's backend that has not noticed yet, takes what it takes.
  await shareInvestorPurchases(tx);
  // the buyers whose purchases this batch adds or removes: their investor status is decided here,
  // so what a batch leaves never waits for the end of the load (loader/rollups/investors.ts)
  const buyers = new Set(
    items.flatMap((i) => i.transactions.filter((t) => t.is_purchase && t.buyer_key !== null).map((t) => t.buyer_key!)),
  );
  const ids = items.map((i) => i.property.property_id);
  const changed = ids.filter((id) => existing.has(id));
  // locked before any row is written: the buyers added, and those of the purchases it may remove
  const locked = new Set([...buyers, ...(await purchaseBuyers(tx, changed))]);
  await lockBuyers(tx, locked);
  // the change feed's outbox: what the rows were, read before they are replaced (loader/change-events.ts)
  const prior = await priorProperties(tx, changed);
  const before = await rollupAttributes(tx, changed);
  const properties = await rowsFrom(
    tx,
    'properties',
    PROPERTY_COLUMNS,
    items.map((i) => i.property),
    options,
  );
  // county and metro come from the zip when the record does not name its county (zips_pkey, counties_pkey)
  const written = await tx.unsafe<AttributesRow[]>(
    `insert into properties (${PROPERTY_COLUMNS.join(', ')})
     select ${PROPERTY_COLUMNS.map((c) =>
       c === 'county_fips' ? 'coalesce(s.county_fips, z.county_fips)' : c === 'cbsa_code' ? 'coalesce(c.cbsa_code, z.cbsa_code)' : `s.${c}`,
     ).join(', ')}
     from ${properties.from} s
     left join zips z on z.zip = s.zip
     left join counties c on c.fips = coalesce(s.county_fips, z.county_fips)
     on conflict (property_id) do update set ${PROPERTY_COLUMNS.filter((c) => c !== 'property_id')
       .map((c) => `${c} = excluded.${c}`)
       .join(', ')}
     returning ${ATTRIBUTES_OF}`,
    properties.params,
  );
  const after = attributesById(written);
  // a property whose location or building changed has all its rows rewritten (their copies of it too)
  const moved = changed.filter((id) => before.get(id)?.attributes !== after.get(id)?.attributes);
  const scope = emptyScope();
  for (const row of [...before.values(), ...after.values()]) widen(scope, null, [row.owner_key]);
  // A changed property's rows that the new record repeats exactly stay as they are, with their
  // investor status and market evidence: only the rows that differ are removed and added, so a new
  // document on a long history changes its own month, not every month of the history.
  const transactions = await rowsFrom(
    tx,
    'transactions',
    TRANSACTION_COLUMNS,
    items.flatMap((i) => i.transactions),
    options,
  );
  const rentals = await rowsFrom(
    tx,
    'rentals',
    RENTAL_COLUMNS,
    items.flatMap((i) => i.rentals),
    options,
  );
  if (changed.length) {
    const removed = await removeChanged(tx, 'transactions', TRANSACTION_COLUMNS, transactions, changed, moved);
    for (const r of removed) if (r.is_purchase && r.buyer_key) buyers.add(r.buyer_key);
    widenByRows(scope, removed);
    widenByRows(scope, await removeChanged(tx, 'rentals', RENTAL_COLUMNS, rentals, changed, moved));
  }
  widenByRows(scope, await insertNew(tx, 'transactions', TRANSACTION_COLUMNS, transactions));
  widenByRows(scope, await insertNew(tx, 'rentals', RENTAL_COLUMNS, rentals));
  // the buyers whose purchases are reclassified: their buyer_stats change; the months of old
  // purchases whose status changes are not rewritten, their counts are moved (count-moves.ts)
  widen(scope, null, buyers);
  // a row another load added to these properties since the first lock (that load holds the rest)
  await lockBuyers(tx, buyers, locked);
  const loggedAt = await logRollupChanges(tx, scope);
  if (buyers.size) await classifyInvestorPurchases(tx, [...buyers], loggedAt ?? undefined);
  await writeChangeEvents(tx, items, prior);
}

/** A property's owner and its ROLLUP_ATTRIBUTES as one text to compare, before and after the batch writes it. */
const ATTRIBUTES_OF = `property_id, owner_key, row(${ROLLUP_ATTRIBUTES.join(', ')})::text as attributes`;
type AttributesRow = { property_id: string; owner_key: string | null; attributes: string };
const attributesById = (rows: readonly AttributesRow[]) => new Map(rows.map((r) => [Number(r.property_id), r]));

async function rollupAttributes(tx: TransactionSql, ids: number[]): Promise<Map<number, AttributesRow>> {
  if (ids.length === 0) return new Map();
  // properties_pkey
  return attributesById(
    await tx.unsafe<AttributesRow[]>(`select ${ATTRIBUTES_OF} from properties where property_id = any($1::bigint[])`, [
      `{${ids.join(',')}}`,
    ]),
  );
}

/** The buyers of the purchases these properties hold (transactions_pkey). */
async function purchaseBuyers(tx: TransactionSql, ids: number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await tx<{ buyer_key: string }[]>`
    select distinct buyer_key from transactions where property_id = any(${ids}::bigint[]) and is_purchase and buyer_key is not null`;
  return rows.map((r) => r.buyer_key);
}

/** The month of a child row, as the rollups date it (a purchase by its sale date, a lease by its lease date). */
const MONTH_OF = {
  transactions: `date_trunc('month', coalesce(t.sale_date, t.recording_date))::date::text as month, t.buyer_key, t.seller_key, t.is_purchase, t.deal_id`,
  rentals: `date_trunc('month', coalesce(t.lease_date, t.list_date))::date::text as month`,
};

type ChildRow = ChangedRow & { is_purchase?: boolean };

/**
 * Removes the rows of changed properties that the new record does not repeat exactly (same key,
 * same written values), and every row of a property that moved (transactions_pkey, rentals_pkey).
 * A moved property's rows are those no incoming row can keep, so the test is one NOT EXISTS, which
 * PostgreSQL runs as one hash anti-join of the batch's rows; beside an OR it would run the
 * subquery once per existing row, each a scan of the batch (seconds a batch at a million
 * properties).
 */
async function removeChanged(
  tx: TransactionSql,
  table: 'transactions' | 'rentals',
  columns: readonly string[],
  rows: RowSource,
  changed: number[],
  moved: number[],
): Promise<ChildRow[]> {
  const values = columns.filter((c) => c !== 'property_id' && c !== 'seq');
  const [changedParam, movedParam] = [rows.params.length + 1, rows.params.length + 2];
  return tx.unsafe<ChildRow[]>(
    `delete from ${table} t
     where t.property_id = any($${changedParam}::bigint[])
       and not exists (
         select 1 from ${rows.from} s
         where s.property_id = t.property_id and s.seq = t.seq
           and (${values.map((c) => `s.${c}`).join(', ')}) is not distinct from (${values.map((c) => `t.${c}`).join(', ')})
           and s.property_id <> all($${movedParam}::bigint[]))
     returning ${MONTH_OF[table]}`,
    [...rows.params, `{${changed.join(',')}}`, `{${moved.join(',')}}`],
  );
}

/**
 * Writes the rows not already there, with what they copy from their property. A purchase by an
 * entity is an investor purchase whatever else its buyer bought, and is written as one: the
 * classification after the writes counts again only the buyers who bought in their own name
 * (loader/rollups/investors.ts).
 */
async function insertNew(
  tx: TransactionSql,
  table: 'transactions' | 'rentals',
  columns: readonly string[],
  rows: RowSource,
): Promise<ChildRow[]> {
  if (rows.empty) return [];
  const copied = [
    ...COPIED_FROM_PROPERTY[table],
    ...(table === 'transactions'
      ? [{ column: 'is_investor', value: 's.is_purchase and s.buyer_key is not null and s.buyer_is_entity' }]
      : []),
  ];
  return tx.unsafe<ChildRow[]>(
    `insert into ${table} as t (${[...columns, ...copied.map((c) => c.column)].join(', ')})
     select ${columns.map((c) => `s.${c}`).join(', ')}, ${copied.map((c) => c.value).join(', ')}
     from ${rows.from} s
     join properties p on p.property_id = s.property_id
     where not exists (select 1 from ${table} e where e.property_id = s.property_id and e.seq = s.seq)
     returning ${MONTH_OF[table]}`,
    rows.params,
  );
}

interface RowSource {
  /** what the insert statement selects from */
  from: string;
  params: string[];
  /** no rows */
  empty: boolean;
}

/**
 * Where a batch's rows are read from: a JSON parameter, or (COPY) a temporary staging table
 * read back with the target's types. Either way the insert statements are the same.
 */
async function rowsFrom(
  tx: TransactionSql,
  table: string,
  columns: readonly string[],
  rows: readonly object[],
  options: WriteOptions,
): Promise<RowSource> {
  if (options.copy)
    return { from: await stageForCopy(tx, table, columns, rows as Record<string, unknown>[]), params: [], empty: rows.length === 0 };
  return { from: `json_populate_recordset(null::${table}, $1::text::json)`, params: [JSON.stringify(rows)], empty: rows.length === 0 };
}
