/**
 * One home as an import record: place, building, owner, history, leases, and the assessor,
 * AVM and distress fields derived from them. The record shows a few facts as unknown (null)
 * the way assessor data has gaps; it never writes 0 for unknown.
 */
import type { ImportRecord, ImportRental } from '../../shared/properties/records/import-record.ts';
import { mailingOfSite, OwnerResolver, type Ownership } from './current.ts';
import { iso, monthsBetween, parseIsoDay, yearOf, yearStart } from './dates.ts';
import { buildHistory, DOCS_PER_HOME, type History, type HistoryContext, valueAt } from './history.ts';
import { remainingBalance } from './mortgages.ts';
import type { Slot } from './owners.ts';
import type { Mailing } from './parties.ts';
import { hash, Rng } from './random.ts';
import { leases, rentedBedrooms, rentFactor, zipRent } from './rents.ts';
import { type Site, STREET_NAMES_FOR_MAIL, siteAt } from './streets.ts';
import { buildHome, conditionText, type Home, qualityText, storiesText } from './structure.ts';
import type { MarketState, MarketZip, World } from './world.ts';

export const DATA_SOURCE = 'synthetic-demo';

/** Spread of a home's value around its hedonic estimate (location within the zip, finish, view ...). */
const HOME_VALUE_SPREAD = 0.12;
const SUBDIVISION_FORMS = ['ESTATES', 'PARK', 'VILLAGE', 'HEIGHTS', 'TERRACE', 'SUBDIVISION', 'ADDITION', 'MANOR', 'RIDGE', 'MEADOWS'];
const APN_SPACE = 1_000_000_000;

const LAND_USE: Record<Home['type'], [string, string, string]> = {
  'Single Family Residential': ['0100', 'R1', 'Single Family Residence'],
  Townhouse: ['0130', 'R1A', 'Townhouse'],
  Condominium: ['0400', 'RC', 'Condominium Unit'],
  Duplex: ['0200', 'R2', 'Duplex'],
};

/** Assessor parcel numbers in the style of each state's big counties. */
function apnOf(state: string, propertyId: number, lot: number): string {
  const d = String(((propertyId % APN_SPACE) * 61803397 + 12345) % APN_SPACE).padStart(9, '0');
  const lotText = String(lot).padStart(4, '0');
  switch (state) {
    case 'CA':
      return `${d.slice(0, 3)}-${d.slice(3, 7)}-${d.slice(7, 9)}0-0000`;
    case 'TX':
      return `${d}${lotText}`;
    case 'FL':
      return `${d.slice(0, 2)}-${d.slice(2, 4)}-${d.slice(4, 6)}-${d.slice(6, 9)}00-000-${lotText}`;
    case 'TN':
      return `${d.slice(0, 3)} ${d.slice(3, 5)} ${d.slice(5, 6)} ${d.slice(6, 9)}.00`;
    default:
      return `${d.slice(0, 2)} ${d.slice(2, 9)}${lotText.slice(1)}`;
  }
}

function subdivisionName(zip: MarketZip, site: Site): string {
  const h = hash(zip.key, site.subdivision, 0x5b);
  return `${STREET_NAMES_FOR_MAIL[h % STREET_NAMES_FOR_MAIL.length]} ${SUBDIVISION_FORMS[(h >>> 12) % SUBDIVISION_FORMS.length]}${(h >>> 20) % 3 ? ` UNIT ${1 + ((h >>> 22) % 6)}` : ''}`;
}

function schoolDistrict(market: MarketState, zip: MarketZip): string {
  switch (market.def.schoolDistrict) {
    case 'city-unified':
      return `${zip.geo.city} UNIFIED SCHOOL DISTRICT`;
    case 'city-isd':
      return `${zip.geo.city} ISD`;
    default:
      return `${zip.county.toUpperCase()} SCHOOLS`;
  }
}

const orNull = <T>(rng: Rng, share: number, value: T): T | null => (rng.chance(share) ? null : value);
const round100 = (x: number) => Math.round(x / 100) * 100;
const round1000 = (x: number) => Math.round(x / 1000) * 1000;
const cents = (x: number) => Math.round(x * 100) / 100;

