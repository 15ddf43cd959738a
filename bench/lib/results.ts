/** Where benchmark figures go (bench/results/<date>-<name>.json) and the machine they came from. */
import { readFileSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { cpus, loadavg, release, totalmem } from 'node:os';

export interface Machine {
  cpus: number;
  model?: string;
  memoryGiB: number;
  os: string;
  node: string;
  /** 1, 5 and 15 minute load averages as the figures were written: above the core count, other work competed for the CPUs */
  loadAverage: number[];
}

export function machine(): Machine {
  return {
    cpus: cpus().length,
    model: cpus()[0]?.model,
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    os: `${process.platform} ${release()}`,
    node: process.version,
    loadAverage: loadAverage(),
  };
}

/** How many of `xs` have each key. */
export function countBy<T>(xs: readonly T[], key: (x: T) => string | number): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const x of xs) counts[key(x)] = (counts[key(x)] ?? 0) + 1;
  return counts;
}

export const loadAverage = () => loadavg().map((x) => Math.round(x * 100) / 100);

export interface CpuTimes {
  steal: number;
  total: number;
}

/** The machine's CPU time so far, in clock ticks (Linux /proc/stat); undefined where there is none. */
export function cpuTimes(): CpuTimes | undefined {
  try {
    // cpu user nice system idle iowait irq softirq steal (guest time is already counted in user)
    const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]!.trim().split(/\s+/).map(Number);
    const counted = ticks.slice(0, 8);
    if (counted.length < 8 || counted.some((t) => !Number.isFinite(t))) return undefined;
    return { steal: counted[7]!, total: counted.reduce((a, b) => a + b, 0) };
  } catch {
    return undefined;
  }
}

/**
 * The share of the machine's CPU time the hypervisor gave to other guests between two readings
 * (steal): on a shared host, the part of a run's slowness that is not the code's.
 */
export function stealShare(before: CpuTimes | undefined, after: CpuTimes | undefined): number | undefined {
  if (!before || !after || after.total <= before.total) return undefined;
  return Math.round(((after.steal - before.steal) / (after.total - before.total)) * 1000) / 1000;
}

/** When a reading was taken, and the time so far that some task waited on I/O (Linux PSI, /proc/pressure/io), in µs. */
export interface IoStall {
  atMs: number;
  someMicros: number;
}

export function ioStall(): IoStall | undefined {
  try {
    // some avg10=0.00 avg60=0.00 avg300=0.00 total=12345
    const total = /^some .*total=(\d+)/m.exec(readFileSync('/proc/pressure/io', 'utf8'))?.[1];
    return total === undefined ? undefined : { atMs: performance.now(), someMicros: Number(total) };
  } catch {
    return undefined;
  }
}

/**
 * The share of the time between two readings during which some task of the machine waited on the
 * disk: a round whose data was read from the disk instead of memory shows here (0-1).
 */
export function ioStallShare(before: IoStall | undefined, after: IoStall | undefined): number | undefined {
  if (!before || !after || after.atMs <= before.atMs) return undefined;
  return Math.round(Math.min(1, (after.someMicros - before.someMicros) / 1000 / (after.atMs - before.atMs)) * 1000) / 1000;
}

export const resultsFile = (name: string, date = new Date().toISOString().slice(0, 10)) =>
  new URL(`../results/${date}-${name}.json`, import.meta.url);

export async function readResults<T>(file: URL): Promise<T | undefined> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
}

export async function writeResults(name: string, figures: unknown): Promise<string> {
  const file = resultsFile(name);
  await mkdir(new URL('.', file), { recursive: true });
  await writeFile(file, `${JSON.stringify(figures, null, 2)}\n`);
  console.log(`wrote ${file.pathname}`);
  return file.pathname;
}
