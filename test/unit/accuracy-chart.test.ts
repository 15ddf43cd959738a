import { describe, expect, it } from 'vitest';
import type { Accuracy } from '../../bench/lib/accuracy.ts';
import { type ChartPart, money, renderAccuracyChart } from '../../bench/lib/accuracy-chart.ts';

const figures = (over: Partial<Accuracy> = {}): Accuracy => ({
  count: 100,
  valued: 100,
  coverage: 1,
  mdape: 0.08,
  ppe5: 0.35,
  ppe10: 0.6,
  ppe20: 0.85,
  bias: -0.01,
  interval_coverage: 0.8,
  ...over,
});
const nothingValued = figures({
  valued: 0,
  coverage: 0,
  mdape: null,
  ppe5: null,
  ppe10: null,
  ppe20: null,
  bias: null,
  interval_coverage: null,
});

const salesBounds = [75_000, 248_000, 299_500, 346_000, 399_950, 450_500, 520_000, 597_500, 700_000, 893_880, 5_350_000];
const sales: ChartPart = {
  label: 'sales',
  result: {
    overall: figures({ count: 6980, valued: 6980, mdape: 0.081, ppe10: 0.5787, bias: -0.0092, interval_coverage: 0.8059 }),
    by_decile: Array.from({ length: 10 }, (_, k) => ({
      decile: k + 1,
      from: salesBounds[k]!,
      to: salesBounds[k + 1]!,
      // decile 5: nothing valued; decile 1: an MdAPE far above the axis
      ...(k === 4 ? nothingValued : figures({ mdape: k === 0 ? 55.8 : 0.08 + k / 100 })),
    })),
  },
};
const rents: ChartPart = {
  label: 'rents',
  result: {
    overall: figures({ count: 2000, valued: 1957, coverage: 0.9785 }),
    by_decile: Array.from({ length: 10 }, (_, k) => ({
      decile: k + 1,
      from: 850 + k * 350,
      to: 1200 + k * 350,
      // the last decile without an interval coverage: the line just stops
      ...figures({ interval_coverage: k === 9 ? null : 0.8 }),
    })),
  },
};

const svg = renderAccuracyChart('Backtest: test & co', [sales, rents]);
const count = (re: RegExp) => svg.match(re)?.length ?? 0;

describe('renderAccuracyChart', () => {
  it('is one SVG, the title escaped', () => {
    expect(svg.startsWith('<svg ')).toBe(true);
    expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
    expect(count(/<svg /g)).toBe(1);
    expect(svg).toContain('Backtest: test &amp; co');
    // every opened element closed: the tags with content balance
    for (const tag of ['text', 'title', 'circle'])
      expect(count(new RegExp(`<${tag}[ >]`, 'g')), tag).toBe(count(new RegExp(`</${tag}>`, 'g')));
  });

  it('heads each panel with the overall figures', () => {
    expect(svg).toContain('sales: 6,980 held out, 100.0% valued · MdAPE 8.1% · PPE10 57.9% · bias −0.9% · in [low, high] 80.6%');
    expect(svg).toContain('rents: 2,000 held out, 97.9% valued · MdAPE 8.0% · PPE10 60.0% · bias −1.0% · in [low, high] 80.0%');
  });

  it('labels the x axis with the deciles’ price ranges and the y axis from −20% to 100%', () => {
    for (const label of ['$75k-248k', '$400k-451k', '$894k-5.4M', '$850-1.2k', '$1.2k-1.6k', '$4k-4.4k'])
      expect(svg).toContain(`>${label}</text>`);
    for (const tick of ['−20%', '0%', '20%', '40%', '60%', '80%', '100%']) expect(svg).toContain(`>${tick}</text>`);
    expect(svg).toContain('stroke-dasharray="5 4"><title>nominal interval coverage 80.0%');
  });

  it('draws four lines a panel, a null decile breaking each of them in two', () => {
    // sales: 2 lines per metric around decile 5; rents: 1 per metric (a null at the end only shortens it)
    for (const metric of ['ppe10', 'interval_coverage', 'mdape', 'bias'])
      expect(count(new RegExp(`<polyline class="${metric}"`, 'g')), metric).toBe(3);
    expect(count(/<polyline /g)).toBe(12);
    expect(svg).toContain('PPE10</text>');
    expect(svg).toContain('bias (signed)</text>');
  });

  it('puts no marker where a figure is null', () => {
    expect(count(/<circle /g)).toBe(36 + 39);
    expect(svg).not.toMatch(/<title>sales, decile 5 /);
    expect(count(/<title>sales, decile 4 /g)).toBe(4);
    expect(svg).not.toMatch(/<title>rents, decile 10 \([^)]*\): interval coverage/);
    expect(svg).toMatch(/<title>rents, decile 10 \([^)]*\): PPE10 60.0%/);
  });

  it('keeps every mark inside the picture, an off-scale figure hollow on the edge', () => {
    const [, , w, h] = svg
      .match(/viewBox="([\d. ]+)"/)![1]!
      .split(' ')
      .map(Number);
    const xs = [...svg.matchAll(/ (?:x|x1|x2|cx)="([-\d.]+)"/g)].map((m) => Number(m[1]));
    const ys = [...svg.matchAll(/ (?:y|y1|y2|cy)="([-\d.]+)"/g)].map((m) => Number(m[1]));
    const points = [...svg.matchAll(/points="([^"]+)"/g)].flatMap((m) => m[1]!.split(' ').map((p) => p.split(',').map(Number)));
    const all = (vs: number[]) => [Math.min(...vs), Math.max(...vs)];
    expect(xs.length * ys.length * points.length).toBeGreaterThan(0);
    const [xLo, xHi] = all([...xs, ...points.map((p) => p[0]!)]);
    const [yLo, yHi] = all([...ys, ...points.map((p) => p[1]!)]);
    expect(xLo).toBeGreaterThanOrEqual(0);
    expect(xHi).toBeLessThanOrEqual(w!);
    expect(yLo).toBeGreaterThanOrEqual(0);
    expect(yHi).toBeLessThanOrEqual(h!);
    expect(svg).toMatch(/<circle class="mdape" [^>]*fill="#fff"[^>]*><title>sales, decile 1 \([^)]*\): MdAPE 5580.0% \(off scale\)/);
  });
});

describe('money', () => {
  it('is compact', () => {
    expect([835, 1200, 1615, 9960, 10_400, 248_000, 999_600, 5_350_000, 12_400_000].map(money)).toEqual([
      '835',
      '1.2k',
      '1.6k',
      '10k',
      '10k',
      '248k',
      '1M',
      '5.4M',
      '12M',
    ]);
  });
});
