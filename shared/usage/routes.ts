/** Usage routes. */
import { defineRoute, type RouteDef } from '../platform/http/route.ts';
import { Usage } from './schemas.ts';

export const usageRoutes = {
  usage: defineRoute({
    method: 'GET',
    path: '/usage',
    handler: 'functions/usage/usage.ts',
    category: 'Usage',
    summary: "The caller's plan, limits and usage",
    description:
      "The plan of the calling key, its rate and burst, and its quota: used and remaining in the current period and when it resets. Each subscriber is metered on its own, also when several share a plan. The response carries `RateLimit-Policy` and `RateLimit` fields (draft-ietf-httpapi-ratelimit-headers): the quota's remaining count always, the burst bucket's only where the gateway reports it. A call to /usage is not counted against the quota (on AWS it is not throttled per key either, only by the stage and this route's own throttle).",
    auth: true,
    metered: false,
    database: false,
    deployment: { aws: ['usagePlans:GetUsage'] },
    response: Usage,
    responseDescription: "The caller's usage.",
    errors: [503],
  }),
} satisfies Record<string, RouteDef>;
