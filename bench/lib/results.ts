/** Where benchmark figures go (bench/results/<date>-<name>.json) and the machine they came from. */
import { readFile, mkdir, writeFile } from 'node:fs/promises';
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

export const loadAverage = () => loadavg().map((x) => Math.round(x * 100) / 100);

export const resultsFile = (name: string, date = new Date().toISOString().slice(0, 10)) => new URL(`../results/${date}-${name}.json`, import.meta.url);

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
