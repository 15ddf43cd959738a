/** GET /changes: a page of the change feed after a cursor (docs/changes.md). */
import type { Sql } from 'postgres';
import { resolveSelection } from '../locations/selection.ts';
import { config } from '../platform/config.ts';
import { BadRequest, Gone } from '../platform/errors.ts';
import { comparePositions, decodeCursor, encodeCursor } from './cursor.ts';
import { type EventRow, eventsAfter, prunedThrough } from './queries.ts';
import { CHANGES_MAX_PLACES, type ChangeEventOut, type ChangesPage, type ChangesQuery } from './schemas.ts';

export const DEFAULT_CHANGES_LIMIT = 100;

/** Days an event stays in the feed: CHANGES_RETENTION_DAYS, 30 by default (docs/changes.md#retention). */
export function retentionDays(): number {
  const days = config().CHANGES_RETENTION_DAYS ?? 30;
  return Number.isFinite(days) && days > 0 ? days : 30;
}

export function eventOut(e: EventRow): ChangeEventOut {
  return {
    cursor: encodeCursor(e.pos),
    type: e.type,
    property_id: Number(e.property_id),
    state: e.state,
    county: e.county_fips,
    zip: e.zip,
    city: e.city,
    msa: e.cbsa_code,
    recording_date: e.recording_date,
    summary: e.summary as ChangeEventOut['summary'],
    occurred_at: e.created_at.toISOString(),
  };
}

export async function readChanges(sql: Sql, q: ChangesQuery): Promise<ChangesPage> {
  const limit = q.limit ?? DEFAULT_CHANGES_LIMIT;
  const since = q.since === undefined ? undefined : decodeCursor(q.since);
  if (q.since !== undefined && !since)
    throw new BadRequest('since is not a cursor this API answered.', [{ path: 'since', message: 'not a cursor' }]);
  const pruned = await prunedThrough(sql);
  if (since && pruned && comparePositions(since, pruned) < 0)
    throw new Gone(
      `The events after this cursor are past the feed's retention of ${retentionDays()} days; the oldest cursor is ${encodeCursor(pruned)}.`,
      {
        oldest_cursor: encodeCursor(pruned),
      },
    );
  const selecting = q.search_type ?? q.geography_type ?? q.geography_values ?? q.zip ?? q.msa ?? q.county ?? q.city ?? q.state;
  const places = selecting !== undefined ? await resolveSelection(sql, q, { max: CHANGES_MAX_PLACES }) : undefined;
  const filter = { types: q.types, places, propertyIds: q.property_ids?.map(Number) };
  const { end, events } = await eventsAfter(sql, since ?? '0', filter, since ? limit + 1 : 0);
  if (!since) return { events: [], next_cursor: encodeCursor(end), has_more: false };
  const page = events.slice(0, limit);
  const hasMore = events.length > limit;
  // a page that is the feed's last moves on to the end the same read saw (filtered events included)
  const next = hasMore ? page.at(-1)!.pos : end;
  return { events: page.map(eventOut), next_cursor: encodeCursor(comparePositions(next, since) > 0 ? next : since), has_more: hasMore };
}
