/** Paced batch sizes (loader/ingest/load.ts, docs/performance.md#first-start-seed): a batch that writes in about the target time. */
import { describe, expect, it } from 'vitest';
import { pacedBatchSize } from '../../../../loader/ingest/load.ts';

describe('pacedBatchSize', () => {
  it.each([
    // last size, its write in ms, target ms, most allowed → next size
    [100, 200, 200, 250, 100], // on target: the same
    [100, 400, 200, 250, 50], // twice too slow: half
    [100, 50, 200, 250, 200], // four times too fast: doubled, not quadrupled
    [200, 100, 200, 250, 250], // never above the most allowed
    [40, 4000, 200, 250, 10], // a stall: down to the floor, not to nothing
    [40, 0, 200, 250, 80], // an instant write: doubled
  ])('%i records in %i ms, target %i ms, at most %i: next %i', (last, ms, target, max, next) => {
    expect(pacedBatchSize(last, ms, target, max)).toBe(next);
  });
});
