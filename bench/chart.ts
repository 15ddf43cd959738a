/**
 * The scale curve of docs/performance.md: p99 latency against the number of properties, one line per
 * endpoint, both axes logarithmic, as a small hand-written SVG (bench/results/scale.svg).
 * Written by `npm run bench -- --scale ...`; `npx tsx bench/chart.ts [results.json]` redraws it
 * from a results file (default: the latest bench/results/*-scale.json).
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Figures, Headline } from './http.ts';
import type { Machine } from './lib/results.ts';
import { escapeXml, svgDocument } from './lib/svg.ts';

export type ScaleFigures = Figures & { serverPeakRssMiB: number };

export interface ScaleRun {
  properties: number;
  date: string;
  /** per round, before and after it */
  loadAverage: { before: number[]; after: number[] }[];
  serverPeakRssMiB: number;
  /** medians over the rounds, and each round's p50, p99 and requests/s when there were several */
  endpoints: Record<string, ScaleFigures & { rounds?: Headline[] }>;
}

export interface ScaleResults {
  date: string;
  machine: Machine;
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
  rounds: number;
  target: string;
  runs: ScaleRun[];
  notMeasured: { properties: number; reason: string }[];
  p99Ratio: Record<string, { from: number; to: number; ratio: number; within2x: boolean }>;
}

const RESULTS = new URL('results/', import.meta.url);
const COLOURS = ['#1f77b4', '#d62728', '#2ca02c', '#ff7f0e', '#9467bd', '#8c564b'];
const W = 660;
const H = 340;
const M = { left: 64, right: 220, top: 36, bottom: 56 };

const fmt = (x: number) => (Number.isInteger(x) ? String(x) : x.toFixed(1));

function size(n: number): string {
  if (n >= 1e6) return `${fmt(n / 1e6)}M`;
  if (n >= 1e3) return `${fmt(n / 1e3)}k`;
  return String(n);
}

/** A logarithmic axis over [lo, hi] mapped onto [from, to] pixels. */
function logScale(lo: number, hi: number, from: number, to: number): (x: number) => number {
  const [a, b] = [Math.log10(lo), Math.log10(hi)];
  return (x) => from + ((Math.log10(x) - a) / (b - a)) * (to - from);
}

/** 1, 2, 5 x 10^k within [lo, hi]. */
function ticks(lo: number, hi: number): number[] {
  const out: number[] = [];
  for (let k = Math.floor(Math.log10(lo)); k <= Math.ceil(Math.log10(hi)); k++) {
    for (const m of [1, 2, 5]) {
      const t = m * 10 ** k;
      if (t >= lo && t <= hi) out.push(t);
    }
  }
  return out;
}

