/**
 * The Python client (clients/python) against the local gateway: its unittest suite run by python3
 * with pandas from Debian's packages (`apt-get install python3-pandas`, as .ci/run does), so that
 * `npm test` covers it. PYTHON names another interpreter; Debian's own is preferred to a python3
 * earlier on PATH that lacks its packages.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { KEYS } from '../../support/api.ts';
import { withState } from '../../support/fixture.ts';
import { property } from '../../support/records.ts';
import { setEnv } from '../../support/set-env.ts';

const STATE = 'NV';
const ZIP = '89501';
const records = Array.from({ length: 45 }, (_, i) =>
  property(9_430_001 + i, `${200 + i} Sierra St`, {
    state: STATE,
    city: 'RENO',
    zip: i < 38 ? ZIP : '89502',
    lat: 39.52 + i / 1000,
    lon: -119.81,
    structure: { beds_count: 3, year_built: 1980 + i },
  }),
);

const { api, sql } = withState(STATE, records);
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sfr-python-'));
  setEnv('EXPORTS_DIR', dir);
  // the state's 45 rows are two parts, a zip's 38 one file
  setEnv('EXPORT_PART_ROWS', '40');
}, 180_000);
afterAll(async () => {
  setEnv('EXPORT_PART_ROWS', undefined);
  await sql`delete from export_jobs where filter->>'state' = ${STATE}`;
  await rm(dir, { recursive: true, force: true });
}, 180_000);

const python = process.env.PYTHON ?? (existsSync('/usr/bin/python3') ? '/usr/bin/python3' : 'python3');

it('passes its unittest suite: pages a whole zip into a DataFrame, exports, typed errors, retries', async () => {
  const root = join(import.meta.dirname, '../../../clients/python');
  // spawned asynchronously: the gateway answering the client runs in this process
  const { spawn } = await import('node:child_process');
  const child = spawn(python, ['-m', 'unittest', 'discover', '-v', '-s', 'tests', '-t', '.'], {
    cwd: root,
    env: { ...process.env, SFR_BASE_URL: api.url, SFR_API_KEY: KEYS.premium, SFR_ZIP: ZIP, SFR_STATE: STATE },
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d));
  child.stderr.on('data', (d: Buffer) => (output += d));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  expect(output, output).not.toContain('skipped');
  expect(code, output).toBe(0);
  expect(output).toMatch(/Ran 10 tests/);
  expect(spawnSync(python, ['-c', 'import pandas']).status, 'pandas is missing: apt-get install -y python3-pandas').toBe(0);
}, 180_000);
