import { geographySelectionFields, readSelection } from '../locations/selection.ts';
import { queryInt, queryList, z } from '../platform/zod.ts';
import { CHANGE_TYPES } from './events.ts';

/** The most places /changes selects in one request. */
export const CHANGES_MAX_PLACES = 25;
export const CHANGES_MAX_PROPERTY_IDS = 500;

const SELECTION_KEYS = ['search_type', 'geography_type', 'geography_values', 'state', 'msa', 'county', 'city', 'zip'] as const;

export const ChangesQuery = z
  .object({
    since: z.string().min(1).max(64).optional().openapi({
      description:
        'An opaque cursor: a `next_cursor` this endpoint answered. Without it the answer is the current end of the feed (no events), so a client can start from now.',
    }),
    types: queryList(z.enum(CHANGE_TYPES))
      .pipe(z.array(z.enum(CHANGE_TYPES)).min(1).max(CHANGE_TYPES.length))
      .optional()
      .openapi({ description: 'Comma-separated event types to answer; all when absent.', param: { style: 'form', explode: false } }),
    ...geographySelectionFields,
    property_ids: queryList(z.string().regex(/^\d{1,18}$/, 'expected a property id'))
      .pipe(z.array(z.string()).min(1).max(CHANGES_MAX_PROPERTY_IDS))
      .optional()
      .openapi({
        description: `Comma-separated property ids (at most ${CHANGES_MAX_PROPERTY_IDS}), instead of a geography selection.`,
        param: { style: 'form', explode: false },
      }),
    limit: queryInt(z.number().min(1).max(1000))
      .optional()
      .openapi({ description: 'Events per answer, 1 to 1000 (default 100).', example: 100 }),
  })
  .superRefine((q, ctx) => {
    const selecting = SELECTION_KEYS.some((k) => q[k] !== undefined);
    if (selecting && q.property_ids)
      ctx.addIssue({ code: 'custom', path: ['property_ids'], message: 'give a geography selection or property_ids, not both' });
    if (!selecting) return;
    for (const issue of readSelection(q, { max: CHANGES_MAX_PLACES }).issues)
      ctx.addIssue({ code: 'custom', message: issue.message, path: [issue.path] });
  });
export type ChangesQuery = z.infer<typeof ChangesQuery>;

const text = () => z.string().nullable().optional();
const amount = () => z.number().nullable().optional();

export const ChangeSummary = z
  .object({
    change: z.enum(['new', 'updated']).optional().openapi({ description: 'property: a property new to the data or an update of one' }),
    address: text().openapi({ description: 'property: its street address' }),
    document_type: text().openapi({ description: 'sale, document: the normalised document type' }),
    transaction_type: text().openapi({ description: "sale, document: the recorder's wording" }),
    sale_date: text(),
    price: amount().openapi({ description: 'sale, document: the amount, US dollars' }),
    buyer: text(),
    seller: text(),
    document_number: text(),
    rent: amount().openapi({ description: 'lease, listing: monthly rent, US dollars' }),
    status: text().openapi({ description: 'lease, listing: listed, leased or withdrawn' }),
    list_date: text(),
    lease_date: text(),
    beds: amount(),
    baths: amount(),
    old_owner: text().openapi({ description: 'owner: the owner of record before' }),
    new_owner: text().openapi({ description: 'owner: the owner of record now' }),
    old_value: amount().openapi({ description: 'valuation: the value before, US dollars' }),
    new_value: amount().openapi({ description: 'valuation: the value now' }),
    change_ratio: amount().openapi({ description: 'valuation: (new - old) / old' }),
  })
  .openapi('ChangeSummary', {
    description: 'Compact facts of the change; which fields are present depends on the event type.',
    example: { document_type: 'GRANT_DEED', price: 325000, buyer: 'SUNBELT HOMES LLC', seller: 'JANE DOE', sale_date: '2026-11-18' },
  });

export const ChangeEventOut = z
  .object({
    cursor: z.string().openapi({ description: "The event's position in the feed: resuming from it answers the events after this one." }),
    type: z.enum(CHANGE_TYPES).openapi({
      description:
        '`property` a new or changed property record; `sale` a purchase document; `document` any other recorded document; `lease` a rental leased; `listing` a rental listed; `owner` the owner of record changed; `valuation` the valuation on record (`valuation.value` of the property record) moved by more than 5%, when the valuation pass after a load values it again.',
    }),
    property_id: z.number().int(),
    state: z.string().nullable(),
    county: z.string().nullable().openapi({ description: '5-digit county FIPS' }),
    zip: z.string().nullable(),
    city: z.string().nullable(),
    msa: z.string().nullable().openapi({ description: 'CBSA code' }),
    recording_date: z.string().nullable().openapi({
      format: 'date',
      description: 'When the document was recorded, the rental listed or leased; for a property or owner change its latest recording date.',
    }),
    summary: ChangeSummary,
    occurred_at: z.string().openapi({ format: 'date-time', description: 'When the load wrote the change.' }),
  })
  .openapi('ChangeEvent');
export type ChangeEventOut = z.infer<typeof ChangeEventOut>;

export const ChangesPage = z
  .object({
    events: z.array(ChangeEventOut),
    next_cursor: z.string().openapi({ description: 'Send as `since` for the events after these.' }),
    has_more: z.boolean().openapi({ description: 'true: more events are ready now; false: the feed is read to its end.' }),
  })
  .openapi('ChangesPage');
export type ChangesPage = z.infer<typeof ChangesPage>;
