/**
 * REQUEST authorizer: X-API-TOKEN → the subscriber, its plan and its meter. API Gateway caches the
 * result per token (the local gateway does the same). Unknown or revoked keys are refused with 401;
 * a key store that cannot be reached fails closed (the request is refused, never allowed).
 *
 * usageIdentifierKey is the subscriber's own API Gateway API key value (apiKeySourceType
 * AUTHORIZER), so each subscriber has its own throttle bucket and quota in its tier's usage plan;
 * the local gateway meters by the same identifier (docs/deployment.md#keys).
 */
import type { APIGatewayAuthorizerResult, APIGatewayRequestAuthorizerEvent } from 'aws-lambda';
import { resolveKey, touchKey } from '../shared/platform/keys.ts';
import { logger } from '../shared/platform/log.ts';
import { tracer } from '../shared/platform/trace.ts';

export const API_KEY_HEADER = 'x-api-token';

/** What handlers find in requestContext.authorizer (API Gateway passes string values only). */
export interface AuthorizerContext {
  plan: string;
  owner: string;
  subscriberId: string;
  /** the API Gateway API key id, for GetUsage; empty when the key has none (local keys) */
  apiKeyId: string;
  [key: string]: string;
}

export async function handler(event: APIGatewayRequestAuthorizerEvent): Promise<APIGatewayAuthorizerResult> {
  const token = headerValue(event.headers, API_KEY_HEADER);
  // API Gateway turns exactly this error message into a 401.
  if (!token) throw new Error('Unauthorized');
  const key = await resolveKey(token);
  if (!key) throw new Error('Unauthorized');
  await touchKey(key);
  logger.debug('authorized', { owner: key.owner, plan: key.plan, subscriberId: key.subscriberId });
  tracer.putAnnotation('subscriber', key.subscriberId);
  const context: AuthorizerContext = { plan: key.plan, owner: key.owner, subscriberId: key.subscriberId, apiKeyId: key.apiKeyId ?? '' };
  return {
    principalId: key.subscriberId,
    policyDocument: {
      Version: '2012-10-17',
      // The whole API, because the result is cached per token and reused for every route.
      Statement: [{ Action: 'execute-api:Invoke', Effect: 'Allow', Resource: wholeApiArn(event.methodArn) }],
    },
    context,
    usageIdentifierKey: key.usageKey ?? key.subscriberId,
  };
}

function headerValue(headers: Record<string, string | undefined> | null, name: string): string | undefined {
  for (const [k, v] of Object.entries(headers ?? {})) if (k.toLowerCase() === name && v) return v;
  return undefined;
}

function wholeApiArn(methodArn: string): string {
  const [arn, stage] = methodArn.split('/');
  return `${arn}/${stage}/*/*`;
}
