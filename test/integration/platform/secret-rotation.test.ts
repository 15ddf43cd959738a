/**
 * Database secrets that rotate (docs/deployment.md#secret-rotation), on the test database:
 * - the client re-reads its secret after the server refuses the password (28P01), so a function
 *   picks up a rotated password without a restart. Secrets Manager is mocked (aws-sdk-client-mock);
 *   the password is checked by a TLS relay that authenticates clients as RDS Proxy does, since the
 *   test servers trust local connections and check no password themselves;
 * - the migrations set the api and loader roles' passwords only when a role cannot log in yet, or
 *   when its secret's password is refused outside a rotation, so they never undo a rotation.
 * The roles are the server's own api and loader: the test puts them back without a login.
 */
import { DescribeSecretCommand, GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDb, type DatabaseSecret, db, logsIn, rotationPending } from '../../../shared/platform/db/client.ts';
import { enableLogins, type RoleSecret } from '../../../shared/platform/db/roles.ts';
import { testSql } from '../../support/db.ts';
import { setEnv } from '../../support/set-env.ts';
import { makePki, startTlsProxy, type TlsProxy } from '../../support/tls-proxy.ts';

const SECRET_ARN = 'arn:aws:secretsmanager:us-east-1:123456789012:secret:sfr-api-AbCdEf';
const DIRECT = new URL(process.env.DATABASE_URL!);
const saved = { ...process.env };
const secretsManager = mockClient(SecretsManagerClient);
const pki = makePki();
const sql = testSql();
/** the password the relay (RDS Proxy's part) holds: what "the role's password" is in this test */
let proxyPassword = 'first0password0of0the0role0aaaa';
let relay: TlsProxy;

const secretValue = (password: string) => ({
  SecretString: JSON.stringify({
    username: decodeURIComponent(DIRECT.username) || 'postgres',
    password,
    dbname: DIRECT.pathname.slice(1),
    port: relay.port,
  }),
});

beforeAll(async () => {
  relay = await startTlsProxy({ host: DIRECT.hostname, port: Number(DIRECT.port || 5432) }, pki, { password: () => proxyPassword });
  setEnv('DATABASE_URL', undefined);
  Object.assign(process.env, {
    DATABASE_SECRET_ARN: SECRET_ARN,
    DATABASE_HOST: '127.0.0.1',
    DATABASE_CA_FILE: pki.caFile,
    DB_POOL_MAX: '1',
    AWS_REGION: 'us-east-1',
  });
  setEnv('AWS_REGION', 'us-east-1');
});

afterAll(async () => {
  await closeDb();
  process.env = saved;
  setEnv('DATABASE_URL', saved.DATABASE_URL);
  secretsManager.restore();
  await relay?.close();
  pki.remove();
  await sql`alter role api nologin password null`;
  await sql`alter role loader nologin password null`;
  await sql.end();
});

describe('the database client after a password change', () => {
  it('is refused once with 28P01, reads the secret again and connects with the new password', async () => {
    secretsManager.on(GetSecretValueCommand, { SecretId: SECRET_ARN }).resolves(secretValue(proxyPassword));
    const client = await db();
    expect(await client`select 1 as one`).toEqual([{ one: 1 }]);
    expect(secretsManager.commandCalls(GetSecretValueCommand)).toHaveLength(1);

    // a rotation: the role's password and the secret change; open connections are dropped
    proxyPassword = 'second0password0of0the0role0bbb';
    secretsManager.on(GetSecretValueCommand, { SecretId: SECRET_ARN }).resolves(secretValue(proxyPassword));
    relay.disconnect();

    // The next connection still asks with the password read before: refused, and the secret
    // expires. A query may first meet the dropped socket (CONNECTION_CLOSED) before the client sees it close.
    const failures: string[] = [];
    let answer: unknown;
    for (let attempt = 0; attempt < 5 && answer === undefined; attempt++)
      answer = await client`select 2 as two`.catch((err: { code?: string }) => void failures.push(err.code ?? 'none'));
    expect(answer).toEqual([{ two: 2 }]);
    expect(failures.filter((code) => code !== 'CONNECTION_CLOSED')).toEqual(['28P01']);
    expect(relay.refusedPasswords).toBe(1);
    expect(secretsManager.commandCalls(GetSecretValueCommand)).toHaveLength(2);
  });

  it("tells the migrations whether a secret's password logs in where the functions connect", async () => {
    const asSecret = (password: string) => JSON.parse(secretValue(password).SecretString) as DatabaseSecret;
    const refusedBefore = relay.refusedPasswords;
    expect(await logsIn(asSecret(proxyPassword))).toBe(true);
    expect(await logsIn(asSecret('a0password0the0proxy0does0not0hold'))).toBe(false);
    expect(relay.refusedPasswords).toBe(refusedBefore + 1);
  });

  it('tells a rotation between its steps from a finished one', async () => {
    secretsManager
      .on(DescribeSecretCommand, { SecretId: SECRET_ARN })
      .resolvesOnce({ VersionIdsToStages: { v1: ['AWSCURRENT'], v2: ['AWSPENDING'] } })
      .resolvesOnce({ VersionIdsToStages: { v1: ['AWSPREVIOUS'], v2: ['AWSCURRENT', 'AWSPENDING'] } })
      .resolvesOnce({});
    expect(await rotationPending(SECRET_ARN)).toBe(true);
    expect(await rotationPending(SECRET_ARN)).toBe(false);
    expect(await rotationPending(SECRET_ARN)).toBe(false);
  });
});

describe("the migrations' logins for the api and loader roles", () => {
  const hashOf = async (role: string) =>
    (
      await sql<
        { rolpassword: string | null; rolcanlogin: boolean }[]
      >`select rolpassword, rolcanlogin from pg_authid where rolname = ${role}`
    )[0]!;
  const secret = (password: string, rotating = false): RoleSecret => ({ password, rotating });

  it('enables a role that cannot log in yet with its secret, without trying it first', async () => {
    await sql`alter role api nologin password null`;
    await sql`alter role loader nologin password null`;
    const tried: string[] = [];
    const outcomes = await enableLogins(
      sql,
      { api: secret('api0first0password0aaaa'), loader: secret('loader0first0password0a') },
      async (s) => {
        tried.push(s.password);
        return true;
      },
    );
    expect(outcomes).toEqual({ api: 'enabled', loader: 'enabled' });
    expect(tried).toEqual([]);
    for (const role of ['api', 'loader']) expect(await hashOf(role)).toMatchObject({ rolcanlogin: true, rolpassword: expect.any(String) });
  });

  it("keeps a password the secret's logs in with (a rotation changed both), and one a rotation is changing", async () => {
    const [api, loader] = [await hashOf('api'), await hashOf('loader')];
    const outcomes = await enableLogins(
      sql,
      { api: secret('api0rotated0password0bbb'), loader: secret('loader0pending0password0', true) },
      async (s) => s.password === 'api0rotated0password0bbb',
    );
    expect(outcomes).toEqual({ api: 'kept', loader: 'rotating' });
    expect(await hashOf('api')).toEqual(api);
    expect(await hashOf('loader')).toEqual(loader);
  });

  it("sets the secret's password again when it is refused and no rotation is under way", async () => {
    const before = await hashOf('api');
    const outcomes = await enableLogins(sql, { api: secret('api0restored0password0cc') }, async () => false);
    expect(outcomes).toEqual({ api: 'reset' });
    expect((await hashOf('api')).rolpassword).not.toBe(before.rolpassword);
  });
});
