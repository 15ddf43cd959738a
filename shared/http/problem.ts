/**
 * The one place where errors become RFC 9457 problem+json responses.
 */
import type { APIGatewayProxyResult } from 'aws-lambda';
import { ProblemError } from '../errors.ts';
import { logger } from '../log.ts';
import { RESPONSE_HEADERS } from './cors.ts';

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

export interface ProblemBody {
  type: string;
  title: string;
  status: number;
  detail: string;
  instance: string;
  request_id?: string;
  errors?: { path: string; message: string }[];
}

export function problemBody(status: number, title: string, detail: string, instance: string, requestId?: string, errors?: ProblemBody['errors']): ProblemBody {
  return { type: 'about:blank', title, status, detail, instance, ...(requestId ? { request_id: requestId } : {}), ...(errors?.length ? { errors } : {}) };
}

export function problemResponse(err: ProblemError, instance: string, requestId: string): APIGatewayProxyResult {
  return {
    statusCode: err.status,
    headers: { ...RESPONSE_HEADERS, 'Content-Type': PROBLEM_CONTENT_TYPE, 'X-Request-Id': requestId, ...err.headers },
    body: JSON.stringify(problemBody(err.status, err.title, err.message, instance, requestId, err.errors)),
  };
}

/** Errors that are not ProblemErrors: the database being down, a timeout, a bug. Never leak internals. */
export function toProblemError(err: unknown): ProblemError {
  if (err instanceof ProblemError) return err;
  const e = err as { code?: string; statusCode?: number; message?: string; errno?: string };
  // middy's JSON body parser signals malformed bodies with 415; to a caller that is a bad request.
  if (e?.statusCode === 415) return new ProblemError(400, 'Bad Request', 'The request body must be valid JSON sent with Content-Type: application/json.');
  if (e?.code === '57014') return new ProblemError(504, 'Gateway Timeout', 'The query took longer than the statement timeout. Narrow the request and retry.');
  // lock_timeout (when the database sets one): the data was locked by maintenance, not a heavy request
  if (e?.code === '55P03') return new ProblemError(503, 'Service Unavailable', 'The data is briefly locked for maintenance. Retry shortly.', undefined, { 'Retry-After': '1' });
  if (isDatabaseUnavailable(e)) return new ProblemError(503, 'Service Unavailable', 'The database is unavailable. Retry shortly.');
  logger.error('unhandled error', err as Error);
  return new ProblemError(500, 'Internal Server Error', 'An unexpected error occurred.');
}

const CONNECTION_ERRORS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN', 'CONNECT_TIMEOUT', 'CONNECTION_CLOSED', 'CONNECTION_ENDED', 'CONNECTION_DESTROYED', '57P01', '57P03', '08006', '08001', '08003', '53300']);

export function isDatabaseUnavailable(e: { code?: string; errno?: string } | undefined): boolean {
  return !!e && (CONNECTION_ERRORS.has(e.code ?? '') || CONNECTION_ERRORS.has(e.errno ?? ''));
}
