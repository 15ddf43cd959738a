/**
 * Today's owner of a home from its ownership slot: the name it bought under, any later
 * transfer (to a trust, the landlord's LLC, an institution's securitisation borrower), how it
 * finances, and where its tax bill is mailed. Entity attributes (names, offices, a landlord's
 * own home) are pure functions of (seed, market, entity), so every home of an entity agrees.
 */
import { yearOf } from './dates.ts';
import type { CurrentOwner } from './history.ts';
import { lenderIn } from './mortgages.ts';
import { ENTITY_SUFFIXES, FLIPPER_KINDS, LANDLORD_KINDS, SMALL_LLC_KINDS } from './names.ts';
import type { Slot } from './owners.ts';
import {
  apartmentMailing,
  company,
  companyName,
  heir,
  houseMailing,
  type Mailing,
  officeMailing,
  type Party,
  person,
  poBoxMailing,
  trustOf,
  withSpouse,
} from './parties.ts';
import { hash, Rng, stringCode, unit } from './random.ts';
import type { Site } from './streets.ts';
import { type Institution, type MarketState, type MarketZip, siteOfPosition, type World } from './world.ts';

export interface Ownership {
  owner: CurrentOwner;
  /** null: mailed to the home itself */
  mailing: Mailing | null;
  occupied: boolean;
  careOf: string | null;
}

const SMALL_LLC_FORMS = ['FAMILY PROPERTIES', 'RENTALS', 'HOLDINGS', 'INVESTMENTS', 'PROPERTIES'];
/** Securitisation borrower entities institutions move homes into (one per deal year). */
const BORROWER_DEAL_YEARS = [2015, 2017, 2019, 2021, 2024];
const INSTITUTION_BORROWER_SHARE = 0.2;

const CLASS_CODE = { mid: 0x3d, small: 0x5a, lender: 0x1e, flipper: 0xf1 } as const;

function dealYear(day: number): number {
  const year = yearOf(day);
  let deal = BORROWER_DEAL_YEARS[0]!;
  for (const y of BORROWER_DEAL_YEARS) if (y <= year) deal = y;
  return deal;
}

/** The names an institution buys under in a state; weights favour the plain LLC. */
function institutionName(institution: Institution, state: string, u: number): string {
  const { base, brand } = institution.spec;
  if (u < 0.55) return `${base} LLC`;
  if (u < 0.7) return `${base} L.L.C.`;
  if (u < 0.8) return `${base}, LLC`;
  if (u < 0.93) return `${brand} SFR PROPERTY ${state} LP`;
  return `${brand} PROPERTY OWNER ${1 + Math.floor((u - 0.93) * 40)} LLC`;
}

function institutionMailing(institution: Institution, market: MarketState, u: number): Mailing {
  if (u < 0.55) return institution.headOffice;
  if (u < 0.8) return institution.poBox;
  return institution.offices.get(market.def.id) ?? institution.headOffice;
}

export const mailingOfSite = (site: Site, zip: MarketZip): Mailing => ({
  line: site.line,
  city: zip.geo.city,
  state: zip.geo.state,
  zip: zip.geo.zip,
  zip4: site.zipPlusFour,
});

export class OwnerResolver {
  private readonly entityRng = new Rng();
  private readonly awayByState = new Map<string, MarketZip['geo'][]>();

  constructor(private readonly world: World) {}

  resolve(rng: Rng, market: MarketState, slot: Slot, k: number, zip: MarketZip): Ownership {
    switch (slot.cls) {
      case 'institution':
        return this.institution(rng, market, slot.entity, k);
      case 'mid':
        return this.mid(rng, market, slot.entity);
      case 'small':
        return this.smallLandlord(rng, market, slot.entity);
      case 'smallHome':
        return {
          owner: plain('occupant', this.residentLandlord(market, slot.entity), 'occupant', 0.15),
          mailing: null,
          occupied: true,
          careOf: null,
        };
      case 'single':
        return this.singleLandlord(rng, market);
      case 'government':
        return {
          owner: plain('government', company(`HOUSING AUTHORITY OF ${zip.county.toUpperCase()}`, 'Government'), 'investor', 1),
          mailing: poBoxMailing(rng, zip.geo),
          occupied: false,
          careOf: null,
        };
      case 'bank':
        return this.bank(rng);
      default:
        return this.occupant(rng);
    }
  }

  /** A historical flipping company of the market, or an individual investor. */
  flipper(rng: Rng, market: MarketState): Party {
    if (rng.chance(0.25)) return person(rng, 0.3);
    const ordinal = market.flipperBase + rng.int(market.flippers);
    return company(companyName(ordinal, FLIPPER_KINDS, ENTITY_SUFFIXES[hash(ordinal, CLASS_CODE.flipper) % ENTITY_SUFFIXES.length]!));
  }

  /** An institution present in the market, selling off a home bought in the 2012-2016 wave. */
  institutionSeller(rng: Rng, market: MarketState): Party | null {
    if (!market.institutionPicker) return null;
    const institution = this.world.institutions[market.institutionPicker.draw(rng)]!;
    return company(institutionName(institution, market.def.state, rng.float()));
  }

