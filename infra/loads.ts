/**
 * A load as shards (docs/data.md#a-national-load-on-aws): a Step Functions state machine whose
 * distributed map lists the import bucket under the execution's prefix and runs one child
 * execution per object, at most LOAD_SHARDS at once. A child invokes the loader with the object
 * until it answers done (each invocation stops before the function's limit and records where;
 * loader/ingest/shard.ts). Once every shard is in, the loader's finish (the rollups, then the
 * valuation pass) is invoked the same way until done.
 *
 * Input: {"load": "<name>", "prefix": "<key prefix>"}. The same load name again, in a new
 * execution, skips the shards already finished: a failed load is started again, or redriven.
 */
import { Duration, Stack, Token } from 'aws-cdk-lib';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import * as sfn from 'aws-cdk-lib/aws-stepfunctions';
import * as tasks from 'aws-cdk-lib/aws-stepfunctions-tasks';
import { Construct } from 'constructs';
import { LOAD_SHARDS, LOADER_TIMEOUT } from './config.ts';
import { acknowledge } from './nag.ts';
import { loopingStateMachine } from './state-machine.ts';

/** A whole load: the country's objects at the rates measured (docs/data.md#a-national-load-on-aws) take about two days. */
export const LOAD_TIMEOUT = Duration.days(7);
/**
 * A failed step (a database failover, a throttle, a timeout) is asked again this often before the
 * load fails: it resumes where the step recorded its progress.
 */
export const LOAD_STEP_RETRIES = { maxAttempts: 5, interval: Duration.seconds(30), backoffRate: 2 } as const;

export interface LoadsProps {
  loader: LambdaFunction;
  bucket: s3.IBucket;
}

export class Loads extends Construct {
  readonly stateMachine: sfn.StateMachine;

  constructor(scope: Construct, id: string, { loader, bucket }: LoadsProps) {
    super(scope, id);
    const load = sfn.JsonPath.stringAt('$.load');
    const step = (name: string, payload: Record<string, unknown>) =>
      new tasks.LambdaInvoke(this, name, {
        lambdaFunction: loader,
        payload: sfn.TaskInput.fromObject(payload),
        payloadResponseOnly: true,
        resultPath: '$.result',
        taskTimeout: sfn.Timeout.duration(LOADER_TIMEOUT.plus(Duration.minutes(1))),
      }).addRetry({ errors: [sfn.Errors.ALL], ...LOAD_STEP_RETRIES });
    /** The step again until its answer says done. */
    const untilDone = (task: sfn.TaskStateBase, choice: string, end: string) =>
      task.next(
        new sfn.Choice(this, choice).when(sfn.Condition.booleanEquals('$.result.done', true), new sfn.Succeed(this, end)).otherwise(task),
      );

    const shard = step('LoadShard', { shard: { load, source: sfn.JsonPath.stringAt('$.source') } });
    const shards = new sfn.DistributedMap(this, 'Shards', {
      itemReader: new sfn.S3ObjectsItemReader({ bucket, prefix: sfn.JsonPath.stringAt('$.prefix') }),
      itemSelector: {
        load,
        source: sfn.JsonPath.format(`s3://${bucket.bucketName}/{}`, sfn.JsonPath.stringAt('$$.Map.Item.Value.Key')),
      },
      maxConcurrency: LOAD_SHARDS,
      mapExecutionType: sfn.StateMachineType.STANDARD,
      // what every shard answered stays in the shards' rows (load_shards), not in the execution's state
      resultPath: sfn.JsonPath.DISCARD,
    });
    shards.itemProcessor(untilDone(shard, 'ShardDone', 'ShardLoaded'));
    const finish = untilDone(step('Finish', { finish: { load } }), 'Finished', 'Loaded');

    this.stateMachine = loopingStateMachine(this, 'StateMachine', {
      comment: 'Loads the import files under a prefix as shards, then the rollups and valuations (docs/data.md#a-national-load-on-aws)',
      definition: shards.next(finish),
      timeout: LOAD_TIMEOUT,
      logsId: 'Logs',
      invokes: loader,
    });
    this.acknowledgeMap();
  }

  private acknowledgeMap(): void {
    // The distributed map describes and stops its own child executions (CDK's grant, whose ARN
    // names the account and region as the stack knows them: literal when a deploy sets them).
    const stack = Stack.of(this);
    const known = (value: string, pseudo: string) => (Token.isUnresolved(value) ? `<AWS::${pseudo}>` : value);
    const machine = stack.getLogicalId(this.stateMachine.node.defaultChild as never);
    const executions =
      `arn:${known(stack.partition, 'Partition')}:states:${known(stack.region, 'Region')}:${known(stack.account, 'AccountId')}` +
      `:execution:{"Fn::Select":[6,{"Fn::Split":[":",{"Ref":"${machine}"}]}]}`;
    for (const suffix of [':*', '/*:*'])
      acknowledge(
        this.stateMachine.node.findChild('DistributedMapPolicy'),
        `AwsSolutions-IAM5[Resource::${executions}${suffix}]`,
        "The distributed map's child executions, named by Step Functions at run time, of this state machine only.",
      );
  }
}
