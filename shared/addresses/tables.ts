/** USPS Publication 28 tables other than the suffix table (Appendices B and C2, section 233). */

/** Spelled-out or abbreviated directional → USPS abbreviation. */
export const DIRECTIONAL: ReadonlyMap<string, string> = new Map([
  ['N', 'N'],
  ['NORTH', 'N'],
  ['S', 'S'],
  ['SOUTH', 'S'],
  ['E', 'E'],
  ['EAST', 'E'],
  ['W', 'W'],
  ['WEST', 'W'],
  ['NE', 'NE'],
  ['NORTHEAST', 'NE'],
  ['NW', 'NW'],
  ['NORTHWEST', 'NW'],
  ['SE', 'SE'],
  ['SOUTHEAST', 'SE'],
  ['SW', 'SW'],
  ['SOUTHWEST', 'SW'],
]);

/** Appendix B: states, DC, territories, freely associated states and military "states". */
const STATES: readonly (readonly [string, string])[] = [
  ['AL', 'ALABAMA'],
  ['AK', 'ALASKA'],
  ['AZ', 'ARIZONA'],
  ['AR', 'ARKANSAS'],
  ['CA', 'CALIFORNIA'],
  ['CO', 'COLORADO'],
  ['CT', 'CONNECTICUT'],
  ['DE', 'DELAWARE'],
  ['DC', 'DISTRICT OF COLUMBIA'],
  ['FL', 'FLORIDA'],
  ['GA', 'GEORGIA'],
  ['HI', 'HAWAII'],
  ['ID', 'IDAHO'],
  ['IL', 'ILLINOIS'],
  ['IN', 'INDIANA'],
  ['IA', 'IOWA'],
  ['KS', 'KANSAS'],
  ['KY', 'KENTUCKY'],
  ['LA', 'LOUISIANA'],
  ['ME', 'MAINE'],
  ['MD', 'MARYLAND'],
  ['MA', 'MASSACHUSETTS'],
  ['MI', 'MICHIGAN'],
  ['MN', 'MINNESOTA'],
  ['MS', 'MISSISSIPPI'],
  ['MO', 'MISSOURI'],
  ['MT', 'MONTANA'],
  ['NE', 'NEBRASKA'],
  ['NV', 'NEVADA'],
  ['NH', 'NEW HAMPSHIRE'],
  ['NJ', 'NEW JERSEY'],
  ['NM', 'NEW MEXICO'],
  ['NY', 'NEW YORK'],
  ['NC', 'NORTH CAROLINA'],
  ['ND', 'NORTH DAKOTA'],
  ['OH', 'OHIO'],
  ['OK', 'OKLAHOMA'],
  ['OR', 'OREGON'],
  ['PA', 'PENNSYLVANIA'],
  ['RI', 'RHODE ISLAND'],
  ['SC', 'SOUTH CAROLINA'],
  ['SD', 'SOUTH DAKOTA'],
  ['TN', 'TENNESSEE'],
  ['TX', 'TEXAS'],
  ['UT', 'UTAH'],
  ['VT', 'VERMONT'],
  ['VA', 'VIRGINIA'],
  ['WA', 'WASHINGTON'],
  ['WV', 'WEST VIRGINIA'],
  ['WI', 'WISCONSIN'],
  ['WY', 'WYOMING'],
  ['AS', 'AMERICAN SAMOA'],
  ['GU', 'GUAM'],
  ['MP', 'NORTHERN MARIANA ISLANDS'],
  ['PR', 'PUERTO RICO'],
  ['VI', 'VIRGIN ISLANDS'],
  ['FM', 'FEDERATED STATES OF MICRONESIA'],
  ['MH', 'MARSHALL ISLANDS'],
  ['PW', 'PALAU'],
  ['AA', 'ARMED FORCES AMERICAS'],
  ['AE', 'ARMED FORCES EUROPE'],
  ['AP', 'ARMED FORCES PACIFIC'],
];

export const STATE_CODES: ReadonlySet<string> = new Set(STATES.map(([code]) => code));

/**
 * The traditional abbreviations of state names (the GPO Style Manual's, and AP style's where it
 * differs) that are not a USPS code, as addresses still write them ("Waller, Tex. 77484"), after
 * the tokenizer drops their periods.
 */
const TRADITIONAL: readonly (readonly [string, string])[] = [
  ['AL', 'ALA'],
  ['AZ', 'ARIZ'],
  ['AR', 'ARK'],
  ['CA', 'CALIF'],
  ['CO', 'COLO'],
  ['CT', 'CONN'],
  ['DE', 'DEL'],
  ['FL', 'FLA'],
  ['IL', 'ILL'],
  ['IN', 'IND'],
  ['KS', 'KAN'],
  ['KS', 'KANS'],
  ['MA', 'MASS'],
  ['MI', 'MICH'],
  ['MN', 'MINN'],
  ['MS', 'MISS'],
  ['MT', 'MONT'],
  ['NE', 'NEB'],
  ['NE', 'NEBR'],
  ['NV', 'NEV'],
  ['NM', 'N MEX'],
  ['ND', 'N DAK'],
  ['OK', 'OKLA'],
  ['OR', 'ORE'],
  ['OR', 'OREG'],
  ['PA', 'PENN'],
  ['PA', 'PENNA'],
  ['SD', 'S DAK'],
  ['TN', 'TENN'],
  ['TX', 'TEX'],
  ['WA', 'WASH'],
  ['WV', 'W VA'],
  ['WI', 'WIS'],
  ['WI', 'WISC'],
  ['WY', 'WYO'],
];

