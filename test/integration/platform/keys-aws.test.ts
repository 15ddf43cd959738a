/**
 * `npm run keys -- … --aws` against a deployed stack, in process. API Gateway's and CloudFormation's
 * control planes cannot run here: aws-sdk-client-mock stands in for them. API Gateway is a small
 * fake with state (keys, their enabled flag, plan memberships, a key in one plan per stage) so each
 * command's end state can be checked, and any call can be made to fail to test every failure path:
 * the subscriber must stay served, or a rerun or `keys reconcile --aws` must finish the job. The
 * key table stays real (dynalite), and the authorizer is run on the tokens the CLI printed.
 */
import {
  APIGatewayClient,
  CreateApiKeyCommand,
  CreateUsagePlanKeyCommand,
  DeleteApiKeyCommand,
  DeleteUsagePlanKeyCommand,
  GetApiKeysCommand,
  GetUsagePlanKeysCommand,
  GetUsagePlansCommand,
  UpdateApiKeyCommand,
} from '@aws-sdk/client-api-gateway';
import { CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';
import type { APIGatewayRequestAuthorizerEvent } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { handler as authorizer } from '../../../functions/authorizer.ts';
import { main, planOutput, STACK_OUTPUTS } from '../../../scripts/keys.ts';
import { KEYS_TABLE, resolveKey } from '../../../shared/platform/keys.ts';
import { PLANS } from '../../../shared/platform/plans.ts';
import { setEnv } from '../../support/set-env.ts';

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
  // the same plans, and a key table that does not exist: every write to it fails
  cloudformation.on(DescribeStacksCommand, { StackName: 'Broken-Api' }).resolves({
    Stacks: [
      {
        StackName: 'Broken-Api',
        CreationTime: new Date(),
        StackStatus: 'UPDATE_COMPLETE',
        Outputs: [
          { OutputKey: STACK_OUTPUTS.region, OutputValue: REGION },
          { OutputKey: STACK_OUTPUTS.keyTable, OutputValue: 'no-such-table' },
          ...PLANS.map((plan) => ({ OutputKey: planOutput(plan), OutputValue: PLAN_IDS[plan] })),
        ],
      },
    ],
  });
  fakeApiGateway();
});

afterEach(() => {
  failures.clear();
  process.exitCode = undefined;
});

afterAll(() => {
  cloudformation.restore();
  apigateway.restore();
  for (const [name, value] of Object.entries(saved)) {
    setEnv(name, value);
  }
});

/** API Gateway's state as the fake keeps it. */
const gateway = {
  keys: new Map<string, { name: string; value: string; enabled: boolean }>(),
  plans: new Map<string, Set<string>>(Object.values(PLAN_IDS).map((id) => [id, new Set<string>()])),
};
/** Calls made to fail: command name → how many of its next calls fail. */
const failures = new Map<string, number>();
const failNext = (command: { name: string }, times = 1) => failures.set(command.name, times);

const awsError = (name: string, message: string) => Object.assign(new Error(message), { name });
const planOf = (keyId: string) => [...gateway.plans].filter(([, keys]) => keys.has(keyId)).map(([id]) => id);

