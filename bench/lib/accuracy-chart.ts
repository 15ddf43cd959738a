/**
 * The backtest's figures by decile of the actual price (docs/valuation.md#backtest) as a small
 * hand-written SVG, one panel per kind of price, with a reliability diagram of the stated confidence when the
 * results have one: written by `npm run backtest` beside its JSON;
 * `npx tsx bench/lib/accuracy-chart.ts bench/results/backtest-<dataset>.json` redraws it from a results file.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { NOMINAL_COVERAGE } from '../../shared/properties/valuation/model.ts';
import type { AccuracyReport } from './accuracy.ts';
import { escapeXml, svgDocument } from './svg.ts';

export interface ChartPart {
  label: string;
  // results files written before the confidence was measured lack by_confidence
  result: Pick<AccuracyReport, 'overall' | 'by_decile'> & Partial<Pick<AccuracyReport, 'by_confidence'>>;
}

const W = 660;
const M = { left: 48, right: 16, top: 32 };
const PANEL = { head: 26, plot: 170, foot: 72 };
const [Y_LO, Y_HI] = [-0.2, 1];
const REL = { head: 30, plot: 150, foot: 36 };
const R_MAX = 14;
const METRICS = [
  { key: 'ppe10', name: 'PPE10', colour: '#1f77b4' },
  { key: 'interval_coverage', name: 'interval coverage', colour: '#2ca02c' },
  { key: 'mdape', name: 'MdAPE', colour: '#ff7f0e' },
  { key: 'bias', name: 'bias (signed)', colour: '#9467bd' },
] as const;

const pct = (x: number | null) => (x === null ? 'n/a' : `${(x * 100).toFixed(1).replace('-', '−')}%`);

/** Compact money: 850, 1.2k, 248k, 5.4M; a decimal only below 10 of the unit, where it tells prices apart. */
export function money(x: number): string {
  if (Math.round(x) < 1000) return String(Math.round(x));
  if (Math.round(x / 1e3) < 1000) return x < 1e4 ? `${Math.round(x / 100) / 10}k` : `${Math.round(x / 1e3)}k`;
  return x < 1e7 ? `${Math.round(x / 1e5) / 10}M` : `${Math.round(x / 1e6)}M`;
}

