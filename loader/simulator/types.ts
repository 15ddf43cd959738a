import type { DOCUMENT_TYPES } from '../../shared/schemas/import-record.ts';

export type DocumentType = (typeof DOCUMENT_TYPES)[number];
