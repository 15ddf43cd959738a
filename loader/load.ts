/**
 * Batches records into the writer, flushing early when a property repeats inside a batch (the
 * later line wins, as if the lines were applied one by one), and counts what happened.
 */
import type { Sql } from 'postgres';
import type { ImportRecord } from '../shared/properties/import-record.ts';
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

export class BatchLoader {
  readonly counts: LoadCounts = { read: 0, inserted: 0, updated: 0, unchanged: 0, rejected: 0 };
  private batch: { line: number; stored: StoredProperty }[] = [];
  private ids = new Set<number>();

  constructor(
    private readonly sql: Sql,
    private readonly onReject: (reject: Reject) => void | Promise<void>,
    private readonly batchSize = 1000,
    private readonly writeOptions: WriteOptions = {},
  ) {}

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
    const result = await writeBatch(
      this.sql,
      batch.map((b) => b.stored),
      this.writeOptions,
    );
    this.counts.inserted += result.inserted;
    this.counts.updated += result.updated;
    this.counts.unchanged += result.unchanged;
    this.counts.rejected += result.rejected.length;
    for (const r of result.rejected) await this.onReject({ line: batch[r.index]!.line, reason: r.reason });
  }
}
