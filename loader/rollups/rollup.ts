/**
 * The shape every rollup of loader/rollups.ts has. A refresh empties a rollup's tables (`clear`)
 * and writes them again (`fill`). A rollup whose rows fall into independent parts (the state of a
 * location cell, the geography level of an activity row, the kind of a price index) names them:
 * `fill(tx, part)` then writes exactly that part's rows, and `fill(tx, null)` all of them in one
 * statement. The embedded database's first-start seed writes one part per transaction, so a
 * request never waits behind more than one part (docs/performance.md#first-start-seed).
 */
import type { PendingQuery, Row, TransactionSql } from 'postgres';

export interface Rollup {
  clear(tx: TransactionSql): Promise<unknown>;
  /** the parts, in the order the one-statement fill writes them */
  parts?(tx: TransactionSql): Promise<string[]>;
  fill(tx: TransactionSql, part: string | null): Promise<unknown>;
}

/** The states of the stored properties, whose location cells partition every cell rollup. */
export async function states(tx: TransactionSql): Promise<string[]> {
  // an index-only scan of one of the properties_state_* indexes
  const rows = await tx<{ state: string }[]>`select distinct state from properties order by state`;
  return rows.map((r) => r.state);
}

/** `<column> = part`, or no filter for the whole rollup. */
export function inPart(tx: TransactionSql, column: string, part: string | null): PendingQuery<Row[]> {
  return part === null ? tx`true` : tx`${tx.unsafe(column)} = ${part}`;
}
