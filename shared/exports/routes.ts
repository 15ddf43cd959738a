/** Export routes: bulk files of properties, transactions and leases (docs/exports.md). */
import { defineRoute, type RouteDef } from '../platform/http/route.ts';
import { ExportCreated, ExportJob, ExportList, ExportListQuery, ExportParams, ExportRequest } from './schemas.ts';

/** On AWS the job routes start the runner function and presign, read and delete the files in the export bucket (infra/exports.ts). */
const EXPORT_DEPLOYMENT = { aws: ['exports:Jobs'] } as const;

const PLAN_NOTE =
  'Premium-only fields are null for base-plan keys, as in the API. Limits per plan (jobs a day, rows a job, concurrent jobs): docs/exports.md#limits.';

export const exportRoutes = {
  exportCreate: defineRoute({
    method: 'POST',
    path: '/exports',
    status: 202,
    handler: 'functions/exports/create.ts',
    deployment: EXPORT_DEPLOYMENT,
    category: 'Exports',
    summary: 'Start a bulk export',
    description:
      'Queues a job that writes every row the filter selects to one file: CSV (RFC 4180, with a header), NDJSON (the import format, one record a line) or Parquet (typed columns). The file is one consistent snapshot of the data. Poll GET /exports/{id} until `status` is `succeeded`, then download `url`. Over a limit: 400 for rows per job, 429 with `Retry-After` for jobs per day and concurrent jobs; the detail names the limit.',
    auth: true,
    body: ExportRequest,
    response: ExportCreated,
    responseDescription: 'The job, queued.',
    planNote: PLAN_NOTE,
    errors: [400, 403],
    parameterPaths: Object.fromEntries(
      [
        'state',
        'city',
        'county',
        'zip_codes',
        'msa',
        'owner_name',
        'pre_foreclosure',
        'pre_foreclosure_date_min',
        'pre_foreclosure_date_max',
        'vacant',
        'zombie_foreclosure',
      ].map((name) => [name, `body.filter.${name}`]),
    ),
  }),
  exportList: defineRoute({
    method: 'GET',
    path: '/exports',
    handler: 'functions/exports/list.ts',
    deployment: EXPORT_DEPLOYMENT,
    headers: { pageLinks: true },
    category: 'Exports',
    summary: "The caller's export jobs",
    description: "The subscriber's export jobs, newest first.",
    auth: true,
    query: ExportListQuery,
    response: ExportList,
    responseDescription: 'A page of jobs.',
    errors: [400],
  }),
  exportGet: defineRoute({
    method: 'GET',
    path: '/exports/{id}',
    handler: 'functions/exports/get.ts',
    deployment: EXPORT_DEPLOYMENT,
    category: 'Exports',
    summary: 'An export job',
    description:
      'The job: its status, and once it has succeeded its rows, bytes, SHA-256, expiry and a download `url` good for an hour (each answer gives a fresh one).',
    auth: true,
    params: ExportParams,
    response: ExportJob,
    responseDescription: 'The job.',
    errors: [400, 404],
  }),
  exportCancel: defineRoute({
    method: 'DELETE',
    path: '/exports/{id}',
    handler: 'functions/exports/cancel.ts',
    deployment: EXPORT_DEPLOYMENT,
    category: 'Exports',
    summary: 'Cancel an export job',
    description:
      "Cancels a queued or running job (a running one stops at its next page locally, and its file is discarded in any case) and deletes a finished job's file. The job stays listed, with status `cancelled`.",
    auth: true,
    params: ExportParams,
    response: ExportJob,
    responseDescription: 'The job, cancelled.',
    errors: [400, 404],
  }),
} satisfies Record<string, RouteDef>;
