/**
 * Sample sizes (docs/analytics-definitions.md#freshness-and-samples): a share, median or change
 * computed from fewer than LOW_SAMPLE_THRESHOLD values is reported, with its count beside it, and
 * named in the answer's `low_sample` list, so 4 sales never read as a trend.
 */

export const LOW_SAMPLE_THRESHOLD = 20;

export const LOW_SAMPLE_DEFINITION = `The statistics of this object computed from fewer than ${LOW_SAMPLE_THRESHOLD} values (its sample: the count field named in its description), too few to trust; a statistic that is null (no values) is not listed.`;

/** A statistic: its name, its value (null when there was nothing to compute it from) and its sample size. */
export type Sampled = readonly [name: string, value: number | null, sample: number];

/** The names of the statistics with a value from fewer than LOW_SAMPLE_THRESHOLD values, in the order given. */
export function lowSample(stats: readonly Sampled[]): string[] {
  return stats.filter(([, value, n]) => value !== null && n < LOW_SAMPLE_THRESHOLD).map(([name]) => name);
}
