/**
 * npm run keys -- create --plan base|premium|unlimited --owner "Acme Capital"
 * npm run keys -- list
 * npm run keys -- revoke <key-hash-prefix>
 *
 * Works on the local key table (.data/keys, or the running `npm start`'s), on DYNAMODB_ENDPOINT,
 * or with --aws on the deployed table named by KEYS_TABLE (credentials from the AWS environment).
 */
import { parseArgs } from 'node:util';
import { openKeyStore } from '../infra/local/services.ts';
import { createKey, listKeys, revokeKey } from '../shared/platform/keys.ts';
import { isPlan, PLANS } from '../shared/platform/plans.ts';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { plan: { type: 'string' }, owner: { type: 'string' }, aws: { type: 'boolean', default: false } },
});
const [command, arg] = positionals;

if (values.aws) {
  if (!process.env.KEYS_TABLE) fail('--aws needs KEYS_TABLE (the stack output KeysTableName)');
  process.env.KEYS_REMOTE = '1';
}
const store = await openKeyStore({ demoKeys: false });
try {
  switch (command) {
    case 'create': {
      if (!isPlan(values.plan)) fail(`--plan must be one of ${PLANS.join(', ')}`);
      if (!values.owner) fail('--owner is required (who the key is for)');
      const { key, record } = await createKey(values.plan, values.owner);
      console.log(`created ${record.plan} key for ${record.owner}`);
      console.log(`key:  ${key}`);
      console.log(`hash: ${record.keyHash}`);
      console.log('The key is shown only now; only its hash is stored.');
      break;
    }
    case 'list':
      for (const k of await listKeys())
        console.log([k.keyHash.slice(0, 16), k.plan.padEnd(9), k.status.padEnd(7), k.createdAt, k.owner].join('  '));
      break;
    case 'revoke': {
      if (!arg) fail('usage: keys revoke <key-hash-prefix>');
      const record = await revokeKey(arg);
      console.log(
        `revoked ${record.keyHash.slice(0, 16)} (${record.owner}); API Gateway may accept it until its authorizer cache entry expires (300 s).`,
      );
      break;
    }
    default:
      fail('usage: keys create --plan <plan> --owner <label> | keys list | keys revoke <hash-prefix> [--aws]');
  }
} finally {
  await store?.stop();
}

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}
