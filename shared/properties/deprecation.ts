/**
 * Headers of the deprecated POST forms (docs/design.md#deprecated-post-forms): they still answer, and say
 * what replaces them (RFC 9745 Deprecation, RFC 8288 successor-version link).
 */
export function deprecationHeaders(successorPath: string): Record<string, string> {
  return { Deprecation: 'true', Link: `<${successorPath}>; rel="successor-version"` };
}
