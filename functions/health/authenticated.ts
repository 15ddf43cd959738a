import { endpoint } from '../../shared/http/endpoint.ts';
import { routes } from '../../shared/routes.ts';

export const handler = endpoint(routes.healthCheckAuthenticated, async () => ({
  status: 'ok' as const,
  authenticated: true as const,
  timestamp: new Date().toISOString(),
}));
