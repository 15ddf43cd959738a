/** Where the API's operations are recorded: the stage's access log (one JSON line per request). */
import * as apigateway from 'aws-cdk-lib/aws-apigateway';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';

export class Observability extends Construct {
  readonly accessLogs: logs.LogGroup;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.accessLogs = new logs.LogGroup(this, 'ApiAccessLogs', { retention: logs.RetentionDays.THREE_MONTHS });
  }

  get accessLogDestination(): apigateway.IAccessLogDestination {
    return new apigateway.LogGroupLogDestination(this.accessLogs);
  }
}

export function accessLogFormat(): apigateway.AccessLogFormat {
  const f = apigateway.AccessLogField;
  return apigateway.AccessLogFormat.custom(
    JSON.stringify({
      requestId: f.contextRequestId(),
      time: f.contextRequestTime(),
      ip: f.contextIdentitySourceIp(),
      method: f.contextHttpMethod(),
      path: f.contextPath(),
      route: f.contextResourcePath(),
      status: f.contextStatus(),
      responseLength: f.contextResponseLength(),
      latencyMs: f.contextResponseLatency(),
      integrationLatencyMs: f.contextIntegrationLatency(),
      // Which plan's key served the request, and the key owner, for usage questions.
      usageKeyId: f.contextIdentityApiKeyId(),
      plan: f.contextAuthorizer('plan'),
      owner: f.contextAuthorizer('owner'),
      errorType: f.contextErrorResponseType(),
      error: f.contextErrorMessage(),
      authorizerError: f.contextAuthorizerError(),
    }),
  );
}
