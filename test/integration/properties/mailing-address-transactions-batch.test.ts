/**
 * by-mailing-address, transactions and batch through the local gateway, on North Dakota data this file owns.
 */
import { describe, expect, it } from 'vitest';
import type { ImportRecord } from '../../../shared/properties/records/import-record.ts';
import { PropertyRecord } from '../../../shared/properties/records/record-schema.ts';
import { BatchResponse, TransactionsResponse } from '../../../shared/properties/schemas.ts';
import { expectProblem, KEYS } from '../../support/api.ts';
import { withState } from '../../support/fixture.ts';
import { property, sale } from '../../support/records.ts';

const FARGO = { zip: '58102', city: 'FARGO', state: 'ND', lat: 46.877, lon: -96.79 };
const BISMARCK = { zip: '58501', city: 'BISMARCK', state: 'ND', lat: 46.81, lon: -100.78 };
const OFFICE = { formatted_street_address: '500 Broadway Suite 200', city: 'Fargo', state: 'ND', zip_code: '58102' };
const investor = (name: string) => ({ owner: { name, ...OFFICE, corporate_owner: true, owner_occupied: false } as never });
const id = (n: number) => 9_400_000 + n;

const RECORDS: ImportRecord[] = [
  property(id(1), '10 Elm St', {
    ...FARGO,
    ...investor('Red River Rentals, L.L.C.'),
    transactions: [
      sale('2015-03-02', 180_000, 'Doe Jane', 'Roe Rick', {
        FIRST_MTG_AMT: '144000',
        FIRST_MTG_LENDER_NAME: 'Prairie Bank',
        FIRST_MTG_RECORDING_DATE: '2015-03-02',
        FIRST_MTG_DUE_DATE: '2045-03-01',
        APN: '01-234',
        DOC_NUM: 'D-1',
      }),
      {
        RECORDING_DATE: '2018-06-11',
        DOCUMENT_TYPE: 'REFINANCE',
        TRANSACTION_TYPE: 'Deed of Trust',
        FIRST_MTG_AMT: '150000',
        FIRST_MTG_LENDER_NAME: 'Dakota Credit Union',
        BUYER_BORROWER1_NAME: 'DOE JANE',
      },
      sale('2020-08-20', 240_000, 'Red River Rentals LLC', 'Doe Jane', { APN: '01-234' }),
    ],
  }),
  property(id(2), '12 Elm St', { ...FARGO, ...investor('RED RIVER RENTALS LLC') }),
  property(id(3), '30 Oak Ave Apt 4', { ...FARGO, ...investor('Red River Rentals Limited Liability Company') }),
  property(id(4), '16 Elm St', {
    ...FARGO,
    owner: {
      name: 'Smith Ann',
      formatted_street_address: '16 Elm St',
      city: 'Fargo',
      state: 'ND',
      zip_code: '58102',
      owner_occupied: true,
    } as never,
  }),
  property(id(5), '20 Elm St', FARGO),
  // a landlord with 505 homes at one mailing address, for the 500 cap
  ...Array.from({ length: 505 }, (_, k) =>
    property(id(100 + k), `${1000 + k} Main Ave`, {
      ...BISMARCK,
      owner: { name: 'Big Sky Homes LP', formatted_street_address: 'PO Box 77', city: 'Bismarck', state: 'ND', zip_code: '58501' } as never,
    }),
  ),
];

const { api } = withState('ND', RECORDS);

const q = encodeURIComponent;

