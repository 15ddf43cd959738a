/**
 * The fuzz file's own market, in Charleston, West Virginia (no other test file uses WV): a few
 * properties with every Premium-only field set, sales (an investor's repeat purchases and a flip),
 * mortgages and leases, so that fuzzed requests built from these places, addresses and names
 * answer 200 with data and the plan masking can be checked on real values.
 */
import type { ImportRecord, ImportRental, ImportTransaction } from '../../../shared/properties/records/import-record.ts';
import { property, sale } from '../records.ts';

export const STATE = 'WV';
export const id = (n: number) => 6_540_000 + n;

const DOWNTOWN = { zip: '25301', city: 'CHARLESTON', state: STATE, lat: 38.3507, lon: -81.6304 };
const NORTH = { zip: '25302', city: 'CHARLESTON', state: STATE, lat: 38.3932, lon: -81.5955 };

export const INVESTOR = 'Kanawha Rentals LLC';
export const OTHER_INVESTOR = 'Mountaineer Homes Inc';
const INVESTOR_MAIL = { formatted_street_address: '500 Virginia St E', city: 'CHARLESTON', state: STATE, zip_code: '25301' };

const lease = (list: string, leased: string, rent: number, beds: number, sqft: number): ImportRental => ({
  list_date: list,
  lease_date: leased,
  rent,
  beds,
  baths: 2,
  sqft,
  days_on_market: 9,
  status: 'leased',
});
const financed = (amount: number): Partial<ImportTransaction> => ({
  FIRST_MTG_AMT: String(amount),
  FIRST_MTG_LENDER_NAME: 'KANAWHA VALLEY BANK',
});

interface Home {
  n: number;
  street: string;
  where: typeof DOWNTOWN;
  /** north of the base point, miles */
  offset: number;
  owner: string;
  investor: boolean;
  transactions: ImportTransaction[];
  rentals?: ImportRental[];
}

const HOMES: Home[] = [
  {
    n: 1,
    street: '101 Capitol St',
    where: DOWNTOWN,
    offset: 0,
    owner: INVESTOR,
    investor: true,
    transactions: [sale('2021-05-03', 150_000, 'Ann Shaw', 'Bo Lin'), sale('2026-02-10', 210_000, INVESTOR, 'Ann Shaw')],
    rentals: [lease('2026-03-01', '2026-03-12', 1450, 3, 1500)],
  },
  {
    n: 2,
    street: '103 Capitol St',
    where: DOWNTOWN,
    offset: 0.05,
    owner: INVESTOR,
    investor: true,
    transactions: [sale('2025-11-20', 180_000, INVESTOR, 'Cy Moss', financed(120_000))],
    rentals: [lease('2026-01-05', '2026-01-15', 1300, 2, 1100)],
  },
  // a flip: bought in January, resold in August
  {
    n: 3,
    street: '105 Capitol St',
    where: DOWNTOWN,
    offset: 0.1,
    owner: 'Dee Park',
    investor: false,
    transactions: [
      sale('2026-01-08', 120_000, OTHER_INVESTOR, 'Eli Ford'),
      sale('2026-08-14', 185_000, 'Dee Park', OTHER_INVESTOR, financed(150_000)),
    ],
  },
  {
    n: 4,
    street: '12 Quarrier St Apt 2',
    where: DOWNTOWN,
    offset: 0.2,
    owner: INVESTOR,
    investor: true,
    transactions: [sale('2026-04-22', 95_000, INVESTOR, 'Fay Gill')],
    rentals: [lease('2026-05-01', '2026-05-20', 950, 1, 700)],
  },
  {
    n: 5,
    street: '220 Kanawha Blvd E',
    where: DOWNTOWN,
    offset: -0.3,
    owner: 'Gus Hart',
    investor: false,
    transactions: [sale('2024-07-01', 260_000, 'Gus Hart', 'Hal Ives', financed(200_000))],
  },
  {
    n: 6,
    street: '8 Bigley Ave',
    where: NORTH,
    offset: 0,
    owner: OTHER_INVESTOR,
    investor: true,
    transactions: [sale('2026-06-30', 140_000, OTHER_INVESTOR, 'Ida Jax')],
    rentals: [lease('2026-07-01', '2026-07-09', 1100, 3, 1250)],
  },
  {
    n: 7,
    street: '10 Bigley Ave',
    where: NORTH,
    offset: 0.05,
    owner: 'Jo Kent',
    investor: false,
    transactions: [sale('2025-12-01', 155_000, 'Jo Kent', 'Kai Lowe')],
  },
];

