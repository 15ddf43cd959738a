/**
 * The CORS policy, explicit and shared by the CDK stack and the local gateway: any origin may
 * call the API from a browser (keys, not cookies, authenticate), with the API's methods and the key header.
 */
export const CORS = {
  allowOrigins: ['*'],
  allowMethods: ['GET', 'POST', 'PATCH', 'DELETE', 'OPTIONS'],
  allowHeaders: ['Content-Type', 'X-API-TOKEN'],
  exposeHeaders: [
    'X-Request-Id',
    'Retry-After',
    'RateLimit-Policy',
    'RateLimit',
    'X-Address-Match',
    'X-Address-Normalized',
    'X-Address-Confidence',
    'X-Address-Differs',
    'X-Address-Match-Reason',
    'X-Data-Source',
    'Deprecation',
    'Link',
  ],
  maxAgeSeconds: 600,
};

export const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'Referrer-Policy': 'no-referrer',
};

/** Headers every response carries, from the Lambda itself: API Gateway adds none to proxy responses. */
export const RESPONSE_HEADERS: Record<string, string> = {
  ...SECURITY_HEADERS,
  'Access-Control-Allow-Origin': CORS.allowOrigins.join(','),
  'Access-Control-Expose-Headers': CORS.exposeHeaders.join(', '),
  // The gateway compresses bodies of 1 KB and more for callers that accept it (docs/design.md#compression):
  // a cache must keep the encodings apart.
  Vary: 'Accept-Encoding',
};