  private institution(rng: Rng, market: MarketState, index: number, k: number): Ownership {
    const institution = this.world.institutions[index]!;
    const u = unit(this.world.seed, market.code, k, 0x1a57);
    const acquiredAs = company(institutionName(institution, market.def.state, rng.float()));
    const borrower = rng.chance(INSTITUTION_BORROWER_SHARE);
    return {
      owner: {
        role: 'institution',
        acquiredAs,
        transfer: borrower ? 'borrower' : null,
        transferTo: borrower
          ? (day) => company(`${institution.spec.initials} BORROWER ${dealYear(day)}-${1 + (hash(index, dealYear(day)) % 2)} LLC`)
          : null,
        borrower: 'investor',
        cashShare: 0.97,
      },
      mailing: institutionMailing(institution, market, u),
      occupied: false,
      careOf: unit(index, k, 0xca2e) < 0.3 ? 'ATTN PROPERTY TAX DEPT' : null,
    };
  }

  private mid(rng: Rng, market: MarketState, entity: number): Ownership {
    const ordinal = market.midBase + entity;
    const suffix = ENTITY_SUFFIXES[hash(ordinal, CLASS_CODE.mid) % ENTITY_SUFFIXES.length]!;
    const name = companyName(ordinal, LANDLORD_KINDS, suffix);
    const e = this.entityRng.reseed(this.world.seed, market.code, CLASS_CODE.mid, entity);
    const mailing = e.chance(0.65) ? officeMailing(e, market.zipPicker.draw(e).geo) : officeMailing(e, this.away(e));
    const shown = suffix === 'LLC' && rng.chance(0.25) ? name.replace(/ LLC$/, ', LLC') : name;
    return { owner: plain('investor', company(shown), 'investor', 0.75), mailing, occupied: false, careOf: null };
  }

  /** The individual behind a resident small landlord (same person on every home of theirs). */
  private residentLandlord(market: MarketState, entity: number): Party {
    return person(this.entityRng.reseed(this.world.seed, market.code, CLASS_CODE.small, entity));
  }

  private smallLandlord(rng: Rng, market: MarketState, entity: number): Ownership {
    if (!market.owners.smallResident[entity]) {
      const name = companyName(market.smallBase + entity, SMALL_LLC_KINDS, 'LLC');
      const e = this.entityRng.reseed(this.world.seed, market.code, CLASS_CODE.small, entity);
      const zip = market.zipPicker.draw(e).geo;
      const mailing = e.chance(0.5) ? poBoxMailing(e, zip) : officeMailing(e, zip);
      return { owner: plain('investor', company(name), 'landlord', 0.5), mailing, occupied: false, careOf: null };
    }
    const landlord = this.residentLandlord(market, entity);
    const e = this.entityRng;
    const llc = e.chance(0.4) ? company(`${landlord.surname} ${e.pick(SMALL_LLC_FORMS)} LLC`) : null;
    const home = market.owners.homeOf(entity);
    const at = home >= 0 ? siteOfPosition(market, home) : null;
    const mailing = at ? mailingOfSite(at.site, at.zip) : apartmentMailing(e, market.zipPicker.draw(e).geo);
    const inLlc = llc !== null && rng.chance(0.7);
    const viaPerson = inLlc && rng.chance(0.5);
    return {
      owner: {
        role: 'investor',
        acquiredAs: inLlc && !viaPerson ? llc : landlord,
        transfer: viaPerson ? 'llc' : null,
        transferTo: viaPerson ? () => llc : null,
        borrower: 'landlord',
        cashShare: 0.5,
      },
      mailing,
      occupied: false,
      careOf: null,
    };
  }

  private singleLandlord(rng: Rng, market: MarketState): Ownership {
    const u = rng.float();
    const mailing =
      u < 0.35
        ? houseMailing(rng, this.away(rng))
        : u < 0.55
          ? houseMailing(rng, this.awayInState(rng, market.def.state))
          : apartmentMailing(rng, market.zipPicker.draw(rng).geo);
    const formerResident = rng.chance(0.4);
    return {
      owner: plain('landlord', person(rng), formerResident ? 'occupant' : 'landlord', formerResident ? 0.15 : 0.35),
      mailing,
      occupied: false,
      careOf: null,
    };
  }

  private bank(rng: Rng): Ownership {
    const name = lenderIn(rng, yearOf(this.world.asOf));
    const e = this.entityRng.reseed(this.world.seed, stringCode(name), CLASS_CODE.lender, 0);
    return { owner: plain('lender', company(name), 'investor', 1), mailing: officeMailing(e, this.away(e)), occupied: false, careOf: null };
  }

  private occupant(rng: Rng): Ownership {
    const buyer = person(rng);
    const u = rng.float();
    const transfer = u < 0.05 ? 'trust' : u < 0.08 ? 'spouse' : u < 0.1 ? 'heir' : null;
    const transferTo =
      transfer === 'trust'
        ? () => trustOf(rng, buyer)
        : transfer === 'spouse'
          ? () => withSpouse(rng, buyer)
          : transfer === 'heir'
            ? () => heir(rng, buyer.surname ?? buyer.name1)
            : null;
    return {
      owner: { role: 'occupant', acquiredAs: buyer, transfer, transferTo, borrower: 'occupant', cashShare: 0.13 },
      mailing: null,
      occupied: true,
      careOf: null,
    };
  }

  private away(rng: Rng): MarketZip['geo'] {
    return rng.pick(this.world.awayZips);
  }

  private awayInState(rng: Rng, state: string): MarketZip['geo'] {
    let zips = this.awayByState.get(state);
    if (!zips) {
      zips = this.world.awayZips.filter((z) => z.state === state);
      this.awayByState.set(state, zips);
    }
    return zips.length ? rng.pick(zips) : this.away(rng);
  }
}

function plain(role: CurrentOwner['role'], party: Party, borrower: CurrentOwner['borrower'], cashShare: number): CurrentOwner {
  return { role, acquiredAs: party, transfer: null, transferTo: null, borrower, cashShare };
}
