/** One US address in USPS Publication 28 form: upper case, standard abbreviations, null for absent parts. */
export interface ParsedAddress {
  number: string | null;
  preDirection: string | null;
  streetName: string | null;
  suffix: string | null;
  postDirection: string | null;
  unitType: string | null;
  unitNumber: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  zip4: string | null;
}