export class PropertyFactory {
  private readonly rng = new Rng();
  private readonly slot: Slot = { cls: 'occupant', entity: 0 };
  private readonly resolver: OwnerResolver;
  private readonly asOfYear: number;

  constructor(private readonly world: World) {
    this.resolver = new OwnerResolver(world);
    this.asOfYear = yearOf(world.asOf);
  }

  build(market: MarketState, k: number, zipIndex: number): ImportRecord {
    const { world, rng } = this;
    rng.reseed(world.seed, market.code, k, 0x9907);
    const zip = market.zips[zipIndex]!;
    const id = market.firstId + k;
    const site = siteAt(zip.key, zip.geo.lat, zip.geo.lon, k - market.zipStart[zipIndex]!, market.grid);
    const home = buildHome(rng, site.kind, world.structure, market.style, this.asOfYear, world.origin);
    const built = Math.min(world.asOf - 90, yearStart(home.yearBuilt) + rng.int(300));
    const valueFactor = Math.exp(home.logValue + zip.logPrice + HOME_VALUE_SPREAD * rng.normal() - market.norm);
    const ownership = this.resolver.resolve(rng, market, market.owners.slotOf(k, this.slot), k, zip);
    const apn = apnOf(market.def.state, id, site.lot);
    const ctx: HistoryContext = {
      rng,
      market,
      asOf: world.asOf,
      built,
      valueFactor,
      apn,
      docBase: (id - 1) * DOCS_PER_HOME,
      builder: market.builders[hash(zip.key, site.subdivision) % market.builders.length]!,
      flipper: () => this.resolver.flipper(rng, market),
      institution: () => this.resolver.institutionSeller(rng, market),
    };
    const history = buildHistory(ctx, ownership.owner);
    const factor = rentFactor(rng, home);
    const bedrooms = rentedBedrooms(home);
    const rentals = history.rentalSpans.length
      ? leases({ rng, asOf: world.asOf, home, rentOf: (month) => zipRent(market, zip, bedrooms, month) * factor }, history.rentalSpans)
      : [];
    return this.assemble(market, zip, site, home, ctx, ownership, history, rentals, id);
  }

  private assemble(
    market: MarketState,
    zip: MarketZip,
    site: Site,
    home: Home,
    ctx: HistoryContext,
    ownership: Ownership,
    history: History,
    rentals: ImportRental[],
    id: number,
  ): ImportRecord {
    const { rng, world, asOfYear } = this;
    const asOf = world.asOf;
    const def = market.def;
    const party = history.owner;
    const occupied = ownership.occupied;
    const mailing = ownership.mailing ?? mailingOfSite(site, zip);

    const value = valueAt(ctx, asOf);
    const assessed = this.assessment(ctx, market, history, occupied);
    const fsd = 0.04 + 0.05 * rng.float() + (home.type === 'Duplex' || home.sqft > 3500 ? 0.03 : 0);
    const avm = round1000(value * Math.exp(0.04 * rng.normal()));

    const lastRental = rentals[rentals.length - 1];
    const openListing =
      lastRental !== undefined && lastRental.status !== 'leased' && history.current.start <= parseIsoDay(lastRental.list_date);
    const preForeclosure = history.preForeclosure;
    const vacant =
      ownership.owner.role === 'lender' ||
      (preForeclosure !== null && rng.chance(0.15)) ||
      (openListing && rng.chance(0.6)) ||
      rng.chance(0.012);
    const recentlySold = asOf - history.current.start < 365;
    const listingRoll = rng.float();
    const yearBuilt = orNull(rng, 0.03, home.yearBuilt);
    const baths = orNull(rng, 0.03, home.fullBaths + home.partialBaths / 2);
    const heating = market.style.heating.draw(rng);
    const rural = zip.cal.weight < 0.5;
    const hoa = this.hoa(home, def.hoaShare);
    const purchase = history.current;

    return {
      property_id: id,
      address: addressOf(site, zip),
      assessed_year: asOfYear,
      assessments: assessed,
      exemptions: this.exemptions(occupied && !party.corporate && party.type !== 'Government'),
      market_year: asOfYear,
      owner: ownerOf(party, ownership, mailing),
      parcel: this.parcel(market, zip, site, home, ctx.apn),
      school_tax_district_1: orNull(rng, 0.1, schoolDistrict(market, zip).replace(/ SCHOOL DISTRICT$| SCHOOLS$/, '')),
      school_tax_district_2: null,
      school_tax_district_3: null,
      school_district_name: schoolDistrict(market, zip),
      structure: this.structure(market, home, yearBuilt, baths, heating, rural),
      tax_amount: cents(assessed.assessed_value * def.assessment.taxRate * rng.between(0.95, 1.05)),
      tax_delinquent_year: rng.chance(preForeclosure ? 0.2 : 0.012) ? asOfYear - 1 - rng.int(3) : null,
      tax_rate_code_area: def.state === 'CA' ? taxRateArea(zip, site) : null,
      tax_year: asOfYear,
      valuation: sourceValuation(avm, fsd, asOf),
      property_class_description: 'Residential',
      vacant,
      pre_foreclosure: preForeclosureOf(preForeclosure),
      ...saleParts(history, asOf),
      msa: market.msa,
      county: zip.county,
      property_type: home.type,
      hoa: hoa ? hoa[0] : null,
      hoa_frequency: hoa ? hoa[1] : null,
      owner_type: party.type,
      purchase_method: purchase.how === 'sale' || purchase.how === 'new' ? (purchase.purchaseLoan ? 'Financed' : 'Cash') : null,
      listing_status: listingStatus(vacant && ownership.owner.role === 'lender', listingRoll, recentlySold),
      months_owned: monthsBetween(purchase.start, asOf),
      data_source: DATA_SOURCE,
      transactions: history.transactions,
      rentals,
    };
  }

