/**
 * The importer killed with SIGKILL mid-load, or cut off from its database, and run again leaves
 * exactly what an uninterrupted load leaves: same rows, same export bytes. The interruption lands
 * between or inside a batch's transaction; either way only whole batches may be left behind.
 * (bench/crash-import.ts does the same at scale with several kills, one during the rollup refresh.)
 *
 * On the embedded database the child process reaches PGlite through its socket like any client,
 * and pglite-socket rolls back the transaction of a connection that drops, so it runs there too.
 * The test never queries while the child runs (pglite-socket would interleave the two processes'
 * protocol messages, see infra/local/services.ts): the child's first progress line says its first
 * batch is in, and the uninterrupted load's pace says how long a batch takes.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportRecords } from '../../../loader/export/export.ts';
import { importFiles } from '../../../loader/ingest/import.ts';
import { supportsCopy } from '../../../shared/platform/db/capabilities.ts';
import type { ImportRecord } from '../../../shared/properties/records/import-record.ts';
import { withStateData } from '../../support/fixture.ts';
import { property, sale } from '../../support/records.ts';
import { startTcpProxy } from '../../support/tcp-proxy.ts';

const ROOT = new URL('../../..', import.meta.url).pathname;
// Rhode Island and ids from 9,850,001 are this file's own.
const STATE = 'RI';
// the records are loaded by the importer, in the tests
const sql = withStateData(STATE, []);
const FIRST_ID = 9_850_001;
const PROPERTIES = 600;
const BATCH = 30;
let dir: string;
let file: string;

const ZIPS = [
  { zip: '02903', city: 'Providence', lat: 41.81823, lon: -71.409088 },
  { zip: '02906', city: 'Providence', lat: 41.840169, lon: -71.390408 },
  { zip: '02908', city: 'Providence', lat: 41.839825, lon: -71.436794 },
  { zip: '02886', city: 'Warwick', lat: 41.703849, lon: -71.455568 },
  { zip: '02910', city: 'Cranston', lat: 41.774999, lon: -71.435594 },
];
const STREETS = ['Narragansett Ave', 'Benefit St', 'Hope St', 'Elmwood Ave', 'Atwells Ave', 'Post Rd', 'Park Ave', 'Broad St'];

/** A deterministic small market: each home with one to four deeds and up to two leases. */
function records(): ImportRecord[] {
  let seed = 20_260_421;
  const rnd = () => {
    seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0;
    return seed / 2 ** 32;
  };
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!;
  return Array.from({ length: PROPERTIES }, (_, k) => {
    const place = pick(ZIPS);
    const owners = Array.from({ length: 1 + Math.floor(rnd() * 4) }, () => `RHODY CRASHTEST OWNER ${1 + Math.floor(rnd() * 300)}`);
    let price = 150_000 + Math.round(rnd() * 300_000);
    const transactions = owners.map((buyer, i) => {
      price = Math.round(price * (1 + rnd() * 0.3));
      const date = `${2010 + 3 * i + Math.floor(rnd() * 3)}-${String(1 + Math.floor(rnd() * 12)).padStart(2, '0')}-${String(1 + Math.floor(rnd() * 28)).padStart(2, '0')}`;
      return sale(
        date,
        price,
        buyer,
        i === 0 ? 'RHODY CRASHTEST BUILDER' : owners[i - 1]!,
        rnd() < 0.5 ? { FIRST_MTG_AMT: String(Math.round(price * 0.8)), FIRST_MTG_LENDER_NAME: 'OCEAN STATE BANK' } : {},
      );
    });
    const rentals = Array.from({ length: Math.floor(rnd() * 3) }, (_, i) => ({
      list_date: `2022-0${1 + 4 * i}-10`,
      lease_date: `2022-0${2 + 4 * i}-01`,
      rent: 1_400 + Math.round(rnd() * 1_600),
      beds: 3,
      baths: 2,
      sqft: 1_500,
      days_on_market: 22,
      status: 'leased' as const,
    }));
    const jitter = () => (rnd() - 0.5) * 0.02;
    return property(FIRST_ID + k, `${10 + k} ${pick(STREETS)}`, {
      ...place,
      state: STATE,
      lat: place.lat + jitter(),
      lon: place.lon + jitter(),
      data_source: 'test-crash',
      transactions,
      rentals,
    });
  });
}

interface Snapshot {
  properties: number;
  transactions: number;
  rentals: number;
  exportSha256: string;
  /** md5 of each table's rows of this state, in key order */
  tables: Record<string, string>;
}

async function snapshot(): Promise<Snapshot> {
  const out = new PassThrough();
  const hash = createHash('sha256');
  out.on('data', (c: Buffer) => hash.update(c));
  await exportRecords(sql, out, { state: STATE });
  out.end();
  const [counts] = await sql<{ properties: number; transactions: number; rentals: number }[]>`
    select (select count(*) from properties where state = ${STATE})::int as properties,
           (select count(*) from transactions where state = ${STATE})::int as transactions,
           (select count(*) from rentals where state = ${STATE})::int as rentals`;
  const tables: Record<string, string> = {};
  for (const [table, order] of [
    ['properties', 'property_id'],
    ['transactions', 'property_id, seq'],
    ['rentals', 'property_id, seq'],
  ] as const) {
    const [row] = await sql.unsafe<{ md5: string }[]>(
      `select md5(string_agg(t::text, E'\\n' order by ${order})) as md5 from ${table} t where state = $1`,
      [STATE],
    );
    tables[table] = row!.md5;
  }
  return { ...counts!, exportSha256: hash.digest('hex'), tables };
}

