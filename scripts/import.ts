/**
 * npm run import -- FILE [FILE...] [--rejects FILE] [--allow-rejects] [--batch-size N]
 * Loads NDJSON (.ndjson or .ndjson.gz) import records into DATABASE_URL or the embedded database.
 * Exit code 1 when any line was rejected, unless --allow-rejects; 3 when the database failed
 * mid-load (connection lost, timeout...): the whole batches written are kept, and running the
 * same command again resumes. A killed import resumes the same way.
 */
import { createWriteStream } from 'node:fs';
import { parseArgs } from 'node:util';
import { SingleBar } from 'cli-progress';
import { openDatabase } from '../infra/local/services.ts';
import { importFiles } from '../loader/import.ts';
import { supportsCopy } from '../shared/platform/db/capabilities.ts';

const { positionals: files, values } = parseArgs({
  allowPositionals: true,
  options: {
    rejects: { type: 'string' },
    'allow-rejects': { type: 'boolean', default: false },
    'batch-size': { type: 'string', default: '1000' },
  },
});
if (files.length === 0) {
  console.error('usage: npm run import -- FILE [FILE...] [--rejects FILE] [--allow-rejects] [--batch-size N]');
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
