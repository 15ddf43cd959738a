/**
 * Database failures as the database reports them, classified without any HTTP knowledge: the one
 * problem mapper (shared/platform/http/problem.ts) turns each kind into its status, and the loader
 * uses the same classification to tell a bad record from a database that is away.
 */

/** A query waited longer than the pool's queue timeout for a connection: the pool is saturated, not broken. */
export class ConnectionWaitTimeout extends Error {
  constructor(readonly waitedMs: number) {
    super(`Every database connection stayed busy for ${waitedMs} ms.`);
    this.name = 'ConnectionWaitTimeout';
  }
}

export type DatabaseFailure = 'unavailable' | 'saturated' | 'statement-timeout' | 'locked';

const CONNECTION_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  '57P01',
  '57P03',
  '08006',
  '08001',
  '08003',
  '53300',
]);

export function isDatabaseUnavailable(e: { code?: string; errno?: string } | undefined): boolean {
  return !!e && (CONNECTION_ERRORS.has(e.code ?? '') || CONNECTION_ERRORS.has(e.errno ?? ''));
}

/** What kind of database failure `err` is, or undefined when it is not one. */
export function databaseFailure(err: unknown): DatabaseFailure | undefined {
  if (err instanceof ConnectionWaitTimeout) return 'saturated';
  const e = err as { code?: string; errno?: string } | undefined;
  // query_canceled: the statement timeout
  if (e?.code === '57014') return 'statement-timeout';
  // lock_not_available (when the database sets a lock_timeout): data locked by maintenance
  if (e?.code === '55P03') return 'locked';
  if (isDatabaseUnavailable(e)) return 'unavailable';
  return undefined;
}