describe('GET /properties/by-mailing-address', () => {
  const portfolio = async (address: string, key: string = KEYS.premium) => {
    const res = await api.get(`/properties/by-mailing-address?address=${q(address)}`, key);
    expect(res.status, await res.clone().text()).toBe(200);
    return PropertyRecord.array().parse(await res.json());
  };

  it('returns every property sharing the owner mailing address of the property at the address, name variants included', async () => {
    const found = await portfolio('12 Elm Street, Fargo, ND 58102');
    expect(found.map((p) => p.property_id)).toEqual([id(1), id(2), id(3)]);
    expect(found[0]!.owner?.name).toBe('Red River Rentals, L.L.C.');
  });

  it("takes the address as the mailing address when no property is there (the owner's office)", async () => {
    expect((await portfolio('500 Broadway Ste 200, Fargo, ND 58102')).map((p) => p.property_id)).toEqual([id(1), id(2), id(3)]);
  });

  it('finds an owner-occupant at home, and nothing for a property with no owner mailing address', async () => {
    expect((await portfolio('16 Elm St, Fargo, ND 58102')).map((p) => p.property_id)).toEqual([id(4)]);
    expect(await portfolio('20 Elm St, Fargo, ND 58102')).toEqual([]);
  });

  it('caps the result at 500, in property_id order', async () => {
    const found = await portfolio('1000 Main Ave, Bismarck, ND 58501');
    expect(found).toHaveLength(500);
    expect(found[0]!.property_id).toBe(id(100));
    expect(found.at(-1)!.property_id).toBe(id(599));
  });

  it('nulls Premium-only fields for base keys', async () => {
    const base = await portfolio('12 Elm Street, Fargo, ND 58102', KEYS.base);
    expect(base.map((p) => p.owner)).toEqual([null, null, null]);
  });

  it.each([
    ['no zip', '12 Elm St, Fargo, ND'],
    ['no city', '12 Elm St 58102'],
    ['no street number', 'Elm St, Fargo, ND 58102'],
    ['not an address', '!!!'],
  ])('answers 422 when the address has %s', async (_what, address) => {
    await expectProblem(await api.get(`/properties/by-mailing-address?address=${q(address)}`), 422);
  });

  it('answers 400 when the address is missing or empty, and 401 without a key', async () => {
    await expectProblem(await api.get('/properties/by-mailing-address'), 400);
    await expectProblem(await api.get('/properties/by-mailing-address?address='), 400);
    await expectProblem(await api.get(`/properties/by-mailing-address?address=${q('12 Elm St, Fargo, ND 58102')}`, null), 401);
  });
});

describe('GET /properties/transactions', () => {
  const history = async (params: string) => {
    const res = await api.get(`/properties/transactions?${params}`);
    expect(res.status, await res.clone().text()).toBe(200);
    return TransactionsResponse.parse(await res.json());
  };

  it('lists every recorded document, most recent first, in the 2.2 shape', async () => {
    const body = await history(`property_id=${id(1)}`);
    expect(body.property_id).toBe(id(1));
    expect(body.address).toBe('10 ELM ST, FARGO, ND 58102');
    expect(body.transactions.map((t) => t.RECORDING_DATE)).toEqual(['2020-08-20', '2018-06-11', '2015-03-02']);
    expect(body.transactions[2]).toEqual({
      RECORDING_DATE: '2015-03-02',
      APN: '01-234',
      BUYER_BORROWER1_NAME: 'Doe Jane',
      BUYER_BORROWER2_NAME: null,
      SALE_DATE: '2015-03-02',
      TRANSACTION_TYPE: 'Grant Deed',
      SELLER1_NAME: 'Roe Rick',
      SALE_AMT: '180000',
      FIRST_MTG_RECORDING_DATE: '2015-03-02',
      FIRST_MTG_AMT: '144000',
      FIRST_MTG_LENDER_NAME: 'Prairie Bank',
      FIRST_MTG_DUE_DATE: '2045-03-01',
      // extensions: the document number and what of the transfer is market evidence
      DOC_NUM: 'D-1',
      ARMS_LENGTH: true,
      ARMS_LENGTH_REASON: 'MARKET',
      MULTI_PARCEL: false,
      PARCEL_COUNT: null,
      DEAL_ID: null,
      DEAL_PRICE: null,
      APPORTIONED_PRICE: null,
      OUTLIER_REASON: null,
      MARKET_EVIDENCE: true,
    });
    expect(body.transactions[1]).toMatchObject({ SALE_AMT: null, FIRST_MTG_AMT: '150000', TRANSACTION_TYPE: 'Deed of Trust' });
  });

  it('finds the property by address, and prefers property_id when both are given', async () => {
    expect((await history(`address=${q('10 Elm St, Fargo, ND 58102')}`)).property_id).toBe(id(1));
    expect((await history(`address=${q('16 Elm St, Fargo, ND 58102')}&property_id=${id(1)}`)).property_id).toBe(id(1));
  });

  it('answers an empty list for a property with no recorded documents', async () => {
    expect((await history(`property_id=${id(5)}`)).transactions).toEqual([]);
  });

  it.each(['', 'address=', 'address=%20%20', 'property_id=0', 'property_id=-4', 'property_id=1.5', 'property_id=abc', 'address=!!!'])(
    'answers 400 for "%s"',
    async (params) => {
      await expectProblem(await api.get(`/properties/transactions?${params}`), 400);
    },
  );

  it('names each problem of a parameter once', async () => {
    const body = await expectProblem(await api.get('/properties/transactions?property_id=99999999999999999999'), 400);
    expect(body.errors?.map((e) => e.path)).toEqual(['query.property_id']);
    expect(body.detail.split('property_id:')).toHaveLength(2);
  });

  it('answers 404 for an unknown property_id or address, and 401 without a key', async () => {
    await expectProblem(await api.get(`/properties/transactions?property_id=${id(99_999)}`), 404);
    await expectProblem(await api.get(`/properties/transactions?address=${q('999 Elm St, Fargo, ND 58102')}`), 404);
    await expectProblem(await api.get(`/properties/transactions?property_id=${id(1)}`, null), 401);
  });
});

