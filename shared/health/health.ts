/**
 * Health of the components a request depends on: the database and the key store.
 * Each check is a real call, bounded in time, so a dead component makes the check fail fast.
 */
import { db } from '../platform/db/client.ts';
import { pingKeyStore } from '../platform/keys.ts';

export interface ComponentStatus {
  status: 'up' | 'down';
  message?: string;
}

export interface HealthResult {
  status: 'ok' | 'error';
  info: Record<string, ComponentStatus> | null;
  error: Record<string, ComponentStatus> | null;
  details: Record<string, ComponentStatus>;
}

const CHECK_TIMEOUT_MS = 4_000;

const components: Record<string, () => Promise<unknown>> = {
  database: async () => (await db())`select 1 as ok`,
  keystore: pingKeyStore,
};

export async function checkHealth(): Promise<HealthResult> {
  const entries = await Promise.all(Object.entries(components).map(async ([name, check]) => [name, await probe(check)] as const));
  const details = Object.fromEntries(entries);
  const info = Object.fromEntries(entries.filter(([, s]) => s.status === 'up'));
  const error = Object.fromEntries(entries.filter(([, s]) => s.status === 'down'));
  return { status: Object.keys(error).length ? 'error' : 'ok', info, error, details };
}

async function probe(check: () => Promise<unknown>): Promise<ComponentStatus> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([check(), new Promise((_, reject) => (timer = setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS)))]);
    return { status: 'up' };
  } catch (err) {
    return { status: 'down', message: describe(err) };
  } finally {
    clearTimeout(timer);
  }
}

/** A short reason without hosts, credentials or stack traces. */
function describe(err: unknown): string {
  const e = err as { code?: string; name?: string; message?: string };
  if (e?.message === 'timed out') return 'did not answer in time';
  if (e?.code) return `unavailable (${e.code})`;
  return `unavailable (${e?.name ?? 'error'})`;
}
