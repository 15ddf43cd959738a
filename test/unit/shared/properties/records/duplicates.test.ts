import { describe, expect, it } from 'vitest';
import { toStored } from '../../../../../loader/ingest/records.ts';
import { collapseDuplicates, sameSale } from '../../../../../shared/properties/records/duplicates.ts';
import type { ImportTransaction } from '../../../../../shared/properties/records/import-record.ts';
import { property, sale } from '../../../../support/records.ts';

const deed = (date: string, amount: number | null, buyer: string, seller: string | null, extra: Partial<ImportTransaction> = {}) =>
  ({ ...sale(date, amount, buyer, seller ?? '', { DOCUMENT_TYPE: 'GRANT_DEED', ...extra }), SELLER1_NAME: seller }) as ImportTransaction;

describe('sameSale', () => {
  it.each([
    [
      'the same price 3 days later, no seller',
      deed('2024-01-10', 200_000, 'OWENS MAI', 'GARCIA JOSE'),
      deed('2024-01-13', 200_000, 'PARK LEE', null),
      true,
    ],
    [
      'the same buyer written otherwise, another price',
      deed('2024-01-10', 200_000, 'Owens, Mai & Charles', 'X'),
      deed('2024-01-12', 20_000, 'OWENS MAI', 'X'),
      true,
    ],
    ['7 days apart', deed('2024-01-10', 200_000, 'OWENS MAI', 'X'), deed('2024-01-17', 200_000, 'OWENS MAI', null), true],
    ['8 days apart', deed('2024-01-10', 200_000, 'OWENS MAI', 'X'), deed('2024-01-18', 200_000, 'OWENS MAI', null), false],
    ['neither price nor buyer', deed('2024-01-10', 200_000, 'OWENS MAI', 'X'), deed('2024-01-11', 240_000, 'PARK LEE', 'OWENS MAI'), false],
    [
      'a double close at one price: the second seller is the first buyer',
      deed('2024-01-10', 200_000, 'QUICKFLIP LLC', 'GARCIA JOSE', { DOC_NUM: 'A-1' }),
      deed('2024-01-10', 200_000, 'OWENS MAI', 'Quickflip, L.L.C.', { DOC_NUM: 'A-2' }),
      false,
    ],
    [
      'a second listing naming the buyer as seller too (the same buyer): still one sale',
      deed('2024-01-10', 200_000, 'OWENS MAI', 'GARCIA JOSE'),
      deed('2024-01-12', 200_000, 'OWENS MAI', 'OWENS MAI'),
      true,
    ],
    [
      'another document type',
      deed('2024-01-10', 200_000, 'OWENS MAI', 'X'),
      deed('2024-01-10', 200_000, 'OWENS MAI', 'X', { DOCUMENT_TYPE: 'QUITCLAIM_DEED' }),
      false,
    ],
    [
      'no date',
      deed('2024-01-10', 200_000, 'OWENS MAI', 'X'),
      { ...deed('2024-01-10', 200_000, 'OWENS MAI', 'X'), SALE_DATE: null, RECORDING_DATE: null },
      false,
    ],
  ])('%s: %s', (_, a, b, same) => {
    expect(sameSale(a, b)).toBe(same);
    expect(sameSale(b, a)).toBe(same);
  });
});

describe('collapseDuplicates', () => {
  const first = deed('2024-01-10', 200_000, 'OWENS MAI', null, { DOC_NUM: 'A-1' });
  const second = deed('2024-01-12', 200_000, 'OWENS MAI', 'GARCIA JOSE', { DOC_NUM: 'A-2', FIRST_MTG_AMT: '160000' });
  const resale = deed('2024-06-01', 260_000, 'PARK LEE', 'OWENS MAI');

  it('keeps the first recording, fills its nulls from the others, and says where each came from', () => {
    const out = collapseDuplicates([resale, second, first]);
    expect(out.map((c) => c.transaction.SALE_DATE)).toEqual(['2024-06-01', '2024-01-10']);
    expect(out[0]!.sources).toBeNull();
    expect(out[1]!.transaction).toMatchObject({
      DOC_NUM: 'A-1',
      SELLER1_NAME: 'GARCIA JOSE',
      FIRST_MTG_AMT: '160000',
      BUYER_BORROWER1_NAME: 'OWENS MAI',
    });
    expect(out[1]!.sources).toEqual({
      rows: [
        { index: 2, doc_num: 'A-1' },
        { index: 1, doc_num: 'A-2' },
      ],
      fields: { SELLER1_NAME: 1, FIRST_MTG_AMT: 1 },
    });
  });

  it('is idempotent: collapsing the collapsed changes nothing', () => {
    const once = collapseDuplicates([first, second, resale]).map((c) => c.transaction);
    expect(collapseDuplicates(once).map((c) => c.transaction)).toEqual(once);
    expect(collapseDuplicates(once).every((c) => c.sources === null)).toBe(true);
  });

  it('leaves the loader one purchase, a verified flip after it, and the same rows on every load', () => {
    const record = property(1, '1 Elm St', { transactions: [first, second, resale] });
    const stored = toStored(record);
    expect(stored.transactions.map((t) => [t.seq, t.is_purchase, t.chain, t.hold_days, t.is_flip])).toEqual([
      [0, true, null, null, false],
      [1, true, 'verified', 143, true],
    ]);
    expect(stored.property.address_shared).toBe(false);
    expect(toStored(record)).toEqual(stored);
  });
});
