/**
 * Synthetic street grids around real zip centroids. A zip's homes fill "cells" of 250 m x
 * 250 m, each with two short east-west streets of 10 lots a side (40 homes). Cells are
 * scattered within 2.5 km of the centroid, spilling into farther rings only for very large
 * zips. Consecutive homes sit next to each other on the same block face, so neighbours in
 * the stream are neighbours on the map.
 *
 * Every street of a zip gets a distinct (name, hundred-block) pair, which makes every
 * (street address, zip) unique without any bookkeeping.
 */
import { hash, unit } from './random.ts';

export type StreetKind = 'sfr' | 'townhouse' | 'condo';

const NUMBERED = Array.from({ length: 40 }, (_, i) => ordinal(i + 1));
const NAMED = [
  'OAK',
  'MAPLE',
  'PINE',
  'ELM',
  'CEDAR',
  'WILLOW',
  'BIRCH',
  'ASPEN',
  'MAGNOLIA',
  'DOGWOOD',
  'HICKORY',
  'SYCAMORE',
  'CYPRESS',
  'PECAN',
  'JUNIPER',
  'LAUREL',
  'POPLAR',
  'CHESTNUT',
  'WALNUT',
  'SPRUCE',
  'REDWOOD',
  'PALM',
  'OLIVE',
  'CHERRY',
  'PEACH',
  'ALDER',
  'HAWTHORN',
  'MULBERRY',
  'LINDEN',
  'HOLLY',
  'ACACIA',
  'BUCKEYE',
  'LOCUST',
  'JACARANDA',
  'WASHINGTON',
  'JEFFERSON',
  'LINCOLN',
  'MADISON',
  'JACKSON',
  'FRANKLIN',
  'MONROE',
  'ADAMS',
  'HAMILTON',
  'CLAY',
  'GRANT',
  'WILSON',
  'TAYLOR',
  'POLK',
  'TYLER',
  'HAYES',
  'GARFIELD',
  'CLEVELAND',
  'HARRISON',
  'PIERCE',
  'BUCHANAN',
  'FILLMORE',
  'VAN BUREN',
  'OAK HOLLOW',
  'WILLOW BEND',
  'QUAIL RUN',
  'FOX CHASE',
  'DEER TRAIL',
  'EAGLE CREST',
  'SHADOW CREEK',
  'SILVER LAKE',
  'CANYON OAKS',
  'WINDING BROOK',
  'AUTUMN WOOD',
  'SPRING MEADOW',
  'CEDAR RIDGE',
  'PINE VALLEY',
  'MAPLE LEAF',
  'STONE GATE',
  'RIVER BIRCH',
  'SUMMER BREEZE',
  'MORNING DOVE',
  'BLUE SPRUCE',
  'HIDDEN LAKE',
  'FALCON RIDGE',
  'ROLLING HILLS',
  'MILL CREEK',
  'TIMBER TRAIL',
  'COUNTRY CLUB',
  'LAKESIDE',
  'PARKVIEW',
  'HILLCREST',
  'FAIRVIEW',
  'GREENWAY',
  'BRIARWOOD',
  'KINGSTON',
  'BRIGHTON',
  'CAMBRIDGE',
  'OXFORD',
  'DEVONSHIRE',
  'ASHLEY',
  'BEVERLY',
  'CAROLINA',
  'SAVANNAH',
  'CHEROKEE',
  'SEMINOLE',
  'MOHAWK',
  'PAWNEE',
  'SHAWNEE',
  'NAVAJO',
  'APACHE',
  'MAIN',
  'CHURCH',
  'SCHOOL',
  'HIGHLAND',
  'SUNSET',
  'SUNRISE',
  'MEADOWBROOK',
  'WOODLAND',
  'GLENWOOD',
  'ROSEWOOD',
  'LAKEWOOD',
  'BROOKSIDE',
  'CREEKSIDE',
  'RIDGEWOOD',
  'WESTWOOD',
  'EASTWOOD',
  'NORTHWOOD',
  'SHERWOOD',
  'WILDWOOD',
  'INDIAN HILLS',
  'PRAIRIE ROSE',
  'WHISPERING PINES',
  'BLUEBONNET',
  'AZALEA',
  'CAMELLIA',
  'GARDENIA',
  'HIBISCUS',
  'JASMINE',
  'LILAC',
  'ORCHID',
  'TULIP',
  'PRIMROSE',
  'BAYBERRY',
  'CARDINAL',
  'ROBIN',
  'SPARROW',
  'BLUEJAY',
  'MOCKINGBIRD',
  'WREN',
  'HERON',
  'PELICAN',
  'OSPREY',
  'HAWK',
  'RAVEN',
  'CANARY',
  'SIERRA',
  'SHASTA',
  'TAHOE',
  'YOSEMITE',
  'MONTEREY',
  'CORONADO',
  'SANTA FE',
  'EL CAMINO',
  'LA PALOMA',
  'VISTA DEL SOL',
  'AMBER',
  'CORAL',
  'IVORY',
  'JADE',
  'RUBY',
  'TOPAZ',
  'CRYSTAL',
  'HARVEST',
  'HERITAGE',
  'LIBERTY',
  'PATRIOT',
  'PIONEER',
];
const NUMBERED_SUFFIXES = ['ST', 'AVE', 'PL', 'RD'];
const NAMED_SUFFIXES = ['DR', 'CT', 'LN', 'WAY', 'ST', 'AVE', 'CIR', 'PL', 'BLVD', 'RD', 'TRL'];

