import type { DOCUMENT_TYPES } from '../../shared/properties/records/import-record.ts';

export type DocumentType = (typeof DOCUMENT_TYPES)[number];
