/**
 * Seeds the database with the synthetic demo market (loader/simulator), through the same
 * batch writer as the importer. Everything it writes is labelled data_source = 'synthetic-demo'.
 */
import type { Sql } from 'postgres';
import { BatchLoader, type LoadCounts } from './load.ts';
import { refreshRollups } from './rollups.ts';
import { type SimulationOptions, simulate } from './simulator/index.ts';

export async function seedDemo(
  sql: Sql,
  options: SimulationOptions & {
    onProgress?: (counts: LoadCounts) => void;
    batchSize?: number;
    copy?: boolean;
    /** batches sized to write in about this time, and rollups refreshed one at a time (load.ts Pacing, rollups.ts) */
    pacedMs?: number;
  },
): Promise<LoadCounts & { seconds: number }> {
  const started = performance.now();
  const rejects: string[] = [];
  const loader = new BatchLoader(
    sql,
    (r) => void rejects.push(`record ${r.line}: ${r.reason}`),
    options.batchSize ?? 2000,
    { copy: options.copy },
    options.pacedMs ? { targetMs: options.pacedMs } : undefined,
  );
  let n = 0;
  for (const record of simulate(options)) {
    await loader.add(++n, record);
    if (n % 10_000 === 0) options.onProgress?.(loader.counts);
  }
  await loader.flush();
  // the last count, so a log can tell the writes from the rollups that follow
  if (n % 10_000 !== 0) options.onProgress?.(loader.counts);
  // The simulator's output is valid by construction; a reject here is a bug, not bad input.
  if (rejects.length) throw new Error(`the simulator produced ${rejects.length} records the database refused, e.g. ${rejects[0]}`);
  await refreshRollups(sql, { stepwise: options.pacedMs !== undefined });
  return { ...loader.counts, seconds: (performance.now() - started) / 1000 };
}