  /** The building's facts as an assessor records them, some left unknown. */
  private structure(market: MarketState, home: Home, yearBuilt: number | null, baths: number | null, heating: string, rural: boolean) {
    const { rng, asOfYear } = this;
    const def = market.def;
    return {
      total_area_sq_ft: home.sqft + (home.garage === 'Attached Garage' ? 200 * home.parking + 20 * rng.int(5) : 0),
      year_built: yearBuilt,
      effective_year_built:
        yearBuilt === null
          ? null
          : yearBuilt < 1985 && rng.chance(0.6)
            ? Math.min(asOfYear, yearBuilt + rng.intBetween(10, 35))
            : yearBuilt,
      beds_count: orNull(rng, 0.02, home.beds),
      rooms_count: orNull(rng, 0.1, home.beds + 3 + (home.sqft > 2400 ? 1 : 0)),
      baths,
      partial_baths_count: baths === null ? null : home.partialBaths,
      parking_spaces_count: home.garage === null ? null : home.parking,
      units_count: home.type === 'Duplex' ? 2 : 1,
      living_area_sqft: orNull(rng, 0.005, home.sqft),
      basement_type: home.basement ? (rng.chance(0.5) ? 'Full' : rng.chance(0.5) ? 'Partial' : 'Daylight') : null,
      condition: conditionText(home.condition),
      construction_type: orNull(rng, 0.05, market.style.construction.draw(rng)),
      exterior_wall_type: orNull(rng, 0.05, market.style.walls.draw(rng)),
      fireplaces: orNull(
        rng,
        0.08,
        home.yearBuilt >= 1960 && home.yearBuilt <= 2010 ? (rng.chance(0.55) ? '1' : '0') : rng.chance(0.15) ? '1' : '0',
      ),
      heating_type: heating,
      heating_fuel_type: heating === 'Heat Pump' || heating === 'Baseboard' ? 'Electric' : rng.chance(0.8) ? 'Gas' : 'Electric',
      pool_type: home.pool ? (rng.chance(0.7) ? 'In-Ground Pool' : 'Pool & Spa') : null,
      quality: qualityText(home.grade),
      roof_material_type: market.style.roofs.draw(rng),
      roof_style_type: home.type === 'Condominium' ? null : rng.chance(0.6) ? 'Gable' : 'Hip',
      sewer_type: rural && rng.chance(0.4) ? 'Septic' : 'Municipal',
      water_type: rural && rng.chance(0.2) ? 'Well' : 'Municipal',
      stories: storiesText(home.floors),
      ac_description: orNull(
        rng,
        0.04,
        def.id === 'sacramento' && home.yearBuilt < 1970 && rng.chance(0.2)
          ? 'Evaporative Cooler'
          : rng.chance(0.95)
            ? 'Central'
            : 'Window/Wall',
      ),
      garage_description: home.garage,
      building_class_description: LAND_USE[home.type][2],
      sqft_description: 'Living Area',
    };
  }

