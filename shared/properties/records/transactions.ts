/**
 * A property's transaction history (GET /properties/transactions; docs/design.md#transaction-record).
 */
import { db } from '../../platform/db/client.ts';
import { NotFound } from '../../platform/errors.ts';
import type { z } from '../../platform/zod.ts';
import { findByAddress, type UnitPolicy } from '../lookup/lookup.ts';
import type { LegacyTransaction } from '../schemas.ts';
import { type PropertyHit, propertyById, type TransactionRow, transactionsOf } from './queries.ts';
import type { ArmsLengthReason, ServedTransaction } from './record-schema.ts';

/** property_id wins over address when both are given. */
export async function findProperty(
  input: { property_id?: number; address?: string; unit_policy?: UnitPolicy },
  parameter = 'address',
): Promise<PropertyHit> {
  if (input.property_id !== undefined) {
    const hit = await propertyById(await db(), input.property_id);
    if (!hit) throw new NotFound(`No property with property_id ${input.property_id}.`);
    return hit;
  }
  return (await findByAddress(input.address!, { parameter, unitPolicy: input.unit_policy })).property;
}

export async function propertyTransactions(propertyId: number): Promise<TransactionRow[]> {
  return transactionsOf(await db(), propertyId);
}

const amount = (v: string | null) => (v === null ? null : String(Number(v)));

/**
 * Amounts are strings, names as recorded, dates YYYY-MM-DD (docs/design.md#transaction-record); the
 * extension fields say what the loader decided (docs/analytics-definitions.md#market-evidence).
 */
export function toTransactionRecord(t: TransactionRow): ServedTransaction {
  return {
    RECORDING_DATE: t.recording_date,
    APN: t.apn,
    BUYER_BORROWER1_NAME: t.buyer_1,
    BUYER_BORROWER2_NAME: t.buyer_2,
    SALE_DATE: t.sale_date,
    TRANSACTION_TYPE: t.transaction_type,
    SELLER1_NAME: t.seller_1,
    SALE_AMT: t.sale_amount === null ? null : String(Number(t.sale_amount)),
    FIRST_MTG_RECORDING_DATE: t.mtg_recording_date,
    FIRST_MTG_AMT: t.mtg_amount === null ? null : String(Number(t.mtg_amount)),
    FIRST_MTG_LENDER_NAME: t.mtg_lender,
    FIRST_MTG_DUE_DATE: t.mtg_due_date,
    DOC_NUM: t.doc_num,
    ARMS_LENGTH: t.arms_length,
    ARMS_LENGTH_REASON: t.arms_length_reason as ArmsLengthReason | null,
    MULTI_PARCEL: t.deal_id !== null,
    PARCEL_COUNT: t.deal_parcel_count,
    DEAL_ID: t.deal_id,
    DEAL_PRICE: amount(t.deal_price),
    APPORTIONED_PRICE: amount(t.apportioned_price),
    OUTLIER_REASON: t.outlier_reason as ServedTransaction['OUTLIER_REASON'],
    MARKET_EVIDENCE: t.market_evidence,
  };
}

/** The camelCase shape of the deprecated POST /properties/transactions. */
export function toLegacyTransaction(t: TransactionRow): z.input<typeof LegacyTransaction> {
  return {
    date: t.sale_date ?? t.recording_date,
    price: t.sale_amount === null ? null : Number(t.sale_amount),
    seller: t.seller_1,
    buyer: t.buyer_1,
    transactionType: t.transaction_type,
    documentNumber: t.doc_num,
    lenderName: t.mtg_lender,
    loanAmount: t.mtg_amount === null ? null : Number(t.mtg_amount),
  };
}
