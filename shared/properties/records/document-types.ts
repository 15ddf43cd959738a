/**
 * Recorded documents: the recorder's wording (TRANSACTION_TYPE) mapped to a normalised document
 * type, and whether that kind of document is an arms-length transfer between unrelated parties.
 */
import type { DOCUMENT_TYPES } from './import-record.ts';

export type DocumentType = (typeof DOCUMENT_TYPES)[number];

const WORDING: [RegExp, DocumentType][] = [
  [/QUIT ?CLAIM/, 'QUITCLAIM_DEED'],
  [/INTRA ?FAMILY|INTERFAMILY|GIFT|AFFIDAVIT OF DEATH|SURVIVORSHIP/, 'INTRAFAMILY_TRANSFER'],
  [/TRUSTEE|FORECLOS|REO/, 'TRUSTEE_DEED'],
  [/DEED IN LIEU/, 'DEED_IN_LIEU'],
  [/SHERIFF|TAX DEED|COMMISSIONER/, 'SHERIFF_DEED'],
  [/REFI|MORTGAGE|DEED OF TRUST|HELOC/, 'REFINANCE'],
  [/NOTICE OF DEFAULT|\bNOD\b/, 'NOTICE_OF_DEFAULT'],
  [/LIS PENDENS/, 'LIS_PENDENS'],
  [/WARRANTY/, 'WARRANTY_DEED'],
  [/GRANT|DEED|SALE/, 'GRANT_DEED'],
];

export function documentTypeOf(transactionType: string | null | undefined, given?: DocumentType | null): DocumentType | null {
  if (given) return given;
  const text = transactionType?.toUpperCase();
  if (!text) return null;
  return WORDING.find(([pattern]) => pattern.test(text))?.[1] ?? null;
}

const ARMS_LENGTH: Record<DocumentType, boolean | null> = {
  GRANT_DEED: true,
  WARRANTY_DEED: true,
  QUITCLAIM_DEED: false,
  INTRAFAMILY_TRANSFER: false,
  TRUSTEE_DEED: false,
  DEED_IN_LIEU: false,
  SHERIFF_DEED: false,
  // not transfers at all
  REFINANCE: null,
  NOTICE_OF_DEFAULT: null,
  LIS_PENDENS: null,
};

/** The recorded flag when there is one; otherwise what the document type implies. */
export function isArmsLength(documentType: DocumentType | null, given?: boolean | null): boolean | null {
  if (given !== undefined && given !== null) return given;
  return documentType ? ARMS_LENGTH[documentType] : null;
}

export function isMortgageOnly(documentType: DocumentType | null, saleAmount: number | null, mortgageAmount: number | null): boolean {
  return documentType === 'REFINANCE' || (saleAmount === null && mortgageAmount !== null && documentType === null);
}