export function renderAccuracyChart(title: string, parts: ChartPart[]): string {
  const plotW = W - M.left - M.right;
  const band = plotW / 10;
  const x = (decile: number) => M.left + (decile - 0.5) * band;
  const out: string[] = [`<text x="14" y="20" font-weight="bold">${escapeXml(title)}</text>`];
  let panelTop = M.top;
  for (const { label, result } of parts) {
    const top = panelTop + PANEL.head;
    const bottom = top + PANEL.plot;
    // off-scale figures (a refused cheap decile can have an MdAPE in the thousands of percent) sit on the edge, drawn hollow
    const y = (v: number) => bottom - ((Math.min(Y_HI, Math.max(Y_LO, v)) - Y_LO) / (Y_HI - Y_LO)) * PANEL.plot;
    const o = result.overall;
    out.push(
      `<text x="14" y="${top - 9}">${escapeXml(
        `${label}: ${o.count.toLocaleString('en-US')} held out, ${pct(o.coverage)} valued · MdAPE ${pct(o.mdape)} · PPE10 ${pct(o.ppe10)} · bias ${pct(o.bias)} · in [low, high] ${pct(o.interval_coverage)}`,
      )}</text>`,
      `<rect x="${M.left}" y="${top}" width="${plotW}" height="${PANEL.plot}" fill="none" stroke="#999"/>`,
    );
    for (let t = Y_LO * 100; t <= Y_HI * 100; t += 20) {
      const ty = y(t / 100);
      out.push(
        `<line x1="${M.left}" x2="${W - M.right}" y1="${ty.toFixed(1)}" y2="${ty.toFixed(1)}" stroke="${t === 0 ? '#666' : '#eee'}"/>`,
      );
      out.push(`<text x="${M.left - 6}" y="${(ty + 4).toFixed(1)}" text-anchor="end">${String(t).replace('-', '−')}%</text>`);
    }
    const ny = y(NOMINAL_COVERAGE).toFixed(1);
    out.push(
      `<line x1="${M.left}" x2="${W - M.right}" y1="${ny}" y2="${ny}" stroke="#2ca02c" stroke-dasharray="5 4"><title>nominal interval coverage ${pct(NOMINAL_COVERAGE)}</title></line>`,
    );
    // staggered over two rows: ten price ranges side by side would overlap
    for (const d of result.by_decile)
      out.push(
        `<text x="${x(d.decile).toFixed(1)}" y="${bottom + 14 + ((d.decile - 1) % 2) * 12}" text-anchor="middle">$${money(d.from)}-${money(d.to)}</text>`,
      );
    out.push(
      `<text x="${(M.left + W - M.right) / 2}" y="${bottom + 42}" text-anchor="middle" fill="#555">deciles of the actual ${escapeXml(label === 'rents' ? 'rent' : 'price')}</text>`,
    );
    // legend entries spaced by their text's rough width (about 6 px a character at 11 px)
    let lx = M.left;
    for (const metric of METRICS) {
      const { name, colour } = metric;
      out.push(...metricSeries(result.by_decile, metric, label, x, y));
      out.push(
        `<line x1="${lx}" x2="${lx + 18}" y1="${bottom + 56}" y2="${bottom + 56}" stroke="${colour}" stroke-width="2"/>`,
        `<text x="${lx + 22}" y="${bottom + 60}">${name}</text>`,
      );
      lx += 38 + name.length * 6;
    }
    out.push(
      `<line x1="${lx}" x2="${lx + 18}" y1="${bottom + 56}" y2="${bottom + 56}" stroke="#2ca02c" stroke-dasharray="5 4"/>`,
      `<text x="${lx + 22}" y="${bottom + 60}">nominal coverage ${Math.round(NOMINAL_COVERAGE * 100)}%</text>`,
    );
    panelTop = bottom + PANEL.foot;
    if (result.by_confidence) {
      out.push(...reliability(label, result.by_confidence, panelTop + REL.head));
      panelTop += REL.head + REL.plot + REL.foot;
    }
  }
  return svgDocument(W, panelTop, out);
}

type Decile = ChartPart['result']['by_decile'][number];

/** One metric's line over the deciles (broken where a figure is missing) and its points, an off-scale one hollow. */
function metricSeries(
  deciles: Decile[],
  { key, name, colour }: (typeof METRICS)[number],
  label: string,
  x: (decile: number) => number,
  y: (v: number) => number,
): string[] {
  const runs: [number, number][][] = [[]];
  const circles: string[] = [];
  let last = 0;
  for (const d of deciles) {
    const v = d[key];
    // a null figure, or a decile missing altogether, breaks the line
    if (v === null || d.decile !== last + 1) runs.push([]);
    last = d.decile;
    if (v === null) continue;
    const [px, py] = [x(d.decile), y(v)];
    runs.at(-1)!.push([px, py]);
    const off = v < Y_LO || v > Y_HI;
    circles.push(
      `<circle class="${key}" cx="${px.toFixed(1)}" cy="${py.toFixed(1)}" r="3" fill="${off ? '#fff' : colour}" stroke="${colour}"><title>${escapeXml(
        `${label}, decile ${d.decile} ($${money(d.from)}-${money(d.to)}): ${name} ${pct(v)}${off ? ' (off scale)' : ''}; ${d.valued} of ${d.count} valued`,
      )}</title></circle>`,
    );
  }
  const lines = runs
    .filter((r) => r.length > 1)
    .map(
      (run) =>
        `<polyline class="${key}" fill="none" stroke="${colour}" stroke-width="2" points="${run.map(([px, py]) => `${px.toFixed(1)},${py.toFixed(1)}`).join(' ')}"/>`,
    );
  return [...lines, ...circles];
}

