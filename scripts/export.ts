/** npm run export -- [--state XX] > file.ndjson : the import format, from DATABASE_URL or the embedded database. */
import { parseArgs } from 'node:util';
import { openDatabase } from '../infra/local/services.ts';
import { exportRecords } from '../loader/export.ts';

const { values } = parseArgs({ options: { state: { type: 'string' } } });
const database = await openDatabase();
try {
  const n = await exportRecords(database.sql, process.stdout, { state: values.state });
  console.error(`exported ${n} properties`);
} finally {
  await database.close();
}