export function renderScaleChart(r: ScaleResults): string {
  const names = [...new Set(r.runs.flatMap((run) => Object.keys(run.endpoints)))];
  const p99s = r.runs.flatMap((run) => Object.values(run.endpoints).map((e) => e.p99)).filter((x) => x > 0);
  const sizes = [...r.runs.map((run) => run.properties), ...r.notMeasured.map((m) => m.properties)];
  const [xLo, xHi] = [Math.min(...sizes) / 1.4, Math.max(...sizes) * 1.4];
  // at least a decade, so that the 1-2-5 gridlines label the y axis however close the points are
  const [yMin, yMax] = [Math.min(...p99s), Math.max(...p99s)];
  const pad = Math.max(1.6, Math.sqrt(10 / (yMax / yMin)));
  const [yLo, yHi] = [yMin / pad, yMax * pad];
  const x = logScale(xLo, xHi, M.left, W - M.right);
  const y = logScale(yLo, yHi, H - M.bottom, M.top);
  const parts: string[] = [];
  parts.push(
    `<rect x="${M.left}" y="${M.top}" width="${W - M.left - M.right}" height="${H - M.top - M.bottom}" fill="none" stroke="#999"/>`,
  );
  for (const t of ticks(yLo, yHi)) {
    parts.push(`<line x1="${M.left}" x2="${W - M.right}" y1="${y(t).toFixed(1)}" y2="${y(t).toFixed(1)}" stroke="#eee"/>`);
    parts.push(`<text x="${M.left - 6}" y="${(y(t) + 4).toFixed(1)}" text-anchor="end">${t}</text>`);
  }
  for (const run of r.runs)
    parts.push(`<text x="${x(run.properties).toFixed(1)}" y="${H - M.bottom + 16}" text-anchor="middle">${size(run.properties)}</text>`);
  for (const m of r.notMeasured) {
    const px = x(m.properties).toFixed(1);
    parts.push(
      `<line x1="${px}" x2="${px}" y1="${M.top}" y2="${H - M.bottom}" stroke="#bbb" stroke-dasharray="4 3"><title>${escapeXml(m.reason)}</title></line>`,
    );
    parts.push(`<text x="${px}" y="${H - M.bottom + 16}" text-anchor="middle" fill="#888">${size(m.properties)}*</text>`);
  }
  parts.push(`<text x="${(M.left + W - M.right) / 2}" y="${H - 14}" text-anchor="middle">properties (log scale)</text>`);
  parts.push(
    `<text transform="translate(16 ${(M.top + H - M.bottom) / 2}) rotate(-90)" text-anchor="middle">p99 latency, ms (log scale)</text>`,
  );
  parts.push(
    `<text x="${M.left}" y="20" font-weight="bold">p99 through the gateway by database size (${r.connections} connections${r.rounds > 1 ? `, median of ${r.rounds} rounds` : ''})</text>`,
  );
  names.forEach((name, i) => {
    const colour = COLOURS[i % COLOURS.length]!;
    const points = r.runs
      .filter((run) => run.endpoints[name])
      .map((run) => [x(run.properties), y(run.endpoints[name]!.p99), run.endpoints[name]!.p99, run.properties] as const);
    parts.push(
      `<polyline fill="none" stroke="${colour}" stroke-width="2" points="${points.map(([px, py]) => `${px.toFixed(1)},${py.toFixed(1)}`).join(' ')}"/>`,
    );
    for (const [px, py, p99, n] of points)
      parts.push(
        `<circle cx="${px.toFixed(1)}" cy="${py.toFixed(1)}" r="3.5" fill="${colour}"><title>${escapeXml(name)}: p99 ${p99} ms at ${n.toLocaleString('en-US')}</title></circle>`,
      );
    const ratio = r.p99Ratio[name];
    const label = `${name.split(' (')[0]}${ratio ? ` (×${ratio.ratio})` : ''}`;
    const ly = M.top + 10 + i * 20;
    parts.push(`<line x1="${W - M.right + 14}" x2="${W - M.right + 34}" y1="${ly}" y2="${ly}" stroke="${colour}" stroke-width="2"/>`);
    parts.push(`<text x="${W - M.right + 40}" y="${ly + 4}">${escapeXml(label)}</text>`);
  });
  const legendEnd = M.top + 10 + names.length * 20;
  const first = r.runs[0];
  const last = r.runs.at(-1);
  if (first && last && first !== last)
    parts.push(
      `<text x="${W - M.right + 14}" y="${legendEnd + 8}" fill="#555">(×: p99 at ${size(last.properties)} / p99 at ${size(first.properties)})</text>`,
    );
  if (r.notMeasured.length)
    parts.push(`<text x="${W - M.right + 14}" y="${legendEnd + 26}" fill="#888">* not measured (why: in the JSON)</text>`);
  return svgDocument(W, H, parts);
}

export async function writeScaleChart(results: ScaleResults): Promise<string> {
  const target = new URL('scale.svg', RESULTS);
  await writeFile(target, renderScaleChart(results));
  console.log(`wrote ${target.pathname}`);
  return target.pathname;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file =
    process.argv[2] ??
    (await readdir(RESULTS))
      .filter((f) => f.endsWith('-scale.json'))
      .sort()
      .map((f) => fileURLToPath(new URL(f, RESULTS)))
      .at(-1);
  if (!file) throw new Error('no bench/results/*-scale.json: run npm run bench -- --scale first');
  await writeScaleChart(JSON.parse(await readFile(file, 'utf8')) as ScaleResults);
}