  /** Taxable value: Prop 13 / Save Our Homes style caps from the purchase, homestead caps, or the assessor's market value. */
  private assessment(ctx: HistoryContext, market: MarketState, history: History, occupied: boolean) {
    const { rng, asOfYear } = this;
    const rule = market.def.assessment;
    const lienDate = yearStart(asOfYear);
    const marketValue = round100(valueAt(ctx, lienDate) * rng.between(0.85, 1));
    const cap = occupied ? rule.capOwnerOccupied : rule.capOther;
    let assessed = marketValue;
    if (cap !== null && rule.resetsOnSale) {
      const start = history.current.start;
      const base = history.current.price ?? valueAt(ctx, start);
      const years = Math.max(0, asOfYear - yearOf(start));
      assessed = Math.min(marketValue, round100(base * (1 + cap) ** years));
    } else if (cap !== null) assessed = round100(marketValue * rng.between(0.85, 1));
    const land = round100(assessed * rule.landShare * rng.between(0.8, 1.2));
    return { land_value: land, improvement_value: assessed - land, assessed_value: assessed, market_value: marketValue };
  }

  private exemptions(homestead: boolean) {
    const { rng } = this;
    return {
      homeowner: homestead,
      veteran: homestead && rng.chance(0.03),
      disabled: homestead && rng.chance(0.015),
      widow: homestead && rng.chance(0.01),
      senior: homestead && rng.chance(0.1),
      school: false,
      religious: false,
      welfare: false,
      public: false,
      cemetery: false,
      hospital: false,
      library: false,
    };
  }

  private parcel(market: MarketState, zip: MarketZip, site: Site, home: Home, apn: string) {
    const { rng } = this;
    const lot = home.lotSqft;
    const frontage = lot === null ? null : Math.round(Math.sqrt(lot / 2));
    const subdivision = subdivisionName(zip, site);
    const block = 1 + (site.street % 12);
    const [county, state] = LAND_USE[home.type];
    return {
      apn_original: apn,
      fips_code: zip.geo.countyFips,
      zoning: home.type === 'Single Family Residential' ? market.def.zoningSfr : home.type === 'Duplex' ? 'R-2' : 'RM-1',
      county_land_use_code: county,
      lot_number: String(site.lot),
      subdivision: orNull(rng, 0.08, subdivision),
      section_township_range:
        market.def.state === 'FL' ? `${1 + (hash(zip.key, site.subdivision) % 36)}-${27 + (zip.key % 4)}S-${16 + (zip.key % 5)}E` : null,
      legal_description:
        site.unitNumber !== null
          ? `UNIT ${site.unitNumber} BLDG ${site.number} ${subdivision} CONDOMINIUM`
          : `LOT ${site.lot} BLK ${block} ${subdivision}`,
      state_land_use_code: state,
      frontage_ft: frontage,
      depth_ft: lot === null || frontage === null ? null : Math.round(lot / frontage),
      area_acres: lot === null ? null : Math.round((lot / 43560) * 10000) / 10000,
      area_sq_ft: lot,
      building_count: 1,
    };
  }

  /** [fee, frequency]: every condo, most townhouses, and newer subdivisions more often than old ones. */
  private hoa(home: Home, share: number): [number, 'monthly' | 'annual' | 'quarterly' | 'semi_annual'] | null {
    const { rng } = this;
    if (home.type === 'Condominium') return [5 * rng.intBetween(36, 96), 'monthly'];
    if (home.type === 'Townhouse') return rng.chance(0.9) ? [5 * rng.intBetween(18, 52), 'monthly'] : null;
    if (!rng.chance(share * (home.yearBuilt >= 1985 ? 1.4 : 0.4))) return null;
    const u = rng.float();
    if (u < 0.35) return [5 * rng.intBetween(5, 24), 'monthly'];
    if (u < 0.8) return [25 * rng.intBetween(10, 48), 'annual'];
    if (u < 0.95) return [5 * rng.intBetween(18, 60), 'quarterly'];
    return [25 * rng.intBetween(6, 24), 'semi_annual'];
  }
}

