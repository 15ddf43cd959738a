/**
 * Response compression (docs/design.md#compression). On AWS, API Gateway compresses (its
 * `minimumCompressionSize`, set from this constant in infra/); the local gateway does the same
 * itself (infra/local/compression.ts). Below ~1 KB the encoding costs more than it saves.
 */
export const MIN_COMPRESSION_BYTES = 1024;
