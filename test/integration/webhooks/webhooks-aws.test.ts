/**
 * The webhook path on AWS (infra/webhooks.ts) with the bundles the stack deploys: the dispatcher
 * queues a due delivery to SQS, the delivery function POSTs it signed to a receiver and reports the
 * attempt on the result queue, and the dispatcher's next round records it. SQS is
 * aws-sdk-client-mock; the database is the test database. The rows are a subscription and a
 * delivery of a subscriber of its own; the file takes state CT, as webhooks.test.ts does, only so
 * the two never run at once: a dispatcher claims every due delivery of the database.
 */
import { mkdir, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  DeleteMessageBatchCommand,
  ReceiveMessageCommand,
  SendMessageBatchCommand,
  SendMessageCommand,
  SQSClient,
} from '@aws-sdk/client-sqs';
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { Webhook as Verifier } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBundle, ROOT } from '../../../infra/bundling.ts';
import type { AttemptReport } from '../../../shared/webhooks/queue.ts';
import { webhookSecret } from '../../../shared/webhooks/secrets.ts';
import { withStateData } from '../../support/fixture.ts';
import { setEnv } from '../../support/set-env.ts';

const sql = withStateData('CT', []);
const OUT = join(ROOT, '.data', `bundles-webhooks-${process.pid}`);
const QUEUES = {
  WEBHOOK_DELIVERY_QUEUE_URL: 'https://sqs.us-east-1.amazonaws.com/1/deliveries',
  WEBHOOK_RESULT_QUEUE_URL: 'https://sqs.us-east-1.amazonaws.com/1/results',
};
const HOOK = 'wh_awsPathTest0000000001';
const MESSAGE = 'msg_awsPathTest0000000001';
const sqs = mockClient(SQSClient);

let receiver: http.Server;
const received: { headers: Record<string, string>; body: string }[] = [];
let dispatch: () => Promise<{ recorded: number; queued: number }>;
let deliver: (event: SQSEvent) => Promise<SQSBatchResponse>;

async function bundled<T>(name: string, entry: string): Promise<T> {
  const file = await buildBundle(entry, join(OUT, name));
  return ((await import(pathToFileURL(file).href)) as { handler: T }).handler;
}

beforeAll(async () => {
  for (const [k, v] of Object.entries(QUEUES)) setEnv(k, v);
  receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers as Record<string, string>, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  await sql`delete from webhooks where id = ${HOOK}`;
  await sql`insert into webhooks (id, subscriber_id, plan, url, events, filter, position)
            values (${HOOK}, 'sub_test_aws_path', 'premium', ${url}, ${['sale']}::text[], ${sql.json({ states: ['CT'] })},
                    (select coalesce(max(pos), 0) from change_events))`;
  await sql`insert into webhook_deliveries (id, webhook_id, type, payload)
            values (${MESSAGE}, ${HOOK}, 'webhook.test', ${JSON.stringify({ type: 'webhook.test', webhook: HOOK, data: null })})`;
  await mkdir(OUT, { recursive: true });
  dispatch = await bundled('dispatch', 'functions/ops/webhook-dispatch.ts');
  deliver = await bundled('deliver', 'functions/ops/webhook-deliver.ts');
}, 120_000);

afterAll(async () => {
  await sql`delete from webhooks where id = ${HOOK}`;
  await sql`delete from webhook_delivery_counts where subscriber_id = 'sub_test_aws_path'`;
  for (const k of Object.keys(QUEUES)) setEnv(k, undefined);
  sqs.restore();
  await new Promise((resolve) => receiver.close(resolve));
  await rm(OUT, { recursive: true, force: true });
});

