/** Rental analytics routes. */
import type { RouteDef } from '../http/route.ts';

export const rentalAnalyticsRoutes = {} satisfies Record<string, RouteDef>;
