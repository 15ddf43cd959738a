/**
 * The simulated metros. Everything measurable comes from data/calibration (built from real
 * public data by scripts/build-calibration.ts); what is here are the assumptions the data
 * cannot give: market size weights, tax regimes, recorder wording, building styles and the
 * shares of each owner class.
 */
import type { DocumentType } from './types.ts';

export interface DeedWording {
  /** recorder wording of an ordinary sale deed and its normalised type */
  sale: string;
  saleType: DocumentType;
  /** what a lender uses to sell a repossessed home */
  reoSale: string;
  notice: string;
  noticeType: 'NOTICE_OF_DEFAULT' | 'LIS_PENDENS';
  foreclosure: string;
  foreclosureType: 'TRUSTEE_DEED' | 'SHERIFF_DEED';
  mortgage: string;
  interspousal: string;
}

export interface AssessmentRule {
  /** effective tax on the assessed value */
  taxRate: number;
  /** yearly growth cap of the taxable value (Prop 13, Save Our Homes, homestead caps); null = none */
  capOwnerOccupied: number | null;
  capOther: number | null;
  /** does a purchase reset the taxable value to the price (California) */
  resetsOnSale: boolean;
  landShare: number;
}

export interface MarketDef {
  id: string;
  name: string;
  state: string;
  cbsaCode: string;
  /** share of the simulated properties when this market is one of several */
  weight: number;
  /** RegionName in Zillow's metro files */
  zillowRegion: string;
  assessment: AssessmentRule;
  deeds: DeedWording;
  /** peak share of resales that were bank-owned (2009-2011) */
  reoPeak: number;
  /** share of the stock held by institutional (100+) owners, split among the institutions present */
  institutionalShare: number;
  /** share of streets built as condominiums / townhouses */
  condoStreetShare: number;
  townhouseStreetShare: number;
  poolShare: number;
  basementShare: number;
  hoaShare: number;
  exteriorWalls: readonly (readonly [string, number])[];
  construction: readonly (readonly [string, number])[];
  roofMaterials: readonly (readonly [string, number])[];
  heating: readonly (readonly [string, number])[];
  /** Atlanta-style quadrant street names ("PEACHTREE ST NE") */
  postDirectionShare: number;
  zoningSfr: string;
  schoolDistrict: 'city-unified' | 'city-isd' | 'county';
}

const NON_JUDICIAL_NOTICE = { notice: 'Notice of Trustee Sale', noticeType: 'NOTICE_OF_DEFAULT' } as const;

