/**
 * The arm's-length decision of a recorded transfer, with the reason it was taken
 * (docs/analytics-definitions.md#arms-length). A source's own flag wins, then a document type that
 * is never a market sale; otherwise the transfer is inferred from its price, the parcel's value and
 * its parties. Pure, so the loader, the data-quality report and the tests share it.
 */
import { nameIdentity } from '../../analytics/identity.ts';
import { isEntityName, normalizeName } from '../../analytics/names.ts';
import { type DocumentType, isArmsLength } from './document-types.ts';
import type { ArmsLengthReason } from './record-schema.ts';

/** A price under this is a token consideration ("$10 and other valuable consideration"), not a price. */
export const NOMINAL_PRICE_LIMIT = 1_000;
/** A price under this share of the parcel's market (else assessed) value is no market price. */
export const BELOW_VALUE_RATIO = 0.25;
/** The value compared with is the assessor's of a stated year: only sales this close to it are compared. */
export const VALUE_YEARS_APART = 2;

const PARTIAL_INTEREST = /\bPARTIAL\b|\bUNDIVIDED\b|\bFRACTIONAL\b|\bINTEREST\b|\d+(\.\d+)? ?%/;

export interface TransferFacts {
  /** the source's flag, when it has one */
  flag: boolean | null;
  /** a reason the source gave with its flag (an exported record carries the decision's reason) */
  flagReason?: ArmsLengthReason | null;
  documentType: DocumentType | null;
  /** the recorder's wording */
  transactionType: string | null;
  price: number | null;
  /** YYYY-MM-DD: the sale date, else the recording date */
  date: string | null;
  buyer: string | null;
  seller: string | null;
  /** the parcel's assessor market value, else its assessed value, and the year it is of */
  value: number | null;
  valueYear: number | null;
}

export interface ArmsLengthDecision {
  armsLength: boolean | null;
  reason: ArmsLengthReason | null;
}

export function decideArmsLength(t: TransferFacts): ArmsLengthDecision {
  if (t.flag !== null) return { armsLength: t.flag, reason: t.flagReason ?? 'SOURCE_FLAG' };
  const implied = isArmsLength(t.documentType);
  if (implied === false) return { armsLength: false, reason: 'DOCUMENT_TYPE' };
  // a document that transfers nothing (a loan, a notice) has no decision
  if (implied === null && t.documentType !== null) return { armsLength: null, reason: null };
  const inferred = inferredReason(t);
  if (inferred) return { armsLength: false, reason: inferred };
  return implied ? { armsLength: true, reason: 'MARKET' } : { armsLength: null, reason: null };
}

/** The first rule that finds a transfer not at arm's length, in the order of the table in the docs. */
export function inferredReason(t: TransferFacts): ArmsLengthReason | null {
  if (t.price !== null && t.price < NOMINAL_PRICE_LIMIT) return 'NOMINAL_PRICE';
  if (isFarBelowValue(t)) return 'BELOW_ASSESSED';
  if (areRelated(t.buyer, t.seller)) return 'RELATED_PARTIES';
  if (t.transactionType && PARTIAL_INTEREST.test(t.transactionType.toUpperCase())) return 'PARTIAL_INTEREST';
  return null;
}

function isFarBelowValue(t: TransferFacts): boolean {
  if (t.price === null || t.value === null || t.value <= 0 || t.valueYear === null || !t.date) return false;
  const year = Number(t.date.slice(0, 4));
  return Math.abs(year - t.valueYear) <= VALUE_YEARS_APART && t.price < BELOW_VALUE_RATIO * t.value;
}

/**
 * Buyer and seller are one party or one family: the same name identity (a person, or an entity
 * such as an LLC deeding to itself), or a person and a trust named after the person's surname
 * (the first word: recorders and assessors write names surname first). Two persons who merely
 * share a first word are not taken as relatives: sources do not all write names surname first, and
 * "ANN BUYER" from "ANN SELLER" would drop a market sale.
 */
export function areRelated(buyer: string | null, seller: string | null): boolean {
  const b = nameIdentity(buyer);
  const s = nameIdentity(seller);
  if (!b || !s) return false;
  if (b === s) return true;
  const bEntity = isEntityName(b);
  const sEntity = isEntityName(s);
  if (bEntity === sEntity) return false;
  const [person, entity] = bEntity ? [s, b] : [b, s];
  return /\bTRUST\b/.test(entity) && entity.split(' ')[0] === surname(person);
}

function surname(identity: string): string | null {
  const first = normalizeName(identity)?.split(' ')[0];
  // an initial or a one-word name says nothing about a family
  return first && first.length > 1 && identity.includes(' ') ? first : null;
}
