/**
 * The route registry: every endpoint, declared once. The CDK stack (infra/stack.ts), the local
 * gateway (infra/local/gateway.ts) and openapi.json (shared/openapi.ts) are generated from it.
 * Adding an endpoint = one handler file in functions/<area>/ + one entry in shared/<area>/routes.ts.
 */

import { buyerProfileRoutes } from './buyer-profiles/routes.ts';
import { buyerRoutes } from './buyers/routes.ts';
import { changesRoutes } from './changes/routes.ts';
import { exportRoutes } from './exports/routes.ts';
import { geoAnalyticsRoutes } from './geo-analytics/routes.ts';
import { healthRoutes } from './health/routes.ts';
import { locationRoutes } from './locations/routes.ts';
import type { RouteDef } from './platform/http/route.ts';
import { propertyRoutes } from './properties/routes.ts';
import { rentalAnalyticsRoutes } from './rental-analytics/routes.ts';
import { usageRoutes } from './usage/routes.ts';
import { webhookRoutes } from './webhooks/routes.ts';

export const routes = {
  ...healthRoutes,
  ...propertyRoutes,
  ...buyerRoutes,
  ...buyerProfileRoutes,
  ...geoAnalyticsRoutes,
  ...rentalAnalyticsRoutes,
  ...locationRoutes,
  ...usageRoutes,
  ...changesRoutes,
  ...webhookRoutes,
  ...exportRoutes,
} satisfies Record<string, RouteDef>;

export const routeList: RouteDef[] = Object.values(routes);
