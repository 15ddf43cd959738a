import { describe, expect, it } from 'vitest';
import {
  type DerivedEntry,
  deriveHistory as derive,
  type HistoryEntry,
} from '../../../../../shared/properties/records/transaction-facts.ts';

const deriveHistory = (entries: HistoryEntry[], flipWindowDays?: number): DerivedEntry[] => derive(entries, flipWindowDays).entries;

/** Names each purchase's buyer and the seller as the buyer of the purchase before: an unbroken chain of title. */
function chained(entries: HistoryEntry[]): HistoryEntry[] {
  let owner: string | null = null;
  return entries.map((e, i) => {
    if (e.armsLength !== true || e.isMortgageOnly || !(e.saleAmount ?? 0)) return e;
    const named = { ...e, buyers: [`OWNER${i} PERSON`], seller: owner };
    owner = `OWNER${i} PERSON`;
    return named;
  });
}

const sale = (saleDate: string, saleAmount: number | null, extra: Partial<HistoryEntry> = {}): HistoryEntry => ({
  saleDate,
  recordingDate: saleDate,
  saleAmount,
  armsLength: true,
  mortgageAmount: null,
  isMortgageOnly: false,
  ...extra,
});
const refi = (date: string, amount: number): HistoryEntry => ({
  saleDate: null,
  recordingDate: date,
  saleAmount: null,
  armsLength: null,
  mortgageAmount: amount,
  isMortgageOnly: true,
});

describe('deriveHistory', () => {
  it('marks purchases, cash purchases, hold days and flips on a hand-built history', () => {
    const history = [
      sale('2010-05-01', 200_000, { mortgageAmount: 160_000 }), // financed purchase
      sale('2015-03-10', 250_000), // cash purchase, held 1,774 days: not a flip
      sale('2015-09-01', 330_000, { mortgageAmount: 264_000 }), // resale after 175 days: flip at a profit
      sale('2016-01-15', 300_000), // cash but a mortgage 20 days later: financed; resale after 136 days: flip at a loss
      refi('2016-02-04', 200_000),
      sale('2018-06-01', 1, { armsLength: false }), // quitclaim: not a purchase
      sale('2019-06-01', 320_000), // held 1,233 days since 2016-01-15 (the quitclaim does not count): cash
    ];
    const d = deriveHistory(chained(history));
    expect(d.map((x) => x.isPurchase)).toEqual([true, true, true, true, false, false, true]);
    expect(d.map((x) => x.isCash)).toEqual([false, true, false, false, null, null, true]);
    expect(d.map((x) => x.holdDays)).toEqual([null, 1774, 175, 136, null, null, 1233]);
    expect(d.map((x) => x.isFlip)).toEqual([false, false, true, true, false, false, false]);
    expect(d[2]).toMatchObject({ priorPurchaseDate: '2015-03-10', priorPurchasePrice: 250_000 });
    expect(d[3]).toMatchObject({ priorPurchaseDate: '2015-09-01', priorPurchasePrice: 330_000 });
  });

  it('orders by date whatever the input order, and answers in the input order', () => {
    const d = deriveHistory([
      sale('2020-06-01', 300_000, { buyers: ['B'], seller: 'SMITH ANN' }),
      sale('2020-01-01', 250_000, { buyers: ['SMITH ANN'] }),
    ]);
    expect(d[0]).toMatchObject({ holdDays: 152, isFlip: true, priorPurchasePrice: 250_000 });
    expect(d[1]).toMatchObject({ holdDays: null, isFlip: false });
  });

  it.each([
    [365, true],
    [366, false],
  ])('a resale after %i days is a flip: %s', (days, flip) => {
    const second = new Date(Date.UTC(2020, 0, 1) + days * 86_400_000).toISOString().slice(0, 10);
    expect(deriveHistory(chained([sale('2020-01-01', 100_000), sale(second, 150_000)]))[1]!.isFlip).toBe(flip);
  });

  it('honours a configured flip window', () => {
    const pair = chained([sale('2020-01-01', 100_000), sale('2020-07-01', 150_000)]);
    expect(deriveHistory(pair)[1]!.isFlip).toBe(true);
    expect(deriveHistory(pair, 90)[1]!.isFlip).toBe(false);
  });

  it('treats a mortgage recorded more than 30 days after as not financing the purchase', () => {
    expect(deriveHistory([sale('2020-01-01', 100_000), refi('2020-02-15', 80_000)])[0]!.isCash).toBe(true);
    expect(deriveHistory([sale('2020-01-01', 100_000), refi('2020-01-31', 80_000)])[0]!.isCash).toBe(false);
  });

  it('ignores sales without a date or a price', () => {
    const d = deriveHistory([sale('2020-01-01', null), { ...sale('2020-01-01', 100_000), saleDate: null, recordingDate: null }]);
    expect(d.every((x) => !x.isPurchase)).toBe(true);
  });
});