/** Full state name ("NORTH CAROLINA") or its traditional abbreviation ("N DAK") → code. */
export const STATE_BY_NAME: ReadonlyMap<string, string> = new Map([
  ...STATES.map(([code, name]) => [name, code] as const),
  ...TRADITIONAL.map(([code, name]) => [name, code] as const),
]);

/** Longest state name in words, so the parser knows how far back to look for one. */
export const MAX_STATE_NAME_WORDS = Math.max(...[...STATE_BY_NAME.keys()].map((name) => name.split(' ').length));

/**
 * Appendix C2 secondary unit designators that take a number, plus the spellings people type.
 * '#', NO and NUM map to '#', Pub 28's designator for "unit of unknown kind".
 */
export const NUMBERED_UNIT: ReadonlyMap<string, string> = new Map([
  ['APT', 'APT'],
  ['APARTMENT', 'APT'],
  ['APPT', 'APT'],
  ['BLDG', 'BLDG'],
  ['BUILDING', 'BLDG'],
  ['BLD', 'BLDG'],
  ['DEPT', 'DEPT'],
  ['DEPARTMENT', 'DEPT'],
  ['FL', 'FL'],
  ['FLOOR', 'FL'],
  ['FLR', 'FL'],
  ['HNGR', 'HNGR'],
  ['HANGAR', 'HNGR'],
  ['KEY', 'KEY'],
  ['LOT', 'LOT'],
  ['PH', 'PH'],
  ['PENTHOUSE', 'PH'],
  ['PIER', 'PIER'],
  ['RM', 'RM'],
  ['ROOM', 'RM'],
  ['SLIP', 'SLIP'],
  ['SPC', 'SPC'],
  ['SPACE', 'SPC'],
  ['STOP', 'STOP'],
  ['STE', 'STE'],
  ['SUITE', 'STE'],
  ['TRLR', 'TRLR'],
  ['TRAILER', 'TRLR'],
  ['UNIT', 'UNIT'],
  ['#', '#'],
  ['NO', '#'],
  ['NUM', '#'],
]);

/** Appendix C2 designators that stand alone ("REAR", "BSMT"). */
export const UNNUMBERED_UNIT: ReadonlyMap<string, string> = new Map([
  ['BSMT', 'BSMT'],
  ['BASEMENT', 'BSMT'],
  ['FRNT', 'FRNT'],
  ['FRONT', 'FRNT'],
  ['LBBY', 'LBBY'],
  ['LOBBY', 'LBBY'],
  ['LOWR', 'LOWR'],
  ['LOWER', 'LOWR'],
  ['OFC', 'OFC'],
  ['OFFICE', 'OFC'],
  ['REAR', 'REAR'],
  ['SIDE', 'SIDE'],
  ['UPPR', 'UPPR'],
  ['UPPER', 'UPPR'],
]);

const UNIT_ORDINALS: readonly string[] = [
  'FIRST',
  'SECOND',
  'THIRD',
  'FOURTH',
  'FIFTH',
  'SIXTH',
  'SEVENTH',
  'EIGHTH',
  'NINTH',
  'TENTH',
  'ELEVENTH',
  'TWELFTH',
  'THIRTEENTH',
  'FOURTEENTH',
  'FIFTEENTH',
  'SIXTEENTH',
  'SEVENTEENTH',
  'EIGHTEENTH',
  'NINETEENTH',
];
const TENS = ['TWENTY', 'THIRTY', 'FORTY', 'FIFTY', 'SIXTY', 'SEVENTY', 'EIGHTY', 'NINETY'];
const TENS_ORDINALS = ['TWENTIETH', 'THIRTIETH', 'FORTIETH', 'FIFTIETH', 'SIXTIETH', 'SEVENTIETH', 'EIGHTIETH', 'NINETIETH'];

/** Ordinal word → value, 1..19 and the round tens. */
export const ORDINAL_WORD: ReadonlyMap<string, number> = new Map([
  ...UNIT_ORDINALS.map((w, i) => [w, i + 1] as [string, number]),
  ...TENS_ORDINALS.map((w, i) => [w, (i + 2) * 10] as [string, number]),
]);

/** Cardinal tens that start a compound ordinal ("TWENTY FIRST") → value. */
export const TENS_WORD: ReadonlyMap<string, number> = new Map(TENS.map((w, i) => [w, (i + 2) * 10]));
