import type { TransactionSql } from 'postgres';

/**
 * Lifts the request statement timeout for the rest of the transaction, then takes a
 * transaction-scoped advisory lock. Loads, migrations and rebuilds wait for each other as long as
 * the one ahead takes (minutes at a million properties); in the reverse order the wait itself
 * would be cancelled by the request timeout.
 */
export async function lockForLoad(tx: TransactionSql, key: number | string): Promise<void> {
  await tx`set local statement_timeout = 0`;
  if (typeof key === 'number') await tx`select pg_advisory_xact_lock(${key})`;
  else await tx`select pg_advisory_xact_lock(hashtext(${key}))`;
}
