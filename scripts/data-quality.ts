/**
 * npm run data-quality -- FILE [FILE...] [--json]
 * npm run data-quality -- --database [--state XX] [--source NAME] [--json]
 * What the loader flags and why (loader/data-quality.ts, docs/analytics-definitions.md#market-evidence):
 * arm's-length decisions per reason, multi-parcel deals with their parcel counts, outliers per
 * reason. FILE (.ndjson or .ndjson.gz import records) is loaded into a throwaway embedded database
 * and judged by the same passes a load runs; --database reports on DATABASE_URL or the embedded
 * database as loaded. --json prints the report as JSON.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../infra/local/services.ts';
import { formatReport, qualityReport } from '../loader/data-quality.ts';
import { importFiles } from '../loader/ingest/import.ts';
import { markMarketEvidence } from '../loader/rollups/market-evidence.ts';
import { reloadConfig } from '../shared/platform/config.ts';
import { commandLine } from './command-line.ts';

const USAGE = 'usage: npm run data-quality -- FILE [FILE...] [--json] | --database [--state XX] [--source NAME] [--json]';

const { positionals: files, values } = commandLine(
  {
    allowPositionals: true,
    options: {
      database: { type: 'boolean', default: false },
      state: { type: 'string' },
      source: { type: 'string' },
      json: { type: 'boolean', default: false },
    },
  },
  USAGE,
);
if (values.database === files.length > 0 || (values.state !== undefined && !/^[A-Za-z]{2}$/.test(values.state))) {
  console.error(USAGE);
  process.exit(2);
}

let scratch: string | undefined;
if (!values.database) {
  // the file's own database: nothing the user has loaded is read or touched
  scratch = await mkdtemp(join(tmpdir(), 'data-quality-'));
  delete process.env.DATABASE_URL;
  // the configuration was read at start-up, with the user's database in it
  reloadConfig();
}
const database = await openDatabase(scratch ? { dataDir: scratch } : {});
try {
  if (!values.database) {
    let rejected = 0;
    const summary = await importFiles(database.sql, files, { refreshRollups: false, onReject: () => void rejected++ });
    await database.sql.begin((tx) => markMarketEvidence(tx));
    console.error(`loaded ${summary.read - rejected} records (${rejected} rejected) in ${summary.seconds.toFixed(1)} s`);
  }
  const report = await qualityReport(database.sql, { state: values.state, source: values.source });
  process.stdout.write(values.json ? `${JSON.stringify(report, null, 2)}\n` : formatReport(report));
} finally {
  await database.close();
  if (scratch) await rm(scratch, { recursive: true, force: true });
}
