/**
 * The route registry: every endpoint, declared once. The CDK stack (infra/stack.ts), the local
 * gateway (infra/local/gateway.ts) and openapi.json (shared/openapi.ts) are generated from it.
 * Adding an endpoint = one handler file in functions/<category>/ + one entry in its category's
 * file in shared/routes/.
 */
import type { RouteDef } from './http/route.ts';
import { buyerRoutes } from './routes/buyers.ts';
import { geoAnalyticsRoutes } from './routes/geo-analytics.ts';
import { healthRoutes } from './routes/health.ts';
import { locationRoutes } from './routes/locations.ts';
import { propertyRoutes } from './routes/properties.ts';
import { rentalAnalyticsRoutes } from './routes/rental-analytics.ts';

export const routes = {
  ...healthRoutes,
  ...propertyRoutes,
  ...buyerRoutes,
  ...geoAnalyticsRoutes,
  ...rentalAnalyticsRoutes,
  ...locationRoutes,
} satisfies Record<string, RouteDef>;

export const routeList: RouteDef[] = Object.values(routes);
