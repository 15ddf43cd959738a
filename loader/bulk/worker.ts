/**
 * One worker thread of a bulk load (loader/bulk/shards.ts): on a database connection of its own it
 * prepares records (records.ts toStored) and stages them (bulk.ts StagingWriter). It either reads
 * a byte range of an NDJSON file, validating each line, or takes records the main thread sends it
 * (the seed's simulator runs in one thread).
 */
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { parentPort, workerData } from 'node:worker_threads';
import { createGunzip } from 'node:zlib';
import postgres from 'postgres';
import { parseLine } from '../ingest/parse-line.ts';
import { toStored } from '../ingest/records.ts';
import type { FromWorker, ToWorker, WorkerInput } from './messages.ts';
import { StagingWriter } from './staging.ts';

const input = workerData as WorkerInput;
const port = parentPort!;
const send = (m: FromWorker) => port.postMessage(m);
const sql = postgres(input.url, {
  max: 1,
  onnotice: () => {},
  // the same name as the loader's other connections: a killed load's backends are told apart by it
  connection: { statement_timeout: 0, application_name: 'sfr-analytics-api' },
});

async function runShard(shard: FileShard): Promise<void> {
  const writer = new StagingWriter(sql, input.chunk);
  const gz = shard.file.endsWith('.gz');
  const raw = createReadStream(shard.file, gz ? {} : { start: shard.start, end: Math.max(shard.start, shard.end - 1) });
  const lines = createInterface({ input: gz ? raw.pipe(createGunzip()) : raw, crlfDelay: Infinity });
  let line = 0;
  let read = 0;
  let rejected = 0;
  const empty = !gz && shard.end <= shard.start;
  if (!empty)
    for await (const text of lines) {
      line++;
      if (text.trim() === '') continue;
      read++;
      const parsed = parseLine(text);
      if ('error' in parsed) {
        rejected++;
        send({ type: 'reject', shard: shard.index, line, reason: parsed.error, text });
        continue;
      }
      let stored: ReturnType<typeof toStored>;
      try {
        stored = toStored(parsed.record);
      } catch (err) {
        rejected++;
        send({ type: 'reject', shard: shard.index, line, reason: `record could not be prepared: ${(err as Error).message}`, text });
        continue;
      }
      const before = writer.staged;
      await writer.add(stored, shard.ordBase + line);
      if (writer.staged !== before) send({ type: 'progress', shard: shard.index, bytes: raw.bytesRead, staged: writer.staged, read });
    }
  await writer.flush();
  send({ type: 'shard-done', shard: shard.index, lines: line, read, staged: writer.staged, rejected });
}

let records: StagingWriter | undefined;

// one message at a time: a message's COPYs finish before the next message's begin
let queue = Promise.resolve();
port.on('message', (message: ToWorker) => {
  queue = queue.then(async () => {
    try {
      if (message.type === 'shard') await runShard(message.shard);
      else if (message.type === 'records') {
        records ??= new StagingWriter(sql, input.chunk);
        for (const [i, record] of message.records.entries()) await records.add(toStored(record), message.first + i);
        send({ type: 'records-done', staged: records.staged });
      } else {
        await records?.flush();
        await sql.end();
        send({ type: 'ended' });
      }
    } catch (err) {
      send({ type: 'failed', message: (err as Error).message, code: (err as { code?: string }).code });
    }
  });
});
