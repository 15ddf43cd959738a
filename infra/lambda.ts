/**
 * How every function of the stack is built and permitted: the bundle buildBundle makes
 * (infra/bundling.ts), the Node.js 22 arm64 runtime, active tracing, reserved concurrency, a log
 * group with a retention, and a role that writes to the function's own log group only.
 */
import { execFileSync } from 'node:child_process';
import { AssetHashType, DockerImage } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { assetEnvironment, type BundleAssets, ROOT } from './bundling.ts';
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

/** The props a function takes besides its code, handler and runtime. */
export type FunctionProps = Omit<lambda.FunctionProps, 'code' | 'handler' | 'runtime'>;

/**
 * The function's code: buildBundle's bundle of `handlerPath` with its copies, built when the stack
 * is synthesised (CDK skips it for stacks it is told not to bundle). The hash is the bundle's, so an
 * unchanged bundle is not uploaded again.
 */
export function bundledCode(handlerPath: string, { copies }: BundleAssets = { copies: [], env: {} }): lambda.Code {
  const args = (outdir: string) => ['infra/bundle.ts', handlerPath, outdir, JSON.stringify(copies)];
  return lambda.Code.fromAsset(ROOT, {
    assetHashType: AssetHashType.OUTPUT,
    bundling: {
      local: {
        tryBundle(outputDir) {
          execFileSync(process.execPath, ['--import', 'tsx', ...args(outputDir)], { cwd: ROOT, stdio: 'inherit' });
          return true;
        },
      },
      // CDK asks for an image too: the same script in Node.js 22, were the bundle built in a container
      image: DockerImage.fromRegistry('public.ecr.aws/docker/library/node:22'),
      command: ['node', '--import', 'tsx', ...args('/asset-output')],
    },
  });
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
  props: FunctionProps,
  { reservedConcurrency, assets, managedPolicies = [] }: FunctionOptions,
): lambda.Function {
  const owner = new Construct(scope, id);
  const logGroup = new logs.LogGroup(owner, 'Logs', { retention: LOG_RETENTION });
  const role = new iam.Role(owner, 'Role', { assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'), managedPolicies });
  logGroup.grantWrite(role);
  acknowledge(
    role,
    'AwsSolutions-IAM5[Resource::*]',
    'Active X-Ray tracing adds xray:PutTraceSegments and xray:PutTelemetryRecords, which have no resource-level permissions; every other grant names its table, secret or log group.',
  );
  const fn = new lambda.Function(owner, 'Function', {
    code: bundledCode(handlerPath, assets),
    handler: 'index.handler',
    runtime: lambda.Runtime.NODEJS_22_X,
    architecture: lambda.Architecture.ARM_64,
    tracing: lambda.Tracing.ACTIVE,
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
