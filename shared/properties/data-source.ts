/**
 * Responses built from the synthetic demo say so (architecture.md 3): X-Data-Source names the
 * source when every record served comes from one, `mixed` otherwise.
 */
export function dataSourceHeaders(sources: Iterable<string>): Record<string, string> {
  const distinct = [...new Set(sources)];
  if (distinct.length === 0) return {};
  return { 'X-Data-Source': distinct.length === 1 ? distinct[0]! : 'mixed' };
}
