import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cpuTimes, ioStall, ioStallShare, stealShare } from '../../../../bench/lib/results.ts';

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

describe('the benchmark’s I/O stall share', () => {
  it.each([
    { before: { atMs: 0, someMicros: 0 }, after: { atMs: 1000, someMicros: 120_000 }, share: 0.12 },
    { before: { atMs: 500, someMicros: 7 }, after: { atMs: 2500, someMicros: 7 }, share: 0 },
    { before: { atMs: 0, someMicros: 0 }, after: { atMs: 3, someMicros: 1000 }, share: 0.333 },
    // PSI counts in µs and the clock in ms: a reading may exceed the wall time by a tick
    { before: { atMs: 0, someMicros: 0 }, after: { atMs: 10, someMicros: 10_050 }, share: 1 },
  ])('is the time some task waited on I/O over the time between two readings ($share)', ({ before, after, share }) => {
    expect(ioStallShare(before, after)).toBe(share);
  });

  it('is unknown without two readings or without time between them', () => {
    expect(ioStallShare(undefined, { atMs: 1, someMicros: 2 })).toBeUndefined();
    expect(ioStallShare({ atMs: 1, someMicros: 2 }, undefined)).toBeUndefined();
    expect(ioStallShare({ atMs: 1, someMicros: 2 }, { atMs: 1, someMicros: 9 })).toBeUndefined();
  });

  it.runIf(existsSync('/proc/pressure/io'))('reads this machine’s I/O pressure', () => {
    const first = ioStall();
    expect(first).toBeDefined();
    expect(first!.someMicros).toBeGreaterThanOrEqual(0);
  });
});
