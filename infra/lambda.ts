/**
 * How every function of the stack is built and permitted: one bundling configuration, the Node.js 22
 * arm64 runtime, active tracing, and a role that writes to the function's own log group only.
 */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { type BundlingOptions, NodejsFunction, type NodejsFunctionProps, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { acknowledge } from './nag.ts';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export const SERVICE_NAME = 'sfr-analytics-api';

export const BUNDLING: BundlingOptions = {
  format: OutputFormat.ESM,
  target: 'node22',
  minify: true,
  sourceMap: true,
  // Prefer packages' ESM builds: middy and Powertools are ESM-first.
  mainFields: ['module', 'main'],
  // The Node.js 22 runtime ships AWS SDK v3.
  externalModules: ['@aws-sdk/*'],
  // CommonJS dependencies bundled into an ESM file still call require() for Node built-ins.
  banner: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
};

/**
 * The function, its log group and its role under one construct, so the id names them all without
 * clashing. The role replaces AWSLambdaBasicExecutionRole (logs:* on every log group) with writing to
 * the function's own log group.
 */
export function nodeFunction(
  scope: Construct,
  id: string,
  handlerPath: string,
  props: NodejsFunctionProps,
  managedPolicies: iam.IManagedPolicy[] = [],
): NodejsFunction {
  const owner = new Construct(scope, id);
  const logGroup = new logs.LogGroup(owner, 'Logs', { retention: logs.RetentionDays.ONE_MONTH });
  const role = new iam.Role(owner, 'Role', { assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'), managedPolicies });
  logGroup.grantWrite(role);
  acknowledge(
    role,
    'AwsSolutions-IAM5[Resource::*]',
    'Active X-Ray tracing adds xray:PutTraceSegments and xray:PutTelemetryRecords, which have no resource-level permissions; every other grant names its table, secret or log group.',
  );
  const fn = new NodejsFunction(owner, 'Function', {
    entry: join(ROOT, handlerPath),
    projectRoot: ROOT,
    depsLockFilePath: join(ROOT, 'package-lock.json'),
    runtime: lambda.Runtime.NODEJS_22_X,
    architecture: lambda.Architecture.ARM_64,
    tracing: lambda.Tracing.ACTIVE,
    bundling: BUNDLING,
    logGroup,
    role,
    ...props,
  });
  acknowledge(
    fn,
    'AwsSolutions-L1',
    'The code is built and tested for Node.js 20 and 22 (local development runs 20), so Lambda runs nodejs22.x, a supported runtime; moving to 24 waits for the test suite to run on it.',
  );
  return fn;
}
