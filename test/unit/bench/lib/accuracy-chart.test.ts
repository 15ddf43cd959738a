import { describe, expect, it } from 'vitest';
import type { Accuracy } from '../../../../bench/lib/accuracy.ts';
import { type ChartPart, money, renderAccuracyChart } from '../../../../bench/lib/accuracy-chart.ts';

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
    // the first band empty (its figures there only to show that the count alone rules it out), the last with no figure: neither is drawn
    by_confidence: [
      { from: 0, to: 0.2, count: 0, stated: 0.1, within_10: 0, interval_coverage: null },
      { from: 0.2, to: 0.4, count: 120, stated: 0.35, within_10: 0.3, interval_coverage: 0.75 },
      { from: 0.4, to: 0.6, count: 3196, stated: 0.6874, within_10: 0.673, interval_coverage: 0.7966 },
      { from: 0.6, to: 0.8, count: 40, stated: 0.7, within_10: 0.9, interval_coverage: 0.85 },
      { from: 0.8, to: 1, count: 3, stated: 0.85, within_10: null, interval_coverage: null },
    ],
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
    expect(count(/<circle class="(?:ppe10|interval_coverage|mdape|bias)"/g)).toBe(36 + 39);
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

describe('the reliability diagram', () => {
  const diagram = svg.match(/<g class="reliability">[\s\S]*?<\/g>/g) ?? [];
  const frame = () => {
    const [x, y, w, h] = ['x', 'y', 'width', 'height'].map((a) =>
      Number(diagram[0]!.match(new RegExp(`<rect ${a === 'x' ? '' : '[^>]*'}${a}="([\\d.]+)"`))![1]),
    );
    return { x: x!, y: y!, w: w!, h: h! };
  };
  const bands = () =>
    [...diagram[0]!.matchAll(/<circle class="band" cx="([\d.]+)" cy="([\d.]+)" r="([\d.]+)"[^>]*><title>([^<]*)<\/title>/g)].map((m) => ({
      cx: Number(m[1]),
      cy: Number(m[2]),
      r: Number(m[3]),
      title: m[4]!,
    }));

  it('is drawn, headed, for the panel whose results have by_confidence only', () => {
    expect(diagram).toHaveLength(1);
    expect(count(/>confidence: stated vs found within ±10%<\/text>/g)).toBe(1);
    // it sits below the sales panel, above the rents one
    expect(svg.indexOf('<g class="reliability">')).toBeGreaterThan(svg.indexOf('<title>sales, decile 10 '));
    expect(svg.indexOf('<g class="reliability">')).toBeLessThan(svg.indexOf('>rents: '));
  });

  it('draws one circle per band with figures, its tooltip saying what was stated and found', () => {
    expect(count(/<circle class="band"/g)).toBe(3);
    expect(bands().map((b) => b.title)).toEqual([
      'stated 0.35, found 0.30 within ±10% (120 sales; interval holds 75.0%)',
      'stated 0.69, found 0.67 within ±10% (3,196 sales; interval holds 79.7%)',
      'stated 0.70, found 0.90 within ±10% (40 sales; interval holds 85.0%)',
    ]);
    expect(svg).not.toMatch(/\(0 sales|\(3 sales/);
  });

  it('places each band at its stated and found share on axes from 0 to 1, the crowded one capped in size', () => {
    const { x, y, w, h } = frame();
    expect(w).toBeGreaterThan(0);
    const [low, crowded, high] = bands();
    for (const [b, stated, found] of [
      [low!, 0.35, 0.3],
      [crowded!, 0.6874, 0.673],
      [high!, 0.7, 0.9],
    ] as const) {
      expect(b.cx).toBeCloseTo(x + stated * w, 0);
      expect(b.cy).toBeCloseTo(y + h - found * h, 0);
    }
    expect(high!.cx).toBeGreaterThan(crowded!.cx);
    expect(crowded!.cx).toBeGreaterThan(low!.cx);
    expect(high!.cy).toBeLessThan(crowded!.cy);
    expect(crowded!.cy).toBeLessThan(low!.cy);
    // more sales, a larger circle, up to a cap
    expect(high!.r).toBeLessThan(low!.r);
    expect(crowded!.r).toBeGreaterThan(low!.r);
    expect(crowded!.r).toBeLessThanOrEqual(14);
    for (const tick of ['0', '0.2', '0.4', '0.6', '0.8', '1']) expect(count(new RegExp(`>${tick}</text>`, 'g')), tick).toBe(2);
  });

  it('draws the diagonal y = x across the frame', () => {
    const { x, y, w, h } = frame();
    const [, x1, y1, x2, y2] = diagram[0]!
      .match(/<line class="calibrated" x1="([\d.]+)" y1="([\d.]+)" x2="([\d.]+)" y2="([\d.]+)"/)!
      .map(Number);
    expect([x1, y1, x2, y2]).toEqual([x, y + h, x + w, y]);
  });

  it('is left out, the chart unchanged, for results without by_confidence', () => {
    const { by_confidence: _, ...older } = sales.result;
    const plain = renderAccuracyChart('Backtest: test & co', [{ label: 'sales', result: older }, rents]);
    expect(plain).not.toContain('confidence: stated vs found');
    expect(plain).not.toContain('<g class="reliability">');
    expect(plain).not.toContain('<circle class="band"');
    // the diagram only adds: the sales panel above it is drawn as before
    const salesPanel = (chart: string) => chart.replace(/height="\d+"|viewBox="[^"]*"/g, '').split(/\n<text x="14" y="\d+">rents: /)[0];
    expect(salesPanel(svg.replace(/\n<g class="reliability">[\s\S]*?<\/g>/, ''))).toBe(salesPanel(plain));
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
