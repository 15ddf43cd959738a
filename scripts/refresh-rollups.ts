/**
 * npm run refresh-rollups [-- --changed]
 *
 * Rewrites every analytics rollup from the base tables (docs/data.md#rollups): after a migration
 * that changes a rollup's definition, or to check a database against its own base tables. With
 * --changed, only what the loads since the last refresh changed, as a load's own refresh does
 * (also the way to finish a load's refresh that was interrupted). Then the valuation pass of the
 * states whose records changed. Reads DATABASE_URL, else the embedded database as loaded.
 */
import { openDatabase } from '../infra/local/services.ts';
import { refreshRollups } from '../loader/rollups/index.ts';
import { commandLine } from './command-line.ts';

const USAGE = 'usage: npm run refresh-rollups -- [--changed]';
const { values } = commandLine({ options: { changed: { type: 'boolean' } } }, USAGE);
const database = await openDatabase({});
try {
  const started = performance.now();
  const summary = await refreshRollups(database.sql, { full: !values.changed });
  for (const { step, seconds } of summary.steps) console.log(`${step.padEnd(28)} ${seconds.toFixed(1)} s`);
  const what = summary.full
    ? 'every rollup'
    : summary.since === null && summary.buyers === 0
      ? 'nothing changed'
      : `from ${summary.since ?? '(no month)'}, ${summary.buyers} buyers`;
  console.log(`refreshed ${what} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
} finally {
  await database.close();
}
