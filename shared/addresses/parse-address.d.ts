/** parse-address 1.1.2 ships no types. Only what test/unit/addresses-tables.test.ts uses is declared. */
declare module 'parse-address' {
  /** Parts as parse-address names them; a part is absent when the input has none. */
  interface ParsedLocation {
    number?: string;
    prefix?: string;
    street?: string;
    type?: string;
    suffix?: string;
    sec_unit_type?: string;
    sec_unit_num?: string;
    city?: string;
    state?: string;
    zip?: string;
    plus4?: string;
  }
  const parser: {
    parseLocation(address: string): ParsedLocation | null;
  };
  export = parser;
}
