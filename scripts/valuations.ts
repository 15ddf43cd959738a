/**
 * npm run valuations [-- --state XX] [--all] [--concurrency N]
 *
 * The valuation pass (docs/valuation.md#the-valuation-on-record): values every property of the states
 * whose records changed since their last pass (a load runs it itself), of one state (--state), or of
 * every state (--all: after a change to the valuation model), and stores the valuations on record.
 * Reads DATABASE_URL, else the embedded database as loaded.
 */
import { openDatabase } from '../infra/local/services.ts';
import { allStates, refreshValuations, valuationConcurrency } from '../loader/valuations/refresh.ts';
import { commandLine } from './command-line.ts';

const USAGE = 'usage: npm run valuations -- [--state XX | --all] [--concurrency N]';
const { values } = commandLine(
  { options: { state: { type: 'string' }, all: { type: 'boolean' }, concurrency: { type: 'string' } } },
  USAGE,
);
if (
  (values.state !== undefined && (!/^[A-Za-z]{2}$/.test(values.state) || values.all)) ||
  (values.concurrency !== undefined && !(Number.isInteger(Number(values.concurrency)) && Number(values.concurrency) >= 1))
) {
  console.error(USAGE);
  process.exit(2);
}
const database = await openDatabase({});
try {
  const started = performance.now();
  const states = values.state !== undefined ? [values.state.toUpperCase()] : values.all ? await allStates(database.sql) : undefined;
  const done = await refreshValuations(database.sql, {
    states,
    concurrency: values.concurrency !== undefined ? Number(values.concurrency) : await valuationConcurrency(database.sql),
    log: (line) => console.log(line),
  });
  const properties = done.reduce((s, d) => s + d.properties, 0);
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `valued ${properties.toLocaleString('en-US')} properties of ${done.length} states in ${seconds.toFixed(1)} s` +
      (properties > 0 ? ` (${((seconds * 1000) / properties).toFixed(2)} ms a property)` : ''),
  );
} finally {
  await database.close();
}
