import { checkHealth } from '../../shared/health/health.ts';
import { healthRoutes } from '../../shared/health/routes.ts';
import { endpoint, Reply } from '../../shared/platform/http/endpoint.ts';

export const handler = endpoint(healthRoutes.healthCheck, async () => {
  const health = await checkHealth();
  return new Reply(health, { status: health.status === 'ok' ? 200 : 503, headers: { 'Cache-Control': 'no-store' } });
});
