/**
 * From an import record (one NDJSON line) to what the database stores: the canonical property
 * document (every field of the property record present, nulls kept), the typed columns, and the transaction and
 * rental rows with what the history implies (purchases, cash, flips, hold days).
 * Pure: no I/O, so the importer, the simulator seeding and the tests share it.
 */
import { createHash } from 'node:crypto';
import { addressKey, normalizeParts, type ParsedAddress, parseAddress, streetKey, unitNeutralKey } from '../../shared/addresses/index.ts';
import { nameIdentity } from '../../shared/analytics/identity.ts';
import { isEntityName, normalizeName } from '../../shared/analytics/names.ts';
import { z } from '../../shared/platform/zod.ts';
import { decideArmsLength } from '../../shared/properties/records/arms-length.ts';
import { documentTypeOf, isMortgageOnly } from '../../shared/properties/records/document-types.ts';
import { type Collapsed, collapseDuplicates, type TransactionSources } from '../../shared/properties/records/duplicates.ts';
import type { ImportRecord, ImportRental, ImportTransaction } from '../../shared/properties/records/import-record.ts';
import { type ArmsLengthReason, type PropertyRecord, StoredRecord } from '../../shared/properties/records/record-schema.ts';
import { type Chain, deriveHistory } from '../../shared/properties/records/transaction-facts.ts';
import { remainingMortgages } from '../../shared/properties/valuation/on-record.ts';

export interface PropertyRow {
  property_id: number;
  data_source: string;
  content_hash: string;
  doc: PropertyRecord;
  address_key: string;
  street_key: string;
  zip: string;
  city: string;
  state: string;
  county_fips: string | null;
  lat: number;
  lon: number;
  property_type: string | null;
  beds: number | null;
  baths: number | null;
  living_sqft: number | null;
  lot_sqft: number | null;
  year_built: number | null;
  effective_year_built: number | null;
  basement_type: string | null;
  assessed_value: number | null;
  valuation_value: number | null;
  equity: number | null;
  owner_name: string | null;
  owner_name_2: string | null;
  /** merged name identity of the owner, the key buyers are matched on (docs/analytics-definitions.md#name-identity) */
  owner_key: string | null;
  owner_mail_key: string | null;
  owner_occupied: boolean | null;
  corporate_owner: boolean | null;
  owner_type: string | null;
  pre_foreclosure: boolean;
  pre_foreclosure_date: string | null;
  vacant: boolean;
  last_sale_date: string | null;
  last_recording_date: string | null;
  last_sale_price: number | null;
  /** the address carries several homes' sales (docs/analytics-definitions.md#shared-address) */
  address_shared: boolean;
}

export interface TransactionRow {
  property_id: number;
  seq: number;
  recording_date: string | null;
  sale_date: string | null;
  transaction_type: string | null;
  document_type: string | null;
  arms_length: boolean | null;
  arms_length_reason: ArmsLengthReason | null;
  sale_amount: number | null;
  apn: string | null;
  doc_num: string | null;
  buyer_1: string | null;
  buyer_2: string | null;
  seller_1: string | null;
  buyer_key: string | null;
  seller_key: string | null;
  buyer_is_entity: boolean;
  mtg_recording_date: string | null;
  mtg_amount: number | null;
  mtg_lender: string | null;
  mtg_due_date: string | null;
  mtg_rate: number | null;
  mtg_term_months: number | null;
  mtg_type: string | null;
  is_purchase: boolean;
  is_cash: boolean | null;
  prior_purchase_date: string | null;
  prior_purchase_price: number | null;
  chain: Chain | null;
  hold_days: number | null;
  is_flip: boolean;
  /** the recordings a sale recorded several times was collapsed from (shared/properties/duplicates.ts) */
  sources: TransactionSources | null;
}

export interface RentalRow extends Required<ImportRental> {
  property_id: number;
  seq: number;
}

export interface StoredProperty {
  property: PropertyRow;
  transactions: TransactionRow[];
  rentals: RentalRow[];
}

/** A schema's shape as plain data: for each field, null for a leaf or the shape of a nested object. */
type Shape = [key: string, nested: Shape | null][];

function shapeOf(schema: z.ZodType): Shape | null {
  if (schema instanceof z.ZodNullable || schema instanceof z.ZodOptional) return shapeOf(schema.unwrap() as z.ZodType);
  if (schema instanceof z.ZodObject) return Object.entries(schema.shape as Record<string, z.ZodType>).map(([k, s]) => [k, shapeOf(s)]);
  return null;
}

