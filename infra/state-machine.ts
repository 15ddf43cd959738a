/**
 * A Step Functions state machine that invokes one function in a loop (a chunked export job, a
 * sharded load): traced, every event logged without execution data, and its role's cdk-nag
 * findings acknowledged once: the LambdaInvoke grant on the function's versions, and logging and
 * tracing, which have no resource-level permissions.
 */
import { type Duration, Stack } from 'aws-cdk-lib';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as sfn from 'aws-cdk-lib/aws-stepfunctions';
import type { Construct } from 'constructs';
import { LOG_RETENTION } from './lambda.ts';
import { acknowledge } from './nag.ts';

export interface LoopingStateMachineProps {
  comment: string;
  definition: sfn.IChainable;
  timeout: Duration;
  /** the id of its log group, beside the machine */
  logsId: string;
  /** the function its tasks invoke */
  invokes: LambdaFunction;
}

export function loopingStateMachine(scope: Construct, id: string, props: LoopingStateMachineProps): sfn.StateMachine {
  const machine = new sfn.StateMachine(scope, id, {
    comment: props.comment,
    definitionBody: sfn.DefinitionBody.fromChainable(props.definition),
    timeout: props.timeout,
    tracingEnabled: true,
    logs: {
      destination: new logs.LogGroup(scope, props.logsId, { retention: LOG_RETENTION }),
      level: sfn.LogLevel.ALL,
      includeExecutionData: false,
    },
  });
  const fn = props.invokes;
  acknowledge(
    machine.role,
    `AwsSolutions-IAM5[Resource::<${Stack.of(fn).getLogicalId(fn.node.defaultChild as never)}.Arn>:*]`,
    "lambda:InvokeFunction on the function and its versions (the LambdaInvoke task's grant): nothing else.",
  );
  acknowledge(
    machine.role,
    'AwsSolutions-IAM5[Resource::*]',
    'Step Functions logging (logs:CreateLogDelivery and the other delivery actions) and X-Ray tracing (xray:PutTraceSegments) have no resource-level permissions.',
  );
  return machine;
}
