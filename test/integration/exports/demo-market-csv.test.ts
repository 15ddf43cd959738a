/**
 * A synthetic Florida market from the demo simulator (the demo seed, 200 Tampa homes, ids of this
 * file's own) exported as CSV through the gateway: one row per home the search finds for the same
 * filter, and the header is the properties table of docs/export-columns.md, read from the doc
 * itself so the published list and the files cannot drift apart.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SEED } from '../../../infra/local/prepare-data.ts';
import { simulate } from '../../../loader/demo-data/index.ts';
import { exportFile } from '../../support/exports.ts';
import { withState } from '../../support/fixture.ts';
import { setEnv } from '../../support/set-env.ts';

const FIRST_ID = 9_530_001;
const RECORDS = [...simulate({ properties: 200, seed: DEMO_SEED, markets: ['tampa'], firstPropertyId: FIRST_ID })];

const { api, sql } = withState('FL', RECORDS);
let dir: string;
const exportsDir = process.env.EXPORTS_DIR;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sfr-demo-export-'));
  setEnv('EXPORTS_DIR', dir);
  // the jobs of earlier runs would count against the demo key's daily limits
  await sql`delete from export_jobs where filter->>'state' = 'FL'`;
});

afterAll(async () => {
  await sql`delete from export_jobs where filter->>'state' = 'FL'`;
  setEnv('EXPORTS_DIR', exportsDir);
  await rm(dir, { recursive: true, force: true });
});

/** The first column of the `## <dataset>` table in docs/export-columns.md. */
async function documentedColumns(dataset: string): Promise<string[]> {
  const doc = await readFile(new URL('../../../docs/export-columns.md', import.meta.url), 'utf8');
  const section = doc.split(`\n## ${dataset}\n`)[1]!.split('\n## ')[0]!;
  return section
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .slice(2)
    .map((line) => line.split('|')[1]!.trim());
}

describe('the demo market as CSV', () => {
  it('has a row per home the search counts and the documented columns', async () => {
    const search = await api.get('/properties/search?state=FL&page_size=1');
    expect(search.status, await search.clone().text()).toBe(200);
    const { total } = (await search.json()) as { total: number };
    expect(total).toBe(RECORDS.length);

    const { job, bytes } = await exportFile(api, { dataset: 'properties', filter: { state: 'FL' }, format: 'csv' });
    const rows = parse(bytes.toString('utf8'), { columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(total);
    expect(job.rows).toBe(total);
    expect(new Set(rows.map((r) => Number(r.property_id)))).toEqual(new Set(RECORDS.map((r) => r.property_id)));

    const header = bytes.toString('utf8').split('\r\n')[0]!.split(',');
    const documented = await documentedColumns('properties');
    expect(documented.length).toBeGreaterThan(100);
    expect(header).toEqual(documented);
  });
});
