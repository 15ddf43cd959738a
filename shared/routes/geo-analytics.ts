/** Geo analytics routes: flips, hold time, institutional ownership, zip analysis. */
import type { RouteDef } from '../http/route.ts';

export const geoAnalyticsRoutes = {} satisfies Record<string, RouteDef>;