export const RECORDS: ImportRecord[] = HOMES.map((h) =>
  property(id(h.n), h.street, {
    ...h.where,
    lat: h.where.lat + h.offset / 69,
    property_type: 'Single Family Residential',
    structure: { beds_count: 3, baths: 2, living_area_sqft: 1200 + 50 * h.n, year_built: 1940 + 5 * h.n } as never,
    parcel: { area_sq_ft: 5000 + 100 * h.n } as never,
    assessments: { assessed_value: 100_000 + 10_000 * h.n, market_value: 150_000 + 10_000 * h.n } as never,
    valuation: {
      value: 200_000 + 5_000 * h.n,
      high: 220_000 + 5_000 * h.n,
      low: 180_000 + 5_000 * h.n,
      forecast_standard_deviation: 0.1,
      date: '2026-06-01',
    },
    owner: (h.investor
      ? { name: h.owner, corporate_owner: true, owner_occupied: false, ...INVESTOR_MAIL }
      : {
          name: h.owner,
          corporate_owner: false,
          owner_occupied: true,
          formatted_street_address: h.street,
          city: h.where.city,
          state: STATE,
          zip_code: h.where.zip,
        }) as never,
    owner_type: h.investor ? 'Corporate' : 'Individual',
    vacant: h.n % 2 === 1,
    pre_foreclosure:
      h.n === 5
        ? { flag: true, ind: 'Y', reason: 'Notice of default', doc_type: 'NOTICE_OF_DEFAULT', recording_date: '20260315' }
        : { flag: false },
    transactions: h.transactions,
    rentals: h.rentals ?? [],
  } as Partial<ImportRecord>),
);

/** Full one-line addresses of the fixture, as a caller writes them. */
export const ADDRESSES = HOMES.map((h) => `${h.street}, Charleston, WV ${h.where.zip}`);

/** Values that name the fixture's places, people and dates: what makes a fuzzed request meaningful. */
export const HINTS = {
  address: [
    ...ADDRESSES,
    '101 Capitol Street, Charleston, West Virginia 25301',
    '103 Capitol St 25301',
    '999 Capitol St, Charleston, WV 25301',
    '101 Capitl St, Charleston, WV 25301',
  ],
  state: ['WV', 'wv', 'West Virginia'],
  city: ['Charleston', 'CHARLESTON', 'Charleston, WV'],
  county: ['54039', 'Kanawha', 'Kanawha County'],
  msa: ['16620', 'Charleston, WV', 'Charleston'],
  zip: ['25301', '25302'],
  buyerName: ['KANAWHA RENTALS LLC', 'Kanawha Rentals, L.L.C.', 'Kanawha Rentls LLC', 'Mountaineer Homes Inc', 'Dee Park'],
  q: ['Charl', 'Charleston', 'WV', '2530', 'Kanawha', 'Charleston, WV'],
  owner_name: ['Kanawha', 'KANAWHA RENTALS', 'Park'],
  property_type: ['Single Family Residential', 'single family residential'],
  property_id: HOMES.map((h) => String(id(h.n))),
  date: ['2025-01-01', '2025-06-30', '2025-12-01', '2026-01-01', '2026-03-31', '2026-06-30', '2026-08-31'],
} as const;
