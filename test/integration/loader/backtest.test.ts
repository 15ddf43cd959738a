/**
 * npm run backtest on a tiny sample (the committed Sacramento sales, 10 held out): it completes
 * and reports, with its chart. The figures themselves are measured by the full runs (bench/results/backtest-*.json).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, inject, it } from 'vitest';

it('runs the backtest on a small sample and writes its figures', () => {
  const out = mkdtempSync(join(tmpdir(), 'sfr-backtest-test-'));
  try {
    const env: Record<string, string | undefined> = { ...process.env, DYNAMODB_ENDPOINT: undefined };
    // on the embedded test database the script starts a PGlite of its own; on PostgreSQL it makes a scratch database there
    if (inject('embeddedDatabase')) delete env.DATABASE_URL;
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/backtest.ts', '--dataset', 'sacramento', '--holdout-months', '1', '--limit', '10', '--out', out],
      { env: env as NodeJS.ProcessEnv, encoding: 'utf8', timeout: 240_000 },
    );
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/sales: \d+\/10 valued \(coverage/);
    const result = JSON.parse(readFileSync(join(out, 'backtest-sacramento.json'), 'utf8'));
    expect(result).toMatchObject({ dataset: 'sacramento', holdout_months: 1, limit: 10 });
    expect(result.sales.overall.count).toBe(10);
    expect(typeof result.sales.overall.coverage).toBe('number');
    expect(result.sales.by_decile.length).toBeGreaterThan(0);
    expect(run.stdout).toContain(`wrote ${join(out, 'backtest-sacramento.svg')}`);
    const chart = readFileSync(join(out, 'backtest-sacramento.svg'), 'utf8');
    expect(chart).toContain('<svg');
    expect(chart).toContain('PPE10');
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}, 300_000);
