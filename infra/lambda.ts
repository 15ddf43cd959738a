/**
 * How every function of the stack is built and permitted: one bundling configuration
 * (infra/bundling.ts), the Node.js 22 arm64 runtime, active tracing, reserved concurrency, a log
 * group with a retention, and a role that writes to the function's own log group only.
 */
import { join } from 'node:path';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, type NodejsFunctionProps } from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { assetEnvironment, type BundleAssets, cdkBundling, ROOT } from './bundling.ts';
import { acknowledge } from './nag.ts';

export { ROOT };

export const SERVICE_NAME = 'sfr-analytics-api';

/** Every log group of the stack keeps its events this long. */
export const LOG_RETENTION = logs.RetentionDays.ONE_MONTH;

export interface FunctionOptions {
  /** the most instances it may run at once (infra/config.ts) */
  reservedConcurrency: number;
  /** files copied beside the bundle, and the variables naming them */
  assets?: BundleAssets;
  managedPolicies?: iam.IManagedPolicy[];
}

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
  { reservedConcurrency, assets, managedPolicies = [] }: FunctionOptions,
): NodejsFunction {
  const owner = new Construct(scope, id);
  const logGroup = new logs.LogGroup(owner, 'Logs', { retention: LOG_RETENTION });
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
    bundling: cdkBundling(assets),
    logGroup,
    role,
    reservedConcurrentExecutions: reservedConcurrency,
    ...props,
    // Lambda unpacks the bundle into /var/task.
    environment: { ...props.environment, ...assetEnvironment(assets ?? { copies: [], env: {} }, '/var/task') },
  });
  acknowledge(
    fn,
    'AwsSolutions-L1',
    'The code is built and tested for Node.js 20 and 22 (local development runs 20), so Lambda runs nodejs22.x, a supported runtime; moving to 24 waits for the test suite to run on it.',
  );
  return fn;
}
