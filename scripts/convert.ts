/**
 * npm run convert -- sacramento IN OUT
 * npm run convert -- king-county IN OUT
 * npm run convert -- nashville IN OUT [--limit N] [--sample]
 * Converts a public dataset (loader/converters/README.md) to import NDJSON, gzip when OUT ends
 * in .gz. Counts go to stdout; the rows left out, per reason, to stderr. --sample writes the
 * committed Nashville sample (loader/converters/nashville-sample.ts) instead of every parcel.
 */
import { createWriteStream } from 'node:fs';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { cityLocator, readZipTable } from '../loader/converters/city-zip.ts';
import { type ConvertReport, newReport } from '../loader/converters/common.ts';
import { convertKingCounty } from '../loader/converters/king-county.ts';
import { convertNashville } from '../loader/converters/nashville.ts';
import { NASHVILLE_SAMPLE_MAX_GZIP_BYTES, nashvilleSample } from '../loader/converters/nashville-sample.ts';
import { convertSacramento } from '../loader/converters/sacramento.ts';
import type { ImportRecord } from '../shared/properties/records/import-record.ts';
import { commandLine } from './command-line.ts';

const USAGE = 'usage: npm run convert -- sacramento IN OUT | king-county IN OUT | nashville IN OUT [--limit N] [--sample]';
const SOURCES = ['sacramento', 'king-county', 'nashville'] as const;

const { positionals, values } = commandLine(
  {
    allowPositionals: true,
    options: { limit: { type: 'string' }, sample: { type: 'boolean', default: false } },
  },
  USAGE,
);
const [source, input, output] = positionals;
const limit = values.limit === undefined ? Infinity : Number(values.limit);
if (
  !input ||
  !output ||
  positionals.length !== 3 ||
  !(limit >= 0) ||
  !SOURCES.includes(source as (typeof SOURCES)[number]) ||
  (values.sample && source !== 'nashville')
) {
  console.error(USAGE);
  process.exit(2);
}

const report = newReport();
let records: AsyncIterable<ImportRecord> | Iterable<ImportRecord> =
  source === 'sacramento'
    ? convertSacramento(input, report)
    : source === 'king-county'
      ? convertKingCounty(input, report)
      : convertNashville(input, cityLocator(readZipTable(), 'TN', '47037'), report);
let sampledFrom = '';
if (values.sample) {
  const all: ImportRecord[] = [];
  for await (const record of records) all.push(record);
  records = nashvilleSample(all, NASHVILLE_SAMPLE_MAX_GZIP_BYTES);
  sampledFrom = ` (a sample of the ${all.length} converted)`;
}

const written = { records: 0, transactions: 0 };
async function* lines(): AsyncGenerator<string> {
  for await (const record of records) {
    if (written.records >= limit) break;
    written.records++;
    written.transactions += record.transactions?.length ?? 0;
    yield `${JSON.stringify(record)}\n`;
  }
}

// zlib writes the OS into the gzip header (macOS 19, Linux 3); pinned so the committed samples rebuild byte-identical
let offset = 0;
const pinGzipOs = new Transform({
  transform(chunk: Buffer, _encoding, done) {
    if (offset <= 9 && offset + chunk.length > 9) chunk[9 - offset] = 3;
    offset += chunk.length;
    done(null, chunk);
  },
});

const text = Readable.from(lines());
if (output.endsWith('.gz')) await pipeline(text, createGzip({ level: 9 }), pinGzipOs, createWriteStream(output));
else await pipeline(text, createWriteStream(output));

const stopped = written.records >= limit ? ` (stopped at --limit ${limit}: rows left out are counted up to there)` : '';
console.log(
  `${source}: read ${report.rows} rows, wrote ${written.records} records${sampledFrom} with ${written.transactions} transactions to ${output}${stopped}`,
);
printSkipped(report);

function printSkipped(r: ConvertReport): void {
  const total = [...r.skipped.values()].reduce((a, b) => a + b, 0);
  console.error(`rows left out: ${total}`);
  for (const [reason, count] of [...r.skipped].sort((a, b) => b[1] - a[1])) console.error(`  ${String(count).padStart(6)}  ${reason}`);
}
