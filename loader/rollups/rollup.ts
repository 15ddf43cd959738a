/**
 * The shape every rollup of loader/rollups/index.ts has. A refresh empties a rollup's tables (`clear`)
 * and writes them again (`fill`). A rollup whose rows fall into independent parts (the state of a
 * location cell, the geography level of an activity row, the kind of a price index) names them:
 * `fill(tx, part)` then writes exactly that part's rows, and `fill(tx, null)` all of them in one
 * statement. The embedded database's first-start seed writes one part per transaction, so a
 * request never waits behind more than one part (docs/performance.md#first-start-seed).
 */
import type { PendingQuery, Row, TransactionSql } from 'postgres';
import { YEARLY_LEVELS } from '../../shared/analytics/window.ts';

export interface Rollup {
  clear(tx: TransactionSql): Promise<unknown>;
  /** the parts, in the order the one-statement fill writes them */
  parts?(tx: TransactionSql): Promise<string[]>;
  fill(tx: TransactionSql, part: string | null): Promise<unknown>;
  /**
   * A rollup keyed by month (loader/rollups/changes.ts): deletes its rows of the months from
   * `since` (a first day of a month) on and writes them again, exactly as a full refresh would.
   */
  refreshFrom?(tx: TransactionSql, since: string): Promise<unknown>;
  /** A rollup keyed by buyer identity: deletes these buyers' rows and writes them again. */
  refreshBuyers?(tx: TransactionSql, buyerKeys: string[]): Promise<unknown>;
}

/** `<date> >= since`, or no filter for every month (since null). */
export function fromMonth(tx: TransactionSql, date: string, since: string | null): PendingQuery<Row[]> {
  return since === null ? tx`true` : tx`${tx.unsafe(date)} >= ${since}::date`;
}

/** The purchase's date and the lease's, as every rollup dates them. */
export const PURCHASE_DATE = 'coalesce(sale_date, recording_date)';
export const LEASE_DATE = 'coalesce(lease_date, list_date)';

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

/**
 * A yearly rollup (migrations/0041, 0042) written a level of YEARLY_LEVELS and five years at a time
 * (a part such as `city 2015`), over the years of the monthly tables it reads: a level at once took
 * 1-2 s of the embedded first-start seed, a wait for every request behind it. `write(tx, level,
 * first day, last day)` writes the rows of those months; the whole rollup is every level's in turn.
 */
const YEARS_PER_PART = 5;

export function byYearParts(
  table: string,
  monthly: readonly string[],
  write: (tx: TransactionSql, level: string, from: string, to: string) => PendingQuery<Row[]>,
): Pick<Rollup, 'parts' | 'fill' | 'refreshFrom'> {
  return {
    // a year's row reads that year's months: the years from the one `since` falls in
    async refreshFrom(tx, since) {
      const year = since.slice(0, 4);
      await tx`delete from ${tx(table)} where year >= ${Number(year)}`;
      for (const level of YEARLY_LEVELS) await write(tx, level, `${year}-01-01`, '9999-12-31');
    },
    async parts(tx) {
      const spans = await Promise.all(
        monthly.map(
          (table) => tx<{ first: number | null; last: number | null }[]>`
            select extract(year from min(month))::int as first, extract(year from max(month))::int as last from ${tx(table)}`,
        ),
      );
      const firsts = spans.map(([s]) => s?.first).filter((y): y is number => typeof y === 'number');
      const lasts = spans.map(([s]) => s?.last).filter((y): y is number => typeof y === 'number');
      if (firsts.length === 0) return [];
      const first = Math.min(...firsts);
      const starts: number[] = [];
      for (let y = first - (first % YEARS_PER_PART); y <= Math.max(...lasts); y += YEARS_PER_PART) starts.push(y);
      return YEARLY_LEVELS.flatMap((level) => starts.map((y) => `${level} ${y}`));
    },
    async fill(tx, part) {
      if (part === null) {
        for (const level of YEARLY_LEVELS) await write(tx, level, '0001-01-01', '9999-12-31');
        return;
      }
      const [level, first] = part.split(' ');
      await write(tx, level!, `${first}-01-01`, `${Number(first) + YEARS_PER_PART - 1}-12-31`);
    },
  };
}
