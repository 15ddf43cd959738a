/**
 * The errors API Gateway answers itself (refused key, throttle, quota, authorizer down, no such
 * route) never reach a handler. They are rewritten here into the same problem+json shape the
 * handlers produce (shared/platform/http/problem.ts), with the same titles and wording as the local gateway,
 * so a client parses one error format whichever layer refused the request.
 */
import { ResponseType, type RestApi } from 'aws-cdk-lib/aws-apigateway';
import {
  BadRequest,
  Forbidden,
  GatewayTimeout,
  NotFound,
  PayloadTooLarge,
  ProblemError,
  ServiceUnavailable,
  TooManyRequests,
  Unauthorized,
} from '../shared/platform/errors.ts';
import { CORS, SECURITY_HEADERS } from '../shared/platform/http/cors.ts';
import { PROBLEM_CONTENT_TYPE, problemBody } from '../shared/platform/http/problem.ts';

// The authorizer throws for the key store being unreachable; API Gateway reports any authorizer
// error other than "Unauthorized" as one of these two types. The local gateway answers 503.
const keyStoreDown = new ServiceUnavailable('The API key could not be verified right now. Retry shortly.');

export const GATEWAY_PROBLEMS: ReadonlyArray<readonly [ResponseType, ProblemError]> = [
  [ResponseType.UNAUTHORIZED, new Unauthorized()],
  [ResponseType.ACCESS_DENIED, new Forbidden('The API key is not allowed to call this resource.')],
  // The authorizer vouched for the key but its plan's usage key is unknown to API Gateway.
  [ResponseType.INVALID_API_KEY, new Forbidden('The API key has no usage plan on this API.')],
  // With no IAM-authorized methods, this is what API Gateway answers for a path or method it has no route for.
  [
    ResponseType.MISSING_AUTHENTICATION_TOKEN,
    new NotFound('No route matches this method and path. See the OpenAPI document for the routes.'),
  ],
  [ResponseType.RESOURCE_NOT_FOUND, new NotFound('No route matches this method and path. See the OpenAPI document for the routes.')],
  // Token-bucket refill is per second, so one second is the honest wait.
  [ResponseType.THROTTLED, new TooManyRequests("The plan's rate limit was exceeded.", 1)],
  // Quotas reset at the start of the next period; a gateway response cannot compute the time left,
  // so callers are told to come back in an hour rather than retry at once.
  [ResponseType.QUOTA_EXCEEDED, new TooManyRequests("The plan's quota is used up for this period.", 3_600)],
  [ResponseType.REQUEST_TOO_LARGE, new PayloadTooLarge('The request is larger than API Gateway accepts.')],
  [ResponseType.AUTHORIZER_FAILURE, keyStoreDown],
  [ResponseType.AUTHORIZER_CONFIGURATION_ERROR, keyStoreDown],
  // A throttled function (its reserved concurrency reached, infra/config.ts) never runs, so it cannot answer; API Gateway
  // reports Lambda's 429 as this type, which it also uses for other failures to invoke (docs/deployment.md#capacity).
  [ResponseType.INTEGRATION_FAILURE, new ServiceUnavailable('The service is at capacity for this route. Retry shortly.', 1)],
  [ResponseType.INTEGRATION_TIMEOUT, new GatewayTimeout('The request took too long. Narrow it and retry.')],
  // The catch-alls also fix the status, so the body's status always equals the response's.
  [ResponseType.DEFAULT_4XX, new BadRequest('The request could not be processed.')],
  [ResponseType.DEFAULT_5XX, new ProblemError(500, 'Internal Server Error', 'An unexpected error occurred.')],
];

export function addProblemResponses(api: RestApi): void {
  for (const [type, problem] of GATEWAY_PROBLEMS) {
    const headers: Record<string, string> = {
      'Content-Type': PROBLEM_CONTENT_TYPE,
      'Access-Control-Allow-Origin': CORS.allowOrigins.join(','),
      'Access-Control-Expose-Headers': CORS.exposeHeaders.join(', '),
      ...SECURITY_HEADERS,
      ...problem.headers,
    };
    api.addGatewayResponse(`Problem${type.responseType}`, {
      type,
      statusCode: String(problem.status),
      // Static header values must be single-quoted in API Gateway's mapping syntax.
      responseHeaders: Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, `'${value}'`])),
      // API Gateway substitutes the $context variables when it renders the response.
      templates: {
        'application/json': JSON.stringify(
          problemBody(problem.status, problem.title, problem.message, '$context.path', '$context.requestId'),
        ),
      },
    });
  }
}