/** The CLI as `npm run import` runs it, as one process in its own group so SIGKILL reaches all of it. */
function importCli(env: Record<string, string> = {}) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/import.ts', file, '--batch-size', String(BATCH), '--rejects', join(dir, 'rejects.ndjson')],
    {
      cwd: ROOT,
      env: { ...process.env, ...env },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  let firstBatch!: () => void;
  const run = {
    child,
    exited: new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code))),
    /** resolves on the first progress line (printed after the first batch) or when the run ends */
    firstBatch: new Promise<void>((resolve) => (firstBatch = resolve)),
    output: () => output,
  };
  child.stdout.on('data', (c: Buffer) => (output += c));
  child.stderr.on('data', (c: Buffer) => {
    output += c;
    if (/\d+% \d+ rows/.test(output)) firstBatch();
  });
  void run.exited.then(firstBatch);
  return run;
}

const clear = () => sql`delete from properties where state = ${STATE}`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** What one uninterrupted load leaves, each property's history sizes in file order, and its time per batch. */
let reference: Snapshot;
let history: { property_id: string; transactions: number; rentals: number }[];
let batchMs: number;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'import-crash-'));
  file = join(dir, 'ri.ndjson');
  await writeFile(
    file,
    `${records()
      .map((r) => JSON.stringify(r))
      .join('\n')}\n`,
  );
  const uninterrupted = await importFiles(sql, [file], { batchSize: BATCH, copy: await supportsCopy(sql), refreshRollups: false });
  expect(uninterrupted).toMatchObject({ read: PROPERTIES, inserted: PROPERTIES, rejected: 0 });
  batchMs = (uninterrupted.seconds * 1000 * BATCH) / PROPERTIES;
  reference = await snapshot();
  history = await sql`
    select p.property_id, (select count(*) from transactions t where t.property_id = p.property_id)::int as transactions,
           (select count(*) from rentals r where r.property_id = p.property_id)::int as rentals
    from properties p where p.state = ${STATE} order by p.property_id`;
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** Starts the CLI and interrupts it one to three batches' time after its first batch: mostly inside a transaction. */
async function interrupted(interrupt: (run: ReturnType<typeof importCli>) => Promise<void>, env: Record<string, string> = {}) {
  const run = importCli(env);
  let exitedEarly = false;
  void run.exited.then(() => (exitedEarly = true));
  await run.firstBatch;
  // at most a second per batch: on PostgreSQL the reference load shares the server with the other files, and
  // a slow reference (batches waiting on another load's investor classification) must not outwait the whole run
  await sleep(Math.min(batchMs, 1_000) * (1 + 2 * Math.random()));
  expect(exitedEarly, `the import ended before it could be interrupted:\n${run.output()}`).toBe(false);
  await interrupt(run);
  return run;
}

/** Only whole batches, the file's first ones, each property with all its history. */
async function expectWholeBatches(): Promise<number> {
  // one statement, one snapshot: a batch whose COMMIT was sent just before the interruption may still land
  const [left] = await sql<{ properties: number; first: string; last: string; transactions: number; rentals: number }[]>`
    select count(*)::int as properties, min(property_id)::text as first, max(property_id)::text as last,
           (select count(*) from transactions where state = ${STATE})::int as transactions,
           (select count(*) from rentals where state = ${STATE})::int as rentals
    from properties where state = ${STATE}`;
  expect(left!.properties).toBeGreaterThanOrEqual(BATCH);
  expect(left!.properties).toBeLessThan(PROPERTIES);
  expect(left!.properties % BATCH, `${left!.properties} properties left: not whole batches`).toBe(0);
  const prefix = history.slice(0, left!.properties);
  expect(left).toEqual({
    properties: prefix.length,
    first: prefix[0]!.property_id,
    last: prefix.at(-1)!.property_id,
    transactions: prefix.reduce((n, p) => n + p.transactions, 0),
    rentals: prefix.reduce((n, p) => n + p.rentals, 0),
  });
  return left!.properties;
}

describe('an interrupted import, run again', () => {
  it('keeps whole batches through a SIGKILL and a lost connection, then the same command leaves what an uninterrupted load does', {
    timeout: 90_000,
  }, async () => {
    await clear();
    const killed = await interrupted(async ({ child }) => void process.kill(-child.pid!, 'SIGKILL'));
    expect(await killed.exited).toBeNull();
    await expectWholeBatches();

    const real = new URL(process.env.DATABASE_URL!);
    const proxy = await startTcpProxy(real.hostname, Number(real.port || 5432));
    try {
      const viaProxy = { DATABASE_URL: Object.assign(new URL(real), { host: `127.0.0.1:${proxy.port}` }).toString() };
      const cut = await interrupted(() => proxy.down(), viaProxy);
      expect(await cut.exited, cut.output()).toBe(3);
      expect(cut.output()).toMatch(/import stopped: .*\n.*run the same command again to resume/);
      // a lost connection says nothing about the records: none may end up in the reject file
      expect(await readFile(join(dir, 'rejects.ndjson'), 'utf8')).toBe('');
      const left = await expectWholeBatches();
      await proxy.up();

      const rerun = importCli(viaProxy);
      expect(await rerun.exited, rerun.output()).toBe(0);
      const summary = /read (\d+), inserted (\d+), updated (\d+), unchanged (\d+), rejected (\d+)/.exec(rerun.output());
      const [read, inserted, updated, unchanged, rejected] = summary!.slice(1).map(Number) as [number, number, number, number, number];
      expect({ read, updated, rejected, total: inserted + unchanged }).toEqual({
        read: PROPERTIES,
        updated: 0,
        rejected: 0,
        total: PROPERTIES,
      });
      expect(unchanged).toBeGreaterThanOrEqual(left);
      expect(unchanged % BATCH).toBe(0);
      expect(await snapshot()).toEqual(reference);
    } finally {
      await proxy.close();
    }
  });
});
