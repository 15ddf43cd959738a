/**
 * Bulk exports on AWS (docs/exports.md#where-it-runs): the private bucket the files are written to
 * and the runner function POST /exports invokes asynchronously with a job id
 * (functions/exports/run.ts). It lives in the Exports routes' nested stack, made for the first
 * route that declares `exports:Jobs`, which then may invoke the runner and presign, read and
 * delete the files.
 *
 * A job of more rows than a part holds is chunked (docs/exports.md#chunked-jobs): the runner's
 * invocation from POST claims and pins it and answers `started`; that answer, sent by Lambda to
 * EventBridge as the invocation's success destination, starts the job's Step Functions execution,
 * which calls the runner for one part at a time until the job is done, however many 15-minute
 * invocations that takes.
 */
import { Duration, RemovalPolicy, Size, Stack } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import * as iam from 'aws-cdk-lib/aws-iam';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import * as destinations from 'aws-cdk-lib/aws-lambda-destinations';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as sfn from 'aws-cdk-lib/aws-stepfunctions';
import * as tasks from 'aws-cdk-lib/aws-stepfunctions-tasks';
import { Construct } from 'constructs';
import { CONCURRENCY, DB_POOL_MAX, EXPORT_TTL_HOURS } from './config.ts';
import type { Database } from './database.ts';
import { nodeFunction } from './lambda.ts';
import { acknowledge } from './nag.ts';
import type { Network } from './network.ts';
import { loopingStateMachine } from './state-machine.ts';

export interface ExportsProps {
  network: Network;
  database: Database;
  /** the variables every function gets */
  environment: Record<string, string>;
}

/** Files are written under this prefix (shared/exports/storage.ts). */
export const EXPORT_PREFIX = 'exports/';

/** The runner's timeout: a step of a chunked job writes one part well within it (EXPORT_PART_ROWS). */
export const RUNNER_TIMEOUT = Duration.minutes(15);
/**
 * A chunked job's whole run: the Unlimited plan's 50,000,000 rows at the slowest measured rate
 * (400 rows/s, docs/performance.md#exports) take about 35 hours.
 */
export const CHUNKED_JOB_TIMEOUT = Duration.hours(48);
/** A failed step (an error, a timeout, a throttle) is asked again this often before the job fails. */
export const STEP_RETRIES = { maxAttempts: 3, interval: Duration.seconds(20), backoffRate: 2 } as const;

export class Exports extends Construct {
  readonly bucket: s3.Bucket;
  readonly runner: LambdaFunction;
  readonly chunkedJobs: sfn.StateMachine;
  readonly startChunked: events.Rule;

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
        timeout: RUNNER_TIMEOUT,
        ephemeralStorageSize: Size.gibibytes(10),
        // a job is claimed once: a retried invocation finds it running and does nothing, so retrying is useless
        retryAttempts: 0,
        // POST's invocation of a chunked job answers {id, started: true}: the rule below starts its state machine
        onSuccess: new destinations.EventBridgeDestination(),
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
    this.runner.addToRolePolicy(new iam.PolicyStatement({ actions: ['s3:DeleteObject'], resources: [this.files()] }));
    this.chunkedJobs = this.stateMachine();
    this.startChunked = this.startRule();
  }

  /**
   * The loop of a chunked job: `next` until the runner answers done. A step that throws or times out is
   * retried (it resumes at the part it was writing, recorded in the job); when its retries are spent,
   * `fail` marks the job failed and deletes its parts.
   */
  private stateMachine(): sfn.StateMachine {
    const id = sfn.JsonPath.stringAt('$.id');
    const step = (name: string, payload: Record<string, unknown>) =>
      new tasks.LambdaInvoke(this, name, {
        lambdaFunction: this.runner,
        payload: sfn.TaskInput.fromObject(payload),
        payloadResponseOnly: true,
        resultPath: '$.result',
        taskTimeout: sfn.Timeout.duration(RUNNER_TIMEOUT.plus(Duration.minutes(1))),
      });
    const fail = step('FailJob', { id, step: 'fail' }).next(new sfn.Fail(this, 'Failed', { error: 'ExportFailed' }));
    const next = step('NextPart', { id, step: 'next', run: sfn.JsonPath.stringAt('$$.Execution.Id') })
      .addRetry({ errors: [sfn.Errors.ALL], ...STEP_RETRIES })
      .addCatch(fail, { errors: [sfn.Errors.ALL], resultPath: '$.error' });
    const done = new sfn.Choice(this, 'Done')
      .when(sfn.Condition.booleanEquals('$.result.done', true), new sfn.Succeed(this, 'Written'))
      .otherwise(next);
    const machine = loopingStateMachine(this, 'ChunkedJobs', {
      comment: 'Writes a chunked export job one part per runner invocation (docs/exports.md#chunked-jobs)',
      definition: next.next(done),
      timeout: CHUNKED_JOB_TIMEOUT,
      logsId: 'ChunkedJobLogs',
      invokes: this.runner,
    });
    return machine;
  }

  /** Starts the state machine on the runner's answer `started: true`, with the job id it names. */
  private startRule(): events.Rule {
    return new events.Rule(this, 'StartChunkedJob', {
      description: 'Starts the state machine of a chunked export job the runner has claimed and pinned',
      eventPattern: {
        source: ['lambda'],
        detailType: ['Lambda Function Invocation Result - Success'],
        detail: { requestContext: { functionArn: [{ prefix: this.runner.functionArn }] }, responsePayload: { started: [true] } },
      },
      targets: [
        new targets.SfnStateMachine(this.chunkedJobs, {
          input: events.RuleTargetInput.fromObject({ id: events.EventField.fromPath('$.detail.responsePayload.id') }),
          retryAttempts: 10,
          maxEventAge: Duration.hours(1),
        }),
      ],
    });
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
