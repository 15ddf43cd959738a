/**
 * CDK app entry (cdk.json: `npx tsx infra/app.ts`). The environment comes from the CLI's
 * credentials when there are any; without them the stack synthesizes environment-agnostic,
 * and the stack performs no lookups either way, so `cdk synth` works offline.
 *
 * cdk-nag's AwsSolutions pack runs on every synth: an unacknowledged finding fails it. Findings
 * that are design decisions are acknowledged with their reason on the construct they concern (infra/nag.ts).
 */
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { deploymentEnvironment } from './config.ts';
import { ApiStack } from './stack.ts';

const app = new App();
Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));
// `cdk deploy -c env=dev` (docs/deployment.md#environments); prod keeps the stack name it always had.
const deployment = deploymentEnvironment(app.node.tryGetContext('env'));
const domainName = app.node.tryGetContext('domainName') as string | undefined;
const certificateArn = app.node.tryGetContext('certificateArn') as string | undefined;
new ApiStack(app, deployment.name === 'prod' ? 'SfrAnalyticsApi' : `SfrAnalyticsApi-${deployment.name}`, {
  deployment,
  customDomain: domainName && certificateArn ? { domainName, certificateArn } : undefined,
  description: 'SFR analytics API: API Gateway, Lambda per route, DynamoDB keys, Aurora PostgreSQL Serverless v2',
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
});
