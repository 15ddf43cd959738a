import type { DOCUMENT_TYPES } from '../../shared/properties/import-record.ts';

export type DocumentType = (typeof DOCUMENT_TYPES)[number];
