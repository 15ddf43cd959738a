/**
 * Bulk exports on AWS (docs/exports.md#where-it-runs): the private bucket the files are written to
 * and the runner function POST /exports invokes asynchronously with a job id
 * (functions/exports/run.ts). It lives in the Exports routes' nested stack, made for the first
 * route that declares `exports:Jobs`, which then may invoke the runner and presign, read and
 * delete the files.
 *
 * The runner is a Lambda function, not a Step Functions or ECS task: at the measured export rates
 * its 15 minutes hold the base and Premium plans' largest jobs (docs/exports.md#lambda-not-a-task).
 */
import { Duration, RemovalPolicy, Size, Stack } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { CONCURRENCY, DB_POOL_MAX, EXPORT_TTL_HOURS } from './config.ts';
import type { Database } from './database.ts';
import { nodeFunction } from './lambda.ts';
import { acknowledge } from './nag.ts';
import type { Network } from './network.ts';

export interface ExportsProps {
  network: Network;
  database: Database;
  /** the variables every function gets */
  environment: Record<string, string>;
}

/** Files are written under this prefix (shared/exports/storage.ts). */
export const EXPORT_PREFIX = 'exports/';

export class Exports extends Construct {
  readonly bucket: s3.Bucket;
  readonly runner: LambdaFunction;

  constructor(scope: Construct, id: string, { network, database, environment }: ExportsProps) {
    super(scope, id);
    this.bucket = new s3.Bucket(this, 'Files', {
      encryption: s3.BucketEncryption.S3_MANAGED,
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      enforceSSL: true,
      versioned: false,
      // S3 expires by whole days: a file outlives its EXPORT_TTL_HOURS by less than a day, and no
      // link is given for it after that (the job's expires_at)
      lifecycleRules: [
        {
          prefix: EXPORT_PREFIX,
          expiration: Duration.days(Math.ceil(EXPORT_TTL_HOURS / 24)),
          abortIncompleteMultipartUploadAfter: Duration.days(1),
        },
      ],
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: false,
    });
    acknowledge(
      this.bucket,
      'AwsSolutions-S1',
      'Export files are written by the runner and read through presigned links the API gives their owner; each job records who asked for which file, and objects expire with the job.',
    );

    this.runner = nodeFunction(
      this,
      'Runner',
      'functions/exports/run.ts',
      {
        vpc: network.vpc,
        vpcSubnets: network.isolated,
        securityGroups: [network.routeFunctionSg],
        description: 'Runs an export job: writes its file to /tmp and uploads it to the export bucket',
        // about 1.2 vCPU: the rows are formatted in JavaScript, one core's work
        memorySize: 2048,
        timeout: Duration.minutes(15),
        ephemeralStorageSize: Size.gibibytes(10),
        // a job is claimed once: a retried invocation finds it running and does nothing, so retrying is useless
        retryAttempts: 0,
        environment: {
          ...environment,
          DATABASE_SECRET_ARN: database.apiSecret.secretArn,
          DATABASE_HOST: database.proxy.endpoint,
          DB_POOL_MAX: String(DB_POOL_MAX),
          DB_STATEMENT_TIMEOUT_MS: '60000',
          EXPORTS_BUCKET: this.bucket.bucketName,
          EXPORT_TTL_HOURS: String(EXPORT_TTL_HOURS),
        },
      },
      { reservedConcurrency: CONCURRENCY.exportRunner, managedPolicies: [network.vpcNetworkInterfaces] },
    );
    database.apiSecret.grantRead(this.runner);
    this.runner.addToRolePolicy(
      new iam.PolicyStatement({ actions: ['s3:PutObject', 's3:AbortMultipartUpload'], resources: [this.files()] }),
    );
    acknowledge(
      this.runner.role!,
      this.filesFinding(),
      'The runner writes one object per job, named by the job id, under the export prefix.',
    );
  }

  /** The route functions of the export jobs: they start the runner, presign links to the files and delete them. */
  grantJobs(fn: LambdaFunction): void {
    fn.addEnvironment('EXPORTS_BUCKET', this.bucket.bucketName);
    fn.addEnvironment('EXPORT_RUNNER_FUNCTION', this.runner.functionName);
    fn.addEnvironment('EXPORT_TTL_HOURS', String(EXPORT_TTL_HOURS));
    this.runner.grantInvoke(fn);
    fn.addToRolePolicy(new iam.PolicyStatement({ actions: ['s3:GetObject', 's3:DeleteObject'], resources: [this.files()] }));
    acknowledge(
      fn.role!,
      this.filesFinding(),
      "A presigned link is a GetObject signed by the function's role, and a cancel deletes the job's file: objects under the export prefix, named by job ids.",
    );
    acknowledge(
      fn.role!,
      `AwsSolutions-IAM5[Resource::<${Stack.of(this.runner).getLogicalId(this.runner.node.defaultChild as never)}.Arn>:*]`,
      "lambda:InvokeFunction on the runner and its versions (CDK's grantInvoke): nothing else.",
    );
  }

  private files(): string {
    return this.bucket.arnForObjects(`${EXPORT_PREFIX}*`);
  }

  private filesFinding(): string {
    return `AwsSolutions-IAM5[Resource::<${Stack.of(this).getLogicalId(this.bucket.node.defaultChild as s3.CfnBucket)}.Arn>/${EXPORT_PREFIX}*]`;
  }
}
