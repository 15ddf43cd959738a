/** The messages between a bulk load's main thread (shards.ts) and its worker threads (worker.ts). */
import type { ImportRecord } from '../../shared/properties/records/import-record.ts';

export interface WorkerInput {
  url: string;
  chunk: number;
}

export interface FileShard {
  index: number;
  file: string;
  /** bytes [start, end) of the file, starting at a line; a .gz file is one shard, its end its size */
  start: number;
  end: number;
  /** the ord of its first line: ords grow through the input, so a later duplicate wins */
  ordBase: number;
}

/** main thread -> worker */
export type ToWorker = { type: 'shard'; shard: FileShard } | { type: 'records'; first: number; records: ImportRecord[] } | { type: 'end' };

/** worker -> main thread */
export type FromWorker =
  | { type: 'progress'; shard: number; bytes: number; staged: number; read: number }
  | { type: 'reject'; shard: number; line: number; reason: string; text: string }
  | { type: 'shard-done'; shard: number; lines: number; read: number; staged: number; rejected: number }
  | { type: 'records-done'; staged: number }
  | { type: 'ended' }
  | { type: 'failed'; message: string; code?: string };
