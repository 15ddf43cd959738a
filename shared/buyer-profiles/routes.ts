/** Buyer profile routes. */
import { defineRoute, type RouteDef } from '../platform/http/route.ts';
import { ProfileBody, ProfileParams, ProfileQuery, ProfileResponse } from './schemas.ts';

const PROFILE_DESCRIPTION = [
  'One buyer (investor or not): the name in the path (URL-encoded) is normalised (case, punctuation, entity suffixes: "Crestline Homes, L.L.C." = "CRESTLINE HOMES LLC") and matched exactly. A name that is no buyer\'s is a 404, never taken for another: its `alternatives` list the buyers whose names are similar (trigram similarity at least 0.5), most similar first, so the caller chooses.',
  'All figures are over the whole recorded history and come from rollups refreshed at every data load: purchases and sales per year, average and median purchase price, cash share, lenders, the typical property it buys, hold times and flips of its resales, and what it owns now (owner of record) by state and metro, with a page of those properties.',
].join('\n\n');

export const buyerProfileRoutes = {
  buyerProfile: defineRoute({
    method: 'GET',
    path: '/buyer-profiles/{buyerName}',
    handler: 'functions/buyer-profiles/profile.ts',
    headers: { dataSource: true, pageLinks: true },
    category: 'Buyer profiles',
    summary: 'Profile of a buyer',
    description: PROFILE_DESCRIPTION,
    auth: true,
    params: ProfileParams,
    query: ProfileQuery,
    response: ProfileResponse,
    responseDescription: 'The buyer, its profile and a page of its portfolio.',
    planNote: 'buyer.mailing_addresses (owner mailing addresses) is Premium-only: null for base-plan keys.',
    errors: [400, 404],
  }),
  buyerProfilePost: defineRoute({
    method: 'POST',
    path: '/buyer-profiles/{buyerName}',
    handler: 'functions/buyer-profiles/profile-post.ts',
    headers: { dataSource: true },
    category: 'Buyer profiles',
    summary: 'Profile of a buyer (options in a JSON body)',
    description: `The same as GET /buyer-profiles/{buyerName}, for callers that send options in a JSON body: \`page\` and \`page_size\` come in the body (send \`{}\` for the defaults) instead of the query string; the name stays in the path.\n\n${PROFILE_DESCRIPTION}`,
    auth: true,
    params: ProfileParams,
    body: ProfileBody,
    response: ProfileResponse,
    responseDescription: 'The buyer, its profile and a page of its portfolio.',
    planNote: 'buyer.mailing_addresses (owner mailing addresses) is Premium-only: null for base-plan keys.',
    errors: [400, 404],
  }),
} satisfies Record<string, RouteDef>;