describe('GET /properties/batch', () => {
  const batch = async (addresses: string[], extra = '', key: string = KEYS.premium) => {
    const res = await api.get(`/properties/batch?addresses=${q(addresses.join('|'))}${extra}`, key);
    expect(res.status, await res.clone().text()).toBe(200);
    return BatchResponse.parse(await res.json());
  };

  it('answers one element per address in request order: found, near, not found, invalid', async () => {
    const requested = [
      '10 Elm St, Fargo, ND 58102',
      '999 Elm St, Fargo, ND 58102',
      '!!!',
      '30 Oak Ave #4, Fargo ND 58102',
      '12 Elmm St, Fargo, ND 58102',
    ];
    const out = await batch(requested);
    expect(out.map((e) => e.address)).toEqual(requested);
    expect(out[0]).toMatchObject({
      property: { property_id: id(1) },
      match: { level: 'exact', confidence: 1, normalized_address: '10 ELM ST, FARGO, ND 58102' },
    });
    expect(out[1]).toEqual({ address: requested[1], error: { code: 'NOT_FOUND', message: expect.any(String) } });
    expect(out[2]).toMatchObject({ error: { code: 'INVALID_ADDRESS' } });
    expect(out[3]).toMatchObject({ property: { property_id: id(3) }, match: { level: 'exact' } });
    expect(out[4]).toMatchObject({ property: { property_id: id(2) }, match: { level: 'near' } });
    expect(out[4]!.match!.confidence).toBeGreaterThan(0.75);
  });

  it('suggests addresses on the same street, nearest numbers first, only when asked', async () => {
    const [withSuggestions] = await batch(['14 Elm St, Fargo, ND 58102'], '&include_suggestions=true');
    expect(withSuggestions!.error?.code).toBe('NOT_FOUND');
    expect(withSuggestions!.suggestions?.map((s) => s.address)).toEqual([
      '12 ELM ST, FARGO, ND 58102',
      '16 ELM ST, FARGO, ND 58102',
      '10 ELM ST, FARGO, ND 58102',
      '20 ELM ST, FARGO, ND 58102',
    ]);
    const [without] = await batch(['14 Elm St, Fargo, ND 58102']);
    expect(without!.suggestions).toBeUndefined();
  });

  it('accepts exactly 100 addresses', async () => {
    const out = await batch(Array.from({ length: 100 }, (_, k) => `${1000 + k} Main Ave, Bismarck, ND 58501`));
    expect(out.every((e, k) => e.property?.property_id === id(100 + k))).toBe(true);
  });

  it('nulls Premium-only fields for base keys', async () => {
    const [found] = await batch(['10 Elm St, Fargo, ND 58102'], '', KEYS.base);
    expect(found!.property?.owner).toBeNull();
  });

  it.each([
    ['101 addresses', `addresses=${q(Array.from({ length: 101 }, (_, k) => `${k} Main Ave, Bismarck, ND 58501`).join('|'))}`],
    ['no addresses parameter', ''],
    ['an empty addresses parameter', 'addresses='],
    ['include_suggestions=maybe', `addresses=${q('10 Elm St, Fargo, ND 58102')}&include_suggestions=maybe`],
  ])('answers 400 for %s', async (_what, params) => {
    await expectProblem(await api.get(`/properties/batch?${params}`), 400);
  });

  it('answers 401 without a key', async () => {
    await expectProblem(await api.get(`/properties/batch?addresses=${q('10 Elm St, Fargo, ND 58102')}`, null), 401);
  });
});

