/**
 * REQUEST authorizer: X-API-TOKEN → plan. API Gateway caches the result per token
 * (the local gateway does the same). Unknown or revoked keys are refused with 401; a key
 * store that cannot be reached fails closed (the request is refused, never allowed).
 */
import type { APIGatewayAuthorizerResult, APIGatewayRequestAuthorizerEvent } from 'aws-lambda';
import { resolveKey } from '../shared/platform/keys.ts';
import { logger } from '../shared/platform/log.ts';
import type { Plan } from '../shared/platform/plans.ts';

export const API_KEY_HEADER = 'x-api-token';

export async function handler(event: APIGatewayRequestAuthorizerEvent): Promise<APIGatewayAuthorizerResult> {
  const token = headerValue(event.headers, API_KEY_HEADER);
  // API Gateway turns exactly this error message into a 401.
  if (!token) throw new Error('Unauthorized');
  const key = await resolveKey(token);
  if (!key) throw new Error('Unauthorized');
  logger.debug('authorized', { owner: key.owner, plan: key.plan });
  return {
    principalId: key.keyHash.slice(0, 16),
    policyDocument: {
      Version: '2012-10-17',
      // The whole API, because the result is cached per token and reused for every route.
      Statement: [{ Action: 'execute-api:Invoke', Effect: 'Allow', Resource: wholeApiArn(event.methodArn) }],
    },
    context: { plan: key.plan, owner: key.owner },
    usageIdentifierKey: usageKeyFor(key.plan),
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

function usageKeyFor(plan: Plan): string | undefined {
  return process.env[`USAGE_KEY_${plan.toUpperCase()}`];
}