/** Every distinct street name + suffix a zip can use. */
const STREETS: readonly (readonly [string, string])[] = [
  ...NUMBERED.flatMap((n) => NUMBERED_SUFFIXES.map((s) => [n, s] as const)),
  ...NAMED.flatMap((n) => NAMED_SUFFIXES.map((s) => [n, s] as const)),
];
export const STREET_NAMES_FOR_MAIL = NAMED;
export const SUFFIXES_FOR_MAIL = NAMED_SUFFIXES;

const PRE_DIRECTIONS = ['N', 'S', 'E', 'W'];
const POST_DIRECTIONS = ['NE', 'NW', 'SE', 'SW'];
const PRE_DIRECTION_SHARE = 0.12;
/** Townhouse rows addressed as units of one building number rather than numbered houses. */
const TOWNHOUSE_UNIT_SHARE = 0.3;

function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'TH' : (['TH', 'ST', 'ND', 'RD'][n % 10] ?? 'TH');
  return `${n}${suffix}`;
}

// --- cell lattice ----------------------------------------------------------------------------

const CELL_M = 250;
const HOMES_PER_CELL = 40;
const HOMES_PER_STREET = 20;
const LOT_M = 25;
const BAND_KM = 2.5;
const MAX_RADIUS_KM = 12;
const METERS_PER_DEGREE = 111_320;

/** Cells sorted by distance band from the centroid; each band is permuted per zip. */
const LATTICE = (() => {
  const cells: { x: number; y: number; band: number }[] = [];
  const r = Math.ceil((MAX_RADIUS_KM * 1000) / CELL_M);
  for (let y = -r; y <= r; y++) {
    for (let x = -r; x <= r; x++) {
      const km = (Math.hypot(x, y) * CELL_M) / 1000;
      if (km <= MAX_RADIUS_KM) cells.push({ x, y, band: Math.floor(km / BAND_KM) });
    }
  }
  cells.sort((a, b) => a.band - b.band || a.y - b.y || a.x - b.x);
  const bandStart: number[] = [];
  cells.forEach((c, i) => {
    if (bandStart.length === c.band) bandStart.push(i);
  });
  bandStart.push(cells.length);
  return { x: Int16Array.from(cells, (c) => c.x), y: Int16Array.from(cells, (c) => c.y), bandStart };
})();

/** Primes large enough that stepping by them scatters consecutive streets and cells across the whole list. */
const STRIDES = [797, 809, 811, 821, 823, 827, 829, 839, 853, 857, 859, 863, 877, 881, 883, 887];

/** A stride that visits every element of a ring of n (coprime to n, as the primes are unless they divide it). */
function stride(n: number, key: number): number {
  for (let i = 0; i < STRIDES.length; i++) {
    const s = STRIDES[(key + i) % STRIDES.length]!;
    if (n % s !== 0) return s % n || 1;
  }
  return 1;
}

/** Which lattice cell holds the zip's subdivision number s. */
function cellOf(zipKey: number, s: number): number {
  const total = LATTICE.x.length;
  const wrapped = s % total;
  const starts = LATTICE.bandStart;
  let band = 0;
  while (starts[band + 1]! <= wrapped) band++;
  const start = starts[band]!;
  const n = starts[band + 1]! - start;
  const key = hash(zipKey, band, 0xce11);
  return start + (((wrapped - start) * stride(n, key) + (key % n)) % n);
}

// --- sites -----------------------------------------------------------------------------------

export interface Site {
  kind: StreetKind;
  number: string;
  preDirection: string | null;
  streetName: string;
  suffix: string;
  postDirection: string | null;
  unitType: string | null;
  unitNumber: string | null;
  line: string;
  latitude: number;
  longitude: number;
  zipPlusFour: string | null;
  carrierCode: string | null;
  censusTract: string | null;
  censusBlock: string | null;
  /** subdivision (cell) and street number within the zip, for parcel legal descriptions */
  subdivision: number;
  street: number;
  lot: number;
}

