/**
 * The change feed through GET /changes (docs/changes.md): a sale imported with the import CLI is
 * listed after a cursor taken before it, the same import run again adds nothing, a walk through
 * the whole feed while two loads write at once loses and repeats nothing, and a cursor behind the
 * retention answers 410 naming the oldest cursor.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { encodeCursor } from '../../../shared/changes/cursor.ts';
import { pruneEvents } from '../../../shared/changes/queries.ts';
import type { ChangesPage } from '../../../shared/changes/schemas.ts';
import type { ImportRecord } from '../../../shared/properties/records/import-record.ts';
import { KEYS } from '../../support/api.ts';
import { loadRecords, testSql } from '../../support/db.ts';
import { withState } from '../../support/fixture.ts';
import { property, sale } from '../../support/records.ts';

const run = promisify(execFile);
const ROOT = new URL('../../..', import.meta.url).pathname;

const BATON_ROUGE = { state: 'LA', city: 'BATON ROUGE', zip: '70801', lat: 30.4515, lon: -91.1871 };
const home = (id: number, street: string, over: Partial<ImportRecord> = {}) => property(id, street, { ...BATON_ROUGE, ...over });

const HOME = home(9_410_001, '200 S Lamar St', {
  owner: { name: 'JANE DOE' },
  transactions: [sale('2019-04-02', 150_000, 'JANE DOE', 'OLD OWNER')],
});

const { api, sql } = withState('LA', [HOME]);

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'changes-test-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function changes(query: string): Promise<ChangesPage> {
  const res = await api.get(`/changes?${query}`, KEYS.base);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as ChangesPage;
}

const importCli = async (records: ImportRecord[]) => {
  const file = join(dir, `import-${records[0]!.property_id}-${Date.now()}.ndjson`);
  await writeFile(file, `${records.map((r) => JSON.stringify(r)).join('\n')}\n`);
  const { stdout } = await run('npx', ['tsx', 'scripts/import.ts', file], { cwd: ROOT, env: process.env });
  return stdout;
};

describe('GET /changes', () => {
  it('answers the current end without since, and lists a sale imported after a cursor', async () => {
    const start = await changes('zip=70801&search_type=zip');
    expect(start.events).toEqual([]);
    expect(start.has_more).toBe(false);

    const sold = {
      ...HOME,
      owner: { name: 'SUNBELT HOMES LLC' },
      transactions: [...HOME.transactions!, sale('2026-11-18', 325_000, 'SUNBELT HOMES LLC', 'JANE DOE')],
    };
    expect(await importCli([sold])).toContain('updated 1');

    const page = await changes(`since=${start.next_cursor}&search_type=zip&zip=70801`);
    expect(page.events.map((e) => e.type)).toEqual(['property', 'sale', 'owner']);
    const saleEvent = page.events.find((e) => e.type === 'sale')!;
    expect(saleEvent).toMatchObject({
      property_id: 9_410_001,
      state: 'LA',
      zip: '70801',
      recording_date: '2026-11-18',
      summary: { price: 325_000, buyer: 'SUNBELT HOMES LLC', seller: 'JANE DOE' },
    });
    expect(page.events.find((e) => e.type === 'owner')!.summary).toEqual({ old_owner: 'JANE DOE', new_owner: 'SUNBELT HOMES LLC' });
    // the filters: by type, by property, by another zip
    expect((await changes(`since=${start.next_cursor}&types=sale&property_ids=9410001`)).events.map((e) => e.cursor)).toEqual([
      saleEvent.cursor,
    ]);
    expect((await changes(`since=${start.next_cursor}&search_type=zip&zip=70802`)).events).toEqual([]);

    // the same import again writes nothing: the feed after it is empty
    expect(await importCli([sold])).toContain('unchanged 1');
    expect((await changes(`since=${page.next_cursor}&state=LA&search_type=state`)).events).toEqual([]);
  }, 180_000);

  it('refuses a cursor it did not write, and both a selection and property_ids', async () => {
    const bad = await api.get('/changes?since=not-a-cursor', KEYS.base);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: { path: string }[] }).errors[0]!.path).toBe('query.since');
    const both = await api.get('/changes?zip=70801&search_type=zip&property_ids=1', KEYS.base);
    expect(both.status).toBe(400);
    expect(((await both.json()) as { errors: { path: string }[] }).errors[0]!.path).toBe('query.property_ids');
  });

  it('walked page by page while two loads write at once, loses and repeats nothing', async () => {
    const { next_cursor: from } = await changes('search_type=state&state=LA');
    const records = (first: number) =>
      Array.from({ length: 120 }, (_, i) =>
        home(first + i, `${100 + i} N State St`, { transactions: [sale('2025-06-01', 200_000 + i, `BUYER ${i}`, 'SELLER')] }),
      );
    // PGlite serves one connection at a time (vitest.config.ts): there the two loads take turns
    // with the walk between their batches; on PostgreSQL they run at once, with the walk beside them
    const embedded = inject('embeddedDatabase');
    const writers = embedded ? [sql, sql] : [testSql(), testSql()];
    let loading = true;
    const seen: string[] = [];
    let cursor = from;
    const walk = async () => {
      const page = await changes(`since=${cursor}&search_type=state&state=LA&limit=7`);
      seen.push(...page.events.map((e) => e.cursor));
      cursor = page.next_cursor;
      return page.has_more;
    };
    if (embedded) {
      const [a, b] = [records(9_411_000), records(9_412_000)];
      for (let i = 0; i < a.length; i += 10) {
        await loadRecords(sql, a.slice(i, i + 10));
        await walk();
        await loadRecords(sql, b.slice(i, i + 10));
      }
    } else {
      const loads = Promise.all([loadInBatches(writers[0]!, records(9_411_000)), loadInBatches(writers[1]!, records(9_412_000))]).finally(
        () => {
          loading = false;
        },
      );
      while (loading) await walk();
      await loads;
      await Promise.all(writers.map((w) => w.end()));
    }
    while (await walk());
    const written = await sql<{ pos: string }[]>`
      select pos::text as pos from change_events where state = 'LA' and property_id between 9411000 and 9412999`;
    const expected = written.map((r) => encodeCursor(r.pos)).sort();
    expect(expected).toHaveLength(480);
    expect(new Set(seen).size).toBe(seen.length);
    expect([...seen].sort()).toEqual(expected);
  });

  it('answers 410 with the oldest cursor for a cursor behind the retention', async () => {
    const { next_cursor: before } = await changes('search_type=state&state=LA');
    await loadRecords(sql, [home(9_413_001, '1 Old St'), home(9_413_002, '2 Old St')]);
    await sql`update change_events set created_at = now() - interval '40 days' where property_id in (9413001, 9413002)`;
    expect(await pruneEvents(sql, 30)).toBeGreaterThanOrEqual(2);
    const res = await api.get(`/changes?since=${before}`, KEYS.base);
    expect(res.status).toBe(410);
    const problem = (await res.json()) as { oldest_cursor: string; detail: string };
    expect(problem.detail).toContain(problem.oldest_cursor);
    // the oldest cursor itself reads on
    expect((await api.get(`/changes?since=${problem.oldest_cursor}`, KEYS.base)).status).toBe(200);
  });
});

async function loadInBatches(sql: ReturnType<typeof testSql>, records: ImportRecord[]): Promise<void> {
  for (let i = 0; i < records.length; i += 10) await loadRecords(sql, records.slice(i, i + 10));
}