/** The site's address as the record writes it. */
function addressOf(site: Site, zip: MarketZip) {
  return {
    formatted_street_address: site.line,
    city: zip.geo.city,
    state: zip.geo.state,
    zip_code: zip.geo.zip,
    latitude: site.latitude,
    longitude: site.longitude,
    street_number: site.number,
    street_suffix: site.suffix,
    street_pre_direction: site.preDirection,
    street_name: site.streetName,
    street_post_direction: site.postDirection,
    unit_type: site.unitType,
    unit_number: site.unitNumber,
    zip_plus_four_code: site.zipPlusFour,
    carrier_code: site.carrierCode,
    geocoding_accuracy: 'parcel',
    census_tract: site.censusTract,
    census_block: site.censusBlock,
  };
}

/** The last sale and its document, with the loans recorded on it (null for a home never sold). */
function saleParts(history: History, asOf: number) {
  const sale = history.lastSale;
  const saleLoan = history.lastSaleLoan;
  const currentLoan = history.currentLoan;
  return {
    last_sale: sale
      ? {
          date: sale.SALE_DATE ?? null,
          price: Number(sale.SALE_AMT),
          document_type: sale.TRANSACTION_TYPE ?? null,
          mtg_amount: saleLoan ? saleLoan.amount : null,
          mtg_type: saleLoan ? saleLoan.type : null,
          lender: saleLoan ? saleLoan.lender : null,
          mtg_interest_rate: saleLoan ? saleLoan.rate : null,
          mtg_term_months: saleLoan ? saleLoan.termMonths : null,
          mtg_1_est_remaining: currentLoan ? remainingBalance(currentLoan, asOf) : null,
          mtg_2_est_remaining: null,
          mtg_3_est_remaining: null,
          mtg_4_est_remaining: null,
        }
      : null,
    current_sale: sale
      ? {
          doc_num: sale.DOC_NUM ?? null,
          buyer_1: sale.BUYER_BORROWER1_NAME ?? null,
          buyer_2: sale.BUYER_BORROWER2_NAME ?? null,
          seller_1: sale.SELLER1_NAME ?? null,
          seller_2: history.lastSaleSeller2,
        }
      : null,
  };
}

/** The listing status: a lender's vacant home is often listed; a recent buyer rarely is. */
function listingStatus(lenderVacant: boolean, listingRoll: number, recentlySold: boolean) {
  return lenderVacant && listingRoll < 0.4
    ? 'Active'
    : listingRoll < 0.012
      ? 'Active'
      : listingRoll < 0.018
        ? 'Pending'
        : recentlySold
          ? listingRoll < 0.3
            ? 'Off Market'
            : null
          : listingRoll < 0.04
            ? 'Off Market'
            : null;
}

/** The owner of record as the assessor's roll writes it, mailed to the owner's address. */
function ownerOf(party: History['owner'], ownership: Ownership, mailing: Mailing) {
  return {
    owner_occupied: ownership.occupied,
    name: party.ownerName,
    second_name: party.secondName,
    formatted_street_address: mailing.line,
    city: mailing.city,
    state: mailing.state,
    zip_code: mailing.zip,
    zip_plus_four_code: mailing.zip4,
    corporate_owner: party.corporate,
    care_of_name: ownership.careOf,
  };
}

/** A California tax rate area code, stable per zip and subdivision. */
const taxRateArea = (zip: MarketZip, site: Site) =>
  `${String(hash(zip.key, 0x7ca) % 100).padStart(3, '0')}-${String(hash(zip.key, site.subdivision >> 2) % 100).padStart(3, '0')}`;

/** The source's own valuation of the record (an AVM with its spread), as a data vendor supplies it. */
const sourceValuation = (avm: number, fsd: number, asOf: number) => ({
  value: avm,
  high: round1000(avm * (1 + fsd)),
  low: round1000(avm * (1 - fsd)),
  forecast_standard_deviation: Math.round(fsd * 100),
  date: iso(asOf),
});

const preForeclosureOf = (p: History['preForeclosure']) =>
  p
    ? { flag: true, ind: 'Y', reason: 'Loan Default', doc_type: p.wording, recording_date: iso(p.day) }
    : { flag: false, ind: 'N', reason: null, doc_type: null, recording_date: null };
