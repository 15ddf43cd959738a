/**
 * The set-up an integration test file shares: a state of its own in the shared test database,
 * loaded through the real loader, and the local gateway in front of it.
 *
 *   const { api, sql } = withState('KS', RECORDS, { rollups: true });
 *
 * Called at the top of a test file (or inside a describe), it registers the hooks itself:
 * - beforeAll: delete every property in the state (a crashed earlier run may have left some),
 *   load the records (the test fails on any reject), refresh the rollups when `rollups` is set,
 *   start the gateway (`gateway` passes options to startApi);
 * - afterAll: close the gateway, delete the state's properties again, refresh the rollups again
 *   when `rollups` is set (so no rollup row outlives its records), close the connection.
 *
 * Every record must be in `state`: the clean-up deletes by state, so a record elsewhere would
 * outlive the file and leak into the others.
 *
 * `api` and `sql` can be destructured at once: `api` forwards to the gateway started in
 * beforeAll, so it is usable in tests and later hooks (not at module load); `sql` is a client
 * of its own (testSql()) for direct checks, ended in afterAll.
 *
 *   const api = withApi({ maxBodyBytes: 1024 });
 *
 * is the gateway alone, for files that load nothing;
 *
 *   const sql = withStateData('RI', []);
 *
 * is the state without the gateway, for files that load through a CLI or the importer;
 *
 *   const sql = withSql();
 *
 * is a client of the test database alone, ended in afterAll, for files that only read it.
 *
 * Hooks a file registers after calling these run after the fixture's beforeAll and, as vitest
 * runs after-hooks in reverse order, before its afterAll: the gateway is up in both.
 */
import type { ReservedSql, Sql } from 'postgres';
import { afterAll, beforeAll, inject } from 'vitest';
import type { GatewayOptions } from '../../infra/local/gateway.ts';
import { refreshRollups } from '../../loader/rollups/index.ts';
import type { ImportRecord } from '../../shared/properties/records/import-record.ts';
import { startApi, type TestApi } from './api.ts';
import { loadRecords, testSql } from './db.ts';

export interface StateOptions {
  /** refresh the analytics rollups after loading and after the clean-up */
  rollups?: boolean;
  /** options for the local gateway (startApi) */
  gateway?: Partial<GatewayOptions>;
}

export interface StateFixture {
  api: TestApi;
  sql: Sql;
}

export function withState(state: string, records: readonly ImportRecord[], options: StateOptions = {}): StateFixture {
  const sql = withStateData(state, records, options);
  // hooks registered after the state's: the gateway starts once it is loaded and stops before it is cleaned up
  const api = withApi(options.gateway);
  return { api, sql };
}

export function withStateData(state: string, records: readonly ImportRecord[], options: Pick<StateOptions, 'rollups'> = {}): Sql {
  const elsewhere = records.filter((r) => r.address.state !== state).map((r) => r.property_id);
  if (elsewhere.length)
    throw new Error(`withState('${state}'): records outside the state would not be cleaned up: ${elsewhere.join(', ')}`);
  const sql = testSql();
  const clear = () => sql`delete from properties where state = ${state}`;
  const lock = stateLock([state]);
  beforeAll(async () => {
    await lock.acquire();
    await clear();
    await loadRecords(sql, [...records]);
    if (options.rollups) await refreshRollups(sql);
  });
  afterAll(async () => {
    await clear();
    if (options.rollups) await refreshRollups(sql);
    await lock.release();
    await sql.end();
  });
  return sql;
}

/**
 * Holds the states' locks from the file's first hook to its last, for a file that loads a state's
 * records by other means than withState (an import of real samples) and must not have them cleared
 * by another file's clean-up by state. Call it before the file's own hooks.
 */
export function holdStates(states: string[]): void {
  const lock = stateLock(states);
  beforeAll(() => lock.acquire());
  afterAll(() => lock.release());
}

/**
 * Files that load records of the same state take turns: on PostgreSQL files run in parallel, and a
 * file's clean-up by state would otherwise remove another's records mid-test. Session-level
 * advisory locks, one per state taken in sorted order (so two files never wait on each other), on
 * a connection of their own, held from load to clean-up. The embedded database runs files one at
 * a time, so it needs none.
 */
function stateLock(states: string[]): { acquire(): Promise<void>; release(): Promise<void> } {
  if (inject('embeddedDatabase')) return { acquire: async () => {}, release: async () => {} };
  const keys = [...new Set(states)].sort().map((state) => `test state ${state}`);
  const sql = testSql();
  let held: ReservedSql | undefined;
  return {
    async acquire() {
      held = await sql.reserve();
      for (const key of keys) await held`select pg_advisory_lock(hashtext(${key}))`;
    },
    async release() {
      if (held) {
        for (const key of keys) await held`select pg_advisory_unlock(hashtext(${key}))`;
        held.release();
        held = undefined;
      }
      await sql.end();
    },
  };
}

/**
 * Records spread over several states, among other files' records there: loaded and cleared by
 * their ids (not by state), holding each of their states' turn while loaded. Returns a client of
 * its own, ended in afterAll.
 */
export function withRecords(records: readonly ImportRecord[]): Sql {
  const sql = testSql();
  const ids = records.map((r) => r.property_id);
  const clear = () => sql`delete from properties where property_id = any(${ids}::bigint[])`;
  const lock = stateLock(records.map((r) => r.address.state));
  beforeAll(async () => {
    await lock.acquire();
    await clear();
    await loadRecords(sql, [...records]);
  });
  afterAll(async () => {
    await clear();
    await lock.release();
    await sql.end();
  });
  return sql;
}

export function withApi(options: Partial<GatewayOptions> = {}): TestApi {
  const api = gateway(() => startApi(options));
  afterAll(() => api.close());
  return api;
}

export function withSql(): Sql {
  const sql = testSql();
  afterAll(() => sql.end());
  return sql;
}

/**
 * A TestApi that forwards to the one `start` gives in beforeAll, so callers can hold it from
 * module load. close() is safe when beforeAll failed before the gateway started.
 */
function gateway(start: () => Promise<TestApi>): TestApi {
  let running: TestApi | undefined;
  beforeAll(async () => {
    running = await start();
  });
  const current = (): TestApi => {
    if (!running) throw new Error('the test gateway is not running: use it in tests or hooks, not at module load');
    return running;
  };
  return {
    get url() {
      return current().url;
    },
    get: (path, key, headers) => current().get(path, key, headers),
    post: (path, body, key, headers) => current().post(path, body, key, headers),
    close: async () => {
      const started = running;
      running = undefined;
      await started?.close();
    },
  };
}
