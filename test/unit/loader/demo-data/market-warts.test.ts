import { describe, expect, it } from 'vitest';
import { simulate } from '../../../../loader/demo-data/index.ts';
import { buildingLine, mistyped, PORTFOLIO_PARCELS, portfolioSize } from '../../../../loader/demo-data/market-warts.ts';

const OPTIONS = { properties: 3000, seed: 20_260_930, markets: ['tampa'] };

describe('market warts of the simulator', () => {
  const clean = [...simulate(OPTIONS)];
  const warted = [...simulate({ ...OPTIONS, marketWarts: true })];
  const transfers = (records: typeof clean) => records.flatMap((r) => r.transactions ?? []);

  it.each([
    [452_000, 0, 4_520_000],
    [452_000, 1, 45_200_000],
    [452_000, 2, 45_200],
    [99_999, 2, 9_999],
  ])('mistype %i (kind %i) as %i', (price, kind, typed) => {
    expect(mistyped(price, kind)).toBe(typed);
  });

  it.each([
    ['3210 TAYLOR AVE APT 101', '3210 TAYLOR AVE'],
    ['12 N OAK ST UNIT 4B', '12 N OAK ST'],
    ['7 ELM CT # 3', '7 ELM CT'],
    ['4502 LAKEWOOD CIR', '4502 LAKEWOOD CIR'],
  ])('write %s at the building as %s', (line, building) => {
    expect(buildingLine(line)).toBe(building);
  });

  it.each([
    [0, PORTFOLIO_PARCELS[0]],
    [0.5, 11],
    [0.999_999, PORTFOLIO_PARCELS[1]],
  ])('draw a portfolio of %f as %i parcels', (u, parcels) => {
    expect(portfolioSize(u)).toBe(parcels);
  });

  it('are deterministic and keep the homes and their order', { timeout: 120_000 }, () => {
    expect(JSON.stringify([...simulate({ ...OPTIONS, marketWarts: true })])).toBe(JSON.stringify(warted));
    expect(warted.map((r) => r.property_id)).toEqual(clean.map((r) => r.property_id));
  });

  it('write portfolio deeds: one document, day, buyer and total price on 5-100 parcels of one county', () => {
    const deeds = new Map<
      string,
      { parcels: Set<number>; days: Set<string>; buyers: Set<string>; prices: Set<string>; fips: Set<string> }
    >();
    for (const r of warted)
      for (const t of r.transactions ?? []) {
        if (!t.DOC_NUM?.includes('-P')) continue;
        const d = deeds.get(t.DOC_NUM) ?? { parcels: new Set(), days: new Set(), buyers: new Set(), prices: new Set(), fips: new Set() };
        d.parcels.add(r.property_id);
        d.days.add(t.RECORDING_DATE ?? '');
        d.buyers.add(t.BUYER_BORROWER1_NAME ?? '');
        d.prices.add(t.SALE_AMT ?? '');
        d.fips.add(r.parcel?.fips_code ?? '');
        deeds.set(t.DOC_NUM, d);
        // the buyer owns the parcel now, and the deed is its last document
        expect(r.owner?.name).toBe(t.BUYER_BORROWER1_NAME);
        expect(r.transactions?.at(-1)).toBe(t);
      }
    expect(deeds.size).toBeGreaterThan(0);
    for (const d of deeds.values()) {
      expect(d.parcels.size).toBeGreaterThanOrEqual(PORTFOLIO_PARCELS[0]);
      expect(d.parcels.size).toBeLessThanOrEqual(PORTFOLIO_PARCELS[1]);
      for (const one of [d.days, d.buyers, d.prices, d.fips]) expect(one.size).toBe(1);
    }
  });

  it('write family transfers at a nominal price with no document type or flag, and tax deeds', () => {
    const unflagged = transfers(warted).filter((t) => t.DOCUMENT_TYPE === null && t.ARMS_LENGTH === null && t.SALE_AMT !== null);
    expect(unflagged.length).toBeGreaterThan(20);
    for (const t of unflagged) expect(Number(t.SALE_AMT)).toBeLessThanOrEqual(100);
    const tax = transfers(warted).filter((t) => t.TRANSACTION_TYPE === 'Tax Deed');
    expect(tax.length).toBeGreaterThan(5);
    for (const t of tax) expect(t.DOCUMENT_TYPE).toBe('SHERIFF_DEED');
    const distressed = transfers(warted).filter((t) => t.DOCUMENT_TYPE === 'SHERIFF_DEED');
    const noFlag = distressed.filter((t) => t.ARMS_LENGTH === null).length / distressed.length;
    expect(noFlag).toBeGreaterThan(0.4);
    expect(noFlag).toBeLessThan(0.6);
  });

  it('mistype about 0.2% of the sale prices by a factor of ten or more', () => {
    let sales = 0;
    let typed = 0;
    warted.forEach((r, k) => {
      const before = clean[k]!.transactions ?? [];
      (r.transactions ?? []).forEach((t, i) => {
        const c = before[i];
        // a partial-interest or below-value sale loses its flag (non-market-rules.test.ts scores those)
        if (c?.ARMS_LENGTH !== true || t.ARMS_LENGTH !== true || !(Number(c.SALE_AMT) > 0) || c.DOC_NUM !== t.DOC_NUM) return;
        sales++;
        if (c.SALE_AMT !== t.SALE_AMT) {
          typed++;
          const ratio = Number(t.SALE_AMT) / Number(c.SALE_AMT);
          expect(ratio >= 10 || ratio <= 0.1).toBe(true);
        }
      });
    });
    expect(typed / sales).toBeGreaterThan(0.0005);
    expect(typed / sales).toBeLessThan(0.005);
  });

  it('record about a tenth of the condominium units at the building without the unit', () => {
    const units = clean.filter((r) => r.address.unit_number);
    const unitless = warted.filter((r, k) => clean[k]!.address.unit_number && !r.address.unit_number);
    expect(unitless.length / units.length).toBeGreaterThan(0.05);
    expect(unitless.length / units.length).toBeLessThan(0.15);
    for (const r of unitless) expect(r.address.formatted_street_address).not.toMatch(/\b(APT|UNIT)\b/);
  });
});
