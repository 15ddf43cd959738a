/**
 * Health of the components a request depends on: the database, its schema (at the newest
 * migration this code knows), the geography reference data (loaded), and the key store. Each
 * check is a real call, bounded in time, so a dead component makes the check fail fast; an
 * unmigrated or empty database answers queries but not requests, so it is down too.
 */
import { db } from '../platform/db/client.ts';
import { schemaCurrent } from '../platform/db/migrate.ts';
import { pingKeyStore } from '../platform/keys.ts';

/** A check that ran and found the component wrong, with what an operator should do. */
class Unready extends Error {}

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
  schema: async () => {
    const { latest, applied } = await schemaCurrent(await db());
    if (!applied) throw new Unready(`migration ${latest} is not applied: run the migrations`);
  },
  geography: async () => {
    const sql = await db();
    // geo_meta_pkey: one row once the geography reference is loaded
    const [found] = await sql`select 1 from geo_meta where dataset = 'us-geography'`.catch((err: { code?: string }) => {
      // undefined_table: the schema check names the cause
      if (err?.code === '42P01') return [];
      throw err;
    });
    if (!found) throw new Unready('the geography reference is not loaded: run the geography load');
  },
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
  if (err instanceof Unready) return err.message;
  if (e?.message === 'timed out') return 'did not answer in time';
  if (e?.code) return `unavailable (${e.code})`;
  return `unavailable (${e?.name ?? 'error'})`;
}
