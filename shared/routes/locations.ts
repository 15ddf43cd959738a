/** Location routes: place search, autocomplete and validation. */
import type { RouteDef } from '../http/route.ts';

export const locationRoutes = {} satisfies Record<string, RouteDef>;
