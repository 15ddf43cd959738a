/**
 * `npm run keys -- … --aws` against a deployed stack, in process. API Gateway's and CloudFormation's
 * control planes cannot run here: aws-sdk-client-mock stands in for them, and the test asserts the
 * exact calls the CLI makes (one API key and one usage-plan key per subscriber, in the region and
 * plans the stack's outputs name). The key table stays real (dynalite), and the authorizer is run
 * on the tokens the CLI printed.
 */
import {
  APIGatewayClient,
  CreateApiKeyCommand,
  CreateUsagePlanKeyCommand,
  DeleteUsagePlanKeyCommand,
  UpdateApiKeyCommand,
} from '@aws-sdk/client-api-gateway';
import { CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';
import type { APIGatewayRequestAuthorizerEvent } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handler as authorizer } from '../../functions/authorizer.ts';
import { main, planOutput, STACK_OUTPUTS } from '../../scripts/keys.ts';
import { KEYS_TABLE, resolveKey } from '../../shared/platform/keys.ts';
import { PLANS } from '../../shared/platform/plans.ts';
import { setEnv } from '../support/set-env.ts';

const REGION = 'eu-west-3';
const PLAN_IDS = { base: 'plan-base', premium: 'plan-premium', unlimited: 'plan-unlimited' } as const;
const cloudformation = mockClient(CloudFormationClient);
const apigateway = mockClient(APIGatewayClient);
const saved = { AWS_REGION: process.env.AWS_REGION, KEYS_TABLE: process.env.KEYS_TABLE, KEYS_REMOTE: process.env.KEYS_REMOTE };

beforeAll(() => {
  cloudformation.on(DescribeStacksCommand, { StackName: 'Acme-Api' }).resolves({
    Stacks: [
      {
        StackName: 'Acme-Api',
        CreationTime: new Date(),
        StackStatus: 'UPDATE_COMPLETE',
        Outputs: [
          { OutputKey: STACK_OUTPUTS.region, OutputValue: REGION },
          // the test's dynalite table stands in for the stack's
          { OutputKey: STACK_OUTPUTS.keyTable, OutputValue: KEYS_TABLE },
          ...PLANS.map((plan) => ({ OutputKey: planOutput(plan), OutputValue: PLAN_IDS[plan] })),
        ],
      },
    ],
  });
  let next = 0;
  apigateway.on(CreateApiKeyCommand).callsFake(() => ({ id: `apikey-${++next}` }));
  apigateway.on(CreateUsagePlanKeyCommand).resolves({});
  apigateway.on(DeleteUsagePlanKeyCommand).resolves({});
  apigateway.on(UpdateApiKeyCommand).resolves({});
});

afterAll(() => {
  cloudformation.restore();
  apigateway.restore();
  for (const [name, value] of Object.entries(saved)) {
    setEnv(name, value);
  }
});

async function keys(...argv: string[]): Promise<string> {
  const lines: string[] = [];
  await main([...argv, '--aws', '--stack-name', 'Acme-Api'], { log: (line) => lines.push(line) });
  return lines.join('\n');
}

const authorize = (token: string) =>
  authorizer({
    type: 'REQUEST',
    methodArn: 'arn:aws:execute-api:eu-west-3:123456789012:abc123/prod/GET/usage',
    headers: { 'X-API-TOKEN': token },
  } as unknown as APIGatewayRequestAuthorizerEvent);

