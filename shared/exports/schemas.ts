/** Requests and answers of the export endpoints (docs/exports.md). */
import { queryInt, z } from '../platform/zod.ts';
import { NearbySalesQuery, ordered } from '../properties/nearby/schemas.ts';
import { SearchFilter } from '../properties/schemas.ts';
import { DATASET_COLUMNS, DATASETS } from './columns.ts';
import { FORMATS } from './formats.ts';

export const EXPORT_STATUSES = ['queued', 'running', 'succeeded', 'failed', 'cancelled'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];

const columnNames = [...new Set(Object.values(DATASET_COLUMNS).flatMap((columns) => columns.map((c) => c.name)))];

/** Subjects a nearby-sales export takes: each is a nearby-sales scan of at most its candidate window. */
export const NEARBY_SUBJECTS_MAX = 100;

const NearbySubject = z.union([
  z.strictObject({ address: z.string().min(1).max(300).openapi({ description: 'Matched as GET /properties/by-address does.' }) }),
  z.strictObject({ property_id: z.number().int().positive() }),
]);
export type NearbySubject = z.output<typeof NearbySubject>;

const { address: _address, page: _page, page_size: _pageSize, include_meta: _includeMeta, ...nearbyOptions } = NearbySalesQuery.shape;

/** GET /properties/nearby-sales's options, for a list of subjects instead of one address. */
export const NearbySalesFilter = z
  .strictObject({
    subjects: z
      .array(NearbySubject)
      .min(1)
      .max(NEARBY_SUBJECTS_MAX)
      .openapi({
        description: `The subject properties, at most ${NEARBY_SUBJECTS_MAX}: each by \`address\` or by \`property_id\`. Every output row names its subject (\`subject\`, its 1-based position here, and \`subject_property_id\`).`,
      }),
    ...nearbyOptions,
  })
  .superRefine(ordered(['lot_size', 'sqft', 'year_built', 'recording_date']));
export type NearbySalesFilter = z.output<typeof NearbySalesFilter>;

const format = () => z.enum(FORMATS);
const fields = () =>
  z
    .array(z.enum(columnNames as [string, ...string[]]))
    .min(1)
    .max(500)
    .optional()
    .openapi({
      description:
        'CSV and Parquet only: the columns to write, in this order (default: every column of the dataset, docs/exports.md#columns).',
    });

export const ExportRequest = z
  .discriminatedUnion('dataset', [
    z.object({
      dataset: z.enum(DATASETS.filter((d) => d !== 'nearby-sales') as ['properties', 'transactions', 'leases']).openapi({
        description:
          '`properties`: the property records; `transactions`: the recorded documents of those properties; `leases`: their rental listings and leases.',
      }),
      filter: SearchFilter.openapi({
        description:
          'The selections and ranges of GET /properties/search (at least one location filter; the distress filters need a Premium or Unlimited key), chosen on the properties whose records, transactions or leases are exported. Values are JSON: numbers and booleans as such, or as the text the query string takes.',
        example: { state: 'FL', city: 'Tampa' },
      }),
      format: format(),
      fields: fields(),
    }),
    z.object({
      dataset: z.literal('nearby-sales').openapi({
        description: "`nearby-sales`: GET /properties/nearby-sales's records for each of a list of subjects, each row naming its subject.",
      }),
      filter: NearbySalesFilter.openapi({
        description:
          "The subjects and GET /properties/nearby-sales's options (radius, arms_length_only, the ranges, include, unit_policy); each subject's sales are its whole candidate window's matches, nearest first.",
        example: { subjects: [{ address: '123 Main St, Tampa, FL 33602' }, { property_id: 1001 }], radius: 1 },
      }),
      format: format(),
      fields: fields(),
    }),
  ])
  .openapi('ExportRequest');
export type ExportRequest = z.output<typeof ExportRequest>;

export const ExportJob = z
  .object({
    id: z.string().uuid(),
    status: z.enum(EXPORT_STATUSES).openapi({
      description: '`queued`, `running`, `succeeded`, `failed`; `cancelled` after DELETE.',
    }),
    dataset: z.enum(DATASETS),
    format: z.enum(FORMATS),
    filter: z
      .record(
        z.string(),
        z.union([
          z.string(),
          z.number(),
          z.boolean(),
          z.array(z.string()),
          z.array(z.object({ address: z.string().optional(), property_id: z.number().int() })),
        ]),
      )
      .openapi({ description: 'The filter as it was validated.' }),
    fields: z.array(z.string()).nullable(),
    rows: z.number().int().nullable().openapi({ description: 'Rows written; null until the job has succeeded.' }),
    bytes: z.number().int().nullable().openapi({ description: "The file's size; null until the job has succeeded." }),
    sha256: z
      .string()
      .regex(/^[0-9a-f]{64}$/)
      .nullable()
      .openapi({ description: "Hex SHA-256 of the file's bytes; null until the job has succeeded." }),
    created_at: z.string().openapi({ format: 'date-time' }),
    finished_at: z.string().nullable().openapi({ format: 'date-time' }),
    expires_at: z.string().nullable().openapi({ format: 'date-time', description: 'When the file is deleted.' }),
    url: z.string().nullable().openapi({
      format: 'uri-reference',
      description:
        "When succeeded: a download link that expires within an hour (ask again for a fresh one). Locally a path on this API signed with its secret; on AWS a presigned S3 URL. For a job written in `parts`, the link is to its manifest: `sha256sum`'s listing of the part files.",
    }),
    parts: z
      .array(
        z.object({
          url: z.string().openapi({ format: 'uri-reference', description: 'A download link, as `url`.' }),
          rows: z.number().int(),
          bytes: z.number().int(),
          sha256: z.string().regex(/^[0-9a-f]{64}$/),
        }),
      )
      .nullable()
      .openapi({
        description:
          "Extension. When succeeded, for a job of more rows than one part holds (docs/exports.md#chunked-jobs): its numbered part files in order, each complete (CSV header, Parquet footer) and read together as one dataset; `rows` and `bytes` of the job are their sums, `sha256` is the manifest's at `url`. Null for a job written as one file.",
      }),
    error: z.string().nullable().openapi({ description: 'Why a failed job failed.' }),
  })
  .openapi('ExportJob');
export type ExportJob = z.input<typeof ExportJob>;

export const ExportCreated = z.object({ id: z.string().uuid(), status: z.enum(EXPORT_STATUSES) });

export const ExportParams = z.object({ id: z.string().uuid().openapi({ description: 'The job id POST /exports answered.' }) });

export const ExportListQuery = z.object({
  page: queryInt(z.number().min(1).max(1000)).default(1),
  page_size: queryInt(z.number().min(1).max(100)).default(20),
});

export const ExportList = z.object({
  data: z.array(ExportJob),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  has_more: z.boolean(),
});
