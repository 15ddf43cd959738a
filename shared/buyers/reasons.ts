/**
 * Plain-language reasons for a best-buyer ranking (docs/analytics-definitions.md#buyers): one short
 * sentence per score component that counts, the components that earned the most points first, at
 * most MAX_REASONS. Each sentence states the component's own inputs, so a reason never claims more
 * than the score used.
 */
import type { ComponentName, ScoredBuyer } from './scoring.ts';

export const MAX_REASONS = 5;

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const miles = (m: number) => (m === 1 ? '1 mile' : `${Number(m.toFixed(2))} miles`);
const dollars = (n: number) => `$${Math.round(n).toLocaleString('en-US')}`;

type Components = ScoredBuyer['components'];

const SENTENCES: { [K in ComponentName]: (c: Components[K], all: Components, months: number) => string } = {
  frequency: (c, all, months) =>
    `Bought ${plural(c.inputs.nearby_purchases, 'home')} within ${miles(all.proximity.inputs.radius_miles)} in the last ${plural(months, 'month')}`,
  proximity: (c) =>
    `Its nearby purchases average ${miles(Number(c.inputs.average_miles.toFixed(2)))} away (nearest ${miles(Number(c.inputs.nearest_miles.toFixed(2)))})`,
  price_band: (c, all) =>
    `${c.inputs.purchases_in_band} of ${all.frequency.inputs.nearby_purchases} nearby purchases were priced within 20% of this home's value (${dollars(c.inputs.band_low ?? 0)}-${dollars(c.inputs.band_high ?? 0)})`,
  similarity: (c) => {
    const s = c.inputs;
    const parts = [
      s.property_type.compared ? `the same property type in ${s.property_type.matches} of ${s.property_type.compared}` : null,
      s.beds.compared ? `a bedroom count within one of this home's in ${s.beds.matches} of ${s.beds.compared}` : null,
      s.living_sqft.compared ? `living area within 20% in ${s.living_sqft.matches} of ${s.living_sqft.compared}` : null,
      s.year_built.compared ? `built within 10 years in ${s.year_built.matches} of ${s.year_built.compared}` : null,
    ].filter((p): p is string => p !== null);
    return `Buys homes like this one, of the purchases compared: ${parts.join('; ')}`;
  },
  recency: (c) =>
    c.inputs.days_since === 0
      ? `Bought nearby on ${c.inputs.last_purchase_date}, the last day of the window`
      : `Last bought nearby ${plural(c.inputs.days_since, 'day')} before the window ended (${c.inputs.last_purchase_date})`,
  cash: (c) => `Paid cash in ${c.inputs.cash_purchases} of ${c.inputs.purchases} purchases on record`,
};

/** The reasons for one ranked buyer; `months` is the window the nearby purchases were taken from. */
export function buyerReasons(b: Pick<ScoredBuyer, 'components'>, months: number): string[] {
  const names = Object.keys(SENTENCES) as ComponentName[];
  return names
    .filter((name) => (b.components[name].score ?? 0) > 0)
    .sort((x, y) => b.components[y].points - b.components[x].points)
    .slice(0, MAX_REASONS)
    .map((name) =>
      (SENTENCES[name] as (c: Components[ComponentName], all: Components, months: number) => string)(
        b.components[name],
        b.components,
        months,
      ),
    );
}
