import { Logger } from '@aws-lambda-powertools/logger';
import { config } from './config.ts';

/**
 * One structured JSON logger for handlers, the authorizer and the local gateway.
 * Locally it defaults to WARN so benchmarks and tests are not dominated by log I/O;
 * on Lambda POWERTOOLS_LOG_LEVEL (set by the stack) decides.
 */
export const logger = new Logger({
  serviceName: 'sfr-analytics-api',
  logLevel: (config().POWERTOOLS_LOG_LEVEL ?? config().LOG_LEVEL ?? (config().AWS_LAMBDA_FUNCTION_NAME ? 'INFO' : 'WARN')) as 'INFO',
});
