import { CHANGE_TYPES } from '../changes/events.ts';
import { ChangeEventOut } from '../changes/schemas.ts';
import { queryInt, z } from '../platform/zod.ts';
import { MAX_URL_LENGTH } from './url-guard.ts';

const list = <T extends z.ZodType>(item: T) => z.array(item).min(1).max(10_000);

export const WebhookFilter = z
  .object({
    property_ids: list(z.number().int().positive())
      .optional()
      .openapi({ description: 'Property ids (at most 1,000 on Premium, 10,000 on Unlimited).' }),
    zip_codes: list(z.string().regex(/^\d{5}$/, 'expected a 5-digit zip'))
      .max(1_000)
      .optional(),
    counties: list(z.string().regex(/^\d{5}$/, 'expected a 5-digit county FIPS'))
      .max(1_000)
      .optional(),
    msas: list(z.string().regex(/^\d{5}$/, 'expected a 5-digit CBSA code'))
      .max(100)
      .optional(),
    states: list(z.string().regex(/^[A-Z]{2}$/, 'expected a 2-letter state code'))
      .max(60)
      .optional(),
  })
  .refine((f) => Object.values(f).filter((v) => v !== undefined).length === 1, {
    message: 'give exactly one of property_ids, zip_codes, counties, msas or states',
  })
  .openapi('WebhookFilter', { description: 'Which changes the subscription hears about: exactly one of these.' });
export type WebhookFilter = z.infer<typeof WebhookFilter>;

const events = z
  .array(z.enum(CHANGE_TYPES))
  .min(1)
  .max(CHANGE_TYPES.length)
  .openapi({ description: 'The event types delivered.', example: ['sale', 'owner'] });

export const WebhookCreate = z
  .object({
    url: z.string().max(MAX_URL_LENGTH).openapi({ description: 'Where deliveries are POSTed: https, a public address.' }),
    events,
    filter: WebhookFilter,
  })
  .openapi('WebhookCreate');

export const WebhookUpdate = z
  .object({
    url: z.string().max(MAX_URL_LENGTH).optional(),
    events: events.optional(),
    filter: WebhookFilter.optional(),
    status: z
      .enum(['active', 'disabled'])
      .optional()
      .openapi({ description: '`active` re-enables a disabled subscription; its pending deliveries resume.' }),
  })
  .openapi('WebhookUpdate');

export const WebhookIdParams = z.object({
  id: z
    .string()
    .regex(/^wh_[A-Za-z0-9_-]{1,40}$/, 'not a webhook id')
    .openapi({ example: 'wh_3kTq9dVbX2mYw8Ln4Rz1' }),
});

export const Webhook = z
  .object({
    id: z.string(),
    url: z.string(),
    events: z.array(z.enum(CHANGE_TYPES)),
    filter: WebhookFilter,
    status: z.enum(['active', 'disabled']),
    disabled_reason: z
      .string()
      .nullable()
      .openapi({ description: 'Why the subscription was disabled: by its owner, or a delivery that kept failing.' }),
    disabled_at: z.string().nullable().openapi({ format: 'date-time' }),
    pending_deliveries: z.number().int(),
    created_at: z.string().openapi({ format: 'date-time' }),
    updated_at: z.string().openapi({ format: 'date-time' }),
  })
  .openapi('Webhook');
export type Webhook = z.infer<typeof Webhook>;

export const WebhookCreated = Webhook.extend({
  secret: z.string().openapi({ description: 'The signing secret (`whsec_...`), shown this once: keep it to verify deliveries.' }),
}).openapi('WebhookCreated');

export const WebhookList = z
  .object({
    webhooks: z.array(Webhook),
    limits: z.object({
      webhooks: z.number().int(),
      property_ids: z.number().int(),
      deliveries_per_day: z.number().int(),
      deliveries_today: z.number().int(),
    }),
  })
  .openapi('WebhookList');

export const Delivery = z
  .object({
    id: z.string().openapi({ description: 'The `webhook-id` header: the same on every attempt.' }),
    type: z.string(),
    event_cursor: z.string().nullable().openapi({ description: 'The change feed position of the event; null for a test delivery.' }),
    property_id: z.number().int().nullable(),
    status: z.enum(['pending', 'succeeded', 'failed']),
    attempts: z.number().int(),
    response_status: z.number().int().nullable(),
    latency_ms: z.number().int().nullable(),
    last_error: z.string().nullable(),
    next_attempt_at: z.string().nullable().openapi({ format: 'date-time' }),
    last_attempt_at: z.string().nullable().openapi({ format: 'date-time' }),
    created_at: z.string().openapi({ format: 'date-time' }),
  })
  .openapi('WebhookDelivery');
export type Delivery = z.infer<typeof Delivery>;

export const DeliveryList = z.object({ deliveries: z.array(Delivery) }).openapi('WebhookDeliveryList');

export const NoContent = z.undefined();

/** The body POSTed to a subscription's URL (Standard Webhooks: type, timestamp, data). */
export const WebhookPayload = z
  .object({
    type: z.union([z.enum(CHANGE_TYPES), z.literal('webhook.test')]),
    timestamp: z.string().openapi({ format: 'date-time' }),
    webhook: z.string().openapi({ description: 'The subscription delivered to.' }),
    data: ChangeEventOut.nullable().openapi({ description: 'The change event, as GET /changes answers it; null for a test delivery.' }),
  })
  .openapi('WebhookPayload', {
    description:
      'POSTed to the subscription URL with the headers `webhook-id`, `webhook-timestamp` and `webhook-signature` (`v1,<base64 HMAC-SHA256 of "id.timestamp.body">` under the secret, Standard Webhooks). Answer 2xx within 10 s; anything else is retried with the same webhook-id.',
    example: {
      type: 'sale',
      timestamp: '2026-11-19T06:00:00.000Z',
      webhook: 'wh_3kTq9dVbX2mYw8Ln4Rz1',
      data: {
        cursor: 'YzEyMzQ1',
        type: 'sale',
        property_id: 1234567,
        state: 'FL',
        county: '12057',
        zip: '33647',
        city: 'TAMPA',
        msa: '45300',
        recording_date: '2026-11-18',
        summary: { document_type: 'GRANT_DEED', price: 325000, buyer: 'SUNBELT HOMES LLC', seller: 'JANE DOE', sale_date: '2026-11-18' },
        occurred_at: '2026-11-19T05:59:58.000Z',
      },
    },
  });
export type WebhookPayload = z.infer<typeof WebhookPayload>;

export const DeliveriesQuery = z.object({
  limit: queryInt(z.number().min(1).max(200))
    .optional()
    .openapi({ description: 'Deliveries per answer, newest first, 1 to 200 (default 50).', example: 50 }),
});
