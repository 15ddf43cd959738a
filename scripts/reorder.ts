/**
 * npm run reorder [-- --tables properties,transactions]: rewrites the property tables in
 * geographic order (loader/bulk/disk-order.ts), on DATABASE_URL or the embedded database under .data/.
 * Run it after incremental imports have appended rows out of order. Each table is locked against
 * reads and writes while it is rewritten (docs/performance.md#disk-order).
 */
import { openDatabase } from '../infra/local/services.ts';
import { ORDERED_TABLES, type OrderedTable, orderOnDisk } from '../loader/bulk/disk-order.ts';
import { commandLine, UsageError, usageExit } from './command-line.ts';

const USAGE = `usage: npm run reorder -- [--tables ${ORDERED_TABLES.join(',')}]`;

const { values } = commandLine({ options: { tables: { type: 'string' } } }, USAGE);
const tables = (values.tables?.split(',') ?? ORDERED_TABLES) as OrderedTable[];
const unknown = tables.filter((t) => !ORDERED_TABLES.includes(t));
if (unknown.length) usageExit(new UsageError(`--tables takes ${ORDERED_TABLES.join(', ')}, not ${unknown.join(', ')}\n${USAGE}`));

const mb = (bytes: number) => `${Math.round(bytes / 1024 ** 2).toLocaleString('en-US')} MB`;
const database = await openDatabase();
try {
  const started = performance.now();
  await orderOnDisk(database.sql, tables, (t) => console.log(`${t.table}: ${t.seconds} s, ${mb(t.bytesBefore)} -> ${mb(t.bytesAfter)}`));
  console.log(`in disk order in ${Math.round((performance.now() - started) / 1000)} s`);
} finally {
  await database.close();
}
