/**
 * The one place where errors become RFC 9457 problem+json responses.
 */
import type { APIGatewayProxyResult } from 'aws-lambda';
import { databaseFailure } from '../db/errors.ts';
import { BadRequest, GatewayTimeout, ProblemError, ServiceUnavailable } from '../errors.ts';
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

export function problemBody(
  status: number,
  title: string,
  detail: string,
  instance: string,
  requestId?: string,
  errors?: ProblemBody['errors'],
): ProblemBody {
  return {
    type: 'about:blank',
    title,
    status,
    detail,
    instance,
    ...(requestId ? { request_id: requestId } : {}),
    ...(errors?.length ? { errors } : {}),
  };
}

export function problemResponse(err: ProblemError, instance: string, requestId: string): APIGatewayProxyResult {
  return {
    statusCode: err.status,
    headers: { ...RESPONSE_HEADERS, 'Content-Type': PROBLEM_CONTENT_TYPE, 'X-Request-Id': requestId, ...err.headers },
    body: JSON.stringify({ ...problemBody(err.status, err.title, err.message, instance, requestId, err.errors), ...err.extensions }),
  };
}

/** Errors that are not ProblemErrors: the database being down, a timeout, a bug. Never leak internals. */
export function toProblemError(err: unknown): ProblemError {
  if (err instanceof ProblemError) return err;
  const cause = { cause: err };
  // middy's JSON body parser signals malformed bodies with 415; to a caller that is a bad request.
  if ((err as { statusCode?: number })?.statusCode === 415)
    return new BadRequest('The request body must be valid JSON sent with Content-Type: application/json.', undefined, cause);
  switch (databaseFailure(err)) {
    case 'statement-timeout':
      return new GatewayTimeout('The query took longer than the statement timeout. Narrow the request and retry.', cause);
    case 'locked':
      return new ServiceUnavailable('The data is briefly locked for maintenance. Retry shortly.', 1, cause);
    case 'saturated':
      return new ServiceUnavailable(`${(err as Error).message} Retry shortly.`, 1, cause);
    case 'unavailable':
      return new ServiceUnavailable('The database is unavailable. Retry shortly.', undefined, cause);
    default:
      logger.error('unhandled error', err as Error);
      return new ProblemError(500, 'Internal Server Error', 'An unexpected error occurred.', undefined, {}, cause);
  }
}