export const MARKETS: MarketDef[] = [
  {
    id: 'sacramento',
    name: 'Sacramento',
    state: 'CA',
    cbsaCode: '40900',
    weight: 0.13,
    zillowRegion: 'Sacramento, CA',
    assessment: { taxRate: 0.011, capOwnerOccupied: 0.02, capOther: 0.02, resetsOnSale: true, landShare: 0.32 },
    deeds: {
      sale: 'Grant Deed',
      saleType: 'GRANT_DEED',
      reoSale: 'Grant Deed',
      notice: 'Notice of Default',
      noticeType: 'NOTICE_OF_DEFAULT',
      foreclosure: "Trustee's Deed Upon Sale",
      foreclosureType: 'TRUSTEE_DEED',
      mortgage: 'Deed of Trust',
      interspousal: 'Interspousal Transfer Deed',
    },
    reoPeak: 0.42,
    institutionalShare: 0.015,
    condoStreetShare: 0.05,
    townhouseStreetShare: 0.05,
    poolShare: 0.2,
    basementShare: 0.01,
    hoaShare: 0.14,
    exteriorWalls: [
      ['Stucco', 55],
      ['Wood Siding', 25],
      ['Brick Veneer', 8],
      ['Composition Siding', 12],
    ],
    construction: [
      ['Wood Frame', 95],
      ['Masonry', 5],
    ],
    roofMaterials: [
      ['Composition Shingle', 62],
      ['Concrete Tile', 30],
      ['Wood Shake', 5],
      ['Metal', 3],
    ],
    heating: [
      ['Forced Air', 85],
      ['Heat Pump', 8],
      ['Wall Furnace', 5],
      ['Floor Furnace', 2],
    ],
    postDirectionShare: 0,
    zoningSfr: 'RD-5',
    schoolDistrict: 'city-unified',
  },
  {
    id: 'houston',
    name: 'Houston',
    state: 'TX',
    cbsaCode: '26420',
    weight: 0.28,
    zillowRegion: 'Houston, TX',
    assessment: { taxRate: 0.021, capOwnerOccupied: 0.1, capOther: null, resetsOnSale: false, landShare: 0.24 },
    deeds: {
      sale: 'Warranty Deed',
      saleType: 'WARRANTY_DEED',
      reoSale: 'Special Warranty Deed',
      ...NON_JUDICIAL_NOTICE,
      foreclosure: "Substitute Trustee's Deed",
      foreclosureType: 'TRUSTEE_DEED',
      mortgage: 'Deed of Trust',
      interspousal: 'Gift Deed',
    },
    reoPeak: 0.16,
    institutionalShare: 0.032,
    condoStreetShare: 0.04,
    townhouseStreetShare: 0.06,
    poolShare: 0.13,
    basementShare: 0,
    hoaShare: 0.4,
    exteriorWalls: [
      ['Brick Veneer', 62],
      ['Composition Siding', 20],
      ['Wood Siding', 10],
      ['Stucco', 8],
    ],
    construction: [
      ['Wood Frame', 92],
      ['Masonry', 8],
    ],
    roofMaterials: [
      ['Composition Shingle', 90],
      ['Metal', 6],
      ['Concrete Tile', 4],
    ],
    heating: [
      ['Forced Air', 88],
      ['Heat Pump', 10],
      ['Wall Furnace', 2],
    ],
    postDirectionShare: 0,
    zoningSfr: 'R-1',
    schoolDistrict: 'city-isd',
  },
  {
    id: 'tampa',
    name: 'Tampa',
    state: 'FL',
    cbsaCode: '45300',
    weight: 0.2,
    zillowRegion: 'Tampa, FL',
    assessment: { taxRate: 0.016, capOwnerOccupied: 0.03, capOther: 0.1, resetsOnSale: true, landShare: 0.3 },
    deeds: {
      sale: 'Warranty Deed',
      saleType: 'WARRANTY_DEED',
      reoSale: 'Special Warranty Deed',
      notice: 'Lis Pendens',
      noticeType: 'LIS_PENDENS',
      foreclosure: 'Certificate of Title',
      foreclosureType: 'SHERIFF_DEED',
      mortgage: 'Mortgage',
      interspousal: 'Quit Claim Deed',
    },
    reoPeak: 0.38,
    institutionalShare: 0.038,
    condoStreetShare: 0.11,
    townhouseStreetShare: 0.06,
    poolShare: 0.3,
    basementShare: 0,
    hoaShare: 0.34,
    exteriorWalls: [
      ['Stucco', 68],
      ['Concrete Block', 14],
      ['Wood Siding', 10],
      ['Brick Veneer', 8],
    ],
    construction: [
      ['Concrete Block', 72],
      ['Wood Frame', 28],
    ],
    roofMaterials: [
      ['Composition Shingle', 72],
      ['Concrete Tile', 16],
      ['Metal', 12],
    ],
    heating: [
      ['Heat Pump', 55],
      ['Forced Air', 43],
      ['Wall Furnace', 2],
    ],
    postDirectionShare: 0.05,
    zoningSfr: 'RS-60',
    schoolDistrict: 'county',
  },
  {
    id: 'nashville',
    name: 'Nashville',
    state: 'TN',
    cbsaCode: '34980',
    weight: 0.12,
    zillowRegion: 'Nashville, TN',
    assessment: { taxRate: 0.0072, capOwnerOccupied: null, capOther: null, resetsOnSale: false, landShare: 0.21 },
    deeds: {
      sale: 'Warranty Deed',
      saleType: 'WARRANTY_DEED',
      reoSale: 'Special Warranty Deed',
      ...NON_JUDICIAL_NOTICE,
      foreclosure: "Substitute Trustee's Deed",
      foreclosureType: 'TRUSTEE_DEED',
      mortgage: 'Deed of Trust',
      interspousal: 'Quit Claim Deed',
    },
    reoPeak: 0.14,
    institutionalShare: 0.025,
    condoStreetShare: 0.06,
    townhouseStreetShare: 0.05,
    poolShare: 0.05,
    basementShare: 0.14,
    hoaShare: 0.25,
    exteriorWalls: [
      ['Brick Veneer', 55],
      ['Vinyl Siding', 22],
      ['Composition Siding', 15],
      ['Stone Veneer', 8],
    ],
    construction: [
      ['Wood Frame', 94],
      ['Masonry', 6],
    ],
    roofMaterials: [
      ['Composition Shingle', 93],
      ['Metal', 7],
    ],
    heating: [
      ['Heat Pump', 52],
      ['Forced Air', 46],
      ['Baseboard', 2],
    ],
    postDirectionShare: 0,
    zoningSfr: 'RS10',
    schoolDistrict: 'county',
  },
  {
    id: 'atlanta',
    name: 'Atlanta',
    state: 'GA',
    cbsaCode: '12060',
    weight: 0.27,
    zillowRegion: 'Atlanta, GA',
    assessment: { taxRate: 0.0095, capOwnerOccupied: null, capOther: null, resetsOnSale: false, landShare: 0.22 },
    deeds: {
      sale: 'Warranty Deed',
      saleType: 'WARRANTY_DEED',
      reoSale: 'Limited Warranty Deed',
      notice: 'Notice of Sale Under Power',
      noticeType: 'NOTICE_OF_DEFAULT',
      foreclosure: 'Deed Under Power',
      foreclosureType: 'TRUSTEE_DEED',
      mortgage: 'Security Deed',
      interspousal: 'Quit Claim Deed',
    },
    reoPeak: 0.36,
    institutionalShare: 0.048,
    condoStreetShare: 0.05,
    townhouseStreetShare: 0.06,
    poolShare: 0.06,
    basementShare: 0.3,
    hoaShare: 0.3,
    exteriorWalls: [
      ['Brick Veneer', 30],
      ['Composition Siding', 35],
      ['Vinyl Siding', 20],
      ['Stone Veneer', 7],
      ['Wood Siding', 8],
    ],
    construction: [
      ['Wood Frame', 96],
      ['Masonry', 4],
    ],
    roofMaterials: [
      ['Composition Shingle', 95],
      ['Metal', 5],
    ],
    heating: [
      ['Forced Air', 70],
      ['Heat Pump', 30],
    ],
    postDirectionShare: 0.3,
    zoningSfr: 'R-4',
    schoolDistrict: 'county',
  },
];

export const DEFAULT_MARKETS: string[] = MARKETS.map((m) => m.id);

export function marketById(id: string): MarketDef {
  const market = MARKETS.find((m) => m.id === id);
  if (!market) throw new Error(`unknown market ${JSON.stringify(id)}; known: ${DEFAULT_MARKETS.join(', ')}`);
  return market;
}
