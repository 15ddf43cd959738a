/**
 * npm run calibrate [-- --through YYYY-MM-DD] [--state XX] [--concurrency N]
 *
 * Calibrates the valuation's interval and confidence per market (docs/valuation.md#calibration):
 * each county's recent sales valued as of the day before each from the sales before it, and the
 * error scales fitted on them, stored in valuation_calibrations (loader/rollups/calibration.ts). Run
 * after a load (docs/runbook.md); until it has run, answers state the default scales. The valuations
 * on record of the calibrated markets' states are valued again with the new scales. --through
 * backtests only sales up to that day (an estimate as of an earlier day never reads the result).
 * Reads DATABASE_URL, else the embedded database as loaded.
 */
import { openDatabase } from '../infra/local/services.ts';
import { calibrateMarkets } from '../loader/rollups/calibration.ts';
import { refreshValuations, statesOfMarkets, valuationConcurrency } from '../loader/valuations/refresh.ts';
import { commandLine } from './command-line.ts';

const USAGE = 'usage: npm run calibrate -- [--through YYYY-MM-DD] [--state XX] [--concurrency N]';
const { values } = commandLine(
  { options: { through: { type: 'string' }, state: { type: 'string' }, concurrency: { type: 'string' } } },
  USAGE,
);
if (
  (values.through !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(values.through)) ||
  (values.state !== undefined && !/^[A-Za-z]{2}$/.test(values.state)) ||
  (values.concurrency !== undefined && !(Number(values.concurrency) >= 1))
) {
  console.error(USAGE);
  process.exit(2);
}
const database = await openDatabase({});
try {
  const started = performance.now();
  const markets = await calibrateMarkets(database.sql, {
    through: values.through,
    state: values.state?.toUpperCase(),
    concurrency: Number(values.concurrency ?? (database.embedded ? 1 : 4)),
    log: (line) => console.log(line),
  });
  console.log(`calibrated ${markets.length} markets in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  // the intervals moved: the valuations on record are valued again (docs/valuation.md#the-valuation-on-record)
  await refreshValuations(database.sql, {
    states: await statesOfMarkets(database.sql, markets),
    concurrency: await valuationConcurrency(database.sql),
    log: (line) => console.log(line),
  });
} finally {
  await database.close();
}
