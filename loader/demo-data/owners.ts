/**
 * Who owns each home today. A market's homes are numbered 0..n-1 in stream order; a keyed
 * permutation turns that number into an ownership slot, and slots are dealt out in ranges:
 * institutions, mid-size investors, small landlords (their rentals, then their own homes),
 * single-home landlords, government, banks, owner-occupants. Portfolio sizes are therefore
 * exact, scale with the number of homes, and need no memory beyond a few arrays per market,
 * while the homes of one owner end up scattered over the metro as real portfolios are.
 */
import { hash, Permutation, Rng } from './random.ts';

export type OwnerClass = 'institution' | 'mid' | 'small' | 'smallHome' | 'single' | 'government' | 'bank' | 'occupant';

/** Shares of a market's homes by current owner class (institutions come from the market). */
const CLASS_SHARES = { mid: 0.035, small: 0.09, single: 0.14, government: 0.002, bank: 0.002 } as const;
/** Share of small landlords who are individuals living in the market (their home is simulated too). */
const SMALL_RESIDENT_SHARE = 0.65;
const MID_MIN = 10;
const MID_MAX = 99;

export interface Slot {
  cls: OwnerClass;
  /** entity number within its class (institution index for institutions) */
  entity: number;
}

interface Sizes {
  cumulative: Int32Array;
  count: number;
}

/** Entity sizes laid end to end: entity e holds slots [cumulative[e], cumulative[e+1]). */
function layOut(sizes: number[]): Sizes {
  const cumulative = new Int32Array(sizes.length + 1);
  for (const [i, s] of sizes.entries()) cumulative[i + 1] = cumulative[i]! + s;
  return { cumulative, count: sizes.length };
}

function entityAt(sizes: Sizes, offset: number): number {
  const c = sizes.cumulative;
  let lo = 0;
  let hi = sizes.count - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (c[mid]! <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** Mid-size portfolios, 10-99 homes, most near the small end (log-uniform, skewed down). */
function midSizes(rng: Rng, total: number): number[] {
  const sizes: number[] = [];
  let left = total;
  while (left >= MID_MIN) {
    const size = Math.min(left, Math.round(MID_MIN * (MID_MAX / MID_MIN) ** (rng.float() ** 1.6)));
    sizes.push(size);
    left -= size;
  }
  if (left > 0 && sizes.length > 0 && sizes[sizes.length - 1]! + left <= MID_MAX) sizes[sizes.length - 1]! += left;
  else if (left > 0) sizes.push(left);
  return sizes;
}

/** Rentals per small landlord: residents own 1-8 besides their home, others 2-9 (geometric). */
function smallSizes(rng: Rng, total: number): { sizes: number[]; resident: Uint8Array } {
  const sizes: number[] = [];
  const resident: number[] = [];
  let left = total;
  while (left > 0) {
    const isResident = rng.chance(SMALL_RESIDENT_SHARE);
    let size = isResident ? 1 : 2;
    while (size < (isResident ? 8 : 9) && rng.chance(0.45)) size++;
    size = Math.min(size, left);
    sizes.push(size);
    resident.push(isResident || size < 2 ? 1 : 0);
    left -= size;
  }
  return { sizes, resident: Uint8Array.from(resident) };
}

export interface InstitutionQuota {
  institution: number;
  share: number;
}

export class MarketOwners {
  readonly permutation: Permutation;
  readonly institutions: Sizes;
  readonly institutionIds: number[];
  readonly mid: Sizes;
  readonly small: Sizes;
  readonly smallResident: Uint8Array;
  /** rank of a resident small landlord among residents (their home slot), -1 otherwise */
  readonly homeRank: Int32Array;
  readonly homeOwner: Int32Array;
  private readonly bounds: number[];
  private static readonly ORDER: OwnerClass[] = ['institution', 'mid', 'small', 'smallHome', 'single', 'government', 'bank', 'occupant'];

  constructor(
    readonly n: number,
    seed: number,
    marketCode: number,
    institutionShare: number,
    quotas: InstitutionQuota[],
  ) {
    this.permutation = new Permutation(Math.max(n, 1), hash(seed, marketCode, 0x0e1));
    const rng = new Rng(seed, marketCode, 0x512e, 0);
    const quotaTotal = quotas.reduce((s, q) => s + q.share, 0);
    const inst = quotas.map((q) => Math.round((n * institutionShare * q.share) / quotaTotal));
    this.institutions = layOut(inst);
    this.institutionIds = quotas.map((q) => q.institution);
    this.mid = layOut(midSizes(rng, Math.round(n * CLASS_SHARES.mid)));
    const small = smallSizes(rng, Math.round(n * CLASS_SHARES.small));
    this.small = layOut(small.sizes);
    this.smallResident = small.resident;
    this.homeRank = new Int32Array(small.sizes.length).fill(-1);
    const owners: number[] = [];
    small.resident.forEach((r, e) => {
      if (r) {
        this.homeRank[e] = owners.length;
        owners.push(e);
      }
    });
    this.homeOwner = Int32Array.from(owners);
    const counts = [
      this.institutions.cumulative[this.institutions.count]!,
      this.mid.cumulative[this.mid.count]!,
      this.small.cumulative[this.small.count]!,
      owners.length,
      Math.round(n * CLASS_SHARES.single),
      Math.round(n * CLASS_SHARES.government),
      Math.round(n * CLASS_SHARES.bank),
    ];
    this.bounds = [];
    let end = 0;
    for (const c of counts) {
      end = Math.min(n, end + c);
      this.bounds.push(end);
    }
  }

  /** The owner of the home at stream position localIndex. */
  slotOf(localIndex: number, out: Slot): Slot {
    const slot = this.permutation.forward(localIndex);
    const b = this.bounds;
    let k = 0;
    while (k < b.length && slot >= b[k]!) k++;
    const start = k === 0 ? 0 : b[k - 1]!;
    const offset = slot - start;
    out.cls = MarketOwners.ORDER[k]!;
    if (out.cls === 'institution') out.entity = this.institutionIds[entityAt(this.institutions, offset)]!;
    else if (out.cls === 'mid') out.entity = entityAt(this.mid, offset);
    else if (out.cls === 'small') out.entity = entityAt(this.small, offset);
    else if (out.cls === 'smallHome') out.entity = this.homeOwner[offset]!;
    else out.entity = offset;
    return out;
  }

  /** Stream position of a resident small landlord's own home; -1 when the market is too small to hold it. */
  homeOf(entity: number): number {
    const slot = this.bounds[2]! + this.homeRank[entity]!;
    return this.homeRank[entity]! < 0 || slot >= this.bounds[3]! ? -1 : this.permutation.inverse(slot);
  }
}
