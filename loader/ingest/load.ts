/**
 * Batches records into the writer, flushing early when a property repeats inside a batch (the
 * later line wins, as if the lines were applied one by one), and counts what happened. Paced, it
 * sizes each batch so its write takes about `targetMs` and yields to the event loop after it: on
 * the embedded database, whose one connection requests share with the first-start seed, a request
 * then waits behind one short batch at most (docs/performance.md#first-start-seed).
 */
import type { Sql } from 'postgres';
import type { ImportRecord } from '../../shared/properties/records/import-record.ts';
import { type StoredProperty, toStored } from './records.ts';
import { type WriteOptions, writeBatch } from './writer.ts';

export interface LoadCounts {
  read: number;
  inserted: number;
  updated: number;
  unchanged: number;
  rejected: number;
}

export interface Reject {
  line: number;
  reason: string;
}

export interface Pacing {
  /** the time a batch's write should take */
  targetMs: number;
}

/** The fewest records a paced batch holds: below this, per-statement costs dominate. */
const MIN_PACED_BATCH = 10;

/**
 * The next batch size that writes in about `targetMs`, from the last batch's size and time; at most
 * double the last (one fast batch is no proof) and never more than `max`.
 */
export function pacedBatchSize(last: number, ms: number, targetMs: number, max: number): number {
  const ideal = ms > 0 ? Math.floor((last * targetMs) / ms) : max;
  return Math.max(MIN_PACED_BATCH, Math.min(ideal, last * 2, max));
}

export class BatchLoader {
  readonly counts: LoadCounts = { read: 0, inserted: 0, updated: 0, unchanged: 0, rejected: 0 };
  private batch: { line: number; stored: StoredProperty }[] = [];
  private ids = new Set<number>();
  private batchSize: number;

  constructor(
    private readonly sql: Sql,
    private readonly onReject: (reject: Reject) => void | Promise<void>,
    private readonly maxBatchSize = 1000,
    private readonly writeOptions: WriteOptions = {},
    private readonly pacing?: Pacing,
  ) {
    this.batchSize = pacing ? Math.min(maxBatchSize, 4 * MIN_PACED_BATCH) : maxBatchSize;
  }

  /** A line that could not even be read as a record. */
  async reject(line: number, reason: string): Promise<void> {
    this.counts.read++;
    this.counts.rejected++;
    await this.onReject({ line, reason });
  }

  async add(line: number, record: ImportRecord): Promise<void> {
    let stored: StoredProperty;
    try {
      stored = toStored(record);
    } catch (err) {
      return this.reject(line, `record could not be prepared: ${(err as Error).message}`);
    }
    this.counts.read++;
    if (this.ids.has(stored.property.property_id)) await this.flush();
    this.batch.push({ line, stored });
    this.ids.add(stored.property.property_id);
    if (this.batch.length >= this.batchSize) await this.flush();
  }

  async flush(): Promise<void> {
    if (this.batch.length === 0) return;
    const batch = this.batch;
    this.batch = [];
    this.ids = new Set();
    const started = performance.now();
    const result = await writeBatch(
      this.sql,
      batch.map((b) => b.stored),
      this.writeOptions,
    );
    if (this.pacing) {
      this.batchSize = pacedBatchSize(batch.length, performance.now() - started, this.pacing.targetMs, this.maxBatchSize);
      // requests that arrived during the write queue their queries before the next batch's
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
    this.counts.inserted += result.inserted;
    this.counts.updated += result.updated;
    this.counts.unchanged += result.unchanged;
    this.counts.rejected += result.rejected.length;
    for (const r of result.rejected) await this.onReject({ line: batch[r.index]!.line, reason: r.reason });
  }
}
