/**
 * GET /rental-analytics/transactions and GET /rental-analytics/page: the rentals of a geography
 * whose list date falls in the window, filtered, sorted and paged. Both read the same selection;
 * they differ only in the shape of a row.
 */

import { dataAsOf, defaultWindowEnd } from '../analytics/freshness.ts';
import { type DateWindow, resolveWindow } from '../analytics/window.ts';
import type { Geography } from '../locations/geography.ts';
import { resolveSelectedGeography } from '../locations/selection.ts';
import { db } from '../platform/db/client.ts';
import { BadRequest } from '../platform/errors.ts';
import { countRentals, type RentalFilter, type RentalListRow, rentalsByListDate, rentalsSorted } from './queries.ts';
import { RESULT_WINDOW, type RentalListQuery } from './schemas.ts';

export interface RentalListing {
  geography: Geography;
  window: DateWindow;
  asOf: string | null;
  rows: RentalListRow[];
  total: number;
  totalIsExact: boolean;
  hasMore: boolean;
}

/** The query layer of both listing endpoints (what a benchmark calls without HTTP). */
export async function rentalListing(q: RentalListQuery): Promise<RentalListing> {
  const sql = await db();
  const geography = await resolveSelectedGeography(sql, q);
  const asOf = await dataAsOf(sql, [geography], ['rentals']);
  const { window } = resolveWindow(q, defaultWindowEnd(asOf, q.date_from));
  const filter: RentalFilter = {
    geography,
    dateFrom: window.date_from,
    dateTo: window.date_to,
    statuses: q.status,
    propertyTypes: q.property_type?.map((t) => t.trim().toUpperCase()),
    beds: { min: q.beds_min, max: q.beds_max },
    baths: { min: q.baths_min, max: q.baths_max },
    sqft: { min: q.sqft_min, max: q.sqft_max },
    rent: { min: q.rent_min, max: q.rent_max },
  };
  const offset = (q.page - 1) * q.page_size;
  let rows: RentalListRow[];
  let counted: number;
  if (q.sort === 'list_date') {
    [rows, counted] = await Promise.all([
      rentalsByListDate(sql, filter, q.order, q.page_size, offset),
      countRentals(sql, filter, RESULT_WINDOW),
    ]);
  } else {
    ({ rows, selected: counted } = await rentalsSorted(sql, filter, q.sort, q.order, q.page_size, offset, RESULT_WINDOW));
    if (counted > RESULT_WINDOW) {
      throw new BadRequest(
        `Sorting by ${q.sort} needs the selection to hold at most ${RESULT_WINDOW} rentals, and this one holds more: narrow the dates or the filters, or sort by list_date.`,
        [{ path: 'sort', message: `more than ${RESULT_WINDOW} rentals match` }],
      );
    }
  }
  const total = Math.min(counted, RESULT_WINDOW);
  return { geography, window, asOf, rows, total, totalIsExact: counted <= RESULT_WINDOW, hasMore: offset + rows.length < total };
}

function listMeta(l: RentalListing, q: RentalListQuery) {
  return {
    page: q.page,
    page_size: q.page_size,
    total: l.total,
    total_is_exact: l.totalIsExact,
    has_more: l.hasMore,
    geography: l.geography,
    date_from: l.window.date_from,
    date_to: l.window.date_to,
    data_as_of: l.asOf,
  };
}

const rentalFields = (r: RentalListRow) => ({
  status: r.status,
  list_date: r.list_date,
  lease_date: r.lease_date,
  rent: r.rent,
  beds: r.beds,
  baths: r.baths,
  sqft: r.sqft,
  rent_per_sqft: r.rent_per_sqft,
  days_on_market: r.days_on_market,
});

export async function rentalTransactions(q: RentalListQuery) {
  const listing = await rentalListing(q);
  return {
    body: {
      data: listing.rows.map((r) => ({
        property_id: r.property_id,
        seq: r.seq,
        ...rentalFields(r),
        property: {
          address: r.address,
          city: r.city,
          state: r.state,
          zip: r.zip,
          latitude: r.latitude,
          longitude: r.longitude,
          property_type: r.property_type,
          year_built: r.year_built,
          beds: r.property_beds,
          baths: r.property_baths,
          living_sqft: r.living_sqft,
        },
      })),
      meta: listMeta(listing, q),
    },
    sources: listing.rows.map((r) => r.data_source),
  };
}

export async function rentalPage(q: RentalListQuery) {
  const listing = await rentalListing(q);
  return {
    body: {
      data: listing.rows.map((r) => ({
        property_id: r.property_id,
        seq: r.seq,
        address: r.address,
        city: r.city,
        state: r.state,
        zip: r.zip,
        property_type: r.property_type,
        year_built: r.year_built,
        ...rentalFields(r),
      })),
      meta: { ...listMeta(listing, q), sort: q.sort, order: q.order },
    },
    sources: listing.rows.map((r) => r.data_source),
  };
}
