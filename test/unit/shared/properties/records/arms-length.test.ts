import { describe, expect, it } from 'vitest';
import { areRelated, decideArmsLength, type TransferFacts } from '../../../../../shared/properties/records/arms-length.ts';

const base: TransferFacts = {
  flag: null,
  documentType: 'GRANT_DEED',
  transactionType: 'Grant Deed',
  price: 300_000,
  date: '2024-05-01',
  buyer: 'NGUYEN ANH',
  seller: 'OWENS MAI',
  value: 280_000,
  valueYear: 2024,
};

describe("the arm's-length decision", () => {
  it.each<[string, Partial<TransferFacts>, boolean | null, string | null]>([
    ['an ordinary grant deed', {}, true, 'MARKET'],
    ['the source says no', { flag: false }, false, 'SOURCE_FLAG'],
    ["the source says yes to a $10 deed: the source's flag wins", { flag: true, price: 10 }, true, 'SOURCE_FLAG'],
    ['an exported decision keeps its reason', { flag: false, flagReason: 'NOMINAL_PRICE' }, false, 'NOMINAL_PRICE'],
    ['a quitclaim', { documentType: 'QUITCLAIM_DEED' }, false, 'DOCUMENT_TYPE'],
    ['a gift', { documentType: 'INTRAFAMILY_TRANSFER' }, false, 'DOCUMENT_TYPE'],
    ["a sheriff's or tax deed", { documentType: 'SHERIFF_DEED' }, false, 'DOCUMENT_TYPE'],
    ["a trustee's deed", { documentType: 'TRUSTEE_DEED' }, false, 'DOCUMENT_TYPE'],
    ['a deed in lieu', { documentType: 'DEED_IN_LIEU' }, false, 'DOCUMENT_TYPE'],
    ['a refinance transfers nothing', { documentType: 'REFINANCE', price: null }, null, null],
    ['no document type and nothing against it: unknown', { documentType: null }, null, null],
    ['no document type and a $10 price', { documentType: null, price: 10 }, false, 'NOMINAL_PRICE'],
    ['$999.99 is nominal', { price: 999.99 }, false, 'NOMINAL_PRICE'],
    ['$1,000 is not', { price: 1_000, value: null }, true, 'MARKET'],
    ['$0 is nominal', { price: 0 }, false, 'NOMINAL_PRICE'],
    ['under a quarter of the value of the same year', { price: 69_000, value: 280_000 }, false, 'BELOW_ASSESSED'],
    ['exactly a quarter is not', { price: 70_000, value: 280_000 }, true, 'MARKET'],
    ['a value two years from the sale is compared', { price: 60_000, valueYear: 2026 }, false, 'BELOW_ASSESSED'],
    ['a value three years from the sale is not', { price: 60_000, valueYear: 2027 }, true, 'MARKET'],
    ['a value of no stated year is not', { price: 60_000, valueYear: null }, true, 'MARKET'],
    ['one person on both sides', { buyer: 'OWENS MAI', seller: 'Owens, Mai & Charles' }, false, 'RELATED_PARTIES'],
    ['a home into the family trust', { buyer: 'OWENS FAMILY TRUST', seller: 'OWENS MAI' }, false, 'RELATED_PARTIES'],
    ['a partial interest', { transactionType: 'Grant Deed - 50% Interest' }, false, 'PARTIAL_INTEREST'],
    ['an undivided interest', { transactionType: 'UNDIVIDED HALF INTEREST DEED' }, false, 'PARTIAL_INTEREST'],
  ])('%s', (_, over, armsLength, reason) => {
    expect(decideArmsLength({ ...base, ...over })).toEqual({ armsLength, reason });
  });
});

describe('related parties', () => {
  it.each<[string | null, string | null, boolean]>([
    ['SMITH MARY', 'SMITH JOHN', false],
    ['Smith, Mary & Paul', 'SMITH MARY ETAL', true],
    ['OLD BUYER', 'OLD SELLER', false],
    ['OWENS MAI', 'OWENS MAI TRUSTEE', true],
    ['OWENS FAMILY TRUST', 'OWENS MAI', true],
    ['OWENS MAI', 'OWENS MAI & CHARLES LIVING TRUST', true],
    ['CRESTLINE HOMES LLC', 'Crestline Homes, L.L.C.', true],
    ['CRESTLINE HOMES LLC', 'CRESTLINE HOLDINGS LLC', false],
    ['SMITH FAMILY TRUST', 'JONES MARK', false],
    ['SMITH MARY', 'JONES MARY', false],
    ['SMITH MARY', 'SMITH & SONS PROPERTIES LLC', false],
    ['J SMITH', 'J JONES', false],
    ['MADONNA', 'MADONNA', true],
    ['MADONNA', 'CHER', false],
    [null, 'SMITH JOHN', false],
    ['SMITH JOHN', null, false],
  ])('%s / %s: %s', (buyer, seller, related) => {
    expect(areRelated(buyer, seller)).toBe(related);
  });
});
