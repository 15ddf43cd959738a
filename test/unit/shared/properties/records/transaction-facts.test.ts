import { describe, expect, it } from 'vitest';
import { deriveHistory, type HistoryEntry } from '../../../../../shared/properties/records/transaction-facts.ts';

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
    const d = deriveHistory(history);
    expect(d.map((x) => x.isPurchase)).toEqual([true, true, true, true, false, false, true]);
    expect(d.map((x) => x.isCash)).toEqual([false, true, false, false, null, null, true]);
    expect(d.map((x) => x.holdDays)).toEqual([null, 1774, 175, 136, null, null, 1233]);
    expect(d.map((x) => x.isFlip)).toEqual([false, false, true, true, false, false, false]);
    expect(d[2]).toMatchObject({ priorPurchaseDate: '2015-03-10', priorPurchasePrice: 250_000 });
    expect(d[3]).toMatchObject({ priorPurchaseDate: '2015-09-01', priorPurchasePrice: 330_000 });
  });

  it('orders by date whatever the input order, and answers in the input order', () => {
    const d = deriveHistory([sale('2020-06-01', 300_000), sale('2020-01-01', 250_000)]);
    expect(d[0]).toMatchObject({ holdDays: 152, isFlip: true, priorPurchasePrice: 250_000 });
    expect(d[1]).toMatchObject({ holdDays: null, isFlip: false });
  });

  it.each([
    [365, true],
    [366, false],
  ])('a resale after %i days is a flip: %s', (days, flip) => {
    const second = new Date(Date.UTC(2020, 0, 1) + days * 86_400_000).toISOString().slice(0, 10);
    expect(deriveHistory([sale('2020-01-01', 100_000), sale(second, 150_000)])[1]!.isFlip).toBe(flip);
  });

  it('honours a configured flip window', () => {
    expect(deriveHistory([sale('2020-01-01', 100_000), sale('2020-07-01', 150_000)], 90)[1]!.isFlip).toBe(false);
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
