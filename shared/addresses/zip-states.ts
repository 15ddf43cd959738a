/**
 * Which states each three-digit ZIP prefix serves, derived from the repository's ZIP table
 * (data/geo/zips.ndjson.gz, data/geo/SOURCE.md); test/unit/address-matching.test.ts checks
 * this table against that file. A few prefixes straddle a state line (063 is CT and NY), so a
 * prefix maps to a set. Military and Pacific prefixes the file lacks are simply unknown.
 *
 * The parser uses it for one decision only: whether a trailing state code with no city in front
 * of it ("703 Hickory Ct 37207") is a state or a street word, when a ZIP of another state says.
 */
const RANGES: readonly (readonly [string, string])[] = [
  ['AK', '995-999'],
  ['AL', '350-369'],
  ['AR', '716-729,780'],
  ['AS', '967'],
  ['AZ', '850-860,862-866,890'],
  ['CA', '900-908,910-928,930-962'],
  ['CO', '800-816'],
  ['CT', '060-069'],
  ['DC', '200,202-205'],
  ['DE', '197-199'],
  ['FL', '320-339,341-349'],
  ['GA', '300-319,398-399'],
  ['HI', '963-964,967-968'],
  ['IA', '500-516,520-528'],
  ['ID', '832-838'],
  ['IL', '600-620,622-629'],
  ['IN', '460-479'],
  ['KS', '660-679'],
  ['KY', '400-418,420-427'],
  ['LA', '700-701,703-715'],
  ['MA', '010-027,055'],
  ['MD', '206-212,214-219'],
  ['ME', '030,036,039-049'],
  ['MI', '480-499'],
  ['MN', '550-567'],
  ['MO', '630-631,633-641,644-658'],
  ['MS', '381,385-399'],
  ['MT', '590-599'],
  ['NC', '270-289'],
  ['ND', '576,580-589'],
  ['NE', '680-693'],
  ['NH', '002,030-038'],
  ['NJ', '070-089'],
  ['NM', '870-875,877-884,886'],
  ['NV', '889-891,893-895,897-899'],
  ['NY', '005,063,100-149'],
  ['OH', '430-459'],
  ['OK', '730-731,733-741,743-749,763'],
  ['OR', '970-979'],
  ['PA', '150-199'],
  ['PR', '006-007,009'],
  ['RI', '020,027-029'],
  ['SC', '290-299'],
  ['SD', '570-579,582'],
  ['TN', '370-385'],
  ['TX', '733,750-770,772-799,885'],
  ['UT', '840-849'],
  ['VA', '201,220-246'],
  ['VI', '008'],
  ['VT', '050-054,056-059'],
  ['WA', '980-995'],
  ['WI', '528,530-532,534-549'],
  ['WV', '247-269'],
  ['WY', '820-831,834'],
];

const BY_PREFIX = new Map<string, Set<string>>();
for (const [state, ranges] of RANGES) {
  for (const range of ranges.split(',')) {
    const [from, to = from] = range.split('-').map(Number) as [number, number?];
    for (let p = from; p <= to; p++) {
      const prefix = String(p).padStart(3, '0');
      (BY_PREFIX.get(prefix) ?? BY_PREFIX.set(prefix, new Set()).get(prefix)!).add(state);
    }
  }
}

/** The states a five-digit ZIP can be in; undefined when the prefix is unknown. */
export function statesOfZip(zip: string): ReadonlySet<string> | undefined {
  return BY_PREFIX.get(zip.slice(0, 3));
}
