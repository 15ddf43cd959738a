/**
 * The backtest's figures by decile of the actual price (docs/valuation.md#backtest) as a small
 * hand-written SVG, one panel per kind of price: written by `npm run backtest` beside its JSON;
 * `npx tsx bench/lib/accuracy-chart.ts bench/results/backtest-<dataset>.json` redraws it from a results file.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { NOMINAL_COVERAGE } from '../../shared/properties/valuation/model.ts';
import type { Accuracy } from './accuracy.ts';
import { escapeXml, svgDocument } from './svg.ts';

export interface ChartPart {
  label: string;
  result: { overall: Accuracy; by_decile: (Accuracy & { decile: number; from: number; to: number })[] };
}

const W = 660;
const M = { left: 48, right: 16, top: 32 };
const PANEL = { head: 26, plot: 170, foot: 72 };
const [Y_LO, Y_HI] = [-0.2, 1];
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
  const panelH = PANEL.head + PANEL.plot + PANEL.foot;
  const H = M.top + parts.length * panelH;
  const x = (decile: number) => M.left + (decile - 0.5) * band;
  const out: string[] = [`<text x="14" y="20" font-weight="bold">${escapeXml(title)}</text>`];
  parts.forEach(({ label, result }, p) => {
    const top = M.top + p * panelH + PANEL.head;
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
    for (const { key, name, colour } of METRICS) {
      const runs: [number, number][][] = [[]];
      const circles: string[] = [];
      let last = 0;
      for (const d of result.by_decile) {
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
      for (const run of runs.filter((r) => r.length > 1))
        out.push(
          `<polyline class="${key}" fill="none" stroke="${colour}" stroke-width="2" points="${run.map(([px, py]) => `${px.toFixed(1)},${py.toFixed(1)}`).join(' ')}"/>`,
        );
      out.push(...circles);
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
  });
  return svgDocument(W, H, out);
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