export interface GridStyle {
  condoStreetShare: number;
  townhouseStreetShare: number;
  postDirectionShare: number;
}

const round6 = (x: number) => Math.round(x * 1e6) / 1e6;

/**
 * The home at position j (0-based) of a zip whose centroid is (lat, lon). Pure function of its
 * arguments: the same position always yields the same address.
 */
export function siteAt(zipKey: number, lat: number, lon: number, j: number, style: GridStyle): Site {
  const s = Math.floor(j / HOMES_PER_CELL);
  const q = j % HOMES_PER_CELL;
  const g = s * 2 + (q >= HOMES_PER_STREET ? 1 : 0);
  const w = q % HOMES_PER_STREET;
  const combos = STREETS.length;
  const streetKey = hash(zipKey, g, 0x57);
  const combo = (g * stride(combos, zipKey) + (zipKey % combos)) % combos;
  const cycle = Math.floor(g / combos);
  const [streetName, suffix] = STREETS[combo]!;
  const hundreds = 1 + (hash(zipKey, combo, 0x100) % 150) + 151 * cycle;

  const kindRoll = unit(streetKey, 1);
  const kind: StreetKind =
    kindRoll < style.condoStreetShare ? 'condo' : kindRoll < style.condoStreetShare + style.townhouseStreetShare ? 'townhouse' : 'sfr';
  const dirRoll = unit(streetKey, 2);
  const postDirection = dirRoll < style.postDirectionShare ? POST_DIRECTIONS[hash(streetKey, 3) % 4]! : null;
  const preDirection = !postDirection && unit(streetKey, 4) < PRE_DIRECTION_SHARE ? PRE_DIRECTIONS[hash(streetKey, 5) % 4]! : null;

  let number: number;
  let unitType: string | null = null;
  let unitNumber: string | null = null;
  let along: number;
  let side: number;
  if (kind === 'condo' || (kind === 'townhouse' && unit(streetKey, 8) < TOWNHOUSE_UNIT_SHARE)) {
    // five buildings of four units on the even side
    const building = w >> 2;
    number = hundreds * 100 + 10 + 20 * building;
    unitType = kind === 'condo' && unit(streetKey, 6) < 0.6 ? 'APT' : 'UNIT';
    unitNumber = unit(streetKey, 7) < 0.5 ? String((w & 3) + 1) : String(100 * (1 + ((w & 3) >> 1)) + 1 + (w & 1));
    along = building * 2 + 0.5;
    side = 0;
  } else {
    const lot = w >> 1;
    side = w & 1;
    number = hundreds * 100 + 2 + 8 * lot + side;
    along = lot;
  }

  const cell = cellOf(zipKey, s);
  const streetY = (q >= HOMES_PER_STREET ? 1 : -1) * (CELL_M / 4);
  const jitter = hash(zipKey, j, 0x717);
  const xM = LATTICE.x[cell]! * CELL_M - CELL_M / 2 + LOT_M * (along + 0.5) + ((jitter & 0xff) / 255 - 0.5) * 4;
  const yM = LATTICE.y[cell]! * CELL_M + streetY + (side ? 14 : -14) + (((jitter >>> 8) & 0xff) / 255 - 0.5) * 4;
  const latitude = round6(lat + yM / METERS_PER_DEGREE);
  const longitude = round6(lon + xM / (METERS_PER_DEGREE * Math.cos((lat * Math.PI) / 180)));

  const faceKey = hash(streetKey, side, 0xface);
  const tractKey = hash(zipKey, Math.floor(cell / 6), 0x7ac7);
  const blockKey = hash(zipKey, cell, 0xb10c);
  const dir = (d: string | null) => (d ? ` ${d}` : '');
  const line = `${number}${dir(preDirection)} ${streetName} ${suffix}${dir(postDirection)}${unitType ? ` ${unitType} ${unitNumber}` : ''}`;
  return {
    kind,
    number: String(number),
    preDirection,
    streetName,
    suffix,
    postDirection,
    unitType,
    unitNumber,
    line,
    latitude,
    longitude,
    zipPlusFour: unit(faceKey, 1) < 0.7 ? String(1000 + (faceKey % 8999)).padStart(4, '0') : null,
    carrierCode: unit(tractKey, 3) < 0.85 ? `C${String(1 + (tractKey % 80)).padStart(3, '0')}` : null,
    censusTract:
      unit(tractKey, 1) < 0.96
        ? `${String(100 + (tractKey % 9800)).padStart(4, '0')}${String(hash(tractKey, 2) % 3).padStart(2, '0')}`
        : null,
    censusBlock: unit(blockKey, 1) < 0.94 ? `${1 + (blockKey % 4)}${String(hash(blockKey, 2) % 1000).padStart(3, '0')}` : null,
    subdivision: s,
    street: g,
    lot: w + 1,
  };
}