describe('webhooks on AWS, bundled', () => {
  it('queues a due delivery, sends it signed from the delivery function, and records the reported attempt', async () => {
    sqs.reset();
    sqs.on(ReceiveMessageCommand).resolves({ Messages: [] });
    sqs.on(SendMessageBatchCommand).resolves({ Successful: [], Failed: [] });
    await dispatch();
    const entries = sqs.commandCalls(SendMessageBatchCommand).flatMap((c) => c.args[0].input.Entries ?? []);
    expect(entries.every((e) => c(e.MessageBody).id !== undefined)).toBe(true);
    const mine = entries.map((e) => e.MessageBody!).find((b) => c(b).id === MESSAGE)!;
    expect(c(mine)).toMatchObject({ id: MESSAGE, webhook_id: HOOK, attempts: 0, plan: 'premium' });
    expect(sqs.commandCalls(SendMessageBatchCommand)[0]!.args[0].input.QueueUrl).toBe(QUEUES.WEBHOOK_DELIVERY_QUEUE_URL);
    // claimed: not queued again by the next round while the message is on its way
    sqs.resetHistory();
    await dispatch();
    expect(
      sqs
        .commandCalls(SendMessageBatchCommand)
        .flatMap((call) => call.args[0].input.Entries ?? [])
        .map((e) => c(e.MessageBody).id),
    ).not.toContain(MESSAGE);

    sqs.on(SendMessageCommand).resolves({ MessageId: 'r' });
    const answer = await deliver({ Records: [{ messageId: 'm1', body: mine } as SQSEvent['Records'][number]] });
    expect(answer).toEqual({ batchItemFailures: [] });
    expect(received).toHaveLength(1);
    expect(received[0]!.headers['webhook-id']).toBe(MESSAGE);
    const verifier = new Verifier(await webhookSecret(HOOK, 1));
    expect(verifier.verify(received[0]!.body, received[0]!.headers)).toMatchObject({ type: 'webhook.test', webhook: HOOK });
    const reports = sqs.commandCalls(SendMessageCommand).map((call) => call.args[0].input);
    expect(reports.map((r) => r.QueueUrl)).toEqual([QUEUES.WEBHOOK_RESULT_QUEUE_URL]);
    const report = JSON.parse(reports[0]!.MessageBody!) as AttemptReport;
    expect(report).toMatchObject({
      delivery: { id: MESSAGE, webhook_id: HOOK, attempts: 0 },
      result: { ok: true, status: 204, error: null },
    });

    // the next round records it and deletes the report
    sqs.reset();
    sqs.on(SendMessageBatchCommand).resolves({ Successful: [], Failed: [] });
    sqs
      .on(ReceiveMessageCommand)
      .resolvesOnce({ Messages: [{ Body: reports[0]!.MessageBody, ReceiptHandle: 'rh-1' }] })
      .resolves({ Messages: [] });
    sqs.on(DeleteMessageBatchCommand).resolves({ Successful: [{ Id: '0' }], Failed: [] });
    await dispatch();
    expect(sqs.commandCalls(DeleteMessageBatchCommand)[0]!.args[0].input).toEqual({
      QueueUrl: QUEUES.WEBHOOK_RESULT_QUEUE_URL,
      Entries: [{ Id: '0', ReceiptHandle: 'rh-1' }],
    });
    const [row] = await sql<{ status: string; attempts: number; response_status: number }[]>`
      select status, attempts, response_status from webhook_deliveries where id = ${MESSAGE}`;
    expect(row).toEqual({ status: 'succeeded', attempts: 1, response_status: 204 });
  }, 120_000);

  it('reports a message it cannot read as a batch item failure, for SQS to retry and then dead-letter', async () => {
    sqs.reset();
    const answer = await deliver({ Records: [{ messageId: 'bad', body: 'not json' } as SQSEvent['Records'][number]] });
    expect(answer).toEqual({ batchItemFailures: [{ itemIdentifier: 'bad' }] });
    expect(sqs.commandCalls(SendMessageCommand)).toHaveLength(0);
  });
});

function c(body: string | undefined): { id?: string } & Record<string, unknown> {
  return JSON.parse(body ?? '{}') as { id?: string } & Record<string, unknown>;
}