/** Whether the stated confidence (the chance of landing within ±10%) holds: a band on the diagonal is calibrated. */
function reliability(label: string, bands: NonNullable<ChartPart['result']['by_confidence']>, top: number): string[] {
  const side = REL.plot;
  const bottom = top + side;
  const rx = (v: number) => (M.left + v * side).toFixed(1);
  const ry = (v: number, shift = 0) => (bottom - v * side + shift).toFixed(1);
  const out = [
    '<g class="reliability">',
    `<text x="14" y="${top - 10}">confidence: stated vs found within ±10%</text>`,
    `<rect x="${M.left}" y="${top}" width="${side}" height="${side}" fill="none" stroke="#999"/>`,
  ];
  for (let t = 0; t <= 5; t++) {
    const v = t / 5;
    const tick = t % 5 ? v.toFixed(1) : String(v);
    out.push(
      `<line x1="${rx(v)}" x2="${rx(v)}" y1="${top}" y2="${bottom}" stroke="#eee"/>`,
      `<line x1="${M.left}" x2="${M.left + side}" y1="${ry(v)}" y2="${ry(v)}" stroke="#eee"/>`,
      `<text x="${rx(v)}" y="${bottom + 14}" text-anchor="middle">${tick}</text>`,
      `<text x="${M.left - 6}" y="${ry(v, 4)}" text-anchor="end">${tick}</text>`,
    );
  }
  out.push(
    `<line class="calibrated" x1="${rx(0)}" y1="${ry(0)}" x2="${rx(1)}" y2="${ry(1)}" stroke="#666" stroke-dasharray="4 3"/>`,
    `<text x="${M.left + side / 2}" y="${bottom + 30}" text-anchor="middle" fill="#555">mean stated confidence</text>`,
  );
  for (const b of bands) {
    if (!b.count || b.stated === null || b.within_10 === null) continue;
    // the area follows the count, capped so that one crowded band does not hide its neighbours
    const r = Math.min(R_MAX, 2 + Math.sqrt(b.count) / 5);
    out.push(
      `<circle class="band" cx="${rx(b.stated)}" cy="${ry(b.within_10)}" r="${r.toFixed(1)}" fill="#1f77b4" fill-opacity="0.5" stroke="#1f77b4"><title>${escapeXml(
        `stated ${b.stated.toFixed(2)}, found ${b.within_10.toFixed(2)} within ±10% (${b.count.toLocaleString('en-US')} ${b.count === 1 ? label.replace(/s$/, '') : label}; interval holds ${pct(b.interval_coverage)})`,
      )}</title></circle>`,
    );
  }
  const lx = M.left + side + 40;
  out.push(
    `<line x1="${lx}" x2="${lx + 18}" y1="${top + 16}" y2="${top + 16}" stroke="#666" stroke-dasharray="4 3"/>`,
    `<text x="${lx + 22}" y="${top + 20}">calibrated: found as often as stated</text>`,
    `<circle cx="${lx + 9}" cy="${top + 38}" r="5" fill="#1f77b4" fill-opacity="0.5" stroke="#1f77b4"></circle>`,
    `<text x="${lx + 22}" y="${top + 42}">a band of stated confidence, its area by its count</text>`,
    `<text x="${lx}" y="${top + 64}" fill="#555">below the diagonal: found within ±10% less often than stated</text>`,
    '</g>',
  );
  return out;
}

/** The chart of a backtest results file (scripts/backtest.ts): sales, and rents when there are any. */
export function renderBacktestChart(r: Record<string, unknown>): string {
  const parts = (['sales', 'rents'] as const).filter((k) => r[k]).map((k) => ({ label: k, result: r[k] as ChartPart['result'] }));
  return renderAccuracyChart(`Backtest: ${r.dataset}, held out ${r.holdout_from} to ${r.holdout_to ?? 'the end of the data'}`, parts);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = process.argv[2];
  if (!file?.endsWith('.json')) throw new Error('usage: npx tsx bench/lib/accuracy-chart.ts bench/results/backtest-<dataset>.json');
  const target = file.replace(/\.json$/, '.svg');
  writeFileSync(target, renderBacktestChart(JSON.parse(readFileSync(file, 'utf8'))));
  console.log(`wrote ${target}`);
}
