/**
 * The documented example request of every operation (openapi.json, the /docs page's "Try it out"),
 * taken from the synthetic demo market `npm start` seeds on the embedded database (15,000 properties
 * of seed DEMO_SEED, infra/local/prepare-data.ts): its Tampa homes, owners, mailing addresses, zips
 * and places. A test calls every operation with its example against those demo records and expects
 * 200 (test/integration/platform/examples.test.ts), so an example that stops answering fails CI.
 */

export interface ExampleRequest {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
}

/** The job id the examples test makes by POST /exports first (test/integration/platform/examples.test.ts). */
export const EXAMPLE_EXPORT = '00000000-0000-4000-8000-000000000042';
/** The webhook the examples of /webhooks/{id} name, made by the examples test for the key it calls with. */
export const EXAMPLE_WEBHOOK = 'wh_3kTq9dVbX2mYw8Ln4Rz1';
const HOME = '15010 Quail Run Cir, Tampa, FL 33647';
const NEIGHBOUR = '15019 Quail Run Cir, Tampa, FL 33647';
const BUYER = 'CRESTLINE HOMES LLC';
const CITY = { search_type: 'city', city: 'Tampa', state: 'FL' };
const ZIPS = '33647,33612';

/** Keyed by `METHOD /path`, as the registry declares routes. */
export const EXAMPLES: Record<string, ExampleRequest> = {
  'GET /health-check': {},
  'GET /health-check/authenticated': {},
  'GET /usage': {},
  'GET /changes': { query: { search_type: 'zip', zip: '33647', types: 'sale,listing,lease' } },
  'POST /webhooks': { body: { url: 'https://hooks.example.com/sfr', events: ['sale', 'owner'], filter: { zip_codes: ['33647'] } } },
  'GET /webhooks': {},
  'GET /webhooks/{id}': { params: { id: EXAMPLE_WEBHOOK } },
  'PATCH /webhooks/{id}': { params: { id: EXAMPLE_WEBHOOK }, body: { events: ['sale', 'owner', 'listing'] } },
  'DELETE /webhooks/{id}': { params: { id: EXAMPLE_WEBHOOK } },
  'POST /webhooks/{id}/test': { params: { id: EXAMPLE_WEBHOOK } },
  'GET /webhooks/{id}/deliveries': { params: { id: EXAMPLE_WEBHOOK } },
  'POST /exports': { body: { dataset: 'properties', filter: { city: 'Tampa', state: 'FL', beds_min: 3 }, format: 'csv' } },
  'GET /exports': {},
  'GET /exports/{id}': { params: { id: EXAMPLE_EXPORT } },
  'DELETE /exports/{id}': { params: { id: EXAMPLE_EXPORT } },
  'GET /properties/search': { query: { city: 'Tampa', state: 'FL', beds_min: '3', page_size: '5' } },
  'GET /properties/by-address': { query: { address: HOME } },
  'POST /properties/by-address': { body: { address: HOME } },
  'GET /properties/by-mailing-address': { query: { address: '9822 Professional Dr Ste 605, Tampa, FL 33621' } },
  'GET /properties/transactions': { query: { address: HOME } },
  'POST /properties/transactions': { body: { address: HOME } },
  'GET /properties/batch': { query: { addresses: `${HOME}|${NEIGHBOUR}` } },
  'GET /properties/nearby-sales': { query: { address: HOME, include_meta: 'true' } },
  'POST /properties/nearby-sales': { body: { address: HOME } },
  'GET /properties/nearby-sold-properties': { query: { address: HOME } },
  'GET /properties/valuation': { query: { address: HOME } },
  'GET /properties/rent-estimate': { query: { address: HOME } },
  'POST /properties/nearby-sold-properties': { body: { address: HOME } },
  'POST /buyers/activity/top-buyers': { body: { filters: { state: 'FL', city: 'Tampa' }, limit: 10 } },
  'GET /buyers/activity': { query: CITY },
  'GET /buyers/best-buyers': { query: { address: HOME } },
  'GET /buyer-profiles/{buyerName}': { params: { buyerName: BUYER } },
  'POST /buyer-profiles/{buyerName}': { params: { buyerName: BUYER }, body: { page: 1, page_size: 20 } },
  'GET /geo-analytics/flips': { query: CITY },
  'GET /geo-analytics/flips/hold-time': { query: CITY },
  'GET /geo-analytics/institutional-ownership': { query: CITY },
  'GET /geo-analytics/zip-analysis': { query: { zips: ZIPS } },
  'GET /geo-analytics/page': { query: CITY },
  'GET /rental-analytics/ownership-statistics': { query: CITY },
  'GET /rental-analytics/transactions': { query: CITY },
  'GET /rental-analytics/page': { query: CITY },
  'GET /rental-analytics/market-analysis': { query: { geography_type: 'zip', geography_values: ZIPS } },
  'GET /rental-analytics/comparables': { query: { address: HOME } },
  'POST /locations': { body: { query: 'Tampa', types: ['city', 'zip'], limit: 5 } },
  'GET /locations/autocomplete': { query: { q: 'Tamp', types: 'city,zip' } },
  'GET /locations/validate': { query: { zip: '33647', city: 'Tampa', state: 'FL' } },
};