// Walked per record, so the schema is read once, not per field per record.
const PROPERTY_SHAPE = shapeOf(StoredRecord)!;

/** Fills every field of a shape: absent -> null, nested objects filled the same way (an absent object stays null). */
function fill(shape: Shape, value: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, nested] of shape) {
    const v = value[key];
    out[key] = v === undefined || v === null ? null : nested ? fill(nested, v as Record<string, unknown>) : v;
  }
  return out;
}

/** The canonical line a record stands for: re-importing it, or an export of it, gives the same bytes. */
export function canonicalRecord(record: ImportRecord): ImportRecord {
  const doc = fill(PROPERTY_SHAPE, record as unknown as Record<string, unknown>) as unknown as PropertyRecord;
  fillAddressParts(doc.address);
  return {
    ...doc,
    data_source: record.data_source ?? 'import',
    transactions: (record.transactions ?? []).map((t) => canonicalTransaction(t, doc)),
    rentals: (record.rentals ?? []).map(canonicalRental),
  } as ImportRecord;
}

const TRANSACTION_KEYS = [
  'RECORDING_DATE',
  'APN',
  'BUYER_BORROWER1_NAME',
  'BUYER_BORROWER2_NAME',
  'SALE_DATE',
  'TRANSACTION_TYPE',
  'SELLER1_NAME',
  'SALE_AMT',
  'FIRST_MTG_RECORDING_DATE',
  'FIRST_MTG_AMT',
  'FIRST_MTG_LENDER_NAME',
  'FIRST_MTG_DUE_DATE',
  'DOCUMENT_TYPE',
  'ARMS_LENGTH',
  'ARMS_LENGTH_REASON',
  'DOC_NUM',
  'FIRST_MTG_INTEREST_RATE',
  'FIRST_MTG_TERM_MONTHS',
  'FIRST_MTG_TYPE',
] as const;

/** The document type and the arm's-length decision with its reason are written into the record, so an export re-imports as the same decision. */
function canonicalTransaction(t: ImportTransaction, property: PropertyRecord): ImportTransaction {
  const documentType = documentTypeOf(t.TRANSACTION_TYPE, t.DOCUMENT_TYPE);
  const out = Object.fromEntries(TRANSACTION_KEYS.map((k) => [k, t[k] ?? null])) as ImportTransaction;
  const market = property.assessments?.market_value ?? null;
  const decision = decideArmsLength({
    flag: t.ARMS_LENGTH ?? null,
    flagReason: t.ARMS_LENGTH_REASON ?? null,
    documentType,
    transactionType: t.TRANSACTION_TYPE ?? null,
    price: num(t.SALE_AMT),
    date: t.SALE_DATE ?? t.RECORDING_DATE ?? null,
    buyer: t.BUYER_BORROWER1_NAME ?? null,
    seller: t.SELLER1_NAME ?? null,
    value: market ?? property.assessments?.assessed_value ?? null,
    valueYear: (market !== null ? property.market_year : property.assessed_year) ?? null,
  });
  out.DOCUMENT_TYPE = documentType;
  out.ARMS_LENGTH = decision.armsLength;
  out.ARMS_LENGTH_REASON = decision.reason;
  return out;
}

function canonicalRental(r: ImportRental): Required<ImportRental> {
  return {
    list_date: r.list_date,
    lease_date: r.lease_date ?? null,
    rent: r.rent,
    beds: r.beds ?? null,
    baths: r.baths ?? null,
    sqft: r.sqft ?? null,
    days_on_market: r.days_on_market ?? null,
    status: r.status,
  };
}

/** Other sources often give only the one-line street: the parts are filled from its parse. */
function fillAddressParts(a: PropertyRecord['address']): void {
  if (a.street_number && a.street_name) return;
  const parsed = parseAddress(`${a.formatted_street_address}, ${a.city}, ${a.state} ${a.zip_code}`);
  if (!parsed) return;
  a.street_number ??= parsed.number;
  a.street_pre_direction ??= parsed.preDirection;
  a.street_name ??= parsed.streetName;
  a.street_suffix ??= parsed.suffix;
  a.street_post_direction ??= parsed.postDirection;
  a.unit_type ??= parsed.unitType;
  a.unit_number ??= parsed.unitNumber;
  a.zip_plus_four_code ??= parsed.zip4;
}

