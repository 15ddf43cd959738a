/**
 * Headers of a deprecated route (docs/design.md#deprecated-post-forms), on every answer it gives,
 * errors included: it still answers, and says what replaces it (RFC 9745 Deprecation, RFC 8288
 * successor-version link). `successor` is the route's declaration, e.g. `GET /properties/by-address`.
 */
export function deprecationHeaders(successor: string): Record<string, string> {
  const path = successor.replace(/^[A-Z]+\s+/, '');
  return { Deprecation: 'true', Link: `<${path}>; rel="successor-version"` };
}
