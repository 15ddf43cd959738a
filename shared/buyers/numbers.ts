/** How the buyer endpoints state figures: rounded to fixed decimals, and shares that are null, not 0, without a denominator. */

export function round(x: number, places: number): number {
  return Math.round(x * 10 ** places) / 10 ** places;
}

/** a / b to 4 decimals; null when there is nothing to divide by. */
export function ratio(a: number, b: number): number | null {
  return b > 0 ? round(a / b, 4) : null;
}
