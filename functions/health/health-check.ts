import { checkHealth } from '../../shared/health.ts';
import { endpoint, Reply } from '../../shared/http/endpoint.ts';
import { routes } from '../../shared/routes.ts';

export const handler = endpoint(routes.healthCheck, async () => {
  const health = await checkHealth();
  return new Reply(health, { status: health.status === 'ok' ? 200 : 503, headers: { 'Cache-Control': 'no-store' } });
});
