/**
 * npm run keys -- create --plan base|premium|unlimited --owner "Acme Capital"
 * npm run keys -- list
 * npm run keys -- revoke <subscriber-id | key-hash-prefix>
 * npm run keys -- set-plan <subscriber-id | key-hash-prefix> --plan premium
 * npm run keys -- rotate <subscriber-id | key-hash-prefix>
 * npm run keys -- reconcile --aws [--dry-run]
 *
 * Works on the local key table (.data/keys, or the running `npm start`'s) or on DYNAMODB_ENDPOINT;
 * with --aws [--stack-name SfrAnalyticsApi] [--region us-east-2] on the deployed stack: the key
 * table, the region and the usage plans come from the stack's outputs, each subscriber gets its own
 * API Gateway API key in its tier's usage plan (docs/deployment.md#keys). Credentials come from the
 * AWS environment.
 */
import { pathToFileURL } from 'node:url';
import { APIGatewayClient } from '@aws-sdk/client-api-gateway';
import { CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';
import { openKeyStore } from '../infra/local/services.ts';
import { API_KEY_ALARM_SHARE } from '../shared/platform/api-key-metric.ts';
import { config, reloadConfig } from '../shared/platform/config.ts';
import { isPlan, PLANS } from '../shared/platform/plans.ts';
import {
  API_KEY_LIMIT,
  createSubscriber,
  type GatewayMeters,
  listSubscribers,
  reconcileSubscribers,
  revokeSubscriber,
  rotateSubscriber,
  setSubscriberPlan,
  type UsagePlanIds,
} from '../shared/platform/subscribers.ts';
import { parseCommandLine, UsageError } from './command-line.ts';

const USAGE = `usage: keys create --plan <plan> --owner <label> | keys list | keys revoke <subscriber> | keys set-plan <subscriber> --plan <plan> | keys rotate <subscriber> | keys reconcile --aws [--dry-run]
  <subscriber> is a subscriber id (sub_…) or at least 8 characters of a key hash, as \`keys list\` shows
  add --aws [--stack-name <name>] [--region <region>] to work on the deployed stack`;

/** The stack's outputs the CLI needs (infra/stack.ts names them). */
export const STACK_OUTPUTS = { keyTable: 'KeyTableName', region: 'Region', usagePlanPrefix: 'UsagePlanId' } as const;

export { UsageError };

export interface Io {
  log(line: string): void;
}

const OPTIONS = {
  plan: { type: 'string' },
  owner: { type: 'string' },
  aws: { type: 'boolean', default: false },
  'stack-name': { type: 'string', default: config().STACK_NAME ?? 'SfrAnalyticsApi' },
  region: { type: 'string' },
  'dry-run': { type: 'boolean', default: false },
} as const;

/** What a command is given: its one argument, the options, the stack's meters with --aws, and where to print. */
interface Command {
  name: string;
  arg: string | undefined;
  values: { plan?: string; owner?: string; 'dry-run': boolean };
  meters: GatewayMeters | undefined;
  io: Io;
}

const planOption = (c: Command) => {
  if (!isPlan(c.values.plan)) throw new UsageError(`--plan must be one of ${PLANS.join(', ')}`);
  return c.values.plan;
};
const subscriberArg = (c: Command) => {
  if (!c.arg) throw new UsageError(`usage: keys ${c.name} <subscriber-id | key-hash-prefix>`);
  return c.arg;
};

const COMMANDS: Record<string, (c: Command) => Promise<void>> = {
  async create(c) {
    const plan = planOption(c);
    if (!c.values.owner) throw new UsageError('--owner is required (who the key is for)');
    const { key, record } = await createSubscriber(plan, c.values.owner, c.meters);
    c.io.log(`created ${record.plan} subscriber ${record.subscriberId} for ${record.owner}`);
    c.io.log(`key:  ${key}`);
    c.io.log(`hash: ${record.keyHash}`);
    if (record.apiKeyId) c.io.log(`API Gateway key: ${record.apiKeyId} (in the ${record.plan} usage plan)`);
    c.io.log('The key is shown only now; only its hash is stored.');
  },
  async list(c) {
    c.io.log(
      ['subscriber'.padEnd(20), 'plan'.padEnd(9), 'status '.padEnd(7), 'created'.padEnd(24), 'last used'.padEnd(24), 'owner'].join('  '),
    );
    for (const s of await listSubscribers())
      c.io.log(
        [
          s.subscriberId.padEnd(20),
          s.plan.padEnd(9),
          s.status.padEnd(7),
          s.createdAt.padEnd(24),
          (s.lastUsedAt ?? '-').padEnd(24),
          s.owner,
        ].join('  ') + (s.activeKeyHash ? `  (key ${s.activeKeyHash})` : ''),
      );
  },
  async revoke(c) {
    const s = await revokeSubscriber(subscriberArg(c), c.meters);
    c.io.log(
      `revoked ${s.subscriberId} (${s.owner})${s.apiKeyId && c.meters ? '; its API Gateway keys left their usage plans and were deleted' : ''}. API Gateway may accept a token until its authorizer cache entry expires (300 s).`,
    );
  },
  async 'set-plan'(c) {
    const s = await setSubscriberPlan(subscriberArg(c), planOption(c), c.meters);
    c.io.log(`${s.subscriberId} (${s.owner}) is on the ${s.plan} plan; cached authorizer results keep the old plan for up to 300 s.`);
  },
  async rotate(c) {
    const { key, record, unfinished } = await rotateSubscriber(subscriberArg(c), c.meters);
    c.io.log(`new key for ${record.subscriberId} (${record.owner}); the previous one is revoked (cached for up to 300 s)`);
    c.io.log(`key:  ${key}`);
    c.io.log(`hash: ${record.keyHash}`);
    c.io.log('The key is shown only now; only its hash is stored.');
    if (unfinished) {
      c.io.log(`NOT FINISHED: ${unfinished}. The new key works; run \`keys reconcile --aws\` to retire the previous one.`);
      process.exitCode = 1;
    }
  },
  async reconcile(c) {
    if (!c.meters) throw new UsageError('reconcile compares the key table with API Gateway: add --aws');
    const dryRun = c.values['dry-run'];
    const { differences, apiKeys } = await reconcileSubscribers(c.meters, { dryRun });
    for (const d of differences) c.io.log(`${d.action.padEnd(8)}  ${d.subscriberId ?? '-'}  ${d.apiKeyId ?? '-'}  ${d.problem}`);
    c.io.log(`${differences.length} difference(s)${dryRun ? ' (dry run: nothing changed)' : ''}`);
    const share = apiKeys / API_KEY_LIMIT;
    c.io.log(`${apiKeys} of the account's ${API_KEY_LIMIT} API keys in this region (${Math.round(share * 100)}%)`);
    if (share >= API_KEY_ALARM_SHARE)
      c.io.log(`WARNING: above ${API_KEY_ALARM_SHARE * 100}% of the API-key limit: see docs/deployment.md#the-api-key-ceiling`);
    if (differences.some((d) => d.action === 'reported')) process.exitCode = 1;
  },
};

export async function main(argv: string[], io: Io = console): Promise<void> {
  const { positionals, values } = parseCommandLine({ args: argv, allowPositionals: true, options: OPTIONS }, USAGE);
  const [name, arg] = positionals;
  let meters: GatewayMeters | undefined;
  if (values.aws) {
    meters = await stackMeters(values['stack-name'] as string, values.region);
    process.env.KEYS_REMOTE = '1';
    reloadConfig();
  }
  const store = await openKeyStore({ demoKeys: false });
  try {
    if (name === undefined || !Object.hasOwn(COMMANDS, name)) throw new UsageError(USAGE);
    await COMMANDS[name]!({ name, arg, values, meters, io });
  } finally {
    await store?.stop();
  }
}

/** The deployed stack's key table, region and usage plans, from its CloudFormation outputs. */
async function stackMeters(stackName: string, region: string | undefined): Promise<GatewayMeters> {
  const cloudformation = new CloudFormationClient(region ? { region } : {});
  let outputs: Record<string, string>;
  try {
    const { Stacks } = await cloudformation.send(new DescribeStacksCommand({ StackName: stackName }));
    outputs = Object.fromEntries((Stacks?.[0]?.Outputs ?? []).map((o) => [o.OutputKey ?? '', o.OutputValue ?? '']));
  } catch (err) {
    const message = (err as Error).message;
    if (/region/i.test(message) && !region) throw new UsageError(`--aws needs a region: pass --region or set AWS_REGION (${message})`);
    throw new UsageError(`could not read the outputs of stack ${stackName}: ${message}`);
  }
  const missing = [STACK_OUTPUTS.keyTable, STACK_OUTPUTS.region, ...PLANS.map(planOutput)].filter((name) => !outputs[name]);
  if (missing.length) throw new UsageError(`stack ${stackName} has no output ${missing.join(', ')}: deploy the current stack first`);
  process.env.KEYS_TABLE = outputs[STACK_OUTPUTS.keyTable];
  process.env.AWS_REGION = outputs[STACK_OUTPUTS.region];
  reloadConfig();
  const usagePlanIds = Object.fromEntries(PLANS.map((plan) => [plan, outputs[planOutput(plan)]!])) as UsagePlanIds;
  return { client: new APIGatewayClient({ region: outputs[STACK_OUTPUTS.region] }), usagePlanIds, stackName };
}

export const planOutput = (plan: string): string => `${STACK_OUTPUTS.usagePlanPrefix}${plan[0]!.toUpperCase()}${plan.slice(1)}`;

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : String(err));
    process.exitCode = err instanceof UsageError ? 2 : 1;
  });
}
