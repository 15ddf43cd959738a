/** npm run export -- [--state XX] > file.ndjson : the import format, from DATABASE_URL or the embedded database. */
import { openDatabase } from '../infra/local/services.ts';
import { exportRecords } from '../loader/export/export.ts';
import { commandLine } from './command-line.ts';

const { values } = commandLine({ options: { state: { type: 'string' } } }, 'usage: npm run export -- [--state XX] > file.ndjson');
const database = await openDatabase();
try {
  const n = await exportRecords(database.sql, process.stdout, { state: values.state });
  console.error(`exported ${n} properties`);
} finally {
  await database.close();
}
