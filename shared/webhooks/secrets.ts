/**
 * Signing secrets (docs/webhooks.md#security). A subscription's secret is derived, never stored:
 * HMAC-SHA256 of the subscription id and its secret version under the deployment's signing key.
 * The key comes from WEBHOOK_SIGNING_KEY, or on AWS from the Secrets Manager secret named by
 * WEBHOOK_SIGNING_KEY_SECRET_ARN, or locally from a key file made once under DATA_DIR. A leaked
 * database therefore leaks no secret; a secret is shown once, when the subscription is created.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Webhook } from 'standardwebhooks';
import { config } from '../platform/config.ts';

let key: Promise<Buffer> | undefined;

async function loadKey(): Promise<Buffer> {
  const configured = config().WEBHOOK_SIGNING_KEY;
  if (configured) return Buffer.from(configured, 'utf8');
  const arn = config().WEBHOOK_SIGNING_KEY_SECRET_ARN;
  if (arn) {
    const { SecretsManagerClient, GetSecretValueCommand } = await import('@aws-sdk/client-secrets-manager');
    const secret = await new SecretsManagerClient({}).send(new GetSecretValueCommand({ SecretId: arn }));
    if (!secret.SecretString) throw new Error('the webhook signing key secret is empty');
    return Buffer.from(secret.SecretString, 'utf8');
  }
  const dir = config().DATA_DIR ?? join(process.cwd(), '.data');
  const file = join(dir, 'webhook-signing.key');
  try {
    return await readFile(file);
  } catch {
    await mkdir(dir, { recursive: true });
    // wx: two processes starting at once keep the first one's key
    await writeFile(file, randomBytes(32), { flag: 'wx', mode: 0o600 }).catch(() => {});
    return readFile(file);
  }
}

export function signingKey(): Promise<Buffer> {
  key ??= loadKey().catch((err) => {
    key = undefined;
    throw err;
  });
  return key;
}

/** The secret of a subscription: `whsec_` and 32 bytes in base64, as Standard Webhooks writes them. */
export async function webhookSecret(webhookId: string, version: number): Promise<string> {
  const bytes = createHmac('sha256', await signingKey())
    .update(`${webhookId}.${version}`)
    .digest();
  return `whsec_${bytes.toString('base64')}`;
}

/** The Standard Webhooks headers of one delivery attempt (webhook-id stays the same across attempts). */
export async function signedHeaders(
  webhookId: string,
  version: number,
  messageId: string,
  body: string,
  at: Date,
): Promise<Record<string, string>> {
  const signature = new Webhook(await webhookSecret(webhookId, version)).sign(messageId, at, body);
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': signature,
  };
}
