/**
 * The property record as served (docs/valuation.md#the-valuation-on-record): the stored record, whose
 * `valuation` is the data source's own, with the valuation on record in its place and the source's
 * moved to `source_valuation` with its source. Spliced into the stored JSON text, so a record served
 * whole is never parsed and serialised again (json-text.ts says why that matters).
 */

/**
 * The stored record's top-level `valuation` member. The record schema has no other member of that
 * name at any depth, the valuation object holds scalars only, and inside a JSON string a quote is
 * always escaped, so the first match is the member itself. The stored text is compact (the
 * loader's JSON.stringify) or jsonb's (a space after each colon and comma).
 */
const VALUATION_MEMBER = /"valuation":\s*(null|\{[^{}]*\})/;

/**
 * `doc` with its `valuation` member replaced by `valuation` (JSON text of the valuation on record,
 * null when it has none) and followed by `source_valuation`: the stored valuation with its source.
 */
export function servedRecordText(doc: string, valuation: string | null, dataSource: string): string {
  const match = VALUATION_MEMBER.exec(doc);
  const stored = match?.[1] ?? 'null';
  const source =
    stored === 'null'
      ? 'null'
      : `${stored.slice(0, -1).trimEnd()}${/^\{\s*$/.test(stored.slice(0, -1)) ? '' : ','}"source":${JSON.stringify(dataSource)}}`;
  const members = `"valuation":${valuation ?? 'null'},"source_valuation":${source}`;
  if (match) return doc.slice(0, match.index) + members + doc.slice(match.index + match[0].length);
  const body = doc.slice(0, doc.lastIndexOf('}')).trimEnd();
  return `${body}${body.endsWith('{') ? '' : ','}${members}}`;
}
