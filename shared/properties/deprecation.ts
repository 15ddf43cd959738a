/**
 * Headers of the deprecated POST forms (specification 4.10, 9.2): they still answer, and say
 * what replaces them (RFC 9745 Deprecation, RFC 8288 successor-version link).
 */
export function deprecationHeaders(successorPath: string): Record<string, string> {
  return { Deprecation: 'true', Link: `<${successorPath}>; rel="successor-version"` };
}
