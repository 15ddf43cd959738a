/**
 * The health check on a database that answers but cannot serve: not migrated, or migrated without
 * the geography reference. The file's database client is pointed at an empty database of its own
 * (a scratch database on the PostgreSQL server, or a second embedded PGlite), so the shared test
 * database stays as it is (each test file runs in its own worker).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Sql } from 'postgres';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startEmbeddedPostgres } from '../../../infra/local/embedded-postgres.ts';
import { HealthResult } from '../../../shared/health/schemas.ts';
import { closeDb } from '../../../shared/platform/db/client.ts';
import { migrationFiles } from '../../../shared/platform/db/migrate.ts';
import { testSql } from '../../support/db.ts';
import { withApi } from '../../support/fixture.ts';
import { setEnv } from '../../support/set-env.ts';

const api = withApi();
const realUrl = process.env.DATABASE_URL!;
let emptyUrl: string;
let empty: Sql;
let cleanUp: () => Promise<void>;

beforeAll(async () => {
  if (inject('embeddedDatabase')) {
    const dir = await mkdtemp(join(tmpdir(), 'health-truth-'));
    const pglite = await startEmbeddedPostgres({ dataDir: dir });
    emptyUrl = pglite.url;
    cleanUp = async () => {
      await pglite.stop();
      await rm(dir, { recursive: true, force: true });
    };
  } else {
    const admin = testSql();
    const name = `health_truth_${process.pid}`;
    await admin.unsafe(`drop database if exists ${name}`);
    await admin.unsafe(`create database ${name}`);
    const url = new URL(realUrl);
    url.pathname = `/${name}`;
    emptyUrl = url.toString();
    cleanUp = async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  }
  empty = testSql(emptyUrl);
}, 60_000);

afterAll(async () => {
  await closeDb();
  setEnv('DATABASE_URL', realUrl);
  await empty?.end();
  await cleanUp?.();
});

/** The health check with the service's client on the empty database. */
async function health() {
  await closeDb();
  setEnv('DATABASE_URL', emptyUrl);
  const res = await api.get('/health-check', null);
  return { status: res.status, body: HealthResult.parse(await res.json()) };
}

describe('GET /health-check names what keeps the database from serving', () => {
  it('answers 503 naming the schema and the geography on an unmigrated database', async () => {
    const { status, body } = await health();
    expect(status).toBe(503);
    expect(body.status).toBe('error');
    expect(body.info).toMatchObject({ database: { status: 'up' }, keystore: { status: 'up' } });
    const latest = (await migrationFiles()).at(-1)!;
    expect(body.error).toEqual({
      schema: { status: 'down', message: `migration ${latest} is not applied: run the migrations` },
      geography: { status: 'down', message: 'the geography reference is not loaded: run the geography load' },
    });
  });

  it('answers 503 naming the geography alone on a migrated database without it', async () => {
    const latest = (await migrationFiles()).at(-1)!;
    await empty`create table schema_migrations (name text primary key)`;
    await empty`create table geo_meta (dataset text primary key)`;
    await empty`insert into schema_migrations (name) values (${latest})`;
    const { status, body } = await health();
    expect(status).toBe(503);
    expect(Object.keys(body.error ?? {})).toEqual(['geography']);
    expect(body.info?.schema).toEqual({ status: 'up' });
  });

  it('answers 200 on the migrated and loaded test database', async () => {
    await closeDb();
    setEnv('DATABASE_URL', realUrl);
    const res = await api.get('/health-check', null);
    expect(res.status).toBe(200);
    expect(Object.keys(HealthResult.parse(await res.json()).details).sort()).toEqual(['database', 'geography', 'keystore', 'schema']);
  });
});
