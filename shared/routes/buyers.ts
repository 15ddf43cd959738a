/** Buyer activity and buyer profile routes. */
import type { RouteDef } from '../http/route.ts';

export const buyerRoutes = {} satisfies Record<string, RouteDef>;
