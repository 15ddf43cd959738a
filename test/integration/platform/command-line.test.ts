import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('../../../', import.meta.url).pathname;
const run = promisify(execFile);

/** Runs an npm script's file with these arguments: its exit code and what it printed. */
async function cli(script: string, args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], { cwd: ROOT });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

// each exits before it opens a database: the command line is read first
const MISTYPED: [script: string, args: string[], says: RegExp][] = [
  ['import', ['data.ndjson', '--bulkk'], /Unknown option '--bulkk'[\s\S]*usage: npm run import/],
  ['import', ['data.ndjson', '--rejects'], /Option '--rejects <value>' argument missing[\s\S]*usage: npm run import/],
  ['seed', ['--propertes', '10'], /Unknown option '--propertes'[\s\S]*usage: npm run seed/],
  ['export', ['--state'], /Option '--state <value>' argument missing[\s\S]*usage: npm run export/],
  ['reorder', ['--table', 'rentals'], /Unknown option '--table'[\s\S]*usage: npm run reorder/],
  ['reorder', ['--tables', 'sales'], /--tables takes properties, transactions, rentals, not sales[\s\S]*usage: npm run reorder/],
  ['convert', ['sacramento', 'in.csv', 'out.ndjson', '--limt', '5'], /Unknown option '--limt'[\s\S]*usage: npm run convert/],
  ['backtest', ['--dataset', 'demo', '--holdout', '6'], /Unknown option '--holdout'[\s\S]*usage: npm run backtest/],
  ['keys', ['list', '--stack', 'x'], /Unknown option '--stack'[\s\S]*usage: keys create/],
  ['calibrate', ['--state', 'va', '--thru', '2024-12-31'], /Unknown option '--thru'[\s\S]*usage: npm run calibrate/],
  ['calibrate', ['--through', '2024-13'], /usage: npm run calibrate/],
];

describe('a mistyped command line', () => {
  it.each(MISTYPED)(
    'npm run %s %j: exit code 2, the mistake and the usage, no stack trace',
    { timeout: 60_000 },
    async (script, args, says) => {
      const { code, stdout, stderr } = await cli(script, args);
      expect(code, stderr).toBe(2);
      expect(stderr).toMatch(says);
      expect(stderr).not.toMatch(/\n\s+at /);
      expect(stdout).toBe('');
    },
  );
});
