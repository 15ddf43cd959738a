/**
 * GET /openapi.json, /docs and /docs/{file} on AWS, without the authorizer: the same files the
 * local gateway serves (shared/docs/docs.ts), from the copies bundled with this function.
 */
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import { docsFile } from '../../shared/docs/docs.ts';
import { NotFound } from '../../shared/platform/errors.ts';
import { RESPONSE_HEADERS } from '../../shared/platform/http/cors.ts';
import { problemResponse } from '../../shared/platform/http/problem.ts';

export function withServers(document: Buffer, base: string): Record<string, unknown> {
  return { ...(JSON.parse(document.toString('utf8')) as Record<string, unknown>), servers: [{ url: base }] };
}

export async function handler(event: APIGatewayProxyEvent): Promise<APIGatewayProxyResult> {
  const requestId = event.requestContext.requestId;
  const headers = { ...RESPONSE_HEADERS, 'X-Request-Id': requestId };
  // requestContext.path is the path with the stage (/prod/docs), event.path without it (/docs).
  const base = event.requestContext.path.slice(0, Math.max(0, event.requestContext.path.length - event.path.length));
  const file = await docsFile(event.path, base);
  if (!file) return problemResponse(new NotFound(`No documentation file at ${event.path}.`), event.path, requestId);
  // OpenAPI's servers follow how the document was reached: the stage path on the execute-api host
  // (/prod), the root on a custom domain (base path mapping ''), so "Try it out" calls the API it came from.
  if (event.path === '/openapi.json' && base !== '') file.body = Buffer.from(JSON.stringify(withServers(file.body, base)));
  const binary = !file.contentType.startsWith('text/') && !file.contentType.startsWith('application/');
  return {
    statusCode: 200,
    headers: { ...headers, 'Content-Type': file.contentType, ...(file.immutable ? { 'Cache-Control': 'public, max-age=86400' } : {}) },
    // API Gateway turns a base64 body back into bytes for the binary media types of the API (image/*).
    body: binary ? file.body.toString('base64') : file.body.toString('utf8'),
    isBase64Encoded: binary,
  };
}