export function contentHash(canonicalLine: string): string {
  return createHash('md5').update(canonicalLine).digest('hex');
}

/** The normalised address of a stored property, from its parts. */
export function propertyAddress(a: PropertyRecord['address']): ParsedAddress {
  return normalizeParts({
    number: a.street_number,
    preDirection: a.street_pre_direction,
    streetName: a.street_name,
    suffix: a.street_suffix,
    postDirection: a.street_post_direction,
    unitType: a.unit_type,
    unitNumber: a.unit_number,
    city: a.city,
    state: a.state,
    zip: a.zip_code,
  });
}

/**
 * Normalised owner mailing street line + zip, any unit designator written "#" (STE 310 = #310);
 * null when the mailing address is incomplete.
 */
export function mailingKey(street: string | null, city: string | null, state: string | null, zip: string | null): string | null {
  if (!street || !zip) return null;
  const parsed = parseAddress(`${street}, ${city ?? ''}, ${state ?? ''} ${zip}`);
  const key = parsed && unitNeutralKey(parsed);
  return key && parsed.zip ? `${key}|${parsed.zip}` : null;
}

const num = (s: string | null | undefined) => (s === null || s === undefined ? null : Number(s));

export function toStored(record: ImportRecord): StoredProperty {
  const line = canonicalRecord(record);
  const { transactions: recorded = [], rentals = [], data_source, ...rest } = line;
  // one sale recorded several times is one transaction, before anything is derived from the history
  const collapsed: Collapsed[] = collapseDuplicates(recorded);
  const doc = rest as unknown as PropertyRecord;
  const property = propertyRow(doc, data_source ?? 'import', contentHash(JSON.stringify(line)));
  const { rows: transactions, addressShared } = transactionRows(doc.property_id, collapsed);
  property.address_shared = addressShared;
  const transferDates = transactions.filter((t) => t.sale_amount !== null && t.recording_date).map((t) => t.recording_date!);
  property.last_recording_date = transferDates.sort().at(-1) ?? property.last_sale_date;
  const rentalRows = rentals.map((r, seq) => ({ ...(r as Required<ImportRental>), property_id: doc.property_id, seq }));
  return { property, transactions, rentals: rentalRows };
}

/** The property's row: the record, and the columns searches and rollups read from it. */
function propertyRow(doc: PropertyRecord, dataSource: string, contentHashText: string): PropertyRow {
  const a = doc.address;
  const parsed = propertyAddress(a);
  const fallbackKey = a.formatted_street_address.toUpperCase().replace(/\s+/g, ' ').trim();
  const owner = doc.owner;
  const lastSale = doc.last_sale;
  const value = doc.valuation?.value ?? null;
  return {
    property_id: doc.property_id,
    data_source: dataSource,
    content_hash: contentHashText,
    doc,
    address_key: addressKey(parsed) ?? fallbackKey,
    street_key: streetKey(parsed) ?? fallbackKey,
    zip: a.zip_code,
    city: a.city.toUpperCase(),
    state: a.state.toUpperCase(),
    county_fips: doc.parcel?.fips_code ?? null,
    lat: a.latitude,
    lon: a.longitude,
    property_type: doc.property_type,
    beds: doc.structure?.beds_count ?? null,
    baths: doc.structure?.baths ?? null,
    living_sqft: doc.structure?.living_area_sqft ?? doc.structure?.total_area_sq_ft ?? null,
    lot_sqft: doc.parcel?.area_sq_ft ?? null,
    year_built: doc.structure?.year_built ?? null,
    effective_year_built: wholeYear(doc.structure?.effective_year_built),
    basement_type: doc.structure?.basement_type ?? null,
    assessed_value: doc.assessments?.assessed_value ?? null,
    valuation_value: value,
    equity: value === null ? null : value - remainingMortgages(doc),
    owner_name: normalizeName(owner?.name),
    owner_name_2: normalizeName(owner?.second_name),
    owner_key: nameIdentity(owner?.name),
    owner_mail_key: mailingKey(owner?.formatted_street_address ?? null, owner?.city ?? null, owner?.state ?? null, owner?.zip_code ?? null),
    owner_occupied: owner?.owner_occupied ?? null,
    corporate_owner: owner?.corporate_owner ?? null,
    owner_type: doc.owner_type,
    pre_foreclosure: doc.pre_foreclosure?.flag === true,
    pre_foreclosure_date: isoDateOrNull(doc.pre_foreclosure?.recording_date),
    vacant: doc.vacant === true,
    last_sale_date: lastSale?.date ?? null,
    last_recording_date: null,
    last_sale_price: lastSale?.price ?? null,
    address_shared: false,
  };
}

