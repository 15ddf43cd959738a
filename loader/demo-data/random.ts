/**
 * Seeded randomness. Every property reseeds one generator from (seed, market, index), so a
 * property's content never depends on which properties were generated before it; that is
 * what lets the stream be split, resumed or generated in parallel with identical output.
 */

/** murmur3's finaliser: a fast 32-bit avalanche. */
export function mix32(x: number): number {
  let h = x >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A 32-bit hash of up to four 32-bit integers, for attributes that must be a pure function of a place or entity. */
export function hash(a: number, b = 0, c = 0, d = 0): number {
  let h = mix32(a ^ 0x9e3779b9);
  h = mix32(h ^ Math.imul(b, 0x85ebca6b) ^ 0x27d4eb2f);
  h = mix32(h ^ Math.imul(c, 0xc2b2ae35) ^ 0x165667b1);
  return mix32(h ^ Math.imul(d, 0x27d4eb2f));
}

/** hash() as a number in [0, 1). */
export const unit = (a: number, b = 0, c = 0, d = 0): number => hash(a, b, c, d) / 4294967296;

/** A stable 32-bit code for a string (market ids, names), so it can feed hash(). */
export function stringCode(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return mix32(h);
}

/**
 * mulberry32: one [0, 1) stream from one 32-bit seed, for scripts whose recorded runs are
 * reproduced from a single --seed (calibration sampling, benchmark kill points and request mixes).
 */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** sfc32: small, fast, and passes PractRand; plenty for a simulation. */
export class Rng {
  private a = 0;
  private b = 0;
  private c = 0;
  private d = 0;

  constructor(s0 = 0, s1 = 0, s2 = 0, s3 = 0) {
    this.reseed(s0, s1, s2, s3);
  }

  reseed(s0: number, s1: number, s2: number, s3: number): this {
    this.a = hash(s0, s1, 1);
    this.b = hash(s1, s2, 2);
    this.c = hash(s2, s3, 3);
    this.d = hash(s3, s0, 4);
    for (let i = 0; i < 8; i++) this.next();
    return this;
  }

  next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  float(): number {
    return this.next() / 4294967296;
  }

  int(n: number): number {
    return Math.floor(this.float() * n);
  }

  between(lo: number, hi: number): number {
    return lo + this.float() * (hi - lo);
  }

  intBetween(lo: number, hi: number): number {
    return lo + this.int(hi - lo + 1);
  }

  chance(p: number): boolean {
    return this.float() < p;
  }

  /** Approximately standard normal (Irwin-Hall of 4), bounded at +-3.46: no absurd outliers. */
  normal(): number {
    return (this.float() + this.float() + this.float() + this.float() - 2) * 1.7320508;
  }

  /** Exponential with the given mean. */
  exponential(mean: number): number {
    return -mean * Math.log(1 - this.float());
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)]!;
  }
}

/** A fixed discrete distribution, drawn in O(log n). */
export class Weighted<T> {
  private readonly cumulative: Float64Array;
  private readonly items: T[];

  constructor(entries: readonly (readonly [T, number])[]) {
    this.items = entries.map((e) => e[0]);
    this.cumulative = new Float64Array(entries.length);
    let total = 0;
    entries.forEach((e, i) => {
      total += e[1];
      this.cumulative[i] = total;
    });
    for (let i = 0; i < entries.length; i++) this.cumulative[i]! /= total;
  }

  draw(rng: Rng): T {
    const u = rng.float();
    const c = this.cumulative;
    let lo = 0;
    let hi = c.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (c[mid]! > u) hi = mid;
      else lo = mid + 1;
    }
    return this.items[lo]!;
  }
}

/**
 * A keyed pseudo-random permutation of [0, n) (4-round Feistel network with cycle walking),
 * invertible, O(1) memory: it scatters owners over a market without storing an assignment.
 */
export class Permutation {
  private readonly half: number;
  private readonly mask: number;
  private readonly keys: number[];

  constructor(
    readonly n: number,
    key: number,
  ) {
    let bits = 2;
    while (2 ** bits < n) bits += 2;
    this.half = bits / 2;
    this.mask = (1 << this.half) - 1;
    this.keys = [0, 1, 2, 3].map((r) => hash(key, r, 0x5eed));
  }

  forward(x: number): number {
    let y = x;
    do y = this.encrypt(y);
    while (y >= this.n);
    return y;
  }

  inverse(y: number): number {
    let x = y;
    do x = this.decrypt(x);
    while (x >= this.n);
    return x;
  }

  private encrypt(x: number): number {
    let l = x >>> this.half;
    let r = x & this.mask;
    for (const k of this.keys) {
      const next = l ^ (hash(r, k) & this.mask);
      l = r;
      r = next;
    }
    return ((l << this.half) | r) >>> 0;
  }

  private decrypt(y: number): number {
    let l = y >>> this.half;
    let r = y & this.mask;
    for (let i = this.keys.length - 1; i >= 0; i--) {
      const prev = r ^ (hash(l, this.keys[i]!) & this.mask);
      r = l;
      l = prev;
    }
    return ((l << this.half) | r) >>> 0;
  }
}
