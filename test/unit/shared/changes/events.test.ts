import { describe, expect, it } from 'vitest';
import {
  changesOf,
  documentKey,
  type PriorProperty,
  rentalKey,
  valuationEvent,
  valuationMoved,
  type WrittenDocument,
  type WrittenProperty,
  type WrittenRental,
} from '../../../../shared/changes/events.ts';

const SALE: WrittenDocument = {
  recording_date: '2026-11-18',
  sale_date: '2026-11-15',
  transaction_type: 'SALE',
  document_type: 'GRANT_DEED',
  sale_amount: 325_000,
  doc_num: '2026-0042',
  buyer_1: 'SUNBELT HOMES LLC',
  seller_1: 'JANE DOE',
  is_purchase: true,
};
const MORTGAGE: WrittenDocument = {
  ...SALE,
  transaction_type: 'MORTGAGE',
  document_type: 'DEED_OF_TRUST',
  is_purchase: false,
  doc_num: '2026-0043',
};
const LISTING: WrittenRental = { list_date: '2026-10-01', lease_date: null, rent: 2100, status: 'active', beds: 3, baths: 2 };
const LEASE: WrittenRental = { ...LISTING, lease_date: '2026-10-20', status: 'leased' };

const written = (
  over: Partial<WrittenProperty['property']> = {},
  transactions = [SALE],
  rentals: WrittenRental[] = [],
): WrittenProperty => ({
  property: {
    property_id: 7,
    owner_name: 'SUNBELT HOMES LLC',
    last_recording_date: '2026-11-18',
    doc: { address: { formatted_street_address: '1 MAIN ST' } },
    ...over,
  },
  transactions,
  rentals,
});
const prior = (over: Partial<PriorProperty> = {}): PriorProperty => ({
  owner_name: 'SUNBELT HOMES LLC',
  documents: new Set([documentKey(SALE)]),
  rentals: new Set(),
  ...over,
});

describe('changesOf', () => {
  it.each<[string, WrittenProperty, PriorProperty | undefined, string[]]>([
    ['a new property with a sale', written(), undefined, ['property', 'sale']],
    ['a property written again unchanged', written(), prior(), ['property']],
    ['a new sale and the owner it made', written(), prior({ documents: new Set(), owner_name: 'JANE DOE' }), ['property', 'sale', 'owner']],
    ['a document that is not a sale', written({}, [SALE, MORTGAGE]), prior(), ['property', 'document']],
    ['a new listing and a new lease', written({}, [SALE], [LISTING, LEASE]), prior(), ['property', 'listing', 'lease']],
    ['a rental already held', written({}, [SALE], [LISTING]), prior({ rentals: new Set([rentalKey(LISTING)]) }), ['property']],
    ['an owner only named now', written({ owner_name: 'X LLC' }), prior({ owner_name: null }), ['property', 'owner']],
  ])('%s', (_name, w, p, types) => {
    expect(changesOf(w, p).map((e) => e.type)).toEqual(types);
  });

  it('summarises a sale and an owner change', () => {
    const events = changesOf(written(), prior({ documents: new Set(), owner_name: 'JANE DOE' }));
    expect(events.find((e) => e.type === 'sale')).toEqual({
      property_id: 7,
      type: 'sale',
      recording_date: '2026-11-18',
      summary: {
        document_type: 'GRANT_DEED',
        transaction_type: 'SALE',
        sale_date: '2026-11-15',
        price: 325_000,
        buyer: 'SUNBELT HOMES LLC',
        seller: 'JANE DOE',
        document_number: '2026-0042',
      },
    });
    expect(events.find((e) => e.type === 'owner')!.summary).toEqual({ old_owner: 'JANE DOE', new_owner: 'SUNBELT HOMES LLC' });
    expect(events.some((e) => e.type === 'valuation')).toBe(false);
  });
});

describe('valuationEvent', () => {
  it('summarises a move past the threshold', () => {
    expect(valuationEvent(7, 330_000, 297_000)).toEqual({
      property_id: 7,
      type: 'valuation',
      recording_date: null,
      summary: { old_value: 330_000, new_value: 297_000, change_ratio: -0.1 },
    });
  });
  it.each([
    [330_000, 346_500],
    [null, 300_000],
    [300_000, null],
  ])('none from %s to %s', (before, after) => {
    expect(valuationEvent(7, before, after)).toBeNull();
  });
});

describe('valuationMoved', () => {
  it.each([
    [100, 106, true],
    [100, 94, true],
    [100, 105, false],
    [100, 95, false],
    [null, 100, false],
    [100, null, false],
    [0, 100, false],
  ])('%s to %s: %s', (before, after, moved) => {
    expect(valuationMoved(before, after)).toBe(moved);
  });
});