describe('chain of title', () => {
  const bought = (date: string, price: number, buyer: string | null, seller: string | null = null, extra: Partial<HistoryEntry> = {}) =>
    sale(date, price, { buyers: [buyer], seller, ...extra });

  it.each([
    // [purchase buyer, resale seller, chain, flip]
    ['OWENS MAI', 'OWENS MAI', 'verified', true],
    ['OWENS MAI & CHARLES', 'OWENS CHARLES', 'verified', true],
    ['Crestline Homes, L.L.C.', 'CRESTLINE HOMES LLC', 'verified', true],
    ['OWENS FAMILY TRUST', 'OWENS MAI TRUSTEE OF THE OWENS FAMILY TRUST', 'verified', true],
    ['OWENS MAI', null, 'unverified', false],
    [null, 'OWENS MAI', 'unverified', false],
    ['OWENS MAI', 'GARCIA JOSE', null, false],
  ] as const)('bought by %s, resold by %s: chain %s, flip %s', (buyer, seller, chain, flip) => {
    const d = deriveHistory([bought('2024-01-10', 200_000, buyer), bought('2024-06-10', 260_000, 'NEW OWNER LLC', seller)]);
    expect(d[1]).toMatchObject({ isPurchase: true, chain, isFlip: flip, holdDays: chain === 'verified' ? 152 : null });
    // the pair is kept (marked) unless both names are known and differ
    expect(d[1]!.priorPurchaseDate).toBe(chain ? '2024-01-10' : null);
  });

  it("follows the buyer's own deeds: a quitclaim to the buyer's trust, then the trust sells", () => {
    const d = deriveHistory([
      bought('2024-01-10', 200_000, 'OWENS MAI'),
      sale('2024-02-01', 0, { armsLength: false, buyers: ['OWENS FAMILY TRUST'], seller: 'OWENS MAI' }),
      bought('2024-06-10', 260_000, 'PARK LEE', 'OWENS FAMILY TRUST'),
    ]);
    expect(d[2]).toMatchObject({ chain: 'verified', holdDays: 152, isFlip: true });
  });

  it("measures the hold from the seller's own purchase, not the one just before", () => {
    const { entries, addressShared } = derive([
      bought('2020-01-10', 150_000, 'OWENS MAI'),
      bought('2023-01-10', 200_000, 'PARK LEE', 'GARCIA JOSE'), // seller named, not the earlier buyer: a recording error
      bought('2023-06-10', 260_000, 'KIM SOO', 'PARK LEE'),
    ]);
    expect(addressShared).toBe(false);
    expect(entries.map((e) => e.chain)).toEqual([null, null, 'verified']);
    expect(entries[2]).toMatchObject({ holdDays: 151, isFlip: true, priorPurchaseDate: '2023-01-10' });
  });

  it.each([
    [
      'two owners at once (the seller bought before another buyer did)',
      [
        bought('2024-01-10', 200_000, 'OWENS MAI'),
        bought('2024-03-01', 310_000, 'PARK LEE', 'BUILDER LLC'),
        bought('2024-06-10', 260_000, 'KIM SOO', 'OWENS MAI'),
      ],
    ],
    [
      'several buyers within days',
      [bought('2024-01-10', 200_000, 'OWENS MAI', 'BUILDER LLC'), bought('2024-01-17', 310_000, 'PARK LEE', 'BUILDER LLC')],
    ],
    [
      'two resales whose named sellers are no earlier buyer',
      [
        bought('2020-01-10', 200_000, 'OWENS MAI'),
        bought('2022-03-01', 210_000, 'PARK LEE', 'GARCIA JOSE'),
        bought('2024-06-10', 260_000, 'KIM SOO', 'NGUYEN AN'),
      ],
    ],
  ])('a shared address: %s', (_, history) => {
    const { entries, addressShared } = derive(history);
    expect(addressShared).toBe(true);
    expect(entries.every((e) => e.isPurchase && e.chain === null && e.holdDays === null && !e.isFlip)).toBe(true);
  });

  it('is not a shared address: a double closing (resold the same day by its buyer), or one unknown seller', () => {
    expect(derive([bought('2024-01-10', 200_000, 'OWENS MAI'), bought('2024-01-10', 240_000, 'PARK LEE', 'OWENS MAI')]).addressShared).toBe(
      false,
    );
    expect(derive([bought('2024-01-10', 200_000, 'OWENS MAI'), bought('2024-01-12', 240_000, 'PARK LEE')]).addressShared).toBe(true);
    expect(derive([bought('2024-01-10', 200_000, 'OWENS MAI'), bought('2024-05-12', 240_000, 'PARK LEE')]).addressShared).toBe(false);
  });
});