describe('npm run keys -- --aws', () => {
  let first: { token: string; subscriber: string };
  let second: { token: string; subscriber: string };

  it('gives each subscriber its own API Gateway key in its tier’s usage plan, in the region of the stack', async () => {
    for (const owner of ['Acme Capital', 'Birch Homes']) {
      const out = await keys('create', '--plan', 'base', '--owner', owner);
      const created = { token: /key:\s+(\S+)/.exec(out)![1]!, subscriber: /subscriber (sub_\w+)/.exec(out)![1]! };
      if (owner === 'Acme Capital') first = created;
      else second = created;
    }
    expect(process.env.AWS_REGION).toBe(REGION);
    const createKeys = apigateway.commandCalls(CreateApiKeyCommand);
    expect(createKeys).toHaveLength(2);
    expect(await createKeys[0]!.thisValue.config.region()).toBe(REGION);
    const values = createKeys.map((c) => c.args[0].input.value!);
    expect(new Set(values).size).toBe(2);
    for (const [i, call] of createKeys.entries()) {
      const subscriber = [first, second][i]!.subscriber;
      expect(call.args[0].input).toMatchObject({ name: `Acme-Api-${subscriber}`, enabled: true, tags: { subscriber } });
      // the API key's value is not the caller's token
      expect(call.args[0].input.value).not.toBe([first, second][i]!.token);
    }
    expect(apigateway.commandCalls(CreateUsagePlanKeyCommand).map((c) => c.args[0].input)).toEqual([
      { usagePlanId: PLAN_IDS.base, keyId: 'apikey-1', keyType: 'API_KEY' },
      { usagePlanId: PLAN_IDS.base, keyId: 'apikey-2', keyType: 'API_KEY' },
    ]);

    // the authorizer hands API Gateway each subscriber's own key value: two meters in one plan
    const a = await authorize(first.token);
    const b = await authorize(second.token);
    expect(a.usageIdentifierKey).toBe(values[0]);
    expect(b.usageIdentifierKey).toBe(values[1]);
    expect(a.context).toMatchObject({ plan: 'base', subscriberId: first.subscriber, apiKeyId: 'apikey-1' });
    expect(b.context).toMatchObject({ plan: 'base', subscriberId: second.subscriber, apiKeyId: 'apikey-2' });
  });

  it('rotates a token onto the same meter, moves a subscriber between plans, and revokes it with its API key', async () => {
    const rotated = await keys('rotate', first.subscriber);
    const token = /key:\s+(\S+)/.exec(rotated)![1]!;
    expect(await resolveKey(first.token)).toBeNull();
    const usageKey = apigateway.commandCalls(CreateApiKeyCommand)[0]!.args[0].input.value;
    expect((await authorize(token)).usageIdentifierKey).toBe(usageKey);
    expect(apigateway.commandCalls(CreateApiKeyCommand)).toHaveLength(2);

    await keys('set-plan', first.subscriber, '--plan', 'premium');
    expect(apigateway.commandCalls(DeleteUsagePlanKeyCommand).map((c) => c.args[0].input)).toEqual([
      { usagePlanId: PLAN_IDS.base, keyId: 'apikey-1' },
    ]);
    expect(apigateway.commandCalls(CreateUsagePlanKeyCommand).at(-1)!.args[0].input).toEqual({
      usagePlanId: PLAN_IDS.premium,
      keyId: 'apikey-1',
      keyType: 'API_KEY',
    });
    expect((await resolveKey(token))?.plan).toBe('premium');

    const listed = await keys('list');
    expect(listed).toMatch(new RegExp(`${first.subscriber}\\s+premium\\s+active`));
    expect(listed).toContain('Birch Homes');
    expect(listed).not.toContain(token);

    await keys('revoke', first.subscriber);
    expect(await resolveKey(token)).toBeNull();
    expect(apigateway.commandCalls(UpdateApiKeyCommand).map((c) => c.args[0].input)).toEqual([
      { apiKey: 'apikey-1', patchOperations: [{ op: 'replace', path: '/enabled', value: 'false' }] },
    ]);
    // the other subscriber is untouched
    expect((await resolveKey(second.token))?.status).toBe('active');
  });

  it('names the missing output when the stack is not the current one', async () => {
    cloudformation.on(DescribeStacksCommand, { StackName: 'Old-Api' }).resolves({
      Stacks: [{ StackName: 'Old-Api', CreationTime: new Date(), StackStatus: 'UPDATE_COMPLETE', Outputs: [] }],
    });
    await expect(main(['list', '--aws', '--stack-name', 'Old-Api'], { log: () => {} })).rejects.toThrow(
      /stack Old-Api has no output KeyTableName, Region, UsagePlanIdBase/,
    );
  });
});
