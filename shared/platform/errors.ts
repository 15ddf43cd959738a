/**
 * Typed errors. Handlers and the query layer throw these; the pipeline turns every one of them
 * into an RFC 9457 problem+json response in one place (shared/platform/http/problem.ts).
 */
export interface FieldError {
  path: string;
  message: string;
}

export class ProblemError extends Error {
  /** RFC 9457 extension members, written into the body after the standard ones */
  readonly extensions?: Record<string, unknown>;

  constructor(
    readonly status: number,
    readonly title: string,
    detail: string,
    readonly errors?: FieldError[],
    readonly headers: Record<string, string> = {},
    options?: ErrorOptions & { extensions?: Record<string, unknown> },
  ) {
    super(detail, options);
    this.name = new.target.name;
    this.extensions = options?.extensions;
  }
}

export class BadRequest extends ProblemError {
  constructor(detail: string, errors?: FieldError[], options?: ErrorOptions) {
    super(400, 'Bad Request', detail, errors, {}, options);
  }
}

export class Unauthorized extends ProblemError {
  constructor(detail = 'A valid API key is required in the X-API-TOKEN header.') {
    super(401, 'Unauthorized', detail);
  }
}

export class Forbidden extends ProblemError {
  constructor(detail: string) {
    super(403, 'Forbidden', detail);
  }
}

export class NotFound extends ProblemError {
  /** `extensions`: what the caller may have meant, e.g. the candidates of an address lookup */
  constructor(detail: string, extensions?: Record<string, unknown>) {
    super(404, 'Not Found', detail, undefined, {}, extensions ? { extensions } : undefined);
  }
}

/**
 * 404: the place asked about holds none of the data the endpoint reads (no sales or no leases loaded
 * there at all), so an answer would be zeros; `covered_states` names where there is some. A place
 * with data but none in the window is not this: that is an empty answer.
 */
export class NoCoverage extends ProblemError {
  constructor(detail: string, extensions: { place: string; datasets: string[]; covered_states: string[] }) {
    super(404, 'Not Found', detail, undefined, {}, { extensions: { reason: 'no_coverage', ...extensions } });
  }
}

export class MethodNotAllowed extends ProblemError {
  constructor(detail: string, allow: string[]) {
    super(405, 'Method Not Allowed', detail, undefined, { Allow: allow.join(', ') });
  }
}

export class PayloadTooLarge extends ProblemError {
  constructor(detail: string) {
    super(413, 'Payload Too Large', detail);
  }
}

export class Unprocessable extends ProblemError {
  constructor(detail: string, errors?: FieldError[]) {
    super(422, 'Unprocessable Content', detail, errors);
  }
}

export class TooManyRequests extends ProblemError {
  constructor(detail: string, retryAfterSeconds: number) {
    super(429, 'Too Many Requests', detail, undefined, { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
  }
}

export class ServiceUnavailable extends ProblemError {
  constructor(detail: string, retryAfterSeconds?: number, options?: ErrorOptions) {
    super(503, 'Service Unavailable', detail, undefined, retryAfterSeconds ? { 'Retry-After': String(retryAfterSeconds) } : {}, options);
  }
}

export class GatewayTimeout extends ProblemError {
  constructor(detail: string, options?: ErrorOptions) {
    super(504, 'Gateway Timeout', detail, undefined, {}, options);
  }
}

/**
 * 422: the data holds too little evidence to answer (an estimate without enough comparables).
 * `extensions` says why in fields a client can read (reason code, what was found, the minimum).
 */
export class InsufficientEvidence extends ProblemError {
  constructor(detail: string, extensions: Record<string, unknown>) {
    super(422, 'Unprocessable Content', detail, undefined, {}, { extensions });
  }
}

/** 410: what the request names existed once and is gone for good (a feed position past retention). */
export class Gone extends ProblemError {
  constructor(detail: string, extensions: Record<string, unknown>) {
    super(410, 'Gone', detail, undefined, {}, { extensions });
  }
}

/** 409: the request conflicts with the state of what it names. */
export class Conflict extends ProblemError {
  constructor(detail: string) {
    super(409, 'Conflict', detail);
  }
}
