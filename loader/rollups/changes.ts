/**
 * The rollups' change log (migrations/0083_rollup_changes.sql, docs/data.md#rollups). Each batch
 * the writer commits logs what it changed that a rollup summarises: the earliest month of the rows
 * it added, removed or reclassified, and the buyer identities whose purchases, sales or properties
 * it touched. The refresh after a load reads the log up to a position, rewrites the time-keyed
 * rollups from that month on and the per-buyer rollups of those buyers, and deletes what it read.
 *
 * A month's rows in a time-keyed rollup read only rows of that month and earlier ones (a resale
 * reads its purchase, a price level the month before), never later ones: so rewriting every month
 * from the earliest changed one on gives what a full refresh gives.
 */
import type { Sql, TransactionSql } from 'postgres';

/** What a refresh has to rewrite. */
export interface RollupScope {
  /** everything: no log describes the change, or a full refresh was asked for */
  full: boolean;
  /** the first day of the earliest month to rewrite in the time-keyed rollups; null: none */
  since: string | null;
  /** the buyer identities whose per-buyer rows to rewrite */
  buyerKeys: Set<string>;
  /** the deals a load took a parcel out of, to decide again (loader/rollups/market-evidence.ts) */
  dealIds: Set<string>;
}

/** The log up to `through` (its last position read; null: the log was empty). */
export interface PendingChanges extends RollupScope {
  through: number | null;
}

/**
 * The month a change at an undated row stands for: before every month, so the refresh rewrites the
 * time-keyed rollups whole (their undated rows too, which no month filter reaches).
 */
export const EVERY_MONTH = '0001-01-01';

export const earlier = (a: string | null, b: string | null): string | null => (a === null ? b : b === null ? a : a < b ? a : b);

/** A scope that rewrites nothing, to widen with what a refresh's steps find. */
export const emptyScope = (): RollupScope => ({ full: false, since: null, buyerKeys: new Set(), dealIds: new Set() });

/** Widens `scope` by what a step or a batch changed. */
export function widen(scope: RollupScope, since: string | null, buyerKeys: Iterable<string | null>): void {
  scope.since = earlier(scope.since, since);
  for (const key of buyerKeys) if (key !== null) scope.buyerKeys.add(key);
}

/**
 * The months and buyers of changed rows, as the statements that change them return them: `month`
 * (the first day of the row's month, null for an undated row) and any of buyer_key, seller_key.
 */
export interface ChangedRow {
  month: string | Date | null;
  buyer_key?: string | null;
  seller_key?: string | null;
  deal_id?: string | null;
}

/** Widens `scope` by what rows a statement changed ask for. */
export function widenByRows(scope: RollupScope, rows: readonly ChangedRow[]): void {
  for (const row of rows) {
    const month = row.month === null ? EVERY_MONTH : row.month instanceof Date ? row.month.toISOString().slice(0, 10) : row.month;
    widen(scope, month, [row.buyer_key ?? null, row.seller_key ?? null]);
    if (row.deal_id) scope.dealIds.add(row.deal_id);
  }
}

/**
 * Logs a batch's changes in its transaction and returns its position; a batch that changed nothing
 * a rollup reads logs nothing (null).
 */
export async function logRollupChanges(tx: TransactionSql, scope: RollupScope): Promise<number | null> {
  if (scope.since === null && scope.buyerKeys.size === 0 && scope.dealIds.size === 0) return null;
  const [row] = await tx<{ pos: string }[]>`
    insert into rollup_changes (since, buyer_keys, deal_ids)
    values (${scope.since}::date, ${[...scope.buyerKeys].sort()}::text[], ${[...scope.dealIds].sort()}::text[]) returning pos`;
  return Number(row!.pos);
}

/** Everything logged so far, merged. */
export async function pendingChanges(sql: Sql | TransactionSql): Promise<PendingChanges> {
  const [row] = await sql<
    { through: string | null; since: Date | string | null; full: boolean | null; buyer_keys: string[] | null; deal_ids: string[] | null }[]
  >`
    select max(pos) as through, min(since)::text as since, bool_or(full_refresh) as full,
           (select array_agg(distinct k) from rollup_changes, unnest(buyer_keys) k) as buyer_keys,
           (select array_agg(distinct d) from rollup_changes, unnest(deal_ids) d) as deal_ids
    from rollup_changes`;
  return {
    through: row?.through === null || row?.through === undefined ? null : Number(row.through),
    full: row?.full ?? false,
    since: (row?.since as string | null) ?? null,
    buyerKeys: new Set(row?.buyer_keys ?? []),
    dealIds: new Set(row?.deal_ids ?? []),
  };
}

/** What a refresh up to `through` has written is no longer pending (later batches' rows stay). */
export async function consumeChanges(tx: TransactionSql, through: number | null): Promise<void> {
  if (through === null) return;
  await tx`delete from rollup_changes where pos <= ${through}`;
  await tx`delete from rollup_refresh_steps where through_pos <= ${through}`;
}
