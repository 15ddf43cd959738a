import { describe, expect, it } from 'vitest';
import { cpuTimes, stealShare } from '../../bench/lib/results.ts';

describe('the benchmark’s steal share', () => {
  it.each([
    { before: { steal: 0, total: 0 }, after: { steal: 20, total: 100 }, share: 0.2 },
    { before: { steal: 50, total: 1000 }, after: { steal: 50, total: 1300 }, share: 0 },
    { before: { steal: 10, total: 100 }, after: { steal: 11, total: 103 }, share: 0.333 },
  ])('is the steal ticks over all ticks between two readings ($share)', ({ before, after, share }) => {
    expect(stealShare(before, after)).toBe(share);
  });

  it('is unknown without two readings or without time between them', () => {
    expect(stealShare(undefined, { steal: 1, total: 2 })).toBeUndefined();
    expect(stealShare({ steal: 1, total: 2 }, undefined)).toBeUndefined();
    expect(stealShare({ steal: 1, total: 2 }, { steal: 1, total: 2 })).toBeUndefined();
  });

  it.runIf(process.platform === 'linux')('reads this machine’s CPU time, steal within the total', () => {
    const t = cpuTimes();
    expect(t).toBeDefined();
    expect(t!.steal).toBeGreaterThanOrEqual(0);
    expect(t!.total).toBeGreaterThan(t!.steal);
  });
});
