/**
 * The camelCase property object of the deprecated POST forms (docs/design.md#deprecated-post-forms: POST
 * /properties/by-address, and each element of POST /properties/nearby-sold-properties), built
 * from a stored property record and its transaction rows. Pure: no I/O.
 */
import { isPremium, type Plan } from '../../platform/plans.ts';
import { z } from '../../platform/zod.ts';
import type { TransactionRow } from './queries.ts';
import type { PropertyRecord } from './record-schema.ts';

export const RECENT_TRANSACTIONS = 5;

const num = () => z.number().nullable();
const bool = () => z.boolean().nullable();

const RecentTransaction = z.object({
  date: z.string().nullable().openapi({ format: 'date', description: 'Sale date, else recording date.' }),
  price: num(),
  seller: z.string().nullable(),
  buyer: z.string().nullable(),
  transactionType: z.string().nullable().openapi({ description: "The recorder's wording, else the normalised document type." }),
});

export const LegacyProperty = z
  .object({
    address: z.string().openapi({ example: '123 Main St, Boise, ID 83702' }),
    propertyId: z.number().int().positive(),
    latitude: z.number(),
    longitude: z.number(),
    yearBuilt: num(),
    bedrooms: num(),
    bathrooms: num(),
    buildingSqft: num().openapi({ description: 'Living area, else total area.' }),
    lotSqft: num(),
    lastSaleDate: z.string().nullable().openapi({ format: 'date' }),
    lastSalePrice: num(),
    taxAssessedValue: num(),
    estimatedValue: num(),
    propertyType: z.string().nullable(),
    features: z.object({
      pool: bool(),
      garage: bool(),
      centralAC: bool().openapi({
        description:
          'true when the air-conditioning description says central; false for any other recorded kind; null when none is recorded.',
      }),
    }),
    ownerInfo: z
      .object({ name: z.string().nullable(), ownerType: z.string().nullable(), corporateOwned: bool(), absenteeOwner: bool() })
      .nullable()
      .openapi({ description: 'Premium: null for base-plan keys.' }),
    recentTransactions: z
      .array(RecentTransaction)
      .openapi({ description: `The ${RECENT_TRANSACTIONS} most recent recorded transactions, newest first.` }),
  })
  .openapi('LegacyProperty', { description: 'Deprecated camelCase property shape of the POST forms.' });
export type LegacyProperty = z.output<typeof LegacyProperty>;

/** The columns of a property's transaction rows (as transactionsOf reads them) the legacy shape uses. */
export type LegacyTransactionRow = Pick<
  TransactionRow,
  'recording_date' | 'sale_date' | 'sale_amount' | 'buyer_1' | 'seller_1' | 'transaction_type' | 'document_type'
>;

export function toLegacyProperty(doc: PropertyRecord, transactions: readonly LegacyTransactionRow[], plan: Plan): LegacyProperty {
  const a = doc.address;
  const s = doc.structure;
  const history = newestFirst(transactions);
  const lastSale = doc.last_sale?.date != null || doc.last_sale?.price != null ? doc.last_sale : latestSale(history);
  return {
    address: `${a.formatted_street_address}, ${a.city}, ${a.state} ${a.zip_code}`,
    propertyId: doc.property_id,
    latitude: a.latitude,
    longitude: a.longitude,
    yearBuilt: s?.year_built ?? null,
    bedrooms: s?.beds_count ?? null,
    bathrooms: s?.baths ?? null,
    buildingSqft: s?.living_area_sqft ?? s?.total_area_sq_ft ?? null,
    lotSqft: doc.parcel?.area_sq_ft ?? null,
    lastSaleDate: lastSale?.date ?? null,
    lastSalePrice: lastSale?.price ?? null,
    taxAssessedValue: doc.assessments?.assessed_value ?? null,
    estimatedValue: doc.valuation?.value ?? null,
    propertyType: doc.property_type,
    features: { pool: hasFeature(s?.pool_type), garage: hasFeature(s?.garage_description), centralAC: isCentralAir(s?.ac_description) },
    ownerInfo: isPremium(plan)
      ? {
          name: doc.owner?.name ?? null,
          ownerType: doc.owner_type,
          corporateOwned: doc.owner?.corporate_owner ?? null,
          absenteeOwner: doc.owner?.owner_occupied == null ? null : !doc.owner.owner_occupied,
        }
      : null,
    recentTransactions: history.slice(0, RECENT_TRANSACTIONS).map((t) => ({
      date: dateOf(t),
      price: amount(t),
      seller: t.seller_1,
      buyer: t.buyer_1,
      transactionType: t.transaction_type ?? t.document_type,
    })),
  };
}

const dateOf = (t: LegacyTransactionRow) => t.sale_date ?? t.recording_date;
const amount = (t: LegacyTransactionRow) => (t.sale_amount === null ? null : Number(t.sale_amount));

/** Most recently recorded first, undated last, as GET /properties/transactions lists them; the sort is stable. */
function newestFirst(rows: readonly LegacyTransactionRow[]): LegacyTransactionRow[] {
  const key = (t: LegacyTransactionRow) => t.recording_date ?? t.sale_date ?? '';
  return [...rows].sort((x, y) => (key(x) < key(y) ? 1 : key(x) > key(y) ? -1 : 0));
}

/** For records imported without a last_sale: the newest transfer with a price. */
function latestSale(history: readonly LegacyTransactionRow[]): { date: string | null; price: number | null } | undefined {
  const sale = history.find((t) => t.sale_amount !== null);
  return sale && { date: dateOf(sale), price: amount(sale) };
}

const ABSENT = /^(N|NO|NONE|0)$/i;

/** A recorded description means the feature is there, unless it says it is not; nothing recorded is unknown. */
function hasFeature(description: string | null | undefined): boolean | null {
  if (!description?.trim()) return null;
  return !ABSENT.test(description.trim());
}

function isCentralAir(description: string | null | undefined): boolean | null {
  if (!description?.trim()) return null;
  return /CENTRAL/i.test(description);
}