function fakeApiGateway(): void {
  let next = 0;
  // biome-ignore lint/suspicious/noExplicitAny: each command's input and output differ; the fake reads them by name
  const on = (command: any, answer: (input: any) => unknown) =>
    apigateway.on(command).callsFake(async (input) => {
      const left = failures.get(command.name) ?? 0;
      if (left > 0) {
        failures.set(command.name, left - 1);
        throw awsError('TooManyRequestsException', `${command.name} throttled`);
      }
      return answer(input);
    });
  const key = (id: string) => {
    const found = gateway.keys.get(id);
    if (!found) throw awsError('NotFoundException', `Invalid API Key identifier specified: ${id}`);
    return found;
  };
  on(CreateApiKeyCommand, (input) => {
    const id = `apikey-${++next}`;
    gateway.keys.set(id, { name: input.name, value: input.value, enabled: input.enabled });
    return { id };
  });
  on(DeleteApiKeyCommand, (input) => {
    key(input.apiKey);
    gateway.keys.delete(input.apiKey);
    for (const keys of gateway.plans.values()) keys.delete(input.apiKey);
    return {};
  });
  on(UpdateApiKeyCommand, (input) => {
    key(input.apiKey).enabled = input.patchOperations[0].value === 'true';
    return {};
  });
  on(CreateUsagePlanKeyCommand, (input) => {
    key(input.keyId);
    // every plan of the stack is on the one stage: a key may be in one of them only
    if (planOf(input.keyId).length)
      throw awsError('ConflictException', 'Usage Plan cannot be added because API Key already exists in a Usage Plan with the same stage');
    gateway.plans.get(input.usagePlanId)!.add(input.keyId);
    return {};
  });
  on(DeleteUsagePlanKeyCommand, (input) => {
    if (!gateway.plans.get(input.usagePlanId)?.delete(input.keyId)) throw awsError('NotFoundException', 'Invalid Usage Plan Key');
    return {};
  });
  on(GetUsagePlansCommand, (input) => {
    key(input.keyId);
    return { items: planOf(input.keyId).map((id) => ({ id })) };
  });
  on(GetUsagePlanKeysCommand, (input) => ({ items: [...gateway.plans.get(input.usagePlanId)!].map((id) => ({ id, type: 'API_KEY' })) }));
  on(GetApiKeysCommand, (input) => ({
    items: [...gateway.keys]
      .filter(([, k]) => !input.nameQuery || k.name.startsWith(input.nameQuery))
      .map(([id, k]) => ({ id, name: k.name, enabled: k.enabled })),
  }));
}

/** The subscriber's state at API Gateway: its key's usage plans and whether it is enabled. */
function gatewayStateOf(apiKeyId: string) {
  const found = gateway.keys.get(apiKeyId);
  return found ? { enabled: found.enabled, plans: planOf(apiKeyId) } : null;
}

const tokenOf = (out: string) => /key:\s+(\S+)/.exec(out)![1]!;
const subscriberOf = (out: string) => /subscriber (sub_\w+)/.exec(out)![1]!;

async function keys(...argv: string[]): Promise<string> {
  return keysOn('Acme-Api', ...argv);
}