/**
 * The transactions' rows, with what the history derives for each (purchase, cash, chain of title,
 * hold, flip), and whether the source shares the address between several homes.
 */
function transactionRows(propertyId: number, collapsed: readonly Collapsed[]): { rows: TransactionRow[]; addressShared: boolean } {
  const transactions = collapsed.map((c) => c.transaction);
  const history = deriveHistory(
    transactions.map((t) => {
      const sale = num(t.SALE_AMT);
      const mtg = num(t.FIRST_MTG_AMT);
      return {
        saleDate: t.SALE_DATE ?? null,
        recordingDate: t.RECORDING_DATE ?? null,
        saleAmount: sale,
        armsLength: t.ARMS_LENGTH ?? null,
        mortgageAmount: mtg,
        isMortgageOnly: isMortgageOnly(t.DOCUMENT_TYPE ?? null, sale, mtg),
        buyers: [t.BUYER_BORROWER1_NAME ?? null, t.BUYER_BORROWER2_NAME ?? null],
        seller: t.SELLER1_NAME ?? null,
      };
    }),
  );
  const derived = history.entries;
  const buyerKeys = transactions.map((t) => nameIdentity(t.BUYER_BORROWER1_NAME));
  const rows = transactions.map((t, seq): TransactionRow => {
    const d = derived[seq]!;
    // buyers and sellers are keyed by their merged name identity, as owners are; a seller the chain
    // of title ties to an earlier purchase ("OWENS C" selling what "OWENS MAI & CHARLES" bought) by
    // that purchase's buyer, so the sale is in the buyer's profile
    const buyerKey = buyerKeys[seq]!;
    const chainedSeller = d.chain === 'verified' && d.priorPurchaseIndex !== null ? buyerKeys[d.priorPurchaseIndex] : null;
    return {
      property_id: propertyId,
      seq,
      recording_date: t.RECORDING_DATE ?? null,
      sale_date: t.SALE_DATE ?? null,
      transaction_type: t.TRANSACTION_TYPE ?? null,
      document_type: t.DOCUMENT_TYPE ?? null,
      arms_length: t.ARMS_LENGTH ?? null,
      arms_length_reason: t.ARMS_LENGTH_REASON ?? null,
      sale_amount: num(t.SALE_AMT),
      apn: t.APN ?? null,
      doc_num: t.DOC_NUM ?? null,
      buyer_1: t.BUYER_BORROWER1_NAME ?? null,
      buyer_2: t.BUYER_BORROWER2_NAME ?? null,
      seller_1: t.SELLER1_NAME ?? null,
      buyer_key: buyerKey,
      seller_key: chainedSeller ?? nameIdentity(t.SELLER1_NAME),
      buyer_is_entity: isEntityName(normalizeName(t.BUYER_BORROWER1_NAME)),
      mtg_recording_date: t.FIRST_MTG_RECORDING_DATE ?? null,
      mtg_amount: num(t.FIRST_MTG_AMT),
      mtg_lender: t.FIRST_MTG_LENDER_NAME ?? null,
      mtg_due_date: t.FIRST_MTG_DUE_DATE ?? null,
      mtg_rate: t.FIRST_MTG_INTEREST_RATE ?? null,
      mtg_term_months: t.FIRST_MTG_TERM_MONTHS ?? null,
      mtg_type: t.FIRST_MTG_TYPE ?? null,
      is_purchase: d.isPurchase,
      is_cash: d.isCash,
      prior_purchase_date: d.priorPurchaseDate,
      prior_purchase_price: d.priorPurchasePrice,
      chain: d.chain,
      hold_days: d.holdDays,
      is_flip: d.isFlip,
      sources: collapsed[seq]!.sources,
    };
  });
  return { rows, addressShared: history.addressShared };
}

function isoDateOrNull(value: string | null | undefined): string | null {
  if (!value) return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  if (/^\d{8}$/.test(value)) return `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6, 8)}`;
  return null;
}

/** A year stated with a fraction (a source's average of several buildings) as the nearest whole year. */
const wholeYear = (year: number | null | undefined): number | null => (year === null || year === undefined ? null : Math.round(year));
