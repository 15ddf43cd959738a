import { endpoint, Reply } from '../../shared/platform/http/endpoint.ts';
import { usageRoutes } from '../../shared/usage/routes.ts';
import { callerUsage } from '../../shared/usage/usage.ts';

export const handler = endpoint(usageRoutes.usage, async ({ plan, caller }) => {
  const { body, headers } = await callerUsage({ ...caller, plan });
  return new Reply(body, { headers });
});