async function keysOn(stackName: string, ...argv: string[]): Promise<string> {
  const lines: string[] = [];
  await main([...argv, '--aws', '--stack-name', stackName], { log: (line) => lines.push(line) });
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

  it('rotates onto a new API key in the same plan, moves a subscriber between plans, and revokes it with its API key', async () => {
    const rotated = await keys('rotate', first.subscriber);
    const token = tokenOf(rotated);
    expect(await resolveKey(first.token)).toBeNull();
    const record = (await resolveKey(token))!;
    expect(record.apiKeyId).not.toBe('apikey-1');
    expect(gatewayStateOf(record.apiKeyId!)).toEqual({ enabled: true, plans: [PLAN_IDS.base] });
    // the old key was disabled, then left its plan and was deleted
    expect(apigateway.commandCalls(UpdateApiKeyCommand).at(-1)!.args[0].input).toEqual({
      apiKey: 'apikey-1',
      patchOperations: [{ op: 'replace', path: '/enabled', value: 'false' }],
    });
    expect(gatewayStateOf('apikey-1')).toBeNull();
    expect((await authorize(token)).usageIdentifierKey).toBe(record.usageKey);

    await keys('set-plan', first.subscriber, '--plan', 'premium');
    expect(gatewayStateOf(record.apiKeyId!)).toEqual({ enabled: true, plans: [PLAN_IDS.premium] });
    expect((await resolveKey(token))?.plan).toBe('premium');

    const listed = await keys('list');
    expect(listed).toMatch(new RegExp(`${first.subscriber}\\s+premium\\s+active`));
    expect(listed).toContain('Birch Homes');
    expect(listed).not.toContain(token);

    await keys('revoke', first.subscriber);
    expect(await resolveKey(token)).toBeNull();
    expect(gatewayStateOf(record.apiKeyId!)).toBeNull();
    // the other subscriber is untouched
    expect((await resolveKey(second.token))?.status).toBe('active');
    expect(gatewayStateOf('apikey-2')).toEqual({ enabled: true, plans: [PLAN_IDS.base] });
  });

  describe('failures leave the subscriber served, or a rerun or reconcile finishes', () => {
    const keysBefore = () => new Set(gateway.keys.keys());

    it('create: a usage-plan failure or a key-table failure deletes the API key it made, and no token exists', async () => {
      const before = keysBefore();
      failNext(CreateUsagePlanKeyCommand);
      await expect(keys('create', '--plan', 'base', '--owner', 'Cedar LLC')).rejects.toThrow(/CreateUsagePlanKeyCommand throttled/);
      expect(new Set(gateway.keys.keys())).toEqual(before);

      // the table write fails: a stack whose key table does not exist
      await expect(keysOn('Broken-Api', 'create', '--plan', 'base', '--owner', 'Cedar LLC')).rejects.toThrow();
      expect(new Set(gateway.keys.keys())).toEqual(before);
      expect(await keys('list')).not.toContain('Cedar LLC');
    });

    it('create: when the cleanup fails too, the error names the orphan key and reconcile deletes it', async () => {
      failNext(CreateUsagePlanKeyCommand);
      failNext(DeleteApiKeyCommand);
      const error = await keys('create', '--plan', 'base', '--owner', 'Dogwood LP').catch((err: Error) => err.message);
      const orphan = /the API key (apikey-\d+) made for it could not be deleted/.exec(String(error))?.[1];
      expect(orphan, String(error)).toBeDefined();
      expect(gateway.keys.has(orphan!)).toBe(true);
      const report = await keys('reconcile');
      expect(report).toMatch(new RegExp(`repaired\\s+-\\s+${orphan}\\s+API key no subscriber references`));
      expect(gateway.keys.has(orphan!)).toBe(false);
    });

    it('set-plan: a failure joining the new plan puts the key back in the old one; a rerun completes the move', async () => {
      const out = await keys('create', '--plan', 'base', '--owner', 'Elm Street Homes');
      const subscriber = subscriberOf(out);
      const { apiKeyId } = (await resolveKey(tokenOf(out)))!;
      failNext(CreateUsagePlanKeyCommand);
      await expect(keys('set-plan', subscriber, '--plan', 'premium')).rejects.toThrow(/throttled/);
      expect(gatewayStateOf(apiKeyId!)).toEqual({ enabled: true, plans: [PLAN_IDS.base] });
      expect((await resolveKey(tokenOf(out)))?.plan).toBe('base');

      // the key moved, then the table write failed: a rerun brings the table to the plan the key is metered in
      gateway.plans.get(PLAN_IDS.base)!.delete(apiKeyId!);
      gateway.plans.get(PLAN_IDS.premium)!.add(apiKeyId!);
      await keys('set-plan', subscriber, '--plan', 'premium');
      expect(gatewayStateOf(apiKeyId!)).toEqual({ enabled: true, plans: [PLAN_IDS.premium] });
      expect((await resolveKey(tokenOf(out)))?.plan).toBe('premium');
      // and again: nothing left to do
      await keys('set-plan', subscriber, '--plan', 'premium');
      expect(gatewayStateOf(apiKeyId!)).toEqual({ enabled: true, plans: [PLAN_IDS.premium] });
    });

    it('rotate: a failure before the new token is stored keeps the old token and deletes the new API key', async () => {
      const out = await keys('create', '--plan', 'base', '--owner', 'Fir Partners');
      const before = keysBefore();
      failNext(CreateUsagePlanKeyCommand);
      await expect(keys('rotate', subscriberOf(out))).rejects.toThrow(/throttled/);
      expect((await resolveKey(tokenOf(out)))?.status).toBe('active');
      expect(new Set(gateway.keys.keys())).toEqual(before);
    });

    it('rotate: a failure retiring the old key still prints the new token, and reconcile retires the old key', async () => {
      const out = await keys('create', '--plan', 'base', '--owner', 'Gum Tree Capital');
      const old = (await resolveKey(tokenOf(out)))!;
      failNext(DeleteApiKeyCommand);
      const rotated = await keys('rotate', subscriberOf(out));
      expect(rotated).toMatch(/NOT FINISHED/);
      expect(process.exitCode).toBe(1);
      const fresh = (await resolveKey(tokenOf(rotated)))!;
      expect(fresh.status).toBe('active');
      expect(await resolveKey(tokenOf(out))).toBeNull();
      // disabled, no longer deleted: still counted against the account's limit until reconcile
      expect(gatewayStateOf(old.apiKeyId!)?.enabled).toBe(false);
      const report = await keys('reconcile');
      expect(report).toContain(`${old.apiKeyId}  API key of a revoked or rotated token`);
      expect(gatewayStateOf(old.apiKeyId!)).toBeNull();
      expect(gatewayStateOf(fresh.apiKeyId!)).toEqual({ enabled: true, plans: [PLAN_IDS.base] });
    });

    it('revoke: the tokens are revoked first; a failure at API Gateway is finished by a rerun', async () => {
      const out = await keys('create', '--plan', 'base', '--owner', 'Hazel Homes');
      const { apiKeyId } = (await resolveKey(tokenOf(out)))!;
      failNext(DeleteApiKeyCommand);
      await expect(keys('revoke', subscriberOf(out))).rejects.toThrow(/throttled/);
      expect(await resolveKey(tokenOf(out))).toBeNull();
      expect(gatewayStateOf(apiKeyId!)).toEqual({ enabled: true, plans: [] });
      await keys('revoke', subscriberOf(out));
      expect(gatewayStateOf(apiKeyId!)).toBeNull();
    });
  });

  it('reconcile: reports every difference on a dry run, repairs them, and counts the account’s API keys', async () => {
    const made = await Promise.all(
      ['Ivy', 'Juniper', 'Kapok', 'Larch'].map(async (owner) => {
        const out = await keys('create', '--plan', 'premium', '--owner', `${owner} Holdings`);
        return { subscriber: subscriberOf(out), apiKeyId: (await resolveKey(tokenOf(out)))!.apiKeyId! };
      }),
    );
    const [outOfPlan, disabled, wrongPlan, missing] = made;
    gateway.plans.get(PLAN_IDS.premium)!.delete(outOfPlan!.apiKeyId);
    gateway.keys.get(disabled!.apiKeyId)!.enabled = false;
    gateway.plans.get(PLAN_IDS.premium)!.delete(wrongPlan!.apiKeyId);
    gateway.plans.get(PLAN_IDS.base)!.add(wrongPlan!.apiKeyId);
    gateway.keys.delete(missing!.apiKeyId);
    gateway.plans.get(PLAN_IDS.premium)!.delete(missing!.apiKeyId);
    gateway.keys.set('stray-1', { name: 'Acme-Api-sub_0000000000000000', value: 'x', enabled: true });
    gateway.keys.set('other-stack', { name: 'Other-Api-sub_0000000000000000', value: 'y', enabled: true });

    const dry = await keys('reconcile', '--dry-run');
    expect(dry).toMatch(
      new RegExp(`reported\\s+${outOfPlan!.subscriber}\\s+${outOfPlan!.apiKeyId}\\s+its API key is in no usage plan, not premium`),
    );
    expect(dry).toMatch(new RegExp(`reported\\s+${disabled!.subscriber}\\s+${disabled!.apiKeyId}\\s+its API key is disabled`));
    expect(dry).toMatch(
      new RegExp(`reported\\s+${wrongPlan!.subscriber}\\s+${wrongPlan!.apiKeyId}\\s+its API key is in base, not premium`),
    );
    expect(dry).toMatch(new RegExp(`reported\\s+${missing!.subscriber}\\s+${missing!.apiKeyId}\\s+its API key is missing`));
    expect(dry).toMatch(/reported\s+-\s+stray-1\s+API key no subscriber references/);
    expect(dry).not.toContain('other-stack');
    expect(dry).toContain('(dry run: nothing changed)');
    expect(gatewayStateOf(disabled!.apiKeyId)?.enabled).toBe(false);

    const repaired = await keys('reconcile');
    expect(repaired).toMatch(new RegExp(`repaired\\s+${outOfPlan!.subscriber}`));
    for (const { apiKeyId } of [outOfPlan!, disabled!, wrongPlan!])
      expect(gatewayStateOf(apiKeyId)).toEqual({ enabled: true, plans: [PLAN_IDS.premium] });
    expect(gateway.keys.has('stray-1')).toBe(false);
    expect(gateway.keys.has('other-stack')).toBe(true);
    expect(repaired).toMatch(new RegExp(`${gateway.keys.size} of the account's 10000 API keys in this region`));

    // what is left cannot be repaired here: the missing key, which `keys rotate` replaces
    const again = await keys('reconcile');
    expect(again.split('\n').filter((line) => /^(repaired|reported)/.test(line))).toEqual([
      expect.stringMatching(new RegExp(`reported\\s+${missing!.subscriber}.*missing`)),
    ]);
    expect(process.exitCode).toBe(1);
    await keys('rotate', missing!.subscriber);
    expect((await keys('reconcile')).split('\n').filter((line) => /^(repaired|reported)/.test(line))).toEqual([]);
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
