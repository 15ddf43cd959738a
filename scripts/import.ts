/**
 * npm run import -- FILE [FILE...] [--rejects FILE] [--allow-rejects] [--batch-size N] [--bulk [--workers N] [--maintenance-work-mem 1GB]]
 * Loads NDJSON (.ndjson or .ndjson.gz) import records into DATABASE_URL or the embedded database.
 * --bulk: the bulk path of an empty PostgreSQL database (loader/bulk/staging.ts, docs/data.md#bulk-loads),
 * its input staged by N worker threads at once; exit code 2 when the database holds properties
 * or is the embedded one.
 * Exit code 1 when any line was rejected, unless --allow-rejects; 3 when the database failed
 * mid-load (connection lost, timeout...): the whole batches written are kept, and running the
 * same command again resumes. A killed import resumes the same way.
 */
import { createWriteStream } from 'node:fs';
import { SingleBar } from 'cli-progress';
import { openDatabase } from '../infra/local/services.ts';
import { BulkRefused } from '../loader/bulk/staging.ts';
import { bulkImportFiles, importFiles } from '../loader/ingest/import.ts';
import { config } from '../shared/platform/config.ts';
import { supportsCopy } from '../shared/platform/db/capabilities.ts';
import { commandLine } from './command-line.ts';

const USAGE =
  'usage: npm run import -- FILE [FILE...] [--rejects FILE] [--allow-rejects] [--batch-size N] [--bulk [--workers N] [--maintenance-work-mem 1GB]]';

const { positionals: files, values } = commandLine(
  {
    allowPositionals: true,
    options: {
      rejects: { type: 'string' },
      'allow-rejects': { type: 'boolean', default: false },
      'batch-size': { type: 'string', default: '1000' },
      bulk: { type: 'boolean', default: false },
      workers: { type: 'string', default: '1' },
      'maintenance-work-mem': { type: 'string', default: config().BULK_MAINTENANCE_WORK_MEM ?? '1GB' },
    },
  },
  USAGE,
);
if (files.length === 0) {
  console.error(USAGE);
  process.exit(2);
}

const rejectPath = values.rejects ?? `${files[0]!.replace(/\.ndjson(\.gz)?$/, '')}.rejects.ndjson`;
const rejects = createWriteStream(rejectPath);
const tty = process.stderr.isTTY;
const bar = tty
  ? new SingleBar({ format: '{file} |{bar}| {percentage}% | {rows} rows | {rate} rows/s | ETA {eta_formatted}', stream: process.stderr })
  : undefined;
let lastPlain = 0;
const started = Date.now();
let barFile = '';

const database = await openDatabase();
const workers = Number(values.workers);
if (values.bulk) {
  try {
    if (!Number.isInteger(workers) || workers < 1) throw new BulkRefused('--workers takes a whole number of at least 1');
    if (!(await supportsCopy(database.sql)))
      throw new BulkRefused('the embedded database has no bulk path (it cannot take COPY): load without --bulk');
    const summary = await bulkImportFiles(database.sql, files, {
      url: database.url,
      workers,
      maintenanceWorkMem: values['maintenance-work-mem'],
      onReject: (file, r) => void rejects.write(`${JSON.stringify({ file, line: r.line, reason: r.reason, text: r.text })}\n`),
      onProgress: (c) => {
        const seconds = Math.max(0.001, (Date.now() - started) / 1000);
        const rate = Math.round(c.read / seconds);
        if (bar) {
          if (!barFile) bar.start(c.totalBytes, 0, { file: `${files.length} file(s), ${workers} worker(s)`, rows: 0, rate: 0 });
          barFile = 'all';
          bar.update(c.bytes, { rows: c.read, rate });
        } else if (Date.now() - lastPlain > 5000) {
          lastPlain = Date.now();
          const eta = c.bytes > 0 ? Math.round((seconds * (c.totalBytes - c.bytes)) / c.bytes) : 0;
          console.error(`staged ${Math.floor((100 * c.bytes) / Math.max(c.totalBytes, 1))}% ${c.read} rows ${rate} rows/s ETA ${eta} s`);
        }
      },
      onPhase: (phase, seconds) => {
        bar?.stop();
        console.error(`${phase}: ${seconds.toFixed(1)} s`);
      },
    });
    await new Promise((resolve) => rejects.end(resolve));
    console.log(
      `read ${summary.read}, inserted ${summary.inserted}, updated 0, unchanged 0, rejected ${summary.rejected} in ${summary.seconds.toFixed(1)} s (bulk, ${workers} worker(s))` +
        (summary.rejected ? ` (rejects in ${rejectPath})` : ''),
    );
    process.exitCode = summary.rejected > 0 && !values['allow-rejects'] ? 1 : 0;
  } catch (err) {
    bar?.stop();
    if (err instanceof BulkRefused) {
      console.error(`import refused: ${err.message}`);
      process.exitCode = 2;
    } else {
      console.error(
        `import stopped: ${(err as Error).message}\nNothing was written (a bulk load commits all at once); run the same command again to start over.`,
      );
      process.exitCode = 3;
    }
  } finally {
    await database.close();
  }
} else
  try {
    const summary = await importFiles(database.sql, files, {
      batchSize: Number(values['batch-size']),
      copy: await supportsCopy(database.sql),
      onReject: (file, r) => void rejects.write(`${JSON.stringify({ file, line: r.line, reason: r.reason, text: r.text })}\n`),
      onProgress: (file, bytes, total, counts) => {
        const rate = Math.round(counts.read / Math.max(0.001, (Date.now() - started) / 1000));
        if (bar) {
          if (barFile !== file) {
            if (barFile) bar.stop();
            bar.start(total, 0, { file, rows: 0, rate: 0 });
            barFile = file;
          }
          bar.update(bytes, { file, rows: counts.read, rate });
        } else if (Date.now() - lastPlain > 5000 || bytes === total) {
          lastPlain = Date.now();
          console.error(`${file}: ${Math.floor((100 * bytes) / Math.max(total, 1))}% ${counts.read} rows ${rate} rows/s`);
        }
      },
    });
    bar?.stop();
    await new Promise((resolve) => rejects.end(resolve));
    console.log(
      `read ${summary.read}, inserted ${summary.inserted}, updated ${summary.updated}, unchanged ${summary.unchanged}, rejected ${summary.rejected} in ${summary.seconds.toFixed(1)} s` +
        (summary.rejected ? ` (rejects in ${rejectPath})` : ''),
    );
    process.exitCode = summary.rejected > 0 && !values['allow-rejects'] ? 1 : 0;
  } catch (err) {
    bar?.stop();
    console.error(
      `import stopped: ${(err as Error).message}\nEvery batch written so far is complete and kept; run the same command again to resume.`,
    );
    process.exitCode = 3;
  } finally {
    await database.close();
  }