describe('POST /properties/transactions (deprecated)', () => {
  it('answers the legacy shape with Deprecation and successor Link headers, accepting street + zip', async () => {
    const res = await api.post('/properties/transactions', { address: '10 Elm St 58102' });
    expect(res.status).toBe(200);
    expect(res.headers.get('deprecation')).toBe('true');
    expect(res.headers.get('link')).toBe('</properties/transactions>; rel="successor-version"');
    expect(await res.json()).toEqual([
      {
        date: '2020-08-20',
        price: 240000,
        seller: 'Doe Jane',
        buyer: 'Red River Rentals LLC',
        transactionType: 'Grant Deed',
        documentNumber: null,
        lenderName: null,
        loanAmount: null,
      },
      {
        date: '2018-06-11',
        price: null,
        seller: null,
        buyer: 'DOE JANE',
        transactionType: 'Deed of Trust',
        documentNumber: null,
        lenderName: 'Dakota Credit Union',
        loanAmount: 150000,
      },
      {
        date: '2015-03-02',
        price: 180000,
        seller: 'Roe Rick',
        buyer: 'Doe Jane',
        transactionType: 'Grant Deed',
        documentNumber: 'D-1',
        lenderName: 'Prairie Bank',
        loanAmount: 144000,
      },
    ]);
  });

  it.each([
    ['an empty body', ''],
    ['malformed JSON', '{"address":'],
    ['a missing address', '{}'],
    ['an empty address', '{"address":"  "}'],
    ['an unrecognisable address', '{"address":"!!!"}'],
  ])('answers 400 for %s', async (_what, body) => {
    await expectProblem(await api.post('/properties/transactions', body), 400);
  });

  it('answers 404 for an unknown address and 401 without a key', async () => {
    await expectProblem(await api.post('/properties/transactions', { address: '999 Elm St, Fargo, ND 58102' }), 404);
    await expectProblem(await api.post('/properties/transactions', { address: '10 Elm St 58102' }, null), 401);
  });
});

describe('POST /properties/by-address (deprecated)', () => {
  it('answers the legacy camelCase shape for a partial address (street + zip), with deprecation headers', async () => {
    const res = await api.post('/properties/by-address', { address: '10 Elm St 58102' });
    expect(res.status).toBe(200);
    expect(res.headers.get('deprecation')).toBe('true');
    expect(res.headers.get('link')).toBe('</properties/by-address>; rel="successor-version"');
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      propertyId: id(1),
      latitude: FARGO.lat,
      longitude: FARGO.lon,
      lastSalePrice: 240000,
      lastSaleDate: '2020-08-20',
    });
    expect(body.ownerInfo).toMatchObject({ name: 'Red River Rentals, L.L.C.', corporateOwned: true, absenteeOwner: true });
    expect((body.recentTransactions as { date: string }[]).map((t) => t.date)).toEqual(['2020-08-20', '2018-06-11', '2015-03-02']);
  });

  it('nulls ownerInfo for base keys', async () => {
    const body = (await (await api.post('/properties/by-address', { address: '10 Elm St 58102' }, KEYS.base)).json()) as Record<
      string,
      unknown
    >;
    expect(body.ownerInfo).toBeNull();
  });

  it('answers 400 for a bad body, 404 for an unknown address and 401 without a key', async () => {
    await expectProblem(await api.post('/properties/by-address', { address: '' }), 400);
    await expectProblem(await api.post('/properties/by-address', '{"address":'), 400);
    await expectProblem(await api.post('/properties/by-address', { address: 'Elm St' }), 400);
    await expectProblem(await api.post('/properties/by-address', { address: '999 Elm St 58102' }), 404);
    await expectProblem(await api.post('/properties/by-address', { address: '10 Elm St 58102' }, null), 401);
  });
});
