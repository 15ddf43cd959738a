/* Generated from openapi.json by openapi-typescript (npm run client). Do not edit. */

export interface paths {
    "/buyer-profiles/{buyerName}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Profile of a buyer
         * @description One buyer (investor or not): the name in the path (URL-encoded) is normalised (case, punctuation, entity suffixes: "Crestline Homes, L.L.C." = "CRESTLINE HOMES LLC") and matched exactly. A name that is no buyer's is a 404, never taken for another: its `alternatives` list the buyers whose names are similar (trigram similarity at least 0.5), most similar first, so the caller chooses.
         *
         *     All figures are over the whole recorded history and come from rollups refreshed at every data load: purchases and sales per year, average and median purchase price, cash share, lenders, the typical property it buys, hold times and flips of its resales, and what it owns now (owner of record) by state and metro, with a page of those properties.
         *
         *     buyer.mailing_addresses (owner mailing addresses) is Premium-only: null for base-plan keys.
         */
        get: {
            parameters: {
                query?: {
                    /** @description `name`: each owner name on its own; `family`: the names of an entity family together. An entity family is the entity names one owner holds title under, linked when two names are mailed to the same address and share a name stem (CRESTLINE HOMES LLC, CRESTLINE SFR PROPERTY TX LP) or one abbreviates the other (CH BORROWER 2017-1 LLC); a shared address alone never links. Families are rebuilt at every load; its name is the member owning the most properties. */
                    group?: "name" | "family";
                    /** @description Page of the portfolio (properties owned now), from 1. */
                    page?: number;
                    /** @description Portfolio properties per page, 1-100 (default 20). */
                    page_size?: number;
                };
                header?: never;
                path: {
                    /**
                     * @description The buyer's name, URL-encoded; any spelling (matched after normalisation, else by similarity).
                     * @example CRESTLINE HOMES LLC
                     */
                    buyerName: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The buyer, its profile and a page of its portfolio. */
                200: {
                    headers: {
                        Link: components["headers"]["Link-Pages"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Data-Source": components["headers"]["X-Data-Source"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description For a near match: the other buyers whose names are similar (similarity >= 0.5), most similar first (then most purchases), at most 5. Empty for an exact match, which is unambiguous. */
                            alternatives: {
                                name: string;
                                purchases: number;
                                /** @description Trigram similarity to the normalised name asked for, 0-1. */
                                similarity: number;
                            }[];
                            buyer: {
                                /** @description Extension: with group=family, the entity family whose names the profile adds up (every figure is over all of them, and `name` is the family's); null with group=name. */
                                family: {
                                    /** @description The family's name: its member owning the most properties. */
                                    name: string;
                                    /** @description The names the family holds title under, most properties first (at most 50); the name alone when it is in no family. */
                                    names: string[];
                                } | null;
                                /** @description An investor purchase is one whose buyer, at that purchase, is an entity (LLC, INC, CORP, LP, TRUST, HOLDINGS, PROPERTIES, ...), or made 3 or more purchases (under its merged name identity) in the 10 years up to and including it, or is the owner of record who does not live there (absentee; known for the current owner's purchase only). It is decided once per purchase when the data is loaded, so it never depends on the window asked about. */
                                investor: boolean;
                                /** @description The name is an entity (LLC, INC, TRUST, ...). */
                                is_entity: boolean;
                                /** @description Premium: the owner mailing addresses of the properties it owns now, most properties first (at most 20), as recorded on one of them. Null for base-plan keys. */
                                mailing_addresses: {
                                    address: string | null;
                                    city: string | null;
                                    properties: number;
                                    state: string | null;
                                    zip: string | null;
                                }[] | null;
                                match: {
                                    /**
                                     * @description `exact`: the normalised name asked for is this buyer's; `near`: the most similar buyer name (trigram similarity >= 0.5).
                                     * @enum {string}
                                     */
                                    level: "exact" | "near";
                                    /** @description The name asked for, normalised. */
                                    normalized_query: string;
                                    /** @description 1 for exact. */
                                    similarity: number;
                                };
                                /** @description The buyer's normalised name (the key its spellings are merged on). */
                                name: string;
                                /** @description Every recorded spelling of the buyer name on its purchases, most used first (at most 100). */
                                name_variants: {
                                    name: string;
                                    purchases: number;
                                }[];
                            };
                            /** @description Purchases and sales per calendar year, oldest first; years with neither are left out. */
                            by_year: {
                                cash_purchases: number;
                                flips: number;
                                purchase_value: number;
                                purchases: number;
                                sales: number;
                                year: number;
                            }[];
                            /** @description Lenders of the first mortgages recorded on its purchases (purchase loans; refinances are not counted), as recorded, most loans first (at most 10). */
                            lenders: {
                                lender: string;
                                loans: number;
                            }[];
                            /** @description Properties it owns now by state and metro area (CBSA; null outside any), most first. */
                            markets: {
                                cbsa_code: string | null;
                                msa: string | null;
                                properties: number;
                                state: string;
                            }[];
                            /** @description The properties it owns now, by property_id. */
                            portfolio: {
                                data: components["schemas"]["PortfolioProperty"][];
                                meta: {
                                    has_more: boolean;
                                    page: number;
                                    page_size: number;
                                    /** @description portfolio_size (null when unknown). */
                                    total: number | null;
                                };
                            };
                            summary: {
                                average_purchase_price: number;
                                /** @description A cash purchase is an arms-length purchase with no first mortgage on it and no mortgage-only record within 30 days after. */
                                cash_purchases: number;
                                /** @description cash_purchases / purchases, 0-1 (4 decimals). */
                                cash_share: number;
                                /**
                                 * Format: date
                                 * @example 2026-06-30
                                 */
                                first_purchase_date: string | null;
                                /** @description Its sales within 365 days of the property's previous arms-length purchase. */
                                flips: number;
                                /**
                                 * Format: date
                                 * @example 2026-06-30
                                 */
                                last_purchase_date: string | null;
                                /** @description Mean of the same, 1 decimal. */
                                mean_hold_days: number | null;
                                /** @description Median days between the property's previous purchase and its sale, over its resales; null without resales. */
                                median_hold_days: number | null;
                                median_purchase_price: number | null;
                                /** @description Properties it owns now (owner of record). null when unknown: it owns nothing now and no property it bought has an owner of record in the data (a sales list without ownership). */
                                portfolio_size: number | null;
                                /**
                                 * @description Portfolio tier of the buyer by properties it owns now (owner of record, normalised name): `1` (0 or 1), `2-9`, `10-99`, `100-999`, `1000+`; 100+ is institutional. null when portfolio_size is.
                                 * @enum {string|null}
                                 */
                                portfolio_tier: "1" | "2-9" | "10-99" | "100-999" | "1000+" | null;
                                purchase_value: number;
                                /** @description Its purchases, all recorded history. Purchases are arms-length transfers with a positive price, dated by the sale date (else the recording date). */
                                purchases: number;
                                /** @description Its sales with a previous purchase of the property on record: the hold times below. */
                                resales: number;
                                /** @description Its arms-length sales (purchases where it is the seller). */
                                sales: number;
                            };
                            /** @description Medians over the properties of its purchases (current records), unknown values left out; null when none is known. */
                            typical_property: {
                                median_beds: number | null;
                                median_living_sqft: number | null;
                                median_year_built: number | null;
                            };
                        };
                    };
                };
                /** @description Invalid parameters or body; `errors` names each offending parameter. */
                400: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Bad Request",
                         *       "status": 400,
                         *       "detail": "Invalid query parameter: colour: unknown parameter",
                         *       "instance": "/buyer-profiles/{buyerName}",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44",
                         *       "errors": [
                         *         {
                         *           "path": "query.colour",
                         *           "message": "unknown parameter"
                         *         }
                         *       ]
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid API key. */
                401: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Unauthorized",
                         *       "status": 401,
                         *       "detail": "A valid API key is required in the X-API-TOKEN header.",
                         *       "instance": "/buyer-profiles/{buyerName}",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Not Found",
                         *       "status": 404,
                         *       "detail": "No buyer named \"NOBODY LLC\".",
                         *       "instance": "/buyer-profiles/{buyerName}",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit or quota of the plan exceeded; see Retry-After. */
                429: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Retry-After": components["headers"]["Retry-After"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Too Many Requests",
                         *       "status": 429,
                         *       "detail": "This key's base plan rate limit was exceeded.",
                         *       "instance": "/buyer-profiles/{buyerName}",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error. */
                500: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Internal Server Error",
                         *       "status": 500,
                         *       "detail": "An unexpected error occurred.",
                         *       "instance": "/buyer-profiles/{buyerName}",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Profile of a buyer (options in a JSON body)
         * @description The same as GET /buyer-profiles/{buyerName}, for callers that send options in a JSON body: `page` and `page_size` come in the body (send `{}` for the defaults) instead of the query string; the name stays in the path.
         *
         *     One buyer (investor or not): the name in the path (URL-encoded) is normalised (case, punctuation, entity suffixes: "Crestline Homes, L.L.C." = "CRESTLINE HOMES LLC") and matched exactly. A name that is no buyer's is a 404, never taken for another: its `alternatives` list the buyers whose names are similar (trigram similarity at least 0.5), most similar first, so the caller chooses.
         *
         *     All figures are over the whole recorded history and come from rollups refreshed at every data load: purchases and sales per year, average and median purchase price, cash share, lenders, the typical property it buys, hold times and flips of its resales, and what it owns now (owner of record) by state and metro, with a page of those properties.
         *
         *     buyer.mailing_addresses (owner mailing addresses) is Premium-only: null for base-plan keys.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /**
                     * @description The buyer's name, URL-encoded; any spelling (matched after normalisation, else by similarity).
                     * @example CRESTLINE HOMES LLC
                     */
                    buyerName: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "page": 1,
                     *       "page_size": 20
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description `name`: each owner name on its own; `family`: the names of an entity family together. An entity family is the entity names one owner holds title under, linked when two names are mailed to the same address and share a name stem (CRESTLINE HOMES LLC, CRESTLINE SFR PROPERTY TX LP) or one abbreviates the other (CH BORROWER 2017-1 LLC); a shared address alone never links. Families are rebuilt at every load; its name is the member owning the most properties.
                         * @default name
                         * @enum {string}
                         */
                        group?: "name" | "family";
                        /**
                         * @description Page of the portfolio (properties owned now), from 1.
                         * @default 1
                         */
                        page?: number;
                        /**
                         * @description Portfolio properties per page, 1-100 (default 20).
                         * @default 20
                         */
                        page_size?: number;
                    };
                };
            };
            responses: {
                /** @description The buyer, its profile and a page of its portfolio. */
                200: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Data-Source": components["headers"]["X-Data-Source"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description For a near match: the other buyers whose names are similar (similarity >= 0.5), most similar first (then most purchases), at most 5. Empty for an exact match, which is unambiguous. */
                            alternatives: {
                                name: string;
                                purchases: number;
                                /** @description Trigram similarity to the normalised name asked for, 0-1. */
                                similarity: number;
                            }[];
                            buyer: {
                                /** @description Extension: with group=family, the entity family whose names the profile adds up (every figure is over all of them, and `name` is the family's); null with group=name. */
                                family: {
                                    /** @description The family's name: its member owning the most properties. */
                                    name: string;
                                    /** @description The names the family holds title under, most properties first (at most 50); the name alone when it is in no family. */
                                    names: string[];
                                } | null;
                                /** @description An investor purchase is one whose buyer, at that purchase, is an entity (LLC, INC, CORP, LP, TRUST, HOLDINGS, PROPERTIES, ...), or made 3 or more purchases (under its merged name identity) in the 10 years up to and including it, or is the owner of record who does not live there (absentee; known for the current owner's purchase only). It is decided once per purchase when the data is loaded, so it never depends on the window asked about. */
                                investor: boolean;
                                /** @description The name is an entity (LLC, INC, TRUST, ...). */
                                is_entity: boolean;
                                /** @description Premium: the owner mailing addresses of the properties it owns now, most properties first (at most 20), as recorded on one of them. Null for base-plan keys. */
                                mailing_addresses: {
                                    address: string | null;
                                    city: string | null;
                                    properties: number;
                                    state: string | null;
                                    zip: string | null;
                                }[] | null;
                                match: {
                                    /**
                                     * @description `exact`: the normalised name asked for is this buyer's; `near`: the most similar buyer name (trigram similarity >= 0.5).
                                     * @enum {string}
                                     */
                                    level: "exact" | "near";
                                    /** @description The name asked for, normalised. */
                                    normalized_query: string;
                                    /** @description 1 for exact. */
                                    similarity: number;
                                };
                                /** @description The buyer's normalised name (the key its spellings are merged on). */
                                name: string;
                                /** @description Every recorded spelling of the buyer name on its purchases, most used first (at most 100). */
                                name_variants: {
                                    name: string;
                                    purchases: number;
                                }[];
                            };
                            /** @description Purchases and sales per calendar year, oldest first; years with neither are left out. */
                            by_year: {
                                cash_purchases: number;
                                flips: number;
                                purchase_value: number;
                                purchases: number;
                                sales: number;
                                year: number;
                            }[];
                            /** @description Lenders of the first mortgages recorded on its purchases (purchase loans; refinances are not counted), as recorded, most loans first (at most 10). */
                            lenders: {
                                lender: string;
                                loans: number;
                            }[];
                            /** @description Properties it owns now by state and metro area (CBSA; null outside any), most first. */
                            markets: {
                                cbsa_code: string | null;
                                msa: string | null;
                                properties: number;
                                state: string;
                            }[];
                            /** @description The properties it owns now, by property_id. */
                            portfolio: {
                                data: components["schemas"]["PortfolioProperty"][];
                                meta: {
                                    has_more: boolean;
                                    page: number;
                                    page_size: number;
                                    /** @description portfolio_size (null when unknown). */
                                    total: number | null;
                                };
                            };
                            summary: {
                                average_purchase_price: number;
                                /** @description A cash purchase is an arms-length purchase with no first mortgage on it and no mortgage-only record within 30 days after. */
                                cash_purchases: number;
                                /** @description cash_purchases / purchases, 0-1 (4 decimals). */
                                cash_share: number;
                                /**
                                 * Format: date
                                 * @example 2026-06-30
                                 */
                                first_purchase_date: string | null;
                                /** @description Its sales within 365 days of the property's previous arms-length purchase. */
                                flips: number;
                                /**
                                 * Format: date
                                 * @example 2026-06-30
                                 */
                                last_purchase_date: string | null;
                                /** @description Mean of the same, 1 decimal. */
                                mean_hold_days: number | null;
                                /** @description Median days between the property's previous purchase and its sale, over its resales; null without resales. */
                                median_hold_days: number | null;
                                median_purchase_price: number | null;
                                /** @description Properties it owns now (owner of record). null when unknown: it owns nothing now and no property it bought has an owner of record in the data (a sales list without ownership). */
                                portfolio_size: number | null;
                                /**
                                 * @description Portfolio tier of the buyer by properties it owns now (owner of record, normalised name): `1` (0 or 1), `2-9`, `10-99`, `100-999`, `1000+`; 100+ is institutional. null when portfolio_size is.
                                 * @enum {string|null}
                                 */
                                portfolio_tier: "1" | "2-9" | "10-99" | "100-999" | "1000+" | null;
                                purchase_value: number;
                                /** @description Its purchases, all recorded history. Purchases are arms-length transfers with a positive price, dated by the sale date (else the recording date). */
                                purchases: number;
                                /** @description Its sales with a previous purchase of the property on record: the hold times below. */
                                resales: number;
                                /** @description Its arms-length sales (purchases where it is the seller). */
                                sales: number;
                            };
                            /** @description Medians over the properties of its purchases (current records), unknown values left out; null when none is known. */
                            typical_property: {
                                median_beds: number | null;
                                median_living_sqft: number | null;
                                median_year_built: number | null;
                            };
                        };
                    };
                };
                /** @description Invalid parameters or body; `errors` names each offending parameter. */
                400: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Bad Request",
                         *       "status": 400,
                         *       "detail": "Invalid request body: colour: unknown key",
                         *       "instance": "/buyer-profiles/{buyerName}",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44",
                         *       "errors": [
                         *         {
                         *           "path": "body.colour",
                         *           "message": "unknown key"
                         *         }
                         *       ]
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid API key. */
                401: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Unauthorized",
                         *       "status": 401,
                         *       "detail": "A valid API key is required in the X-API-TOKEN header.",
                         *       "instance": "/buyer-profiles/{buyerName}",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Not Found",
                         *       "status": 404,
                         *       "detail": "No buyer named \"NOBODY LLC\".",
                         *       "instance": "/buyer-profiles/{buyerName}",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit or quota of the plan exceeded; see Retry-After. */
                429: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Retry-After": components["headers"]["Retry-After"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Too Many Requests",
                         *       "status": 429,
                         *       "detail": "This key's base plan rate limit was exceeded.",
                         *       "instance": "/buyer-profiles/{buyerName}",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error. */
                500: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Internal Server Error",
                         *       "status": 500,
                         *       "detail": "An unexpected error occurred.",
                         *       "instance": "/buyer-profiles/{buyerName}",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/buyers/activity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Investor purchase activity by month
         * @description Arms-length purchases per calendar month in one place (`search_type` and the parameter it names; an MSA by CBSA code or title), with the investor and cash shares, the median price and the split by the buyer's portfolio tier, plus totals over the range.
         *
         *     The range is taken in whole months: from the month of date_from through the month of date_to, any number of months (default: the 24 months ending with the month of data_as_of). Figures come from a monthly rollup refreshed at every data load.
         */
        get: {
            parameters: {
                query?: {
                    /**
                     * @description City name (with `state`, or written "City, ST"), when the kind is city.
                     * @example Tampa
                     */
                    city?: string;
                    /** @description 5-digit county FIPS code, or a county name with `state`, when the kind is county. */
                    county?: string;
                    /** @description Start of the range, YYYY-MM-DD; the series starts with its calendar month. Default: the month 23 months before date_to's, so 24 months. */
                    date_from?: string;
                    /** @description End of the range, YYYY-MM-DD; the series ends with its calendar month (whole month). Default: data_as_of (the latest purchase recorded in the place). */
                    date_to?: string;
                    /** @description Kind of place selected: state (2-letter code or name), msa (CBSA code or title), county (5-digit FIPS, or name with `state`), city (name with `state`, or "City, ST"), zip (5 digits). The place is in the parameter of that name or in geography_values. The same as `search_type`: give either. */
                    geography_type?: "state" | "msa" | "county" | "city" | "zip";
                    /** @description Comma-separated places of the selected kind, instead of the parameter of that name (e.g. `95814,95816`); how many an endpoint takes is in its description. */
                    geography_values?: string[];
                    /** @description CBSA code (e.g. 40900) or title (e.g. "Sacramento-Roseville-Folsom, CA"), when the kind is msa. */
                    msa?: string;
                    /**
                     * @description Kind of place selected: state (2-letter code or name), msa (CBSA code or title), county (5-digit FIPS, or name with `state`), city (name with `state`, or "City, ST"), zip (5 digits). The place is in the parameter of that name or in geography_values. The same as `geography_type`: give either.
                     * @example city
                     */
                    search_type?: "state" | "msa" | "county" | "city" | "zip";
                    /**
                     * @description A state code or name. The place when the kind is state; the state of a city (required) or of a county name.
                     * @example FL
                     */
                    state?: string;
                    /** @description 5-digit zip code, when the kind is zip. */
                    zip?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The place, the months covered, the totals and one entry per month. */
                200: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Data-Source": components["headers"]["X-Data-Source"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Every month of the range, oldest first, months without purchases included with zero counts and null medians and shares. */
                            data: components["schemas"]["BuyerActivityMonth"][];
                            /**
                             * Format: date
                             * @description The latest recorded date of the answer's dataset in the places it covers: sales, or leases on lease answers (an answer that reads both states each in `datasets`). A window without date_to ends here, not today.
                             */
                            data_as_of: string | null;
                            /**
                             * Format: date
                             * @description First day of the first month of the series.
                             * @example 2026-06-30
                             */
                            date_from: string;
                            /**
                             * Format: date
                             * @description Last day of the last month of the series.
                             * @example 2026-06-30
                             */
                            date_to: string;
                            geography: components["schemas"]["Geography"];
                            /** @description The same figures over the whole series (sums of the months; medians are per month only). */
                            totals: {
                                /** @description Purchases by the buyer's portfolio tier. Portfolio tier of the buyer by properties it owns now (owner of record, normalised name): `1` (0 or 1), `2-9`, `10-99`, `100-999`, `1000+`; 100+ is institutional. `unnamed`: purchases with no recorded buyer name; `unknown`: purchases by a named buyer whose portfolio is unknown (null when unknown: it owns nothing now and no property it bought has an owner of record in the data (a sales list without ownership).). The seven counts add up to purchases. */
                                by_tier: {
                                    1: number;
                                    "2-9": number;
                                    "10-99": number;
                                    "100-999": number;
                                    "1000+": number;
                                    unknown: number;
                                    unnamed: number;
                                };
                                /** @description A cash purchase is an arms-length purchase with no first mortgage on it and no mortgage-only record within 30 days after. */
                                cash_purchases: number;
                                /** @description cash_purchases / purchases. Between 0 and 1, 4 decimals; null when there is no purchase to divide by. */
                                cash_share: number | null;
                                /** @description An investor purchase is one whose buyer, at that purchase, is an entity (LLC, INC, CORP, LP, TRUST, HOLDINGS, PROPERTIES, ...), or made 3 or more purchases (under its merged name identity) in the 10 years up to and including it, or is the owner of record who does not live there (absentee; known for the current owner's purchase only). It is decided once per purchase when the data is loaded, so it never depends on the window asked about. */
                                investor_purchases: number;
                                /** @description investor_purchases / purchases. Between 0 and 1, 4 decimals; null when there is no purchase to divide by. */
                                investor_share: number | null;
                                /** @description The statistics of this object computed from fewer than 20 values (its sample: the count field named in its description), too few to trust; a statistic that is null (no values) is not listed. The sample of investor_share, cash_share and a month's median_price is purchases. */
                                low_sample: string[];
                                /** @description Sum of the purchase prices, US dollars. */
                                purchase_value: number;
                                /** @description Purchases are arms-length transfers with a positive price, dated by the sale date (else the recording date). */
                                purchases: number;
                            };
                        };
                    };
                };
                /** @description Invalid parameters or body; `errors` names each offending parameter. */
                400: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Bad Request",
                         *       "status": 400,
                         *       "detail": "Invalid query parameter: colour: unknown parameter",
                         *       "instance": "/buyers/activity",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44",
                         *       "errors": [
                         *         {
                         *           "path": "query.colour",
                         *           "message": "unknown parameter"
                         *         }
                         *       ]
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid API key. */
                401: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Unauthorized",
                         *       "status": 401,
                         *       "detail": "A valid API key is required in the X-API-TOKEN header.",
                         *       "instance": "/buyers/activity",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Not Found",
                         *       "status": 404,
                         *       "detail": "No zip 00000 in the US zip reference.",
                         *       "instance": "/buyers/activity",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit or quota of the plan exceeded; see Retry-After. */
                429: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Retry-After": components["headers"]["Retry-After"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Too Many Requests",
                         *       "status": 429,
                         *       "detail": "This key's base plan rate limit was exceeded.",
                         *       "instance": "/buyers/activity",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error. */
                500: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Internal Server Error",
                         *       "status": 500,
                         *       "detail": "An unexpected error occurred.",
                         *       "instance": "/buyers/activity",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/buyers/activity/top-buyers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Top buyers in a state or city
         * @description The buyers with the most arms-length purchases in a state (or a city in it) over a date range, with their purchase value, average price, cash share, main markets, last purchase and portfolio size. Name variants are merged: a buyer is its normalised name.
         *
         *     `filters.state` is required (a code or a name): a city without its state is a 400, since city names repeat across states. `filters.city` narrows to a city of that state (or "City, ST"). An unknown state code or city is a 404. Dates default to the year up to data_as_of (the latest purchase recorded in the place); any range, answered from a monthly rollup plus the exact days of partial months, equal to a scan of every purchase. Purchases without a recorded buyer name are left out.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "filters": {
                     *         "state": "FL",
                     *         "city": "Tampa"
                     *       },
                     *       "limit": 10
                     *     }
                     */
                    "application/json": {
                        /** @description Where and when. Any range (whole months are read from a monthly rollup, the days of partial months exactly); dateFrom must not be after dateTo. */
                        filters: {
                            /** @description Optional city in `state` (case-insensitive). Absent or null: the whole state. */
                            city?: string | null;
                            /**
                             * Format: date
                             * @description First purchase date included, YYYY-MM-DD. Default: one year before dateTo.
                             */
                            dateFrom?: string | null;
                            /**
                             * Format: date
                             * @description Last purchase date included, YYYY-MM-DD. Default: data_as_of (the latest purchase recorded in the place).
                             */
                            dateTo?: string | null;
                            /** @description Required. State code or name (e.g. `NE`, `Nebraska`). */
                            state: string;
                        };
                        /**
                         * @description Buyers to return, 1-100 (default 10).
                         * @default 10
                         */
                        limit?: number;
                    };
                };
            };
            responses: {
                /** @description The ranked buyers and the range used. */
                200: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Data-Source": components["headers"]["X-Data-Source"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Ranked by transactionCount, then totalPurchaseValue (both descending), then buyerName. */
                            data: components["schemas"]["TopBuyer"][];
                            metadata: {
                                /**
                                 * Format: date
                                 * @description The latest recorded date of the answer's dataset in the places it covers: sales, or leases on lease answers (an answer that reads both states each in `datasets`). A window without date_to ends here, not today.
                                 */
                                data_as_of: string | null;
                                /** @description The date range used, after defaults. */
                                dateRange: {
                                    /**
                                     * Format: date
                                     * @example 2026-06-30
                                     */
                                    from: string;
                                    /**
                                     * Format: date
                                     * @example 2026-06-30
                                     */
                                    to: string;
                                };
                                /** @description Distinct buyers with a purchase in the area and date range (purchases without a recorded buyer name are not counted). */
                                totalBuyers: number;
                            };
                        };
                    };
                };
                /** @description Invalid parameters or body; `errors` names each offending parameter. */
                400: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Bad Request",
                         *       "status": 400,
                         *       "detail": "Invalid request body: colour: unknown key",
                         *       "instance": "/buyers/activity/top-buyers",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44",
                         *       "errors": [
                         *         {
                         *           "path": "body.colour",
                         *           "message": "unknown key"
                         *         }
                         *       ]
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid API key. */
                401: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Unauthorized",
                         *       "status": 401,
                         *       "detail": "A valid API key is required in the X-API-TOKEN header.",
                         *       "instance": "/buyers/activity/top-buyers",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Not Found",
                         *       "status": 404,
                         *       "detail": "No property found at 999 NOWHERE RD, TAMPA, FL 33647.",
                         *       "instance": "/buyers/activity/top-buyers",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit or quota of the plan exceeded; see Retry-After. */
                429: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Retry-After": components["headers"]["Retry-After"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Too Many Requests",
                         *       "status": 429,
                         *       "detail": "This key's base plan rate limit was exceeded.",
                         *       "instance": "/buyers/activity/top-buyers",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error. */
                500: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Internal Server Error",
                         *       "status": 500,
                         *       "detail": "An unexpected error occurred.",
                         *       "instance": "/buyers/activity/top-buyers",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/buyers/best-buyers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Investors most likely to buy a property
         * @description Finds the subject property by address (as GET /properties/by-address does, with the same `X-Address-Match` and `X-Address-Normalized` headers), then the investors who bought within `radius` miles of it in the `months` months up to `meta.data_as_of` (the latest purchase recorded in the state of the subject), and ranks them by a 0-100 score with six weighted components (weights in percent): proximity 20, price_band 20, similarity 20, recency 15, frequency 15, cash 10. Each component carries its score, its points and the inputs it was computed from. A component that cannot be computed (the subject has no value; no attribute to compare) is null and the total is taken over the others.
         *
         *     Investor: a buyer whose name is an entity or who made 2 or more purchases in the whole recorded history. The subject's current owner and the subject's own sales are left out. The scan reads at most `meta.scan_limit` purchases of the window nearest first, so its cost does not grow with the radius; in a dense area it may stop short of the radius, which `meta.scan_limit_hit` and `meta.covered_radius_miles` say.
         */
        get: {
            parameters: {
                query: {
                    /**
                     * @description The subject property: full one-line address, matched as GET /properties/by-address does.
                     * @example 15010 Quail Run Cir, Tampa, FL 33647
                     */
                    address: string;
                    /** @description Buyers to return, 1-50, default 10. */
                    limit?: number;
                    /** @description How far back purchases count: the last `months` months up to data_as_of (the latest purchase recorded in the subject's state), 1-120, default 24. */
                    months?: number;
                    /** @description Miles around the subject within which buyers' purchases count: greater than 0, at most 25, default 1. */
                    radius?: number;
                    /** @description When several properties share the street line (the units of a building, or parcels recorded without units) and the address gives no unit: `unit` (default) answers 404 with the units as candidates (batch: AMBIGUOUS); `building` answers the first of them, with `X-Address-Match: building`. */
                    unit_policy?: "unit" | "building";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The subject, the ranked buyers with their score components, and the window used. */
                200: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Address-Confidence": components["headers"]["X-Address-Confidence"];
                        "X-Address-Differs": components["headers"]["X-Address-Differs"];
                        "X-Address-Match": components["headers"]["X-Address-Match"];
                        "X-Address-Match-Reason": components["headers"]["X-Address-Match-Reason"];
                        "X-Address-Normalized": components["headers"]["X-Address-Normalized"];
                        "X-Data-Source": components["headers"]["X-Data-Source"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Highest score first; ties by more nearby purchases, then name. */
                            data: components["schemas"]["BestBuyer"][];
                            meta: {
                                /** @description The distance up to which every purchase of the window was read: radius_miles, or less when scan_limit_hit. */
                                covered_radius_miles: number;
                                /**
                                 * Format: date
                                 * @description The latest recorded date of the answer's dataset in the places it covers: sales, or leases on lease answers (an answer that reads both states each in `datasets`). A window without date_to ends here, not today.
                                 */
                                data_as_of: string | null;
                                /**
                                 * Format: date
                                 * @description Earliest purchase date counted.
                                 * @example 2026-06-30
                                 */
                                date_from: string;
                                /**
                                 * Format: date
                                 * @description Latest purchase date counted: data_as_of (today when it is null).
                                 * @example 2026-06-30
                                 */
                                date_to: string;
                                limit: number;
                                radius_miles: number;
                                /** @description The scan reads at most this many purchases of the window. */
                                scan_limit: number;
                                /** @description The scan read scan_limit purchases before reaching the radius (a dense area): purchases between covered_radius_miles and radius_miles were not considered. */
                                scan_limit_hit: boolean;
                                /** @description Purchases of the window read, nearest first (any buyer; the candidates are the investor purchases among them). */
                                scanned_purchases: number;
                                /** @description Investor buyers with a purchase among the sales read (all scored; `limit` of them returned). */
                                total: number;
                            };
                            subject: {
                                /** @description The normalised address matched. */
                                address: string;
                                beds: number | null;
                                living_sqft: number | null;
                                property_id: number;
                                property_type: string | null;
                                /** @description The value the price band is built on, US dollars. */
                                value: number | null;
                                /**
                                 * @description Where the value comes from: the valuation, else the assessed value, else the last sale price; null when none is known.
                                 * @enum {string|null}
                                 */
                                value_source: "valuation" | "assessed_value" | "last_sale_price" | null;
                                year_built: number | null;
                            };
                        };
                    };
                };
                /** @description Invalid parameters or body; `errors` names each offending parameter. */
                400: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Bad Request",
                         *       "status": 400,
                         *       "detail": "Invalid query parameter: colour: unknown parameter",
                         *       "instance": "/buyers/best-buyers",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44",
                         *       "errors": [
                         *         {
                         *           "path": "query.colour",
                         *           "message": "unknown parameter"
                         *         }
                         *       ]
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid API key. */
                401: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Unauthorized",
                         *       "status": 401,
                         *       "detail": "A valid API key is required in the X-API-TOKEN header.",
                         *       "instance": "/buyers/best-buyers",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Not Found",
                         *       "status": 404,
                         *       "detail": "No property found at 999 NOWHERE RD, TAMPA, FL 33647.",
                         *       "instance": "/buyers/best-buyers",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit or quota of the plan exceeded; see Retry-After. */
                429: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Retry-After": components["headers"]["Retry-After"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Too Many Requests",
                         *       "status": 429,
                         *       "detail": "This key's base plan rate limit was exceeded.",
                         *       "instance": "/buyers/best-buyers",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error. */
                500: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Internal Server Error",
                         *       "status": 500,
                         *       "detail": "An unexpected error occurred.",
                         *       "instance": "/buyers/best-buyers",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What changed since a cursor
         * @description The change feed: every new or changed property, sale, other document, lease, listing, owner change and valuation move the loads wrote, in the order they became visible, after `since`. Page with `next_cursor` while `has_more`; when it is false the feed is read to its end, and the same `next_cursor` answers what arrives later. Without `since` the answer is the current end of the feed. Filter by `types` and one geography selection (`search_type` with the place, or `geography_values`; at most 25 places) or `property_ids`. A cursor older than the retention (30 days by default) answers 410 with the oldest cursor in `oldest_cursor`. Every plan.
         */
        get: {
            parameters: {
                query?: {
                    /** @description City name (with `state`, or written "City, ST"), when the kind is city. */
                    city?: string;
                    /** @description 5-digit county FIPS code, or a county name with `state`, when the kind is county. */
                    county?: string;
                    /** @description Kind of place selected: state (2-letter code or name), msa (CBSA code or title), county (5-digit FIPS, or name with `state`), city (name with `state`, or "City, ST"), zip (5 digits). The place is in the parameter of that name or in geography_values. The same as `search_type`: give either. */
                    geography_type?: "state" | "msa" | "county" | "city" | "zip";
                    /** @description Comma-separated places of the selected kind, instead of the parameter of that name (e.g. `95814,95816`); how many an endpoint takes is in its description. */
                    geography_values?: string[];
                    /** @description Events per answer, 1 to 1000 (default 100). */
                    limit?: number;
                    /** @description CBSA code (e.g. 40900) or title (e.g. "Sacramento-Roseville-Folsom, CA"), when the kind is msa. */
                    msa?: string;
                    /** @description Comma-separated property ids (at most 500), instead of a geography selection. */
                    property_ids?: string[];
                    /**
                     * @description Kind of place selected: state (2-letter code or name), msa (CBSA code or title), county (5-digit FIPS, or name with `state`), city (name with `state`, or "City, ST"), zip (5 digits). The place is in the parameter of that name or in geography_values. The same as `geography_type`: give either.
                     * @example zip
                     */
                    search_type?: "state" | "msa" | "county" | "city" | "zip";
                    /** @description An opaque cursor: a `next_cursor` this endpoint answered. Without it the answer is the current end of the feed (no events), so a client can start from now. */
                    since?: string;
                    /** @description A state code or name. The place when the kind is state; the state of a city (required) or of a county name. */
                    state?: string;
                    /**
                     * @description Comma-separated event types to answer; all when absent.
                     * @example sale,listing,lease
                     */
                    types?: ("property" | "sale" | "document" | "lease" | "listing" | "owner" | "valuation")[];
                    /**
                     * @description 5-digit zip code, when the kind is zip.
                     * @example 33647
                     */
                    zip?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of change events in feed order. */
                200: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ChangesPage"];
                    };
                };
                /** @description Invalid parameters or body; `errors` names each offending parameter. */
                400: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Bad Request",
                         *       "status": 400,
                         *       "detail": "Invalid query parameter: colour: unknown parameter",
                         *       "instance": "/changes",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44",
                         *       "errors": [
                         *         {
                         *           "path": "query.colour",
                         *           "message": "unknown parameter"
                         *         }
                         *       ]
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid API key. */
                401: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Unauthorized",
                         *       "status": 401,
                         *       "detail": "A valid API key is required in the X-API-TOKEN header.",
                         *       "instance": "/changes",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Not Found",
                         *       "status": 404,
                         *       "detail": "No zip 00000 in the US zip reference.",
                         *       "instance": "/changes",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Gone for good: past the retention. */
                410: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Gone",
                         *       "status": 410,
                         *       "detail": "The events after this cursor are past the feed's retention of 30 days; the oldest cursor is YzEwMjQ.",
                         *       "instance": "/changes",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit or quota of the plan exceeded; see Retry-After. */
                429: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Retry-After": components["headers"]["Retry-After"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Too Many Requests",
                         *       "status": 429,
                         *       "detail": "This key's base plan rate limit was exceeded.",
                         *       "instance": "/changes",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error. */
                500: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Internal Server Error",
                         *       "status": 500,
                         *       "detail": "An unexpected error occurred.",
                         *       "instance": "/changes",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's export jobs
         * @description The subscriber's export jobs, newest first.
         */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    page_size?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of jobs. */
                200: {
                    headers: {
                        Link: components["headers"]["Link-Pages"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ExportJob"][];
                            has_more: boolean;
                            page: number;
                            page_size: number;
                            total: number;
                        };
                    };
                };
                /** @description Invalid parameters or body; `errors` names each offending parameter. */
                400: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Bad Request",
                         *       "status": 400,
                         *       "detail": "Invalid query parameter: colour: unknown parameter",
                         *       "instance": "/exports",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44",
                         *       "errors": [
                         *         {
                         *           "path": "query.colour",
                         *           "message": "unknown parameter"
                         *         }
                         *       ]
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid API key. */
                401: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Unauthorized",
                         *       "status": 401,
                         *       "detail": "A valid API key is required in the X-API-TOKEN header.",
                         *       "instance": "/exports",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit or quota of the plan exceeded; see Retry-After. */
                429: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Retry-After": components["headers"]["Retry-After"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Too Many Requests",
                         *       "status": 429,
                         *       "detail": "This key's base plan rate limit was exceeded.",
                         *       "instance": "/exports",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error. */
                500: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Internal Server Error",
                         *       "status": 500,
                         *       "detail": "An unexpected error occurred.",
                         *       "instance": "/exports",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Start a bulk export
         * @description Queues a job that writes every row the filter selects to one file: CSV (RFC 4180, with a header), NDJSON (the import format, one record a line) or Parquet (typed columns). The file is one consistent snapshot of the data. Poll GET /exports/{id} until `status` is `succeeded`, then download `url`. Over a limit: 400 for rows per job, 429 with `Retry-After` for jobs per day and concurrent jobs; the detail names the limit.
         *
         *     Premium-only fields are null for base-plan keys, as in the API. Limits per plan (jobs a day, rows a job, concurrent jobs): docs/exports.md#limits.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "dataset": "properties",
                     *       "filter": {
                     *         "city": "Tampa",
                     *         "state": "FL",
                     *         "beds_min": 3
                     *       },
                     *       "format": "csv"
                     *     }
                     */
                    "application/json": components["schemas"]["ExportRequest"];
                };
            };
            responses: {
                /** @description The job, queued. */
                202: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            status: "queued" | "running" | "succeeded" | "failed" | "cancelled";
                        };
                    };
                };
                /** @description Invalid parameters or body; `errors` names each offending parameter. */
                400: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Bad Request",
                         *       "status": 400,
                         *       "detail": "Invalid request body: colour: unknown key",
                         *       "instance": "/exports",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44",
                         *       "errors": [
                         *         {
                         *           "path": "body.colour",
                         *           "message": "unknown key"
                         *         }
                         *       ]
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid API key. */
                401: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Unauthorized",
                         *       "status": 401,
                         *       "detail": "A valid API key is required in the X-API-TOKEN header.",
                         *       "instance": "/exports",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The plan of this key does not allow the request. */
                403: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Forbidden",
                         *       "status": 403,
                         *       "detail": "The distress filters (vacant) need a Premium or Unlimited plan.",
                         *       "instance": "/exports",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit or quota of the plan exceeded; see Retry-After. */
                429: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Retry-After": components["headers"]["Retry-After"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Too Many Requests",
                         *       "status": 429,
                         *       "detail": "This key's base plan rate limit was exceeded.",
                         *       "instance": "/exports",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error. */
                500: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Internal Server Error",
                         *       "status": 500,
                         *       "detail": "An unexpected error occurred.",
                         *       "instance": "/exports",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An export job
         * @description The job: its status, and once it has succeeded its rows, bytes, SHA-256, expiry and a download `url` good for an hour (each answer gives a fresh one).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /**
                     * @description The job id POST /exports answered.
                     * @example 00000000-0000-4000-8000-000000000042
                     */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The job. */
                200: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ExportJob"];
                    };
                };
                /** @description Invalid parameters or body; `errors` names each offending parameter. */
                400: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Bad Request",
                         *       "status": 400,
                         *       "detail": "Invalid query parameter: colour: unknown parameter",
                         *       "instance": "/exports/{id}",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44",
                         *       "errors": [
                         *         {
                         *           "path": "query.colour",
                         *           "message": "unknown parameter"
                         *         }
                         *       ]
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid API key. */
                401: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Unauthorized",
                         *       "status": 401,
                         *       "detail": "A valid API key is required in the X-API-TOKEN header.",
                         *       "instance": "/exports/{id}",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Not Found",
                         *       "status": 404,
                         *       "detail": "No export job 0b7e2d1c-9a4f-4e3b-8c6d-5f1a2b3c4d5e of this key.",
                         *       "instance": "/exports/{id}",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit or quota of the plan exceeded; see Retry-After. */
                429: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Retry-After": components["headers"]["Retry-After"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Too Many Requests",
                         *       "status": 429,
                         *       "detail": "This key's base plan rate limit was exceeded.",
                         *       "instance": "/exports/{id}",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error. */
                500: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Internal Server Error",
                         *       "status": 500,
                         *       "detail": "An unexpected error occurred.",
                         *       "instance": "/exports/{id}",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /**
         * Cancel an export job
         * @description Cancels a queued or running job (a running one stops at its next page locally, and its file is discarded in any case) and deletes a finished job's file. The job stays listed, with status `cancelled`.
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /**
                     * @description The job id POST /exports answered.
                     * @example 00000000-0000-4000-8000-000000000042
                     */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The job, cancelled. */
                200: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ExportJob"];
                    };
                };
                /** @description Invalid parameters or body; `errors` names each offending parameter. */
                400: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Bad Request",
                         *       "status": 400,
                         *       "detail": "Invalid query parameter: colour: unknown parameter",
                         *       "instance": "/exports/{id}",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44",
                         *       "errors": [
                         *         {
                         *           "path": "query.colour",
                         *           "message": "unknown parameter"
                         *         }
                         *       ]
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid API key. */
                401: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Unauthorized",
                         *       "status": 401,
                         *       "detail": "A valid API key is required in the X-API-TOKEN header.",
                         *       "instance": "/exports/{id}",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Not Found",
                         *       "status": 404,
                         *       "detail": "No export job 0b7e2d1c-9a4f-4e3b-8c6d-5f1a2b3c4d5e of this key.",
                         *       "instance": "/exports/{id}",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit or quota of the plan exceeded; see Retry-After. */
                429: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Retry-After": components["headers"]["Retry-After"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Too Many Requests",
                         *       "status": 429,
                         *       "detail": "This key's base plan rate limit was exceeded.",
                         *       "instance": "/exports/{id}",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error. */
                500: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Internal Server Error",
                         *       "status": 500,
                         *       "detail": "An unexpected error occurred.",
                         *       "instance": "/exports/{id}",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/geo-analytics/flips": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Flips in a geography
         * @description Flip transactions in the geography whose resale falls in the window, one row per resale with its purchase leg. A flip is an arms-length resale of a property within 365 days of the seller's arms-length purchase of it; purchases are arms-length transfers with a positive price. A resale's seller must be the earlier purchase's buyer (chain of title, by name identity: co-buyers, initials, entity suffixes, trustee forms); when either name is unknown the pair is unverified. Sales at an address the source shares between several homes (address_shared) are no resales. Transactions are dated by sale date, else recording date.
         *
         *     hold_days = resale date - purchase date; gross_profit = resale price - purchase price; roi = gross_profit / purchase price.
         *
         *     Default order: most recent resale first. The window may span any number of months.
         */
        get: {
            parameters: {
                query?: {
                    /**
                     * @description City name (with `state`, or written "City, ST"), when the kind is city.
                     * @example Tampa
                     */
                    city?: string;
                    /** @description 5-digit county FIPS code, or a county name with `state`, when the kind is county. */
                    county?: string;
                    /** @description First day of the window, YYYY-MM-DD; any span (1990-01-01 asks for the whole history). Default: the first day of the month 11 months before date_to's month (12 calendar months in all). */
                    date_from?: string;
                    /** @description Last day of the window, YYYY-MM-DD, not before date_from. Default: data_as_of (the latest date recorded in the places selected), or date_from when later. */
                    date_to?: string;
                    /** @description Kind of place selected: state (2-letter code or name), msa (CBSA code or title), county (5-digit FIPS, or name with `state`), city (name with `state`, or "City, ST"), zip (5 digits). The place is in the parameter of that name or in geography_values. The same as `search_type`: give either. */
                    geography_type?: "state" | "msa" | "county" | "city" | "zip";
                    /** @description Comma-separated places of the selected kind, instead of the parameter of that name (e.g. `95814,95816`); how many an endpoint takes is in its description. */
                    geography_values?: string[];
                    /** @description Also count the pairs whose chain of title is unverified (the resale's seller or the purchase's buyer unknown). Default false: they are left out, and `unverified_excluded` says how many. A resale's seller must be the earlier purchase's buyer (chain of title, by name identity: co-buyers, initials, entity suffixes, trustee forms); when either name is unknown the pair is unverified. */
                    include_unverified?: boolean;
                    /** @description Only flips held at most this many days (0-365). Default: every flip (held at most 365 days). */
                    max_hold_days?: number;
                    /** @description CBSA code (e.g. 40900) or title (e.g. "Sacramento-Roseville-Folsom, CA"), when the kind is msa. */
                    msa?: string;
                    /** @description Sort direction. Nulls sort last either way. */
                    order?: "asc" | "desc";
                    /** @description Page number, from 1. */
                    page?: number;
                    /** @description Rows per page, 1-100. */
                    page_size?: number;
                    /**
                     * @description Kind of place selected: state (2-letter code or name), msa (CBSA code or title), county (5-digit FIPS, or name with `state`), city (name with `state`, or "City, ST"), zip (5 digits). The place is in the parameter of that name or in geography_values. The same as `geography_type`: give either.
                     * @example city
                     */
                    search_type?: "state" | "msa" | "county" | "city" | "zip";
                    /** @description Sort key; ties are broken by property_id, then the resale's position in the property's history, so pages are stable. */
                    sort?: "resale_date" | "purchase_date" | "hold_days" | "gross_profit" | "roi" | "resale_price" | "purchase_price";
                    /**
                     * @description A state code or name. The place when the kind is state; the state of a city (required) or of a county name.
                     * @example FL
                     */
                    state?: string;
                    /** @description 5-digit zip code, when the kind is zip. */
                    zip?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page of flips, with the purchase and resale legs, hold days, gross profit and ROI. */
                200: {
                    headers: {
                        Link: components["headers"]["Link-Pages"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Data-Source": components["headers"]["X-Data-Source"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["GeoFlip"][];
                            meta: {
                                /**
                                 * Format: date
                                 * @description The latest recorded date of the answer's dataset in the places it covers: sales, or leases on lease answers (an answer that reads both states each in `datasets`). A window without date_to ends here, not today.
                                 */
                                data_as_of: string | null;
                                /**
                                 * Format: date
                                 * @description First resale date of the window.
                                 */
                                date_from: string;
                                /**
                                 * Format: date
                                 * @description Last resale date of the window.
                                 */
                                date_to: string;
                                geography: components["schemas"]["Geography"];
                                /** @description Whether a later page has rows. */
                                has_more: boolean;
                                page: number;
                                page_size: number;
                                /** @description Rows matching, over all pages. */
                                total: number;
                                /** @description Pairs of the selection whose chain of title is unverified, left out (0 with include_unverified=true). */
                                unverified_excluded: number;
                            };
                        };
                    };
                };
                /** @description Invalid parameters or body; `errors` names each offending parameter. */
                400: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Bad Request",
                         *       "status": 400,
                         *       "detail": "Invalid query parameter: colour: unknown parameter",
                         *       "instance": "/geo-analytics/flips",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44",
                         *       "errors": [
                         *         {
                         *           "path": "query.colour",
                         *           "message": "unknown parameter"
                         *         }
                         *       ]
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid API key. */
                401: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Unauthorized",
                         *       "status": 401,
                         *       "detail": "A valid API key is required in the X-API-TOKEN header.",
                         *       "instance": "/geo-analytics/flips",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Not Found",
                         *       "status": 404,
                         *       "detail": "No zip 00000 in the US zip reference.",
                         *       "instance": "/geo-analytics/flips",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit or quota of the plan exceeded; see Retry-After. */
                429: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Retry-After": components["headers"]["Retry-After"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Too Many Requests",
                         *       "status": 429,
                         *       "detail": "This key's base plan rate limit was exceeded.",
                         *       "instance": "/geo-analytics/flips",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error. */
                500: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Internal Server Error",
                         *       "status": 500,
                         *       "detail": "An unexpected error occurred.",
                         *       "instance": "/geo-analytics/flips",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/geo-analytics/flips/hold-time": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Hold-time distribution of flips and resales in a geography
         * @description Hold time = days between the seller's arms-length purchase and the resale, for the resales in the window. A flip is an arms-length resale of a property within 365 days of the seller's arms-length purchase of it; purchases are arms-length transfers with a positive price. A resale's seller must be the earlier purchase's buyer (chain of title, by name identity: co-buyers, initials, entity suffixes, trustee forms); when either name is unknown the pair is unverified. Sales at an address the source shares between several homes (address_shared) are no resales. Transactions are dated by sale date, else recording date.
         *
         *     Answered from rollups that keep every hold time (month by month, and a window's whole calendar years as each distinct hold time with its count), so the percentiles are exact; the window covers whole calendar months (date_from's month through date_to's month, any number of them).
         */
        get: {
            parameters: {
                query?: {
                    /**
                     * @description City name (with `state`, or written "City, ST"), when the kind is city.
                     * @example Tampa
                     */
                    city?: string;
                    /** @description 5-digit county FIPS code, or a county name with `state`, when the kind is county. */
                    county?: string;
                    /** @description First day of the window, YYYY-MM-DD; any span (1990-01-01 asks for the whole history). Default: the first day of the month 11 months before date_to's month (12 calendar months in all). The answer covers whole months, from this date's month. */
                    date_from?: string;
                    /** @description Last day of the window, YYYY-MM-DD, not before date_from. Default: data_as_of (the latest date recorded in the places selected), or date_from when later. The answer covers whole months, through this date's month. */
                    date_to?: string;
                    /** @description Kind of place selected: state (2-letter code or name), msa (CBSA code or title), county (5-digit FIPS, or name with `state`), city (name with `state`, or "City, ST"), zip (5 digits). The place is in the parameter of that name or in geography_values. The same as `search_type`: give either. */
                    geography_type?: "state" | "msa" | "county" | "city" | "zip";
                    /** @description Comma-separated places of the selected kind, instead of the parameter of that name (e.g. `95814,95816`); how many an endpoint takes is in its description. */
                    geography_values?: string[];
                    /** @description `month` adds the statistics of each month of the window (`months`). */
                    group_by?: "month";
                    /** @description Also count the pairs whose chain of title is unverified (the resale's seller or the purchase's buyer unknown). Default false: they are left out, and `unverified_excluded` says how many. A resale's seller must be the earlier purchase's buyer (chain of title, by name identity: co-buyers, initials, entity suffixes, trustee forms); when either name is unknown the pair is unverified. */
                    include_unverified?: boolean;
                    /** @description CBSA code (e.g. 40900) or title (e.g. "Sacramento-Roseville-Folsom, CA"), when the kind is msa. */
                    msa?: string;
                    /**
                     * @description Kind of place selected: state (2-letter code or name), msa (CBSA code or title), county (5-digit FIPS, or name with `state`), city (name with `state`, or "City, ST"), zip (5 digits). The place is in the parameter of that name or in geography_values. The same as `geography_type`: give either.
                     * @example city
                     */
                    search_type?: "state" | "msa" | "county" | "city" | "zip";
                    /**
                     * @description A state code or name. The place when the kind is state; the state of a city (required) or of a county name.
                     * @example FL
                     */
                    state?: string;
                    /** @description 5-digit zip code, when the kind is zip. */
                    zip?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Count, mean, median, percentiles and histogram of hold days, for flips and for all resales, optionally per month. */
                200: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Data-Source": components["headers"]["X-Data-Source"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * Format: date
                             * @description The latest recorded date of the answer's dataset in the places it covers: sales, or leases on lease answers (an answer that reads both states each in `datasets`). A window without date_to ends here, not today.
                             */
                            data_as_of: string | null;
                            /**
                             * Format: date
                             * @description First day of the first month covered.
                             */
                            date_from: string;
                            /**
                             * Format: date
                             * @description Last day of the last month covered.
                             */
                            date_to: string;
                            /** @description A resale held at most this many days is a flip. */
                            flip_window_days: number;
                            flips: components["schemas"]["GeoHoldTimeStats"];
                            geography: components["schemas"]["Geography"];
                            /** @description With group_by=month: every month of the window, oldest first, including months without resales. */
                            months?: {
                                flips: components["schemas"]["GeoHoldTimeStats"];
                                /**
                                 * @description YYYY-MM.
                                 * @example 2025-01
                                 */
                                month: string;
                                resales: components["schemas"]["GeoHoldTimeStats"];
                            }[];
                            resales: components["schemas"]["GeoHoldTimeStats"] & unknown;
                            /** @description Resales (and flips among them) of the window whose chain of title is unverified, left out (0 with include_unverified=true). */
                            unverified_excluded: {
                                flips: number;
                                resales: number;
                            };
                        };
                    };
                };
                /** @description Invalid parameters or body; `errors` names each offending parameter. */
                400: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Bad Request",
                         *       "status": 400,
                         *       "detail": "Invalid query parameter: colour: unknown parameter",
                         *       "instance": "/geo-analytics/flips/hold-time",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44",
                         *       "errors": [
                         *         {
                         *           "path": "query.colour",
                         *           "message": "unknown parameter"
                         *         }
                         *       ]
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid API key. */
                401: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Unauthorized",
                         *       "status": 401,
                         *       "detail": "A valid API key is required in the X-API-TOKEN header.",
                         *       "instance": "/geo-analytics/flips/hold-time",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Not Found",
                         *       "status": 404,
                         *       "detail": "No zip 00000 in the US zip reference.",
                         *       "instance": "/geo-analytics/flips/hold-time",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit or quota of the plan exceeded; see Retry-After. */
                429: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Retry-After": components["headers"]["Retry-After"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Too Many Requests",
                         *       "status": 429,
                         *       "detail": "This key's base plan rate limit was exceeded.",
                         *       "instance": "/geo-analytics/flips/hold-time",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error. */
                500: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Internal Server Error",
                         *       "status": 500,
                         *       "detail": "An unexpected error occurred.",
                         *       "instance": "/geo-analytics/flips/hold-time",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/geo-analytics/institutional-ownership": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Single-family ownership and purchases by portfolio tier in a geography
         * @description The share of the geography's single-family stock held by owners of each portfolio tier now, the share of the window's purchases by buyer tier, and the largest institutional owners there. Portfolio tier = number of properties (of any type, nationally) whose owner of record has the same normalised name now: 1, 2-9, 10-99, 100-999, 1000+. Institutional = 100+. Owners are the owners of record (properties.owner_name) matched by normalised name; with `group=family` the names of an entity family count as one owner, for the stock's tiers and the top owners (purchases stay by buyer name).
         *
         *     Single-family = property_type "Single Family Residential" (detached) or "Townhouse" (attached, one unit on its own lot); condominiums, duplexes and other multi-family, mobile homes, land and unknown types are not counted.
         *
         *     Answered from the ownership rollups refreshed after every load.
         */
        get: {
            parameters: {
                query?: {
                    /**
                     * @description City name (with `state`, or written "City, ST"), when the kind is city.
                     * @example Tampa
                     */
                    city?: string;
                    /** @description 5-digit county FIPS code, or a county name with `state`, when the kind is county. */
                    county?: string;
                    /** @description First day of the window, YYYY-MM-DD; any span (1990-01-01 asks for the whole history). Default: the first day of the month 11 months before date_to's month (12 calendar months in all). The answer covers whole months, from this date's month. */
                    date_from?: string;
                    /** @description Last day of the window, YYYY-MM-DD, not before date_from. Default: data_as_of (the latest date recorded in the places selected), or date_from when later. The answer covers whole months, through this date's month. */
                    date_to?: string;
                    /** @description Kind of place selected: state (2-letter code or name), msa (CBSA code or title), county (5-digit FIPS, or name with `state`), city (name with `state`, or "City, ST"), zip (5 digits). The place is in the parameter of that name or in geography_values. The same as `search_type`: give either. */
                    geography_type?: "state" | "msa" | "county" | "city" | "zip";
                    /** @description Comma-separated places of the selected kind, instead of the parameter of that name (e.g. `95814,95816`); how many an endpoint takes is in its description. */
                    geography_values?: string[];
                    /** @description `name`: each owner name on its own; `family`: the names of an entity family together. An entity family is the entity names one owner holds title under, linked when two names are mailed to the same address and share a name stem (CRESTLINE HOMES LLC, CRESTLINE SFR PROPERTY TX LP) or one abbreviates the other (CH BORROWER 2017-1 LLC); a shared address alone never links. Families are rebuilt at every load; its name is the member owning the most properties. */
                    group?: "name" | "family";
                    /** @description CBSA code (e.g. 40900) or title (e.g. "Sacramento-Roseville-Folsom, CA"), when the kind is msa. */
                    msa?: string;
                    /**
                     * @description Kind of place selected: state (2-letter code or name), msa (CBSA code or title), county (5-digit FIPS, or name with `state`), city (name with `state`, or "City, ST"), zip (5 digits). The place is in the parameter of that name or in geography_values. The same as `geography_type`: give either.
                     * @example city
                     */
                    search_type?: "state" | "msa" | "county" | "city" | "zip";
                    /**
                     * @description A state code or name. The place when the kind is state; the state of a city (required) or of a county name.
                     * @example FL
                     */
                    state?: string;
                    /** @description How many institutional owners to list, 1-50. */
                    top?: number;
                    /** @description 5-digit zip code, when the kind is zip. */
                    zip?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Shares of single-family properties and of purchases by portfolio tier, and the top institutional owners. */
                200: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Data-Source": components["headers"]["X-Data-Source"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * Format: date
                             * @description The latest recorded date of the answer's dataset in the places it covers: sales, or leases on lease answers (an answer that reads both states each in `datasets`). A window without date_to ends here, not today.
                             */
                            data_as_of: string | null;
                            geography: components["schemas"]["Geography"];
                            /**
                             * @description How owners were counted: by name, or by entity family (the request's `group`).
                             * @default name
                             * @enum {string}
                             */
                            group: "name" | "family";
                            institutional: components["schemas"]["GeoCountShare"];
                            /** @description The statistics of this object computed from fewer than 20 values (its sample: the count field named in its description), too few to trust; a statistic that is null (no values) is not listed. The sample of every share here (ownership_by_tier, institutional, top_institutional_owners' share_of_single_family) is single_family_properties; purchases lists its own. */
                            low_sample: ("ownership_by_tier" | "institutional" | "top_institutional_owners")[];
                            /** @description Single-family properties by their owner's portfolio tier (with group=family, the tier of the owner's family), shares of single_family_properties; `unknown`: no owner name recorded. The shares sum to 1. */
                            ownership_by_tier: components["schemas"]["GeoTierCount"][];
                            /** @description Purchases in the window (whole calendar months, any number of them). Transactions are dated by sale date, else recording date. */
                            purchases: {
                                /** @description Purchases by the buyer's portfolio tier now (a buyer that owns nothing now is tier 1), shares of total; `unknown`: no buyer name recorded. */
                                by_tier: components["schemas"]["GeoTierCount"][];
                                /**
                                 * Format: date
                                 * @description First day of the first month covered.
                                 */
                                date_from: string;
                                /**
                                 * Format: date
                                 * @description Last day of the last month covered.
                                 */
                                date_to: string;
                                institutional: components["schemas"]["GeoCountShare"] & unknown;
                                /** @description The statistics of this object computed from fewer than 20 values (its sample: the count field named in its description), too few to trust; a statistic that is null (no values) is not listed. The sample of every share here (by_tier, institutional) is total. */
                                low_sample: ("by_tier" | "institutional")[];
                                /** @description Arms-length purchases (of any property type) in the geography and window. */
                                total: number;
                            };
                            /** @description Single-family properties in the geography. */
                            single_family_properties: number;
                            /** @description Institutional owners with single-family properties in the geography, most such properties first (ties by name). */
                            top_institutional_owners: {
                                /** @description Extension: with group=family, the names the family holds title under, most properties first (at most 50); null with group=name. */
                                family_names: string[] | null;
                                /** @description Normalised owner name (case, punctuation and entity suffixes folded); with group=family, the family's name: its member owning the most properties. */
                                owner_name: string;
                                /** @description Properties of any type this owner (with group=family, this family) holds nationally: the basis of its tier. */
                                portfolio_size: number;
                                /** @description single_family_properties / the geography's single-family properties, a fraction 0-1. */
                                share_of_single_family: number | null;
                                /** @description Single-family properties this owner holds in the geography. */
                                single_family_properties: number;
                                /** @enum {string} */
                                tier: "1" | "2-9" | "10-99" | "100-999" | "1000+";
                            }[];
                        };
                    };
                };
                /** @description Invalid parameters or body; `errors` names each offending parameter. */
                400: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Bad Request",
                         *       "status": 400,
                         *       "detail": "Invalid query parameter: colour: unknown parameter",
                         *       "instance": "/geo-analytics/institutional-ownership",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44",
                         *       "errors": [
                         *         {
                         *           "path": "query.colour",
                         *           "message": "unknown parameter"
                         *         }
                         *       ]
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid API key. */
                401: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Unauthorized",
                         *       "status": 401,
                         *       "detail": "A valid API key is required in the X-API-TOKEN header.",
                         *       "instance": "/geo-analytics/institutional-ownership",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Not Found",
                         *       "status": 404,
                         *       "detail": "No zip 00000 in the US zip reference.",
                         *       "instance": "/geo-analytics/institutional-ownership",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit or quota of the plan exceeded; see Retry-After. */
                429: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Retry-After": components["headers"]["Retry-After"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Too Many Requests",
                         *       "status": 429,
                         *       "detail": "This key's base plan rate limit was exceeded.",
                         *       "instance": "/geo-analytics/institutional-ownership",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error. */
                500: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Internal Server Error",
                         *       "status": 500,
                         *       "detail": "An unexpected error occurred.",
                         *       "instance": "/geo-analytics/institutional-ownership",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/geo-analytics/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Paged, sortable table of per-zip metrics in a geography
         * @description A paged table of per-zip rows (the zip-analysis row) for the zips of a geography: every zip with at least one property in it. Each row covers its whole zip. Sortable by any metric.
         *
         *     Answered from the monthly rollup per zip: the window covers whole calendar months (date_from's month through date_to's month, any number of them), default the 12 months ending with data_as_of's month; year-over-year changes compare with the same months one year earlier. Transactions are dated by sale date, else recording date.
         *
         *     Counts, sums, shares, median_price and median_rent (and so gross_yield) are exact: the same numbers market-analysis gives for the same zip and months. median_price_per_sqft and median_hold_days over several months are the weighted median of the exact monthly medians (each month weighted by the number of values behind its median; when the weights split evenly at the middle, the mean of the two middle medians).
         *
         *     Single-family = property_type "Single Family Residential" (detached) or "Townhouse" (attached, one unit on its own lot); condominiums, duplexes and other multi-family, mobile homes, land and unknown types are not counted.
         */
        get: {
            parameters: {
                query?: {
                    /**
                     * @description City name (with `state`, or written "City, ST"), when the kind is city.
                     * @example Tampa
                     */
                    city?: string;
                    /** @description 5-digit county FIPS code, or a county name with `state`, when the kind is county. */
                    county?: string;
                    /** @description First day of the window, YYYY-MM-DD; any span (1990-01-01 asks for the whole history). Default: the first day of the month 11 months before date_to's month (12 calendar months in all). The answer covers whole months, from this date's month. */
                    date_from?: string;
                    /** @description Last day of the window, YYYY-MM-DD, not before date_from. Default: data_as_of (the latest date recorded in the places selected), or date_from when later. The answer covers whole months, through this date's month. */
                    date_to?: string;
                    /** @description Kind of place selected: state (2-letter code or name), msa (CBSA code or title), county (5-digit FIPS, or name with `state`), city (name with `state`, or "City, ST"), zip (5 digits). The place is in the parameter of that name or in geography_values. The same as `search_type`: give either. */
                    geography_type?: "state" | "msa" | "county" | "city" | "zip";
                    /** @description Comma-separated places of the selected kind, instead of the parameter of that name (e.g. `95814,95816`); how many an endpoint takes is in its description. */
                    geography_values?: string[];
                    /** @description CBSA code (e.g. 40900) or title (e.g. "Sacramento-Roseville-Folsom, CA"), when the kind is msa. */
                    msa?: string;
                    /** @description Sort direction. Nulls sort last either way. */
                    order?: "asc" | "desc";
                    /** @description Page number, from 1. */
                    page?: number;
                    /** @description Rows per page, 1-100. */
                    page_size?: number;
                    /**
                     * @description Kind of place selected: state (2-letter code or name), msa (CBSA code or title), county (5-digit FIPS, or name with `state`), city (name with `state`, or "City, ST"), zip (5 digits). The place is in the parameter of that name or in geography_values. The same as `geography_type`: give either.
                     * @example city
                     */
                    search_type?: "state" | "msa" | "county" | "city" | "zip";
                    /** @description Any metric of the row; ties are broken by zip, so pages are stable. */
                    sort?: "zip" | "sales" | "sales_value" | "sales_yoy_change" | "median_price" | "median_price_yoy_change" | "median_price_per_sqft" | "investor_share" | "cash_share" | "flips" | "flip_rate" | "resales" | "median_hold_days" | "leases" | "median_rent" | "gross_yield" | "single_family_properties" | "institutional_share";
                    /**
                     * @description A state code or name. The place when the kind is state; the state of a city (required) or of a county name.
                     * @example FL
                     */
                    state?: string;
                    /** @description 5-digit zip code, when the kind is zip. */
                    zip?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page of per-zip rows. */
                200: {
                    headers: {
                        Link: components["headers"]["Link-Pages"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Data-Source": components["headers"]["X-Data-Source"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["GeoZipRow"][];
                            meta: {
                                /**
                                 * Format: date
                                 * @description The latest recorded date of the answer's dataset in the places it covers: sales, or leases on lease answers (an answer that reads both states each in `datasets`). A window without date_to ends here, not today.
                                 */
                                data_as_of: string | null;
                                /** @description Extension: each dataset's own window and data_as_of. Sales figures cover the sales window and lease figures the lease window; they differ only without date_to, when one dataset's records run later than the other's. */
                                datasets: {
                                    /** @description The lease figures' window: without date_to it ends at the lease data_as_of. */
                                    leases: {
                                        /**
                                         * Format: date
                                         * @description The latest lease date recorded in the places; null when they hold none.
                                         */
                                        data_as_of: string | null;
                                        /**
                                         * Format: date
                                         * @description First day of the window the lease figures cover.
                                         */
                                        date_from: string;
                                        /**
                                         * Format: date
                                         * @description Last day of the window the lease figures cover.
                                         */
                                        date_to: string;
                                    };
                                    /** @description The sales figures' window: without date_to it ends at the sales data_as_of. */
                                    sales: {
                                        /**
                                         * Format: date
                                         * @description The latest sales date recorded in the places; null when they hold none.
                                         */
                                        data_as_of: string | null;
                                        /**
                                         * Format: date
                                         * @description First day of the window the sales figures cover.
                                         */
                                        date_from: string;
                                        /**
                                         * Format: date
                                         * @description Last day of the window the sales figures cover.
                                         */
                                        date_to: string;
                                    };
                                };
                                /**
                                 * Format: date
                                 * @description First day of the first month covered.
                                 */
                                date_from: string;
                                /**
                                 * Format: date
                                 * @description Last day of the last month covered.
                                 */
                                date_to: string;
                                geography: components["schemas"]["Geography"];
                                /** @description Whether a later page has rows. */
                                has_more: boolean;
                                page: number;
                                page_size: number;
                                /**
                                 * Format: date
                                 * @description First day of the same months one year earlier (the base of the year-over-year changes).
                                 */
                                prior_date_from: string;
                                /**
                                 * Format: date
                                 * @description Last day of those months.
                                 */
                                prior_date_to: string;
                                /** @description Rows matching, over all pages. */
                                total: number;
                            };
                        };
                    };
                };
                /** @description Invalid parameters or body; `errors` names each offending parameter. */
                400: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Bad Request",
                         *       "status": 400,
                         *       "detail": "Invalid query parameter: colour: unknown parameter",
                         *       "instance": "/geo-analytics/page",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44",
                         *       "errors": [
                         *         {
                         *           "path": "query.colour",
                         *           "message": "unknown parameter"
                         *         }
                         *       ]
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid API key. */
                401: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Unauthorized",
                         *       "status": 401,
                         *       "detail": "A valid API key is required in the X-API-TOKEN header.",
                         *       "instance": "/geo-analytics/page",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Not Found",
                         *       "status": 404,
                         *       "detail": "No zip 00000 in the US zip reference.",
                         *       "instance": "/geo-analytics/page",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit or quota of the plan exceeded; see Retry-After. */
                429: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Retry-After": components["headers"]["Retry-After"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Too Many Requests",
                         *       "status": 429,
                         *       "detail": "This key's base plan rate limit was exceeded.",
                         *       "instance": "/geo-analytics/page",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error. */
                500: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Internal Server Error",
                         *       "status": 500,
                         *       "detail": "An unexpected error occurred.",
                         *       "instance": "/geo-analytics/page",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/geo-analytics/zip-analysis": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Market metrics of one or several zips
         * @description Market metrics of 1-25 zips (`search_type=zip&zip=`, `geography_type=zip&geography_values=` or `zips=`; repeats are answered once): sales volume and prices, year-over-year change, investor and cash shares, flips, hold time, rent and gross yield, and institutional ownership. Unknown zips are a 404, malformed ones a 400.
         *
         *     Answered from the monthly rollup per zip: the window covers whole calendar months (date_from's month through date_to's month, any number of them), default the 12 months ending with data_as_of's month; year-over-year changes compare with the same months one year earlier. Transactions are dated by sale date, else recording date.
         *
         *     Counts, sums, shares, median_price and median_rent (and so gross_yield) are exact: the same numbers market-analysis gives for the same zip and months. median_price_per_sqft and median_hold_days over several months are the weighted median of the exact monthly medians (each month weighted by the number of values behind its median; when the weights split evenly at the middle, the mean of the two middle medians).
         *
         *     Single-family = property_type "Single Family Residential" (detached) or "Townhouse" (attached, one unit on its own lot); condominiums, duplexes and other multi-family, mobile homes, land and unknown types are not counted.
         */
        get: {
            parameters: {
                query?: {
                    /** @description City name (with `state`, or written "City, ST"), when the kind is city. */
                    city?: string;
                    /** @description 5-digit county FIPS code, or a county name with `state`, when the kind is county. */
                    county?: string;
                    /** @description First day of the window, YYYY-MM-DD; any span (1990-01-01 asks for the whole history). Default: the first day of the month 11 months before date_to's month (12 calendar months in all). The answer covers whole months, from this date's month. */
                    date_from?: string;
                    /** @description Last day of the window, YYYY-MM-DD, not before date_from. Default: data_as_of (the latest date recorded in the places selected), or date_from when later. The answer covers whole months, through this date's month. */
                    date_to?: string;
                    /** @description Kind of place selected: state (2-letter code or name), msa (CBSA code or title), county (5-digit FIPS, or name with `state`), city (name with `state`, or "City, ST"), zip (5 digits). The place is in the parameter of that name or in geography_values. The same as `search_type`: give either. */
                    geography_type?: "state" | "msa" | "county" | "city" | "zip";
                    /** @description Comma-separated places of the selected kind, instead of the parameter of that name (e.g. `95814,95816`); how many an endpoint takes is in its description. */
                    geography_values?: string[];
                    /** @description CBSA code (e.g. 40900) or title (e.g. "Sacramento-Roseville-Folsom, CA"), when the kind is msa. */
                    msa?: string;
                    /** @description Kind of place selected: state (2-letter code or name), msa (CBSA code or title), county (5-digit FIPS, or name with `state`), city (name with `state`, or "City, ST"), zip (5 digits). The place is in the parameter of that name or in geography_values. The same as `geography_type`: give either. */
                    search_type?: "state" | "msa" | "county" | "city" | "zip";
                    /** @description A state code or name. The place when the kind is state; the state of a city (required) or of a county name. */
                    state?: string;
                    /** @description 5-digit zip code, when the kind is zip. */
                    zip?: string;
                    /**
                     * @description Comma-separated 5-digit zips, 1-25: the same as `geography_type=zip&geography_values=...`.
                     * @example 33647,33612
                     */
                    zips?: string[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One row of metrics per zip, in request order. */
                200: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Data-Source": components["headers"]["X-Data-Source"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description One row per requested zip, in request order. */
                            data: components["schemas"]["GeoZipRow"][];
                            /**
                             * Format: date
                             * @description The latest recorded date of the answer's dataset in the places it covers: sales, or leases on lease answers (an answer that reads both states each in `datasets`). A window without date_to ends here, not today.
                             */
                            data_as_of: string | null;
                            /** @description Extension: each dataset's own window and data_as_of. Sales figures cover the sales window and lease figures the lease window; they differ only without date_to, when one dataset's records run later than the other's. */
                            datasets: {
                                /** @description The lease figures' window: without date_to it ends at the lease data_as_of. */
                                leases: {
                                    /**
                                     * Format: date
                                     * @description The latest lease date recorded in the places; null when they hold none.
                                     */
                                    data_as_of: string | null;
                                    /**
                                     * Format: date
                                     * @description First day of the window the lease figures cover.
                                     */
                                    date_from: string;
                                    /**
                                     * Format: date
                                     * @description Last day of the window the lease figures cover.
                                     */
                                    date_to: string;
                                };
                                /** @description The sales figures' window: without date_to it ends at the sales data_as_of. */
                                sales: {
                                    /**
                                     * Format: date
                                     * @description The latest sales date recorded in the places; null when they hold none.
                                     */
                                    data_as_of: string | null;
                                    /**
                                     * Format: date
                                     * @description First day of the window the sales figures cover.
                                     */
                                    date_from: string;
                                    /**
                                     * Format: date
                                     * @description Last day of the window the sales figures cover.
                                     */
                                    date_to: string;
                                };
                            };
                            /**
                             * Format: date
                             * @description First day of the first month covered.
                             */
                            date_from: string;
                            /**
                             * Format: date
                             * @description Last day of the last month covered.
                             */
                            date_to: string;
                            /**
                             * Format: date
                             * @description First day of the same months one year earlier (the base of the year-over-year changes).
                             */
                            prior_date_from: string;
                            /**
                             * Format: date
                             * @description Last day of those months.
                             */
                            prior_date_to: string;
                        };
                    };
                };
                /** @description Invalid parameters or body; `errors` names each offending parameter. */
                400: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Bad Request",
                         *       "status": 400,
                         *       "detail": "Invalid query parameter: colour: unknown parameter",
                         *       "instance": "/geo-analytics/zip-analysis",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44",
                         *       "errors": [
                         *         {
                         *           "path": "query.colour",
                         *           "message": "unknown parameter"
                         *         }
                         *       ]
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid API key. */
                401: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Unauthorized",
                         *       "status": 401,
                         *       "detail": "A valid API key is required in the X-API-TOKEN header.",
                         *       "instance": "/geo-analytics/zip-analysis",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Not Found",
                         *       "status": 404,
                         *       "detail": "No zip 00000 in the US zip reference.",
                         *       "instance": "/geo-analytics/zip-analysis",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit or quota of the plan exceeded; see Retry-After. */
                429: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Retry-After": components["headers"]["Retry-After"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Too Many Requests",
                         *       "status": 429,
                         *       "detail": "This key's base plan rate limit was exceeded.",
                         *       "instance": "/geo-analytics/zip-analysis",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error. */
                500: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Internal Server Error",
                         *       "status": 500,
                         *       "detail": "An unexpected error occurred.",
                         *       "instance": "/geo-analytics/zip-analysis",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health-check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Service health
         * @description Checks the database (a real query), that its schema is at the newest migration, that the geography reference is loaded, and the key store (a real DynamoDB call). 503 names each component that is down. No API key needed.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Every component is up. */
                200: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HealthResult"];
                    };
                };
                /** @description Invalid parameters or body; `errors` names each offending parameter. */
                400: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Bad Request",
                         *       "status": 400,
                         *       "detail": "Invalid query parameter: colour: unknown parameter",
                         *       "instance": "/health-check",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44",
                         *       "errors": [
                         *         {
                         *           "path": "query.colour",
                         *           "message": "unknown parameter"
                         *         }
                         *       ]
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error. */
                500: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Internal Server Error",
                         *       "status": 500,
                         *       "detail": "An unexpected error occurred.",
                         *       "instance": "/health-check",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A component is down. */
                503: {
                    headers: {
                        "Retry-After": components["headers"]["Retry-After"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HealthResult"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health-check/authenticated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check an API key
         * @description Answers 200 with the plan and the owner label (key_owner) of the key when the X-API-TOKEN header carries a valid, active key; 401 otherwise.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The key is valid. */
                200: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthenticatedHealth"];
                    };
                };
                /** @description Invalid parameters or body; `errors` names each offending parameter. */
                400: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Bad Request",
                         *       "status": 400,
                         *       "detail": "Invalid query parameter: colour: unknown parameter",
                         *       "instance": "/health-check/authenticated",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44",
                         *       "errors": [
                         *         {
                         *           "path": "query.colour",
                         *           "message": "unknown parameter"
                         *         }
                         *       ]
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid API key. */
                401: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Unauthorized",
                         *       "status": 401,
                         *       "detail": "A valid API key is required in the X-API-TOKEN header.",
                         *       "instance": "/health-check/authenticated",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit or quota of the plan exceeded; see Retry-After. */
                429: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Retry-After": components["headers"]["Retry-After"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Too Many Requests",
                         *       "status": 429,
                         *       "detail": "This key's base plan rate limit was exceeded.",
                         *       "instance": "/health-check/authenticated",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error. */
                500: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Internal Server Error",
                         *       "status": 500,
                         *       "detail": "An unexpected error occurred.",
                         *       "instance": "/health-check/authenticated",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/locations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search US places
         * @description States, CBSAs (metropolitan and micropolitan areas), counties, USPS cities and zips whose name matches the query, ranked, each with its codes, centroid and parents.
         *
         *     Text is matched after normalisation: upper case, accents and punctuation dropped, St/Ste/Ft/Mt spelt out, so "St. Louis", "st louis" and "Saint Louis" are the same. A place is found by its name and also, exactly, by its state code ("CA"), a county's name without "County"/"Parish"/... ("Sacramento"), or a CBSA's principal cities ("Roseville"). Text after the last comma that names a state ("Springfield, IL") filters by that state. Digits match zips by prefix, in code order ("9581" -> 95810, 95811, ...); a ZIP+4 matches its zip.
         *
         *     Ranking: exact matches, then prefix matches, then fuzzy matches: pg_trgm word similarity of the text to the best-matching part of a name, so typos and half-typed words with a typo are found ("Sacramneto", "sacrem"). Fuzzy matches need 4+ characters: similarity >= 0.5 when nothing matched exactly or by prefix (a typo); POST /locations also fills the room left under `limit` by exact and prefix matches with close variants, similarity >= 0.6 ("West Sacramento" for Sacramento, not every name sharing a word part). Within exact and prefix matches larger places come first: population is not in the data, so size is `zip_count`, the number of zips whose primary city, county, CBSA or state the place is; ties go to the containing type (state, CBSA, county, city), metro before micro, then name. Fuzzy matches come by similarity, then size.
         *
         *     No match is not an error: 200 with an empty `data`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "query": "Tampa",
                     *       "types": [
                     *         "city",
                     *         "zip"
                     *       ],
                     *       "limit": 5
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Most results, 1-50.
                         * @default 10
                         */
                        limit?: number;
                        /** @description Place name, part of one, or zip digits; optionally followed by ", ST" or ", State name". */
                        query: string;
                        /** @description Only places in this state: a 2-letter code or the full name (400 when it names no state). A CBSA spanning several states is in each of them. A state written in the text after a comma ("Springfield, IL") filters the same way; when both are given and differ nothing matches. */
                        state?: string;
                        /** @description Place types to include: `state`, `msa` (metropolitan or micropolitan CBSA), `county`, `city` (a USPS city: the primary city name of one or more zips) and `zip`. All when omitted. */
                        types?: ("state" | "msa" | "county" | "city" | "zip")[];
                    };
                };
            };
            responses: {
                /** @description The matching places, best first, at most `limit`. */
                200: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Matches in rank order; empty when nothing matches. */
                            data: components["schemas"]["LocationMatch"][];
                            meta: {
                                /** @description Whether more places matched than `limit`. */
                                has_more: boolean;
                                limit: number;
                                /** @description The text as matched: upper case, accents and punctuation dropped, St/Ste/Ft/Mt spelt out (Saint, Sainte, Fort, Mount). Null for a zip query. */
                                normalized_query: string | null;
                                /** @description The query as given. */
                                query: string;
                                /** @description The state filter applied, from `state` or the text. */
                                state: string | null;
                                types: ("state" | "msa" | "county" | "city" | "zip")[];
                            };
                        };
                    };
                };
                /** @description Invalid parameters or body; `errors` names each offending parameter. */
                400: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Bad Request",
                         *       "status": 400,
                         *       "detail": "Invalid request body: colour: unknown key",
                         *       "instance": "/locations",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44",
                         *       "errors": [
                         *         {
                         *           "path": "body.colour",
                         *           "message": "unknown key"
                         *         }
                         *       ]
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid API key. */
                401: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Unauthorized",
                         *       "status": 401,
                         *       "detail": "A valid API key is required in the X-API-TOKEN header.",
                         *       "instance": "/locations",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit or quota of the plan exceeded; see Retry-After. */
                429: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Retry-After": components["headers"]["Retry-After"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Too Many Requests",
                         *       "status": 429,
                         *       "detail": "This key's base plan rate limit was exceeded.",
                         *       "instance": "/locations",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error. */
                500: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Internal Server Error",
                         *       "status": 500,
                         *       "detail": "An unexpected error occurred.",
                         *       "instance": "/locations",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/locations/autocomplete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Complete a place name as it is typed
         * @description The search of POST /locations for a partly typed name, meant to be called on every keystroke: the last word may be incomplete (a last "St" completes both "Saint..." and "St..." names), 1-3 characters complete by prefix only, and from 4 characters text that completes no name is taken for a typo and matched fuzzily, a typo in a half-typed word included. Unlike POST /locations it adds no fuzzy matches beside completions, so a keystroke costs one indexed query.
         *
         *     Text is matched after normalisation: upper case, accents and punctuation dropped, St/Ste/Ft/Mt spelt out, so "St. Louis", "st louis" and "Saint Louis" are the same. A place is found by its name and also, exactly, by its state code ("CA"), a county's name without "County"/"Parish"/... ("Sacramento"), or a CBSA's principal cities ("Roseville"). Text after the last comma that names a state ("Springfield, IL") filters by that state. Digits match zips by prefix, in code order ("9581" -> 95810, 95811, ...); a ZIP+4 matches its zip.
         *
         *     Ranking: exact matches, then prefix matches, then fuzzy matches: pg_trgm word similarity of the text to the best-matching part of a name, so typos and half-typed words with a typo are found ("Sacramneto", "sacrem"). Fuzzy matches need 4+ characters: similarity >= 0.5 when nothing matched exactly or by prefix (a typo); POST /locations also fills the room left under `limit` by exact and prefix matches with close variants, similarity >= 0.6 ("West Sacramento" for Sacramento, not every name sharing a word part). Within exact and prefix matches larger places come first: population is not in the data, so size is `zip_count`, the number of zips whose primary city, county, CBSA or state the place is; ties go to the containing type (state, CBSA, county, city), metro before micro, then name. Fuzzy matches come by similarity, then size.
         *
         *     No match is not an error: 200 with an empty `data`.
         */
        get: {
            parameters: {
                query: {
                    /** @description Most results, 1-20. */
                    limit?: number;
                    /**
                     * @description What has been typed so far: the start of a place name (a last word "St" also completes to "Saint"), a name with a typo, or zip digits.
                     * @example Tamp
                     */
                    q: string;
                    /** @description Only places in this state: a 2-letter code or the full name (400 when it names no state). A CBSA spanning several states is in each of them. A state written in the text after a comma ("Springfield, IL") filters the same way; when both are given and differ nothing matches. */
                    state?: string;
                    /**
                     * @description Comma-separated. Place types to include: `state`, `msa` (metropolitan or micropolitan CBSA), `county`, `city` (a USPS city: the primary city name of one or more zips) and `zip`. All when omitted.
                     * @example city,zip
                     */
                    types?: ("state" | "msa" | "county" | "city" | "zip")[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The completions, best first, at most `limit`. */
                200: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Matches in rank order; empty when nothing matches. */
                            data: components["schemas"]["LocationMatch"][];
                            meta: {
                                /** @description Whether more places matched than `limit`. */
                                has_more: boolean;
                                limit: number;
                                /** @description The text as matched: upper case, accents and punctuation dropped, St/Ste/Ft/Mt spelt out (Saint, Sainte, Fort, Mount). Null for a zip query. */
                                normalized_query: string | null;
                                /** @description The query as given. */
                                query: string;
                                /** @description The state filter applied, from `state` or the text. */
                                state: string | null;
                                types: ("state" | "msa" | "county" | "city" | "zip")[];
                            };
                        };
                    };
                };
                /** @description Invalid parameters or body; `errors` names each offending parameter. */
                400: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Bad Request",
                         *       "status": 400,
                         *       "detail": "Invalid query parameter: colour: unknown parameter",
                         *       "instance": "/locations/autocomplete",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44",
                         *       "errors": [
                         *         {
                         *           "path": "query.colour",
                         *           "message": "unknown parameter"
                         *         }
                         *       ]
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid API key. */
                401: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Unauthorized",
                         *       "status": 401,
                         *       "detail": "A valid API key is required in the X-API-TOKEN header.",
                         *       "instance": "/locations/autocomplete",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit or quota of the plan exceeded; see Retry-After. */
                429: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Retry-After": components["headers"]["Retry-After"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Too Many Requests",
                         *       "status": 429,
                         *       "detail": "This key's base plan rate limit was exceeded.",
                         *       "instance": "/locations/autocomplete",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error. */
                500: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Internal Server Error",
                         *       "status": 500,
                         *       "detail": "An unexpected error occurred.",
                         *       "instance": "/locations/autocomplete",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/locations/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check that a city/state/zip (or county, CBSA) combination is real
         * @description Each given value is looked up (names normalised as in POST /locations, codes exactly), then each pair is checked, the more specific place in the more general one: a zip is in a city when that is its primary USPS city (the default city name of the zip; other acceptable names of a zip are not in the data); a zip is in a county or CBSA through its primary county; a city is in a county or CBSA when its primary county or one of its zips' primary counties is there; anything is in a state when it is one of its states.
         *
         *     `valid: true` returns the most specific place, normalised. Otherwise `valid: false` with `reason`, the `problems` (`unknown`: a well-formed value names nothing, e.g. zip 00000 or state ZZ; `mismatch`: e.g. "zip 95814 is in Sacramento, CA, not Folsom"; `ambiguous`: a name such as Springfield fits several places even with the other values) and up to 10 `alternatives`: the zip's own city and the city's zips, the places of that name in other states, similarly spelt names.
         *
         *     Only malformed input is a 400: no parameter, a zip that is not 5 digits (or ZIP+4), a county or msa that is neither 5 digits nor a name, a city without letters, a state with digits.
         */
        get: {
            parameters: {
                query?: {
                    /**
                     * @description USPS city name, case and punctuation free ("st. louis" = "Saint Louis"); may end with ", ST".
                     * @example Tampa
                     */
                    city?: string;
                    /** @description 5-digit county FIPS, or a county name with or without "County"/"Parish"/... */
                    county?: string;
                    /** @description 5-digit CBSA code, or a CBSA title, or one of its principal cities ("Sacramento"). */
                    msa?: string;
                    /**
                     * @description 2-letter code or full name.
                     * @example FL
                     */
                    state?: string;
                    /**
                     * @description 5-digit zip; a ZIP+4 is checked by its first 5 digits.
                     * @example 33647
                     */
                    zip?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Whether the combination is real, with the normalised place or the reasons and alternatives. */
                200: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description When not valid, up to 10 real places close to what was given: the city of a zip, the zips of a city, the places of that name in other states, similarly spelt names. */
                            alternatives: components["schemas"]["Location"][];
                            /** @description When valid, the most specific place given (zip, else city, county, CBSA, state), normalised: proper names, codes and parents. */
                            place: components["schemas"]["Location"] | (never | null);
                            /** @description Empty when valid. */
                            problems: {
                                /**
                                 * @description `unknown`: the value names no place. `mismatch`: the first parameter's place is not in the second's. `ambiguous`: the name fits several places even with the other values.
                                 * @enum {string}
                                 */
                                code: "unknown" | "mismatch" | "ambiguous";
                                message: string;
                                /** @description The parameters concerned. */
                                parameters: ("state" | "msa" | "county" | "city" | "zip")[];
                            }[];
                            /**
                             * @description Why not, in words (the problems' messages); null when valid.
                             * @example zip 95814 is in Sacramento, CA, not Folsom
                             */
                            reason: string | null;
                            /** @description Whether every given value names a real place, exactly one, and they fit together. */
                            valid: boolean;
                        };
                    };
                };
                /** @description Invalid parameters or body; `errors` names each offending parameter. */
                400: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Bad Request",
                         *       "status": 400,
                         *       "detail": "Invalid query parameter: colour: unknown parameter",
                         *       "instance": "/locations/validate",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44",
                         *       "errors": [
                         *         {
                         *           "path": "query.colour",
                         *           "message": "unknown parameter"
                         *         }
                         *       ]
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid API key. */
                401: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Unauthorized",
                         *       "status": 401,
                         *       "detail": "A valid API key is required in the X-API-TOKEN header.",
                         *       "instance": "/locations/validate",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit or quota of the plan exceeded; see Retry-After. */
                429: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Retry-After": components["headers"]["Retry-After"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Too Many Requests",
                         *       "status": 429,
                         *       "detail": "This key's base plan rate limit was exceeded.",
                         *       "instance": "/locations/validate",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error. */
                500: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Internal Server Error",
                         *       "status": 500,
                         *       "detail": "An unexpected error occurred.",
                         *       "instance": "/locations/validate",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/properties/batch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Look up to 100 properties by address
         * @description One element per address, in request order, each with the address as requested. Found: `property` and `match` (level, confidence 0-1, normalized_address). Not found: `error` with code NOT_FOUND (and `suggestions` of addresses on the same street when include_suggestions=true); unparseable: code INVALID_ADDRESS. The request itself succeeds with partial results.
         *
         *     Premium-only fields are null for base-plan keys.
         */
        get: {
            parameters: {
                query: {
                    /**
                     * @description Up to 100 full addresses separated by "|", at most 8000 characters in all (API Gateway limits a request line to 10 KiB).
                     * @example 15010 Quail Run Cir, Tampa, FL 33647|15019 Quail Run Cir, Tampa, FL 33647
                     */
                    addresses: string;
                    /** @description Comma-separated. `valuation_estimate` adds to each found address a fresh estimate of its market value from comparable sales, the value GET /properties/valuation answers for the address with its defaults (as_of the latest evidence, adaptive radius, 10 comparables), computed for the whole batch in one scan. */
                    include?: "valuation_estimate"[];
                    /** @description For addresses not found (NOT_FOUND), list up to 5 candidates with what differs in each: the same house number on streets written otherwise, then the nearest numbers on the street. AMBIGUOUS elements always list theirs. */
                    include_suggestions?: boolean;
                    /** @description When several properties share the street line (the units of a building, or parcels recorded without units) and the address gives no unit: `unit` (default) answers 404 with the units as candidates (batch: AMBIGUOUS); `building` answers the first of them, with `X-Address-Match: building`. */
                    unit_policy?: "unit" | "building";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One element per address. */
                200: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Data-Source": components["headers"]["X-Data-Source"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BatchElement"][];
                    };
                };
                /** @description Invalid parameters or body; `errors` names each offending parameter. */
                400: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Bad Request",
                         *       "status": 400,
                         *       "detail": "Invalid query parameter: colour: unknown parameter",
                         *       "instance": "/properties/batch",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44",
                         *       "errors": [
                         *         {
                         *           "path": "query.colour",
                         *           "message": "unknown parameter"
                         *         }
                         *       ]
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid API key. */
                401: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Unauthorized",
                         *       "status": 401,
                         *       "detail": "A valid API key is required in the X-API-TOKEN header.",
                         *       "instance": "/properties/batch",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit or quota of the plan exceeded; see Retry-After. */
                429: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Retry-After": components["headers"]["Retry-After"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Too Many Requests",
                         *       "status": 429,
                         *       "detail": "This key's base plan rate limit was exceeded.",
                         *       "instance": "/properties/batch",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error. */
                500: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Internal Server Error",
                         *       "status": 500,
                         *       "detail": "An unexpected error occurred.",
                         *       "instance": "/properties/batch",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/properties/by-address": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Look a property up by address
         * @description Parses the address, normalises it to USPS Publication 28 forms, and matches it: exactly (street line with unit, in the zip or city + state), with the unit dropped, or near (same house number, similar street, similarity >= 0.6).
         *
         *     The `X-Address-Match` header says which (`exact`, `unit_dropped`, `near`) and `X-Address-Normalized` gives the normalised address that was matched.
         *
         *     Premium-only fields (owner, vacant, pre_foreclosure, owner_type) are null for base-plan keys.
         */
        get: {
            parameters: {
                query: {
                    /**
                     * @description Full one-line address: number, street, unit if any, then zip, or city and state.
                     * @example 15010 Quail Run Cir, Tampa, FL 33647
                     */
                    address: string;
                    /** @description When several properties share the street line (the units of a building, or parcels recorded without units) and the address gives no unit: `unit` (default) answers 404 with the units as candidates (batch: AMBIGUOUS); `building` answers the first of them, with `X-Address-Match: building`. */
                    unit_policy?: "unit" | "building";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The property record. */
                200: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Address-Confidence": components["headers"]["X-Address-Confidence"];
                        "X-Address-Differs": components["headers"]["X-Address-Differs"];
                        "X-Address-Match": components["headers"]["X-Address-Match"];
                        "X-Address-Match-Reason": components["headers"]["X-Address-Match-Reason"];
                        "X-Address-Normalized": components["headers"]["X-Address-Normalized"];
                        "X-Data-Source": components["headers"]["X-Data-Source"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Property"];
                    };
                };
                /** @description Invalid parameters or body; `errors` names each offending parameter. */
                400: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Bad Request",
                         *       "status": 400,
                         *       "detail": "Invalid query parameter: colour: unknown parameter",
                         *       "instance": "/properties/by-address",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44",
                         *       "errors": [
                         *         {
                         *           "path": "query.colour",
                         *           "message": "unknown parameter"
                         *         }
                         *       ]
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid API key. */
                401: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Unauthorized",
                         *       "status": 401,
                         *       "detail": "A valid API key is required in the X-API-TOKEN header.",
                         *       "instance": "/properties/by-address",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Not Found",
                         *       "status": 404,
                         *       "detail": "No property found at 999 NOWHERE RD, TAMPA, FL 33647.",
                         *       "instance": "/properties/by-address",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit or quota of the plan exceeded; see Retry-After. */
                429: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Retry-After": components["headers"]["Retry-After"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Too Many Requests",
                         *       "status": 429,
                         *       "detail": "This key's base plan rate limit was exceeded.",
                         *       "instance": "/properties/by-address",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error. */
                500: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Internal Server Error",
                         *       "status": 500,
                         *       "detail": "An unexpected error occurred.",
                         *       "instance": "/properties/by-address",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Look a property up by address (deprecated POST form)
         * @deprecated
         * @description The property at the address (a partial address such as street plus zip is accepted), in the legacy camelCase shape, matched as GET /properties/by-address does. Responses carry `Deprecation` and a `Link` to the successor.
         *
         *     ownerInfo is null for base-plan keys.
         *
         *     Deprecated: use GET /properties/by-address.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "address": "15010 Quail Run Cir, Tampa, FL 33647"
                     *     }
                     */
                    "application/json": {
                        /** @description The property address; a partial address such as street plus zip is accepted. */
                        address: string;
                        /**
                         * @description When several properties share the street line (the units of a building, or parcels recorded without units) and the address gives no unit: `unit` (default) answers 404 with the units as candidates (batch: AMBIGUOUS); `building` answers the first of them, with `X-Address-Match: building`.
                         * @default unit
                         * @enum {string}
                         */
                        unit_policy?: "unit" | "building";
                    };
                };
            };
            responses: {
                /** @description The property in the legacy shape. */
                200: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link-Successor"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Address-Confidence": components["headers"]["X-Address-Confidence"];
                        "X-Address-Differs": components["headers"]["X-Address-Differs"];
                        "X-Address-Match": components["headers"]["X-Address-Match"];
                        "X-Address-Match-Reason": components["headers"]["X-Address-Match-Reason"];
                        "X-Address-Normalized": components["headers"]["X-Address-Normalized"];
                        "X-Data-Source": components["headers"]["X-Data-Source"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LegacyProperty"];
                    };
                };
                /** @description Invalid parameters or body; `errors` names each offending parameter. */
                400: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link-Successor"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Bad Request",
                         *       "status": 400,
                         *       "detail": "Invalid request body: colour: unknown key",
                         *       "instance": "/properties/by-address",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44",
                         *       "errors": [
                         *         {
                         *           "path": "body.colour",
                         *           "message": "unknown key"
                         *         }
                         *       ]
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid API key. */
                401: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link-Successor"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Unauthorized",
                         *       "status": 401,
                         *       "detail": "A valid API key is required in the X-API-TOKEN header.",
                         *       "instance": "/properties/by-address",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link-Successor"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Not Found",
                         *       "status": 404,
                         *       "detail": "No property found at 999 NOWHERE RD, TAMPA, FL 33647.",
                         *       "instance": "/properties/by-address",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit or quota of the plan exceeded; see Retry-After. */
                429: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link-Successor"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Retry-After": components["headers"]["Retry-After"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Too Many Requests",
                         *       "status": 429,
                         *       "detail": "This key's base plan rate limit was exceeded.",
                         *       "instance": "/properties/by-address",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error. */
                500: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link-Successor"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Internal Server Error",
                         *       "status": 500,
                         *       "detail": "An unexpected error occurred.",
                         *       "instance": "/properties/by-address",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/properties/by-mailing-address": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Properties sharing an owner mailing address
         * @description Finds the property at the address (matched as by-address does) and returns every property whose owner-of-record mailing address equals its owner's (normalised to USPS forms), typically the owner's holdings. When no property is at the address, the address itself is taken as the mailing address. At most 500, by property_id; an empty array when there is none.
         *
         *     Premium-only fields are null for base-plan keys.
         */
        get: {
            parameters: {
                query: {
                    /**
                     * @description Full address with street number, street, city and zip. Answers every property whose owner mailing address is this address (any unit designator: `#310` = `STE 310`), and, when a property is exactly at this address, every property mailed to its owner.
                     * @example 9822 Professional Dr Ste 605, Tampa, FL 33621
                     */
                    address: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The properties, at most 500. */
                200: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Data-Source": components["headers"]["X-Data-Source"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Property"][];
                    };
                };
                /** @description Invalid parameters or body; `errors` names each offending parameter. */
                400: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Bad Request",
                         *       "status": 400,
                         *       "detail": "Invalid query parameter: colour: unknown parameter",
                         *       "instance": "/properties/by-mailing-address",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44",
                         *       "errors": [
                         *         {
                         *           "path": "query.colour",
                         *           "message": "unknown parameter"
                         *         }
                         *       ]
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid API key. */
                401: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Unauthorized",
                         *       "status": 401,
                         *       "detail": "A valid API key is required in the X-API-TOKEN header.",
                         *       "instance": "/properties/by-mailing-address",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The input could not be processed. */
                422: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Unprocessable Content",
                         *       "status": 422,
                         *       "detail": "The address must include a street number, street name, city and zip code.",
                         *       "instance": "/properties/by-mailing-address",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit or quota of the plan exceeded; see Retry-After. */
                429: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Retry-After": components["headers"]["Retry-After"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Too Many Requests",
                         *       "status": 429,
                         *       "detail": "This key's base plan rate limit was exceeded.",
                         *       "instance": "/properties/by-mailing-address",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error. */
                500: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Internal Server Error",
                         *       "status": 500,
                         *       "detail": "An unexpected error occurred.",
                         *       "instance": "/properties/by-mailing-address",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/properties/nearby-sales": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sales near a property
         * @description Recorded sales with a price of other properties within `radius` miles of the subject property (found by address as GET /properties/by-address does, with the same `X-Address-Match` and `X-Address-Normalized` headers). The subject's own sales are never included; other units at the same coordinates are.
         *
         *     Candidate window: the scan takes at most `candidate_limit` sales (meta.candidate_limit), nearest first, from the spatial index. Conditions on the sale itself (arms_length_only, recording_date_min/max, a known sale and recording date) are applied during the scan, so narrowing them reaches further out; conditions on the property (lot_size, sqft, year_built, a known building area) are applied within the window. `meta.total` counts the matches within the window: a lower bound when `candidate_limit_hit` is true.
         *
         *     Order: nearest first (great-circle distance), then most recent recording date, then property_id, then the sale's position in the property's history, so pages are stable.
         *
         *     SUM_BUILDING_SQFT is never null: sales of properties whose building area (living area, else total area) is unknown or 0 are not comparables and are left out.
         *
         *     OWNER_TYPE and CORPORATE_OWNER (include=enrichment) are Premium-only: null for base-plan keys.
         */
        get: {
            parameters: {
                query: {
                    /**
                     * @description The subject property: full one-line address, matched as GET /properties/by-address does. The subject itself is never in the results.
                     * @example 15010 Quail Run Cir, Tampa, FL 33647
                     */
                    address: string;
                    /** @description true (default): only sales that are market evidence, the comparables: arms-length purchases that are not part of a multi-parcel deal and not price outliers. false adds quitclaims, intrafamily transfers, foreclosure deeds and other recorded transfers with a price, multi-parcel deals, outliers, and sales whose arms-length status is unknown. */
                    arms_length_only?: boolean;
                    /** @description Comma-separated. `enrichment` adds the property, ownership and geo fields (ZIP_PLUS_FOUR_CODE ... MONTHS_OWNED, OWNER_TYPE, CORPORATE_OWNER); `valuation` adds VALUATION_VALUE, VALUATION_HIGH, VALUATION_LOW, FORECAST_STD_DEV and VALUATION_DATE. */
                    include?: ("enrichment" | "valuation")[];
                    /**
                     * @description true answers `{ data, meta }` instead of a bare array. The page is the same either way; counting the candidate window for meta reads all of it, so leave this off when the counts are not needed.
                     * @example true
                     */
                    include_meta?: boolean;
                    /** @description Maximum lot size, square feet. */
                    lot_size_max?: number;
                    /** @description Minimum lot size, square feet. Sales of properties with an unknown lot size are excluded when a lot-size bound is set. */
                    lot_size_min?: number;
                    page?: number;
                    page_size?: number;
                    /** @description Miles from the subject property (great-circle distance): greater than 0, at most 50. */
                    radius?: number;
                    /** @description Latest recording date, YYYY-MM-DD (inclusive). */
                    recording_date_max?: string;
                    /** @description Earliest recording date, YYYY-MM-DD (inclusive). */
                    recording_date_min?: string;
                    /** @description Maximum building square feet (SUM_BUILDING_SQFT). */
                    sqft_max?: number;
                    /** @description Minimum building square feet (SUM_BUILDING_SQFT). */
                    sqft_min?: number;
                    /** @description When several properties share the street line (the units of a building, or parcels recorded without units) and the address gives no unit: `unit` (default) answers 404 with the units as candidates (batch: AMBIGUOUS); `building` answers the first of them, with `X-Address-Match: building`. */
                    unit_policy?: "unit" | "building";
                    /** @description Latest year built. */
                    year_built_max?: number;
                    /** @description Earliest year built; sales of properties with an unknown year are excluded when a year bound is set. */
                    year_built_min?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The page of nearby sales: a bare array, or `{ data, meta }` with include_meta=true. */
                200: {
                    headers: {
                        Link: components["headers"]["Link-Pages"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Address-Confidence": components["headers"]["X-Address-Confidence"];
                        "X-Address-Differs": components["headers"]["X-Address-Differs"];
                        "X-Address-Match": components["headers"]["X-Address-Match"];
                        "X-Address-Match-Reason": components["headers"]["X-Address-Match-Reason"];
                        "X-Address-Normalized": components["headers"]["X-Address-Normalized"];
                        "X-Data-Source": components["headers"]["X-Data-Source"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NearbySale"][] | {
                            data: components["schemas"]["NearbySale"][];
                            meta: components["schemas"]["NearbyMeta"];
                        };
                    };
                };
                /** @description Invalid parameters or body; `errors` names each offending parameter. */
                400: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Bad Request",
                         *       "status": 400,
                         *       "detail": "Invalid query parameter: colour: unknown parameter",
                         *       "instance": "/properties/nearby-sales",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44",
                         *       "errors": [
                         *         {
                         *           "path": "query.colour",
                         *           "message": "unknown parameter"
                         *         }
                         *       ]
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid API key. */
                401: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Unauthorized",
                         *       "status": 401,
                         *       "detail": "A valid API key is required in the X-API-TOKEN header.",
                         *       "instance": "/properties/nearby-sales",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Not Found",
                         *       "status": 404,
                         *       "detail": "No property found at 999 NOWHERE RD, TAMPA, FL 33647.",
                         *       "instance": "/properties/nearby-sales",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit or quota of the plan exceeded; see Retry-After. */
                429: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Retry-After": components["headers"]["Retry-After"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Too Many Requests",
                         *       "status": 429,
                         *       "detail": "This key's base plan rate limit was exceeded.",
                         *       "instance": "/properties/nearby-sales",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error. */
                500: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Internal Server Error",
                         *       "status": 500,
                         *       "detail": "An unexpected error occurred.",
                         *       "instance": "/properties/nearby-sales",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Sales near a property (deprecated POST form)
         * @deprecated
         * @description The first page of GET /properties/nearby-sales with its defaults (1 mile, arms-length sales, 50 records), base fields only. Responses carry `Deprecation` and a `Link` to the successor.
         *
         *     Deprecated: use GET /properties/nearby-sales.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "address": "15010 Quail Run Cir, Tampa, FL 33647"
                     *     }
                     */
                    "application/json": {
                        /** @description The property address; a partial address such as street plus zip is accepted. */
                        address: string;
                        /**
                         * @description When several properties share the street line (the units of a building, or parcels recorded without units) and the address gives no unit: `unit` (default) answers 404 with the units as candidates (batch: AMBIGUOUS); `building` answers the first of them, with `X-Address-Match: building`.
                         * @default unit
                         * @enum {string}
                         */
                        unit_policy?: "unit" | "building";
                    };
                };
            };
            responses: {
                /** @description The nearby sales. */
                200: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link-Successor"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Address-Confidence": components["headers"]["X-Address-Confidence"];
                        "X-Address-Differs": components["headers"]["X-Address-Differs"];
                        "X-Address-Match": components["headers"]["X-Address-Match"];
                        "X-Address-Match-Reason": components["headers"]["X-Address-Match-Reason"];
                        "X-Address-Normalized": components["headers"]["X-Address-Normalized"];
                        "X-Data-Source": components["headers"]["X-Data-Source"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NearbySaleBase"][];
                    };
                };
                /** @description Invalid parameters or body; `errors` names each offending parameter. */
                400: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link-Successor"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Bad Request",
                         *       "status": 400,
                         *       "detail": "Invalid request body: colour: unknown key",
                         *       "instance": "/properties/nearby-sales",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44",
                         *       "errors": [
                         *         {
                         *           "path": "body.colour",
                         *           "message": "unknown key"
                         *         }
                         *       ]
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid API key. */
                401: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link-Successor"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Unauthorized",
                         *       "status": 401,
                         *       "detail": "A valid API key is required in the X-API-TOKEN header.",
                         *       "instance": "/properties/nearby-sales",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link-Successor"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Not Found",
                         *       "status": 404,
                         *       "detail": "No property found at 999 NOWHERE RD, TAMPA, FL 33647.",
                         *       "instance": "/properties/nearby-sales",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit or quota of the plan exceeded; see Retry-After. */
                429: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link-Successor"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Retry-After": components["headers"]["Retry-After"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Too Many Requests",
                         *       "status": 429,
                         *       "detail": "This key's base plan rate limit was exceeded.",
                         *       "instance": "/properties/nearby-sales",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error. */
                500: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link-Successor"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Internal Server Error",
                         *       "status": 500,
                         *       "detail": "An unexpected error occurred.",
                         *       "instance": "/properties/nearby-sales",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/properties/nearby-sold-properties": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sold properties near a property
         * @description Full property records, with `distance_miles` and `equity`, of the other properties within `radius` miles of the subject property (found by address as GET /properties/by-address does) that have a recorded sale: a last sale date or price, or an arms-length sale with a price. Range filters exclude properties whose value is unknown or a placeholder 0.
         *
         *     Nearest first (great-circle distance), then property_id. The scan takes at most `candidate_limit` matching properties nearest first; `meta` follows the nearby-sales rules.
         *
         *     Premium-only fields (owner, vacant, pre_foreclosure, owner_type) are null for base-plan keys.
         */
        get: {
            parameters: {
                query: {
                    /**
                     * @description The subject property: full one-line address, matched as GET /properties/by-address does. The subject itself is never in the results.
                     * @example 15010 Quail Run Cir, Tampa, FL 33647
                     */
                    address: string;
                    /** @description Maximum bathrooms. */
                    baths_max?: number;
                    /** @description Minimum bathrooms. */
                    baths_min?: number;
                    /** @description Maximum bedrooms. */
                    beds_max?: number;
                    /** @description Minimum bedrooms. */
                    beds_min?: number;
                    /** @description Maximum lot size, square feet. */
                    lot_size_max?: number;
                    /** @description Minimum lot size, square feet. Properties whose lot size is unknown or a placeholder 0 are excluded when a lot-size bound is set; so for every bound below. */
                    lot_size_min?: number;
                    page?: number;
                    page_size?: number;
                    /** @description Miles from the subject property (great-circle distance): greater than 0, at most 50. */
                    radius?: number;
                    /** @description Maximum building square feet. */
                    sqft_max?: number;
                    /** @description Minimum building square feet (living area, else total area). */
                    sqft_min?: number;
                    /** @description When several properties share the street line (the units of a building, or parcels recorded without units) and the address gives no unit: `unit` (default) answers 404 with the units as candidates (batch: AMBIGUOUS); `building` answers the first of them, with `X-Address-Match: building`. */
                    unit_policy?: "unit" | "building";
                    /** @description Latest year built. */
                    year_built_max?: number;
                    /** @description Earliest year built. */
                    year_built_min?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The page of nearby sold properties and its meta. */
                200: {
                    headers: {
                        Link: components["headers"]["Link-Pages"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Address-Confidence": components["headers"]["X-Address-Confidence"];
                        "X-Address-Differs": components["headers"]["X-Address-Differs"];
                        "X-Address-Match": components["headers"]["X-Address-Match"];
                        "X-Address-Match-Reason": components["headers"]["X-Address-Match-Reason"];
                        "X-Address-Normalized": components["headers"]["X-Address-Normalized"];
                        "X-Data-Source": components["headers"]["X-Data-Source"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["NearbySoldProperty"][];
                            meta: components["schemas"]["NearbyMeta"];
                        };
                    };
                };
                /** @description Invalid parameters or body; `errors` names each offending parameter. */
                400: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Bad Request",
                         *       "status": 400,
                         *       "detail": "Invalid query parameter: colour: unknown parameter",
                         *       "instance": "/properties/nearby-sold-properties",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44",
                         *       "errors": [
                         *         {
                         *           "path": "query.colour",
                         *           "message": "unknown parameter"
                         *         }
                         *       ]
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid API key. */
                401: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Unauthorized",
                         *       "status": 401,
                         *       "detail": "A valid API key is required in the X-API-TOKEN header.",
                         *       "instance": "/properties/nearby-sold-properties",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Not Found",
                         *       "status": 404,
                         *       "detail": "No property found at 999 NOWHERE RD, TAMPA, FL 33647.",
                         *       "instance": "/properties/nearby-sold-properties",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit or quota of the plan exceeded; see Retry-After. */
                429: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Retry-After": components["headers"]["Retry-After"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Too Many Requests",
                         *       "status": 429,
                         *       "detail": "This key's base plan rate limit was exceeded.",
                         *       "instance": "/properties/nearby-sold-properties",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error. */
                500: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Internal Server Error",
                         *       "status": 500,
                         *       "detail": "An unexpected error occurred.",
                         *       "instance": "/properties/nearby-sold-properties",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Sold properties near a property (deprecated POST form)
         * @deprecated
         * @description The first page of GET /properties/nearby-sold-properties with its defaults (1 mile, 50 properties), each in the legacy camelCase property shape. Responses carry `Deprecation` and a `Link` to the successor.
         *
         *     ownerInfo is Premium-only: null for base-plan keys.
         *
         *     Deprecated: use GET /properties/nearby-sold-properties.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "address": "15010 Quail Run Cir, Tampa, FL 33647"
                     *     }
                     */
                    "application/json": {
                        /** @description The property address; a partial address such as street plus zip is accepted. */
                        address: string;
                        /**
                         * @description When several properties share the street line (the units of a building, or parcels recorded without units) and the address gives no unit: `unit` (default) answers 404 with the units as candidates (batch: AMBIGUOUS); `building` answers the first of them, with `X-Address-Match: building`.
                         * @default unit
                         * @enum {string}
                         */
                        unit_policy?: "unit" | "building";
                    };
                };
            };
            responses: {
                /** @description The nearby sold properties. */
                200: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link-Successor"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Address-Confidence": components["headers"]["X-Address-Confidence"];
                        "X-Address-Differs": components["headers"]["X-Address-Differs"];
                        "X-Address-Match": components["headers"]["X-Address-Match"];
                        "X-Address-Match-Reason": components["headers"]["X-Address-Match-Reason"];
                        "X-Address-Normalized": components["headers"]["X-Address-Normalized"];
                        "X-Data-Source": components["headers"]["X-Data-Source"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LegacyProperty"][];
                    };
                };
                /** @description Invalid parameters or body; `errors` names each offending parameter. */
                400: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link-Successor"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Bad Request",
                         *       "status": 400,
                         *       "detail": "Invalid request body: colour: unknown key",
                         *       "instance": "/properties/nearby-sold-properties",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44",
                         *       "errors": [
                         *         {
                         *           "path": "body.colour",
                         *           "message": "unknown key"
                         *         }
                         *       ]
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid API key. */
                401: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link-Successor"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Unauthorized",
                         *       "status": 401,
                         *       "detail": "A valid API key is required in the X-API-TOKEN header.",
                         *       "instance": "/properties/nearby-sold-properties",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link-Successor"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Not Found",
                         *       "status": 404,
                         *       "detail": "No property found at 999 NOWHERE RD, TAMPA, FL 33647.",
                         *       "instance": "/properties/nearby-sold-properties",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit or quota of the plan exceeded; see Retry-After. */
                429: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link-Successor"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Retry-After": components["headers"]["Retry-After"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Too Many Requests",
                         *       "status": 429,
                         *       "detail": "This key's base plan rate limit was exceeded.",
                         *       "instance": "/properties/nearby-sold-properties",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error. */
                500: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link-Successor"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Internal Server Error",
                         *       "status": 500,
                         *       "detail": "An unexpected error occurred.",
                         *       "instance": "/properties/nearby-sold-properties",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/properties/rent-estimate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Estimate a monthly rent from comparable leases
         * @description Estimates the monthly long-term rent of a property from leases nearby, with the evidence. GET /rental-analytics/comparables answers the same estimate for the same subject and as_of. The rent and its range always lie within the comparables' adjusted rents.
         *
         *     The subject is a property of the data (`address`, matched as GET /properties/by-address does, with the same `X-Address-*` headers) or a description (`latitude` and `longitude` together, and any of the building facts).
         *
         *     Evidence is read nearest first within the radius, dated in the 24 months up to `as_of`; each comparable is brought to the as-of month with the local monthly price index and adjusted for every difference from the subject, weighted by distance, recency and similarity, and the estimate is the weighted median of the adjusted prices (a value: blended with the local fit's own prediction for the subject, `method.fit_share`) with a nominal 80% interval from their weighted spread (docs/valuation.md, with the published backtest).
         *
         *     422 (reason `no_*` or `too_few_*`) when fewer than 3 comparables are found, (reason `mostly_non_market`, values only) when three quarters or more of the sales near the subject were not at arms length, and (reason `after_data`, with `latest_evidence_date` and `state`) for an `as_of` after the latest evidence of the subject's state.
         */
        get: {
            parameters: {
                query?: {
                    /**
                     * @description The subject, a property in the data: full one-line address, matched as GET /properties/by-address does (404 when no property can be claimed). Give this or a description (latitude and longitude, and what else is known), not both.
                     * @example 15010 Quail Run Cir, Tampa, FL 33647
                     */
                    address?: string;
                    /** @description The date the estimate is made at, YYYY-MM-DD: only evidence dated and recorded on or before it is used, and the subject's own evidence dated on or after it never is. Default: the latest date of the evidence (sales for a valuation, leases for a rent) in the subject's state (a description: the state of the property nearest to it). A later date is a 422 (reason `after_data`): an estimate past the data would be a forecast. */
                    as_of?: string;
                    /** @description The basement: None (also Slab, Crawl Space), Partial, or Full (also Basement, Finished, Unfinished, Daylight, Walkout), as records state basement_type. Description only (not with address). */
                    basement?: string;
                    /** @description Bathrooms (halves as .5). Description only (not with address). */
                    baths?: number;
                    /** @description Bedrooms. Description only (not with address). */
                    beds?: number;
                    /** @description Building condition: 1-5, or Poor, Fair, Average, Good, Very Good. Description only (not with address). */
                    condition?: string;
                    /** @description The year the building's age counts from after a renovation (the assessor's effective year built); the age is read from it when it is later than year_built. Description only (not with address). */
                    effective_year_built?: number;
                    /** @description Latitude of the subject, WGS 84 degrees; required with longitude for a description. Description only (not with address). */
                    latitude?: number;
                    /** @description Living area, square feet. Description only (not with address). */
                    living_area_sqft?: number;
                    /** @description Longitude of the subject, WGS 84 degrees; required with latitude for a description. Description only (not with address). */
                    longitude?: number;
                    /** @description Lot size, square feet. Description only (not with address). */
                    lot_size_sqft?: number;
                    /** @description How many of the heaviest comparables the estimate rests on and the answer lists, 1-50. Default 15. */
                    max_comparables?: number;
                    /** @description Property type, e.g. "Single Family Residential", "Condominium", "Townhouse": comparables of the same type group come first. Description only (not with address). */
                    property_type?: string;
                    /** @description Building quality: a King County assessor grade 1-13, or its name (Low, Fair, Low Average, Average, Good, Better, Very Good, Excellent, Luxury, Mansion; BELOW AVERAGE reads as Low Average). Description only (not with address). */
                    quality?: string;
                    /** @description Search radius, miles, at most 5. Default: adaptive: the nearest 120 candidates within 5 miles, so the radius reached is small where evidence is dense. */
                    radius?: number;
                    /** @description When several properties share the street line (the units of a building, or parcels recorded without units) and the address gives no unit: `unit` (default) answers 404 with the units as candidates (batch: AMBIGUOUS); `building` answers the first of them, with `X-Address-Match: building`. */
                    unit_policy?: "unit" | "building";
                    /** @description The view's quality, 0 (none) to 4 (excellent), as the King County assessor rates it. Description only (not with address). */
                    view?: number;
                    /** @description true when the home fronts on open water (sea, lake or river). Description only (not with address). */
                    waterfront?: boolean;
                    /** @description Year built. Description only (not with address). */
                    year_built?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The rent, its nominal 80% interval (within the adjusted rents) and confidence, and the comparable leases. */
                200: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Address-Confidence": components["headers"]["X-Address-Confidence"];
                        "X-Address-Differs": components["headers"]["X-Address-Differs"];
                        "X-Address-Match": components["headers"]["X-Address-Match"];
                        "X-Address-Match-Reason": components["headers"]["X-Address-Match-Reason"];
                        "X-Address-Normalized": components["headers"]["X-Address-Normalized"];
                        "X-Data-Source": components["headers"]["X-Data-Source"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The date the estimate is made at, YYYY-MM-DD. */
                            as_of: string;
                            comparables: {
                                /** @description Normalised address of the comparable. */
                                address: string;
                                /** @description The rent with every adjustment, US dollars. */
                                adjusted_rent: number;
                                /** @description What each difference from the subject changes, as a fraction of the price: the adjusted price is the price × Π(1 + adjustment). time brings the price to the as-of month (local price index); living_area (log-linear in the area: a constant elasticity, not a price per square foot), lot_size, age, beds, baths, quality, condition, waterfront, view, basement and location (position east and north of the subject) use the local fit of docs/valuation.md#adjustments. 0 where either side is unknown. */
                                adjustments: {
                                    age: number;
                                    basement: number;
                                    baths: number;
                                    beds: number;
                                    condition: number;
                                    living_area: number;
                                    location: number;
                                    lot_size: number;
                                    quality: number;
                                    time: number;
                                    view: number;
                                    waterfront: number;
                                };
                                /** @description Bathrooms. */
                                baths: number | null;
                                /** @description Bedrooms. */
                                beds: number | null;
                                /** @description Great-circle distance from the subject, miles. */
                                distance_miles: number;
                                /** @description Lease date (list date when unknown), YYYY-MM-DD. */
                                lease_date: string;
                                /** @description Living area, square feet. */
                                living_area_sqft: number | null;
                                /** @description Lot size, square feet. */
                                lot_size_sqft: number | null;
                                property_id: number;
                                property_type: string | null;
                                /** @description Monthly rent, US dollars. */
                                rent: number;
                                /** @description Share of the estimate (the weights of the listed comparables sum to 1): distance × recency × similarity. */
                                weight: number;
                                /** @description Year built. */
                                year_built: number | null;
                            }[];
                            /** @description The estimated probability that the actual price lands within ±10% of the estimate, from the comparables' weighted spread and count, and for values an error floor that agreeing comparables still leave (so at most about 0.86); calibrated on the backtest so that the stated probability is the share found there. 0-1, higher is tighter evidence. */
                            confidence: number;
                            /** @description Upper end of the nominal 80% interval, monthly US dollars, never above the highest adjusted rent. */
                            high: number;
                            /** @description Lower end of the nominal 80% interval, monthly US dollars, never below the lowest adjusted rent. */
                            low: number;
                            method: {
                                /** @description Which calibration of the interval and the confidence was used (docs/valuation.md#calibration): the market's own, from its rolling backtest (`npm run calibrate`), when it valued enough sales, else the default scales, and why. */
                                calibration: {
                                    /** @description The confidence's error scale used, in the same form. */
                                    confidence: {
                                        floor: number;
                                        scale: number;
                                        /** @description The error few candidates leave beyond their spread, log price × candidates (docs/valuation.md#thin-evidence): it adds (thinness / candidates weighed)² to σ²; 0 in the default scales. */
                                        thinness: number;
                                    };
                                    /**
                                     * @description How the market's scales were fitted: `floor_and_scale` (from 1000 backtested sales: both fitted), `factor` (from 200: one factor times the default scales, with a thinness term); null with the default scales.
                                     * @enum {string|null}
                                     */
                                    fit: "floor_and_scale" | "factor" | null;
                                    /** @description The interval's error scale used: σ = √(floor² + (scale × spread)² + (thinness / candidates)²), [low, high] = value × exp(±1.2816 σ). */
                                    interval: {
                                        floor: number;
                                        scale: number;
                                        /** @description The error few candidates leave beyond their spread, log price × candidates (docs/valuation.md#thin-evidence): it adds (thinness / candidates weighed)² to σ²; 0 in the default scales. */
                                        thinness: number;
                                    };
                                    /** @description The evidence's market: the metro (CBSA code) of the candidates' commonest county, else that county (FIPS code) when it is in no metro; null when unknown. */
                                    market: string | null;
                                    /**
                                     * @description Whether `market` is a CBSA code or a county FIPS code.
                                     * @enum {string|null}
                                     */
                                    market_level: "cbsa" | "county" | null;
                                    /** @description Why the default scales were used; null with the market’s own. */
                                    reason: string | null;
                                    /** @description Sales the market's backtest valued (the calibration's sample); null when the market has no calibration through as_of. */
                                    sales: number | null;
                                    /**
                                     * @description `market`: the market's own scales, fitted on its rolling backtest; `default`: King County's (rents: the lease scales), and `reason` says why.
                                     * @enum {string}
                                     */
                                    scales: "market" | "default";
                                    /** @description First sale day of the backtest, YYYY-MM-DD. */
                                    since: string | null;
                                    /** @description Last sale day of the backtest (never after as_of), YYYY-MM-DD. */
                                    through: string | null;
                                };
                                /** @description The local fit: log price per unit of each difference (living_area per log unit of area, lot_size per log unit of lot, age per decade (from the effective year built when later), beds, baths, quality, condition and view per step, waterfront for being on the water, basement per step of none (0), partial (0.5), full (1), east and north per mile). */
                                coefficients: {
                                    [key: string]: number;
                                };
                                /** @description The weighted median of the comparables' adjusted prices (rents), US dollars. */
                                comparables_median: number;
                                /** @description What the local fit (the regression that sets the adjustments) predicts for the subject, US dollars; null when too few candidates had every fact the subject has. */
                                fit_prediction: number | null;
                                /** @description The fit prediction's share of the estimate: estimate = comparables_median^(1 − fit_share) × fit_prediction^fit_share (comparables_median alone when fit_prediction is null). 0.3 for values; 0 for rents, which stay within their comparables. */
                                fit_share: number;
                                /** @enum {string} */
                                name: "comparables";
                                /** @description The share of actual prices [low, high] is meant to hold: 0.8. */
                                nominal_coverage: number;
                                /**
                                 * @description The area whose monthly price index made the time adjustment; null when none had enough evidence (no time adjustment).
                                 * @enum {string|null}
                                 */
                                price_index_area: "county" | "cbsa" | "state" | null;
                            };
                            /** @description Estimated monthly rent, US dollars: the weighted median of the adjusted rents; always within the comparables' adjusted rents. */
                            rent: number;
                            sample: {
                                /** @description Candidates the search found (nearest first, at most the candidate limit). */
                                candidates_seen: number;
                                /** @description Age of the oldest comparable used, whole months before as_of. */
                                months_back: number;
                                /** @description Comparables of the subject's own property type first: another type's are weighed only when too few of its own exist, and the reason is stated. */
                                property_types: {
                                    /** @description Candidates of another property type group. */
                                    other_types: number;
                                    /** @description Whether candidates of another type were weighed: only when fewer than 3 of the subject's own type were found. */
                                    other_types_used: boolean;
                                    /** @description Why candidates of another type were weighed; null when they were not. */
                                    reason: string | null;
                                    /** @description Candidates of the subject's property type group (or of unknown type); all of them when the subject's type is unknown. */
                                    same_type: number;
                                };
                                /** @description Distance of the farthest comparable used, miles: the radius the search reached. */
                                radius_miles: number;
                                /** @description Comparables the estimate rests on. */
                                used: number;
                            };
                            subject: {
                                address: string | null;
                                /** @description Basement: 0 none, 0.5 partial, 1 full. */
                                basement: number | null;
                                /** @description Bathrooms. */
                                baths: number | null;
                                /** @description Bedrooms. */
                                beds: number | null;
                                /** @description Condition rank 1-5. */
                                condition: number | null;
                                /** @description Effective year built (after a renovation), when stated. */
                                effective_year_built: number | null;
                                latitude: number;
                                /** @description Living area, square feet. */
                                living_area_sqft: number | null;
                                longitude: number;
                                /** @description Lot size, square feet. */
                                lot_size_sqft: number | null;
                                /** @description The property matched by address; null for a description. */
                                property_id: number | null;
                                property_type: string | null;
                                /** @description Quality rank 1-13 (King County grades). */
                                quality: number | null;
                                /** @description View rating 0-4. */
                                view: number | null;
                                /** @description On open water. */
                                waterfront: boolean | null;
                                /** @description Year built. */
                                year_built: number | null;
                            };
                        };
                    };
                };
                /** @description Invalid parameters or body; `errors` names each offending parameter. */
                400: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Bad Request",
                         *       "status": 400,
                         *       "detail": "Invalid query parameter: colour: unknown parameter",
                         *       "instance": "/properties/rent-estimate",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44",
                         *       "errors": [
                         *         {
                         *           "path": "query.colour",
                         *           "message": "unknown parameter"
                         *         }
                         *       ]
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid API key. */
                401: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Unauthorized",
                         *       "status": 401,
                         *       "detail": "A valid API key is required in the X-API-TOKEN header.",
                         *       "instance": "/properties/rent-estimate",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Not Found",
                         *       "status": 404,
                         *       "detail": "No property found at 999 NOWHERE RD, TAMPA, FL 33647.",
                         *       "instance": "/properties/rent-estimate",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The input could not be processed. */
                422: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Unprocessable Content",
                         *       "status": 422,
                         *       "detail": "The address must include a street number, street name, city and zip code.",
                         *       "instance": "/properties/rent-estimate",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit or quota of the plan exceeded; see Retry-After. */
                429: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Retry-After": components["headers"]["Retry-After"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Too Many Requests",
                         *       "status": 429,
                         *       "detail": "This key's base plan rate limit was exceeded.",
                         *       "instance": "/properties/rent-estimate",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error. */
                500: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Internal Server Error",
                         *       "status": 500,
                         *       "detail": "An unexpected error occurred.",
                         *       "instance": "/properties/rent-estimate",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/properties/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search properties
         * @description A page of property records matching the filters. At least one location filter (state, city, county, zip_codes, msa) is required; all filters combine with AND. Place names are read as /locations reads them (St./Saint, Ft./Fort, Mt./Mount, "City, ST", a metro by a principal city); a name that is no place is a 404 with suggestions, never an empty page. Range filters exclude properties whose value is unknown. `total` is exact; pages are stable (sort key descending, nulls last, then property_id).
         *
         *     The distress filters (pre_foreclosure, pre_foreclosure_date_min/max, vacant, zombie_foreclosure) need a Premium or Unlimited key (403 otherwise). Premium-only fields are null for base-plan keys.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Maximum bathrooms. */
                    baths_max?: number;
                    /** @description Minimum bathrooms. */
                    baths_min?: number;
                    /** @description Maximum bedrooms. */
                    beds_max?: number;
                    /**
                     * @description Minimum bedrooms; properties with unknown bedrooms are excluded when set.
                     * @example 3
                     */
                    beds_min?: number;
                    /**
                     * @description City name, read as /locations reads it (case, punctuation, St./Saint, Ft./Fort, Mt./Mount), with `state` or written "City, ST"; a name that is no city is a 404 with suggestions.
                     * @example Tampa
                     */
                    city?: string;
                    /** @description County name ("Sacramento" or "Sacramento County") or 5-digit FIPS code. */
                    county?: string;
                    /** @description Metropolitan area: CBSA code (e.g. 40900) or title (e.g. "Sacramento-Roseville-Folsom, CA", or its first city). */
                    msa?: string;
                    /** @description Sort direction: desc (default: most recent, highest, newest first) or asc. */
                    order?: "asc" | "desc";
                    /** @description Partial, case-insensitive match on the owner of record (normalised: punctuation removed, entity suffixes folded). */
                    owner_name?: string;
                    page?: number;
                    /** @example 5 */
                    page_size?: number;
                    /** @description Distress filter (Premium or Unlimited): properties with (true) or without (false) a pre-foreclosure recording. */
                    pre_foreclosure?: boolean;
                    /** @description Distress filter (Premium or Unlimited): latest pre-foreclosure recording date, YYYYMMDD (YYYY-MM-DD is accepted too). */
                    pre_foreclosure_date_max?: string;
                    /** @description Distress filter (Premium or Unlimited): earliest pre-foreclosure recording date, YYYYMMDD (YYYY-MM-DD is accepted too). */
                    pre_foreclosure_date_min?: string;
                    /** @description Exact property type, case-insensitive, e.g. "Single Family Residential". */
                    property_type?: string;
                    /** @description Sort key: last recording date, assessed value, year built, last sale price, living area (square feet) or last sale date. Properties whose value is unknown come last in either order; ties are broken by property_id. */
                    sort?: "recording_date" | "assessed_value" | "year_built" | "last_sale_price" | "living_area" | "last_sale_date";
                    /**
                     * @description State abbreviation, e.g. CA.
                     * @example FL
                     */
                    state?: string;
                    /** @description Distress filter (Premium or Unlimited). */
                    vacant?: boolean;
                    /** @description Latest year built. */
                    year_built_max?: number;
                    /** @description Earliest year built. */
                    year_built_min?: number;
                    /** @description Comma-separated 5-digit zip codes (at most 100). */
                    zip_codes?: string[];
                    /** @description Distress filter (Premium or Unlimited): in pre-foreclosure and vacant. */
                    zombie_foreclosure?: boolean;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page of matching properties and the exact total. */
                200: {
                    headers: {
                        Link: components["headers"]["Link-Pages"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Data-Source": components["headers"]["X-Data-Source"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Property"][];
                            /** @description Whether a later page has rows: page × page_size < total. */
                            has_more: boolean;
                            page: number;
                            page_size: number;
                            /** @description Exact number of matching properties. */
                            total: number;
                        };
                    };
                };
                /** @description Invalid parameters or body; `errors` names each offending parameter. */
                400: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Bad Request",
                         *       "status": 400,
                         *       "detail": "Invalid query parameter: colour: unknown parameter",
                         *       "instance": "/properties/search",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44",
                         *       "errors": [
                         *         {
                         *           "path": "query.colour",
                         *           "message": "unknown parameter"
                         *         }
                         *       ]
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid API key. */
                401: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Unauthorized",
                         *       "status": 401,
                         *       "detail": "A valid API key is required in the X-API-TOKEN header.",
                         *       "instance": "/properties/search",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The plan of this key does not allow the request. */
                403: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Forbidden",
                         *       "status": 403,
                         *       "detail": "The distress filters (vacant) need a Premium or Unlimited plan.",
                         *       "instance": "/properties/search",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Not Found",
                         *       "status": 404,
                         *       "detail": "No property found at 999 NOWHERE RD, TAMPA, FL 33647.",
                         *       "instance": "/properties/search",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit or quota of the plan exceeded; see Retry-After. */
                429: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Retry-After": components["headers"]["Retry-After"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Too Many Requests",
                         *       "status": 429,
                         *       "detail": "This key's base plan rate limit was exceeded.",
                         *       "instance": "/properties/search",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error. */
                500: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Internal Server Error",
                         *       "status": 500,
                         *       "detail": "An unexpected error occurred.",
                         *       "instance": "/properties/search",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/properties/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Transaction history of a property
         * @description Every recorded document of one property, most recent recording first. Give property_id or address; property_id wins when both are given.
         */
        get: {
            parameters: {
                query?: {
                    /**
                     * @description Full address of the property (used when property_id is absent).
                     * @example 15010 Quail Run Cir, Tampa, FL 33647
                     */
                    address?: string;
                    /** @description Property identifier; wins over address when both are given. */
                    property_id?: number;
                    /** @description When several properties share the street line (the units of a building, or parcels recorded without units) and the address gives no unit: `unit` (default) answers 404 with the units as candidates (batch: AMBIGUOUS); `building` answers the first of them, with `X-Address-Match: building`. */
                    unit_policy?: "unit" | "building";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The property and its transactions. */
                200: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Data-Source": components["headers"]["X-Data-Source"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The property's normalised one-line address. */
                            address: string | null;
                            property_id: number;
                            /** @description Every recorded document of the property (sales, mortgages, refinances, notices), most recent recording first. */
                            transactions: components["schemas"]["Transaction"][];
                        };
                    };
                };
                /** @description Invalid parameters or body; `errors` names each offending parameter. */
                400: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Bad Request",
                         *       "status": 400,
                         *       "detail": "Invalid query parameter: colour: unknown parameter",
                         *       "instance": "/properties/transactions",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44",
                         *       "errors": [
                         *         {
                         *           "path": "query.colour",
                         *           "message": "unknown parameter"
                         *         }
                         *       ]
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid API key. */
                401: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Unauthorized",
                         *       "status": 401,
                         *       "detail": "A valid API key is required in the X-API-TOKEN header.",
                         *       "instance": "/properties/transactions",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Not Found",
                         *       "status": 404,
                         *       "detail": "No property found at 999 NOWHERE RD, TAMPA, FL 33647.",
                         *       "instance": "/properties/transactions",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit or quota of the plan exceeded; see Retry-After. */
                429: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Retry-After": components["headers"]["Retry-After"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Too Many Requests",
                         *       "status": 429,
                         *       "detail": "This key's base plan rate limit was exceeded.",
                         *       "instance": "/properties/transactions",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error. */
                500: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Internal Server Error",
                         *       "status": 500,
                         *       "detail": "An unexpected error occurred.",
                         *       "instance": "/properties/transactions",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Transaction history of a property (deprecated POST form)
         * @deprecated
         * @description The property's recorded documents, most recent first, in the legacy camelCase shape. Responses carry `Deprecation` and a `Link` to the successor.
         *
         *     Deprecated: use GET /properties/transactions.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "address": "15010 Quail Run Cir, Tampa, FL 33647"
                     *     }
                     */
                    "application/json": {
                        /** @description The property address; a partial address such as street plus zip is accepted. */
                        address: string;
                        /**
                         * @description When several properties share the street line (the units of a building, or parcels recorded without units) and the address gives no unit: `unit` (default) answers 404 with the units as candidates (batch: AMBIGUOUS); `building` answers the first of them, with `X-Address-Match: building`.
                         * @default unit
                         * @enum {string}
                         */
                        unit_policy?: "unit" | "building";
                    };
                };
            };
            responses: {
                /** @description The transactions. */
                200: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link-Successor"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Data-Source": components["headers"]["X-Data-Source"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LegacyTransaction"][];
                    };
                };
                /** @description Invalid parameters or body; `errors` names each offending parameter. */
                400: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link-Successor"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Bad Request",
                         *       "status": 400,
                         *       "detail": "Invalid request body: colour: unknown key",
                         *       "instance": "/properties/transactions",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44",
                         *       "errors": [
                         *         {
                         *           "path": "body.colour",
                         *           "message": "unknown key"
                         *         }
                         *       ]
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid API key. */
                401: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link-Successor"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Unauthorized",
                         *       "status": 401,
                         *       "detail": "A valid API key is required in the X-API-TOKEN header.",
                         *       "instance": "/properties/transactions",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link-Successor"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Not Found",
                         *       "status": 404,
                         *       "detail": "No property found at 999 NOWHERE RD, TAMPA, FL 33647.",
                         *       "instance": "/properties/transactions",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit or quota of the plan exceeded; see Retry-After. */
                429: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link-Successor"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Retry-After": components["headers"]["Retry-After"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Too Many Requests",
                         *       "status": 429,
                         *       "detail": "This key's base plan rate limit was exceeded.",
                         *       "instance": "/properties/transactions",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error. */
                500: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link-Successor"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Internal Server Error",
                         *       "status": 500,
                         *       "detail": "An unexpected error occurred.",
                         *       "instance": "/properties/transactions",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/properties/valuation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Estimate a market value from comparable sales
         * @description Estimates the market value of a property from arms-length sales nearby, with the evidence: each comparable's adjustments and weight.
         *
         *     The subject is a property of the data (`address`, matched as GET /properties/by-address does, with the same `X-Address-*` headers) or a description (`latitude` and `longitude` together, and any of the building facts).
         *
         *     Evidence is read nearest first within the radius, dated in the 24 months up to `as_of`; each comparable is brought to the as-of month with the local monthly price index and adjusted for every difference from the subject, weighted by distance, recency and similarity, and the estimate is the weighted median of the adjusted prices (a value: blended with the local fit's own prediction for the subject, `method.fit_share`) with a nominal 80% interval from their weighted spread (docs/valuation.md, with the published backtest).
         *
         *     422 (reason `no_*` or `too_few_*`) when fewer than 3 comparables are found, (reason `mostly_non_market`, values only) when three quarters or more of the sales near the subject were not at arms length, and (reason `after_data`, with `latest_evidence_date` and `state`) for an `as_of` after the latest evidence of the subject's state.
         */
        get: {
            parameters: {
                query?: {
                    /**
                     * @description The subject, a property in the data: full one-line address, matched as GET /properties/by-address does (404 when no property can be claimed). Give this or a description (latitude and longitude, and what else is known), not both.
                     * @example 15010 Quail Run Cir, Tampa, FL 33647
                     */
                    address?: string;
                    /** @description The date the estimate is made at, YYYY-MM-DD: only evidence dated and recorded on or before it is used, and the subject's own evidence dated on or after it never is. Default: the latest date of the evidence (sales for a valuation, leases for a rent) in the subject's state (a description: the state of the property nearest to it). A later date is a 422 (reason `after_data`): an estimate past the data would be a forecast. */
                    as_of?: string;
                    /** @description The basement: None (also Slab, Crawl Space), Partial, or Full (also Basement, Finished, Unfinished, Daylight, Walkout), as records state basement_type. Description only (not with address). */
                    basement?: string;
                    /** @description Bathrooms (halves as .5). Description only (not with address). */
                    baths?: number;
                    /** @description Bedrooms. Description only (not with address). */
                    beds?: number;
                    /** @description Building condition: 1-5, or Poor, Fair, Average, Good, Very Good. Description only (not with address). */
                    condition?: string;
                    /** @description The year the building's age counts from after a renovation (the assessor's effective year built); the age is read from it when it is later than year_built. Description only (not with address). */
                    effective_year_built?: number;
                    /** @description Latitude of the subject, WGS 84 degrees; required with longitude for a description. Description only (not with address). */
                    latitude?: number;
                    /** @description Living area, square feet. Description only (not with address). */
                    living_area_sqft?: number;
                    /** @description Longitude of the subject, WGS 84 degrees; required with latitude for a description. Description only (not with address). */
                    longitude?: number;
                    /** @description Lot size, square feet. Description only (not with address). */
                    lot_size_sqft?: number;
                    /** @description How many of the heaviest comparables the estimate rests on and the answer lists, 1-50. Default 15. */
                    max_comparables?: number;
                    /** @description Property type, e.g. "Single Family Residential", "Condominium", "Townhouse": comparables of the same type group come first. Description only (not with address). */
                    property_type?: string;
                    /** @description Building quality: a King County assessor grade 1-13, or its name (Low, Fair, Low Average, Average, Good, Better, Very Good, Excellent, Luxury, Mansion; BELOW AVERAGE reads as Low Average). Description only (not with address). */
                    quality?: string;
                    /** @description Search radius, miles, at most 5. Default: adaptive: the nearest 120 candidates within 5 miles, so the radius reached is small where evidence is dense. */
                    radius?: number;
                    /** @description When several properties share the street line (the units of a building, or parcels recorded without units) and the address gives no unit: `unit` (default) answers 404 with the units as candidates (batch: AMBIGUOUS); `building` answers the first of them, with `X-Address-Match: building`. */
                    unit_policy?: "unit" | "building";
                    /** @description The view's quality, 0 (none) to 4 (excellent), as the King County assessor rates it. Description only (not with address). */
                    view?: number;
                    /** @description true when the home fronts on open water (sea, lake or river). Description only (not with address). */
                    waterfront?: boolean;
                    /** @description Year built. Description only (not with address). */
                    year_built?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The value, its nominal 80% interval and confidence, and the comparables it rests on. */
                200: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Address-Confidence": components["headers"]["X-Address-Confidence"];
                        "X-Address-Differs": components["headers"]["X-Address-Differs"];
                        "X-Address-Match": components["headers"]["X-Address-Match"];
                        "X-Address-Match-Reason": components["headers"]["X-Address-Match-Reason"];
                        "X-Address-Normalized": components["headers"]["X-Address-Normalized"];
                        "X-Data-Source": components["headers"]["X-Data-Source"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The date the estimate is made at, YYYY-MM-DD. */
                            as_of: string;
                            comparables: {
                                /** @description Normalised address of the comparable. */
                                address: string;
                                /** @description The sale price with every adjustment, US dollars. */
                                adjusted_price: number;
                                /** @description What each difference from the subject changes, as a fraction of the price: the adjusted price is the price × Π(1 + adjustment). time brings the price to the as-of month (local price index); living_area (log-linear in the area: a constant elasticity, not a price per square foot), lot_size, age, beds, baths, quality, condition, waterfront, view, basement and location (position east and north of the subject) use the local fit of docs/valuation.md#adjustments. 0 where either side is unknown. */
                                adjustments: {
                                    age: number;
                                    basement: number;
                                    baths: number;
                                    beds: number;
                                    condition: number;
                                    living_area: number;
                                    location: number;
                                    lot_size: number;
                                    quality: number;
                                    time: number;
                                    view: number;
                                    waterfront: number;
                                };
                                /** @description Bathrooms. */
                                baths: number | null;
                                /** @description Bedrooms. */
                                beds: number | null;
                                /** @description Great-circle distance from the subject, miles. */
                                distance_miles: number;
                                /** @description Living area, square feet. */
                                living_area_sqft: number | null;
                                /** @description Lot size, square feet. */
                                lot_size_sqft: number | null;
                                property_id: number;
                                property_type: string | null;
                                /** @description Sale date (recording date when unknown), YYYY-MM-DD. */
                                sale_date: string;
                                /** @description Sale price, US dollars. */
                                sale_price: number;
                                /** @description Share of the estimate (the weights of the listed comparables sum to 1): distance × recency × similarity. */
                                weight: number;
                                /** @description Year built. */
                                year_built: number | null;
                            }[];
                            /** @description The estimated probability that the actual price lands within ±10% of the estimate, from the comparables' weighted spread and count, and for values an error floor that agreeing comparables still leave (so at most about 0.86); calibrated on the backtest so that the stated probability is the share found there. 0-1, higher is tighter evidence. */
                            confidence: number;
                            /** @description Upper end of the nominal 80% interval, US dollars. */
                            high: number;
                            /** @description Lower end of the nominal 80% interval, US dollars. */
                            low: number;
                            method: {
                                /**
                                 * @description What the value rests on: `subject_sale` when the subject's own arms-length sales (of the last 10 years, brought to as_of) carry at least half of it (method.subject_sale_share), `comparables` otherwise, and `comparables_over_subject_sale` when the comparables disagree with the subject's sale by more than 2 standard errors of both and so outweigh it (a renovation or a sale on unusual terms since).
                                 * @enum {string}
                                 */
                                basis: "comparables" | "subject_sale" | "comparables_over_subject_sale";
                                /** @description Which calibration of the interval and the confidence was used (docs/valuation.md#calibration): the market's own, from its rolling backtest (`npm run calibrate`), when it valued enough sales, else the default scales, and why. */
                                calibration: {
                                    /** @description The confidence's error scale used, in the same form. */
                                    confidence: {
                                        floor: number;
                                        scale: number;
                                        /** @description The error few candidates leave beyond their spread, log price × candidates (docs/valuation.md#thin-evidence): it adds (thinness / candidates weighed)² to σ²; 0 in the default scales. */
                                        thinness: number;
                                    };
                                    /**
                                     * @description How the market's scales were fitted: `floor_and_scale` (from 1000 backtested sales: both fitted), `factor` (from 200: one factor times the default scales, with a thinness term); null with the default scales.
                                     * @enum {string|null}
                                     */
                                    fit: "floor_and_scale" | "factor" | null;
                                    /** @description The interval's error scale used: σ = √(floor² + (scale × spread)² + (thinness / candidates)²), [low, high] = value × exp(±1.2816 σ). */
                                    interval: {
                                        floor: number;
                                        scale: number;
                                        /** @description The error few candidates leave beyond their spread, log price × candidates (docs/valuation.md#thin-evidence): it adds (thinness / candidates weighed)² to σ²; 0 in the default scales. */
                                        thinness: number;
                                    };
                                    /** @description The evidence's market: the metro (CBSA code) of the candidates' commonest county, else that county (FIPS code) when it is in no metro; null when unknown. */
                                    market: string | null;
                                    /**
                                     * @description Whether `market` is a CBSA code or a county FIPS code.
                                     * @enum {string|null}
                                     */
                                    market_level: "cbsa" | "county" | null;
                                    /** @description Why the default scales were used; null with the market’s own. */
                                    reason: string | null;
                                    /** @description Sales the market's backtest valued (the calibration's sample); null when the market has no calibration through as_of. */
                                    sales: number | null;
                                    /**
                                     * @description `market`: the market's own scales, fitted on its rolling backtest; `default`: King County's (rents: the lease scales), and `reason` says why.
                                     * @enum {string}
                                     */
                                    scales: "market" | "default";
                                    /** @description First sale day of the backtest, YYYY-MM-DD. */
                                    since: string | null;
                                    /** @description Last sale day of the backtest (never after as_of), YYYY-MM-DD. */
                                    through: string | null;
                                };
                                /** @description The local fit: log price per unit of each difference (living_area per log unit of area, lot_size per log unit of lot, age per decade (from the effective year built when later), beds, baths, quality, condition and view per step, waterfront for being on the water, basement per step of none (0), partial (0.5), full (1), east and north per mile). */
                                coefficients: {
                                    [key: string]: number;
                                };
                                /** @description The weighted median of the comparables' adjusted prices (rents), US dollars. */
                                comparables_median: number;
                                /** @description The value from the comparables alone (comparables_median blended with fit_prediction), US dollars. */
                                comparables_value: number;
                                /** @description What the local fit (the regression that sets the adjustments) predicts for the subject, US dollars; null when too few candidates had every fact the subject has. */
                                fit_prediction: number | null;
                                /** @description The fit prediction's share of the estimate: estimate = comparables_median^(1 − fit_share) × fit_prediction^fit_share (comparables_median alone when fit_prediction is null). 0.3 for values; 0 for rents, which stay within their comparables. */
                                fit_share: number;
                                /** @enum {string} */
                                name: "comparables";
                                /** @description The share of actual prices [low, high] is meant to hold: 0.8. */
                                nominal_coverage: number;
                                /** @description Of the sales within the radius the comparables reached and dated in the window, the share not at arms length (never evidence). It widens the interval and lowers the confidence (errors × 1/√(1 − share)); from 0.75 on the answer is a 422 (reason `mostly_non_market`). */
                                non_market_share: number;
                                /**
                                 * @description The area whose monthly price index made the time adjustment; null when none had enough evidence (no time adjustment).
                                 * @enum {string|null}
                                 */
                                price_index_area: "county" | "cbsa" | "state" | null;
                                /** @description The subject's own sales' share of the value, 0-1 (0 with none in the horizon). */
                                subject_sale_share: number;
                                /** @description The subject's own arms-length sales of the last 10 years before as_of, oldest first: evidence of its value whose weight falls smoothly with the years, to none at 10 years, and with the comparables' disagreement. Never listed among the comparables. */
                                subject_sales: {
                                    /** @description The price brought to as_of: by the local price index (when one reaches the sale's month) and by the local fit's age coefficients for the years the building aged since, US dollars. */
                                    adjusted_price: number;
                                    /** @description How far the comparables' own value lies from the adjusted price, in standard errors of both (signed: positive when the sale is higher). */
                                    disagreement: number;
                                    /** @description Sale date (recording date when unknown), YYYY-MM-DD. */
                                    sale_date: string;
                                    /** @description Sale price, US dollars. */
                                    sale_price: number;
                                    /** @description Whether a price index reached the sale's month (else the price is not time-adjusted and counts for less). */
                                    time_adjusted: boolean;
                                    /** @description The sale's share of the value (0-1; the comparables have the rest). */
                                    weight: number;
                                    /** @description Years between the sale and as_of. */
                                    years_before: number;
                                }[];
                            };
                            sample: {
                                /** @description Candidates the search found (nearest first, at most the candidate limit). */
                                candidates_seen: number;
                                /** @description Age of the oldest comparable used, whole months before as_of. */
                                months_back: number;
                                /** @description Comparables of the subject's own property type first: another type's are weighed only when too few of its own exist, and the reason is stated. */
                                property_types: {
                                    /** @description Candidates of another property type group. */
                                    other_types: number;
                                    /** @description Whether candidates of another type were weighed: only when fewer than 3 of the subject's own type were found. */
                                    other_types_used: boolean;
                                    /** @description Why candidates of another type were weighed; null when they were not. */
                                    reason: string | null;
                                    /** @description Candidates of the subject's property type group (or of unknown type); all of them when the subject's type is unknown. */
                                    same_type: number;
                                };
                                /** @description Distance of the farthest comparable used, miles: the radius the search reached. */
                                radius_miles: number;
                                /** @description Comparables the estimate rests on. */
                                used: number;
                            };
                            subject: {
                                address: string | null;
                                /** @description Basement: 0 none, 0.5 partial, 1 full. */
                                basement: number | null;
                                /** @description Bathrooms. */
                                baths: number | null;
                                /** @description Bedrooms. */
                                beds: number | null;
                                /** @description Condition rank 1-5. */
                                condition: number | null;
                                /** @description Effective year built (after a renovation), when stated. */
                                effective_year_built: number | null;
                                latitude: number;
                                /** @description Living area, square feet. */
                                living_area_sqft: number | null;
                                longitude: number;
                                /** @description Lot size, square feet. */
                                lot_size_sqft: number | null;
                                /** @description The property matched by address; null for a description. */
                                property_id: number | null;
                                property_type: string | null;
                                /** @description Quality rank 1-13 (King County grades). */
                                quality: number | null;
                                /** @description View rating 0-4. */
                                view: number | null;
                                /** @description On open water. */
                                waterfront: boolean | null;
                                /** @description Year built. */
                                year_built: number | null;
                            };
                            /** @description Estimated market value, US dollars: the weighted median of the comparables' adjusted prices, blended with the local fit's prediction (method.fit_share), then with the subject's own arms-length sales of the last 10 years brought to as_of (method.subject_sales), each by its precision. */
                            value: number;
                        };
                    };
                };
                /** @description Invalid parameters or body; `errors` names each offending parameter. */
                400: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Bad Request",
                         *       "status": 400,
                         *       "detail": "Invalid query parameter: colour: unknown parameter",
                         *       "instance": "/properties/valuation",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44",
                         *       "errors": [
                         *         {
                         *           "path": "query.colour",
                         *           "message": "unknown parameter"
                         *         }
                         *       ]
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid API key. */
                401: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Unauthorized",
                         *       "status": 401,
                         *       "detail": "A valid API key is required in the X-API-TOKEN header.",
                         *       "instance": "/properties/valuation",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Not Found",
                         *       "status": 404,
                         *       "detail": "No property found at 999 NOWHERE RD, TAMPA, FL 33647.",
                         *       "instance": "/properties/valuation",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The input could not be processed. */
                422: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Unprocessable Content",
                         *       "status": 422,
                         *       "detail": "The address must include a street number, street name, city and zip code.",
                         *       "instance": "/properties/valuation",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit or quota of the plan exceeded; see Retry-After. */
                429: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Retry-After": components["headers"]["Retry-After"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Too Many Requests",
                         *       "status": 429,
                         *       "detail": "This key's base plan rate limit was exceeded.",
                         *       "instance": "/properties/valuation",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error. */
                500: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Internal Server Error",
                         *       "status": 500,
                         *       "detail": "An unexpected error occurred.",
                         *       "instance": "/properties/valuation",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rental-analytics/comparables": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Comparable leases near a property and a rent estimate
         * @description The subject property is matched by address as GET /properties/by-address does (same `X-Address-Match` and `X-Address-Normalized` headers; 400 for an unrecognisable address, 404 when no property is there). Comparables are leases (status leased) of other properties within `radius` miles, signed in the `months` months up to `as_of`; a property leased several times counts once, with its latest lease.
         *
         *     One computation with GET /properties/rent-estimate: the comparables listed are the ones its estimate rests on, with its adjusted rents and weights, each also scored for similarity. Similarity components, each 0-1 (1 = identical), falling linearly to 0: distance = 1 - distance / radius; beds = 1 - |bedrooms difference| / 3; baths = 1 - |bathrooms difference| / 2; sqft = 1 - |area difference| / subject area / 0.5 (0 at ±50%); year_built = 1 - |years apart| / 30; recency = 1 - days since the lease / days in the window. score = weighted mean of the components known for both the subject and the lease (weights: distance 0.3, beds 0.2, baths 0.1, sqft 0.2, year_built 0.1, recency 0.1); a component is null when either side's value is unknown, and its weight is left out. Rounded to 4 decimals.
         *
         *     Rent estimate: The estimate is GET /properties/rent-estimate's for the same address, as_of (default: the latest lease date in the subject's state) and radius (default: adaptive, up to 5 miles), over the leases of the `months` months up to as_of (default 24, the rent estimate's window), with its default max_comparables (15) whatever `limit` lists: leases of the same property type first, each brought to the as-of month by the local rent index and adjusted for size, age, bedrooms, bathrooms and position; the weighted median of the adjusted rents, the range its nominal 80% interval kept within the lowest and highest adjusted rent (docs/valuation.md). Rounded to whole dollars. null, with `reason`, when fewer than 3 leases are near enough.
         */
        get: {
            parameters: {
                query: {
                    /**
                     * @description The subject property: full one-line address, matched as GET /properties/by-address does.
                     * @example 15010 Quail Run Cir, Tampa, FL 33647
                     */
                    address: string;
                    /** @description The date the comparison is made at, YYYY-MM-DD, not after today: leases after it are ignored and recency is measured from it. Default: the latest lease date in the subject's state (today when the data holds no lease), the rent estimate's default too. */
                    as_of?: string;
                    /** @description How many of the estimate's comparables to list, 1-50. Default 10. The estimate rests on its own 15 (GET /properties/rent-estimate's default max_comparables) whatever this lists. */
                    limit?: number;
                    /** @description Date window: leases signed in the this many months up to as_of, 1-24. Default 24, the rent estimate's. */
                    months?: number;
                    /** @description Search radius, miles (great-circle distance): greater than 0, at most 10. Default: the rent estimate's adaptive search, the nearest 120 leased properties within 5 miles. */
                    radius?: number;
                    /** @description When several properties share the street line (the units of a building, or parcels recorded without units) and the address gives no unit: `unit` (default) answers 404 with the units as candidates (batch: AMBIGUOUS); `building` answers the first of them, with `X-Address-Match: building`. */
                    unit_policy?: "unit" | "building";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The subject, its most similar nearby leases with their similarity scores, and the rent estimate with its range. */
                200: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Address-Confidence": components["headers"]["X-Address-Confidence"];
                        "X-Address-Differs": components["headers"]["X-Address-Differs"];
                        "X-Address-Match": components["headers"]["X-Address-Match"];
                        "X-Address-Match-Reason": components["headers"]["X-Address-Match-Reason"];
                        "X-Address-Normalized": components["headers"]["X-Address-Normalized"];
                        "X-Data-Source": components["headers"]["X-Data-Source"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The leases the rent estimate rests on, at most `limit`: those of the subject's property type first, then the most similar (highest score first; ties: nearer, then property_id). */
                            comparables: components["schemas"]["ComparableLease"][];
                            meta: {
                                /**
                                 * Format: date
                                 * @description The date of the comparison.
                                 */
                                as_of: string;
                                /** @description At most this many leased properties, nearest first, are weighed. */
                                candidate_limit: number;
                                /** @description The candidate limit was reached: farther leased properties within the radius were not weighed. */
                                candidate_limit_hit: boolean;
                                /** @description Leased properties the rent estimate weighed: those within the radius and window (each with its latest lease), nearest first, at most candidate_limit. */
                                candidates: number;
                                /**
                                 * Format: date
                                 * @description Earliest lease date considered.
                                 */
                                lease_date_from: string;
                                /** @description The date window used, months up to as_of. */
                                months: number;
                                /** @description Comparables of the subject's own property type first: another type's are weighed only when fewer than 3 of its own exist, with the reason. null when there is no estimate. */
                                property_types: {
                                    /** @description Candidates of another property type group. */
                                    other_types: number;
                                    /** @description Whether candidates of another type were weighed: only when fewer than 3 of the subject's own type were found. */
                                    other_types_used: boolean;
                                    /** @description Why candidates of another type were weighed; null when they were not. */
                                    reason: string | null;
                                    /** @description Candidates of the subject's property type group (or of unknown type); all of them when the subject's type is unknown. */
                                    same_type: number;
                                } | null;
                                /** @description The search radius used, miles. */
                                radius_miles: number;
                            };
                            /** @description The estimate is GET /properties/rent-estimate's for the same address, as_of (default: the latest lease date in the subject's state) and radius (default: adaptive, up to 5 miles), over the leases of the `months` months up to as_of (default 24, the rent estimate's window), with its default max_comparables (15) whatever `limit` lists: leases of the same property type first, each brought to the as-of month by the local rent index and adjusted for size, age, bedrooms, bathrooms and position; the weighted median of the adjusted rents, the range its nominal 80% interval kept within the lowest and highest adjusted rent (docs/valuation.md). Rounded to whole dollars. null, with `reason`, when fewer than 3 leases are near enough. */
                            rent_estimate: {
                                /** @description Comparable leases the estimate rests on (those of GET /properties/rent-estimate). */
                                comparables: number;
                                /** @description Estimated monthly rent of the subject, US dollars. */
                                estimate: number | null;
                                /** @description High end of the nominal 80% range, never above the highest adjusted rent. */
                                high: number | null;
                                /** @description Low end of the nominal 80% range, never below the lowest adjusted rent. */
                                low: number | null;
                                /** @description Why there is no estimate; null when there is one. */
                                reason: string | null;
                                /** @description Of those, how many were adjusted to the subject's size. */
                                size_adjusted: number;
                            };
                            /** @description The subject property, from its record: what the comparables are compared with (a value the record lacks leaves its component out). */
                            subject: {
                                /** @description The normalised address matched. */
                                address: string;
                                /** @description Bathrooms per the property record. */
                                baths: number | null;
                                /** @description Bedrooms per the property record. */
                                beds: number | null;
                                latitude: number;
                                longitude: number;
                                property_id: number;
                                property_type: string | null;
                                /** @description Living area (else total area) per the property record, square feet. */
                                sqft: number | null;
                                /** @description Year built per the property record. */
                                year_built: number | null;
                            };
                        };
                    };
                };
                /** @description Invalid parameters or body; `errors` names each offending parameter. */
                400: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Bad Request",
                         *       "status": 400,
                         *       "detail": "Invalid query parameter: colour: unknown parameter",
                         *       "instance": "/rental-analytics/comparables",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44",
                         *       "errors": [
                         *         {
                         *           "path": "query.colour",
                         *           "message": "unknown parameter"
                         *         }
                         *       ]
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid API key. */
                401: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Unauthorized",
                         *       "status": 401,
                         *       "detail": "A valid API key is required in the X-API-TOKEN header.",
                         *       "instance": "/rental-analytics/comparables",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Not Found",
                         *       "status": 404,
                         *       "detail": "No property found at 999 NOWHERE RD, TAMPA, FL 33647.",
                         *       "instance": "/rental-analytics/comparables",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit or quota of the plan exceeded; see Retry-After. */
                429: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Retry-After": components["headers"]["Retry-After"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Too Many Requests",
                         *       "status": 429,
                         *       "detail": "This key's base plan rate limit was exceeded.",
                         *       "instance": "/rental-analytics/comparables",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error. */
                500: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Internal Server Error",
                         *       "status": 500,
                         *       "detail": "An unexpected error occurred.",
                         *       "instance": "/rental-analytics/comparables",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rental-analytics/market-analysis": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Rents, rent per square foot, change, days on market and gross yield per place
         * @description Rent levels and their spread (overall and by bedroom count), rent per square foot, the year-over-year change of the median rent, days on market, lease volume, the median sale price and the gross rental yield, with a monthly series, for each of up to 10 places of one geography type. Unknown places are a 404, malformed or ambiguous ones a 400.
         *
         *     A lease is a rental with status leased, dated by its lease date (the list date when that is unknown). The window covers whole calendar months: date_from's month through date_to's month, any number of them; default the 12 months ending with data_as_of's month. Year-over-year compares with the same months one year earlier.
         *
         *     Answered from rollups refreshed after every load that keep every lease's and sale's values (the months outside whole calendar years value by value, whole years as each distinct value with its count), so every median and percentile is exact. Percentiles interpolate linearly between the closest ranks (PostgreSQL percentile_cont): the median of an even count is the mean of the two middle values.
         */
        get: {
            parameters: {
                query?: {
                    /** @description City name (with `state`, or written "City, ST"), when the kind is city. */
                    city?: string;
                    /** @description 5-digit county FIPS code, or a county name with `state`, when the kind is county. */
                    county?: string;
                    /** @description First day of the window on the lease date (the list date when the lease date is unknown), YYYY-MM-DD; any span (1990-01-01 asks for the whole history). Default: the first day of the month 11 months before date_to's month (12 calendar months in all). The answer covers whole months, from this date's month. */
                    date_from?: string;
                    /** @description Last day of the window on the lease date (the list date when the lease date is unknown), YYYY-MM-DD, not before date_from. Default: data_as_of (the latest date recorded in the places selected), or date_from when later. The answer covers whole months, through this date's month. */
                    date_to?: string;
                    /**
                     * @description Kind of place selected: state (2-letter code or name), msa (CBSA code or title), county (5-digit FIPS, or name with `state`), city (name with `state`, or "City, ST"), zip (5 digits). The place is in the parameter of that name or in geography_values. The same as `search_type`: give either.
                     * @example zip
                     */
                    geography_type?: "state" | "msa" | "county" | "city" | "zip";
                    /**
                     * @description Comma-separated places of the selected kind, instead of the parameter of that name (e.g. `95814,95816`); how many an endpoint takes is in its description.
                     * @example 33647,33612
                     */
                    geography_values?: string[];
                    /** @description CBSA code (e.g. 40900) or title (e.g. "Sacramento-Roseville-Folsom, CA"), when the kind is msa. */
                    msa?: string;
                    /** @description Kind of place selected: state (2-letter code or name), msa (CBSA code or title), county (5-digit FIPS, or name with `state`), city (name with `state`, or "City, ST"), zip (5 digits). The place is in the parameter of that name or in geography_values. The same as `geography_type`: give either. */
                    search_type?: "state" | "msa" | "county" | "city" | "zip";
                    /** @description A state code or name. The place when the kind is state; the state of a city (required) or of a county name. */
                    state?: string;
                    /** @description 5-digit zip code, when the kind is zip. */
                    zip?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One row of market metrics per requested place, with a monthly series. */
                200: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Data-Source": components["headers"]["X-Data-Source"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description One row per requested geography value, in request order (repeats answered once). */
                            data: components["schemas"]["RentalMarketRow"][];
                            meta: {
                                /**
                                 * Format: date
                                 * @description The latest recorded date of the answer's dataset in the places it covers: sales, or leases on lease answers (an answer that reads both states each in `datasets`). A window without date_to ends here, not today.
                                 */
                                data_as_of: string | null;
                                /** @description Extension: each dataset's own window and data_as_of. Sales figures cover the sales window and lease figures the lease window; they differ only without date_to, when one dataset's records run later than the other's. */
                                datasets: {
                                    /** @description The lease figures' window: without date_to it ends at the lease data_as_of. */
                                    leases: {
                                        /**
                                         * Format: date
                                         * @description The latest lease date recorded in the places; null when they hold none.
                                         */
                                        data_as_of: string | null;
                                        /**
                                         * Format: date
                                         * @description First day of the window the lease figures cover.
                                         */
                                        date_from: string;
                                        /**
                                         * Format: date
                                         * @description Last day of the window the lease figures cover.
                                         */
                                        date_to: string;
                                    };
                                    /** @description The sales figures' window: without date_to it ends at the sales data_as_of. */
                                    sales: {
                                        /**
                                         * Format: date
                                         * @description The latest sales date recorded in the places; null when they hold none.
                                         */
                                        data_as_of: string | null;
                                        /**
                                         * Format: date
                                         * @description First day of the window the sales figures cover.
                                         */
                                        date_from: string;
                                        /**
                                         * Format: date
                                         * @description Last day of the window the sales figures cover.
                                         */
                                        date_to: string;
                                    };
                                };
                                /**
                                 * Format: date
                                 * @description First day of the first month covered.
                                 */
                                date_from: string;
                                /**
                                 * Format: date
                                 * @description Last day of the last month covered.
                                 */
                                date_to: string;
                                /**
                                 * @description The kind of every place in data.
                                 * @enum {string}
                                 */
                                geography_type: "state" | "msa" | "county" | "city" | "zip";
                                /**
                                 * Format: date
                                 * @description First day of the same months one year earlier.
                                 */
                                prior_date_from: string;
                                /**
                                 * Format: date
                                 * @description Last day of those months.
                                 */
                                prior_date_to: string;
                            };
                        };
                    };
                };
                /** @description Invalid parameters or body; `errors` names each offending parameter. */
                400: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Bad Request",
                         *       "status": 400,
                         *       "detail": "Invalid query parameter: colour: unknown parameter",
                         *       "instance": "/rental-analytics/market-analysis",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44",
                         *       "errors": [
                         *         {
                         *           "path": "query.colour",
                         *           "message": "unknown parameter"
                         *         }
                         *       ]
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid API key. */
                401: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Unauthorized",
                         *       "status": 401,
                         *       "detail": "A valid API key is required in the X-API-TOKEN header.",
                         *       "instance": "/rental-analytics/market-analysis",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Not Found",
                         *       "status": 404,
                         *       "detail": "No zip 00000 in the US zip reference.",
                         *       "instance": "/rental-analytics/market-analysis",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit or quota of the plan exceeded; see Retry-After. */
                429: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Retry-After": components["headers"]["Retry-After"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Too Many Requests",
                         *       "status": 429,
                         *       "detail": "This key's base plan rate limit was exceeded.",
                         *       "instance": "/rental-analytics/market-analysis",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error. */
                500: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Internal Server Error",
                         *       "status": 500,
                         *       "detail": "An unexpected error occurred.",
                         *       "instance": "/rental-analytics/market-analysis",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rental-analytics/ownership-statistics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Owner-occupied, renter-occupied, corporate and institutional shares of single-family properties
         * @description Who owns the single-family stock of a geography now: owner-occupied vs renter-occupied (absentee-owned), corporate-owned and institutionally-owned, with counts and shares of the single-family properties. Unknown values are counted apart, never guessed.
         *
         *     Single-family = property_type "Single Family Residential" (detached) or "Townhouse" (attached, one unit on its own lot); condominiums, duplexes and other multi-family, mobile homes, land and unknown types are not counted.
         *
         *     Portfolio tier = number of properties (of any type, nationally) whose owner of record has the same normalised name now: 1, 2-9, 10-99, 100-999, 1000+. Institutional = 100+.
         */
        get: {
            parameters: {
                query?: {
                    /**
                     * @description City name (with `state`, or written "City, ST"), when the kind is city.
                     * @example Tampa
                     */
                    city?: string;
                    /** @description 5-digit county FIPS code, or a county name with `state`, when the kind is county. */
                    county?: string;
                    /** @description Kind of place selected: state (2-letter code or name), msa (CBSA code or title), county (5-digit FIPS, or name with `state`), city (name with `state`, or "City, ST"), zip (5 digits). The place is in the parameter of that name or in geography_values. The same as `search_type`: give either. */
                    geography_type?: "state" | "msa" | "county" | "city" | "zip";
                    /** @description Comma-separated places of the selected kind, instead of the parameter of that name (e.g. `95814,95816`); how many an endpoint takes is in its description. */
                    geography_values?: string[];
                    /** @description CBSA code (e.g. 40900) or title (e.g. "Sacramento-Roseville-Folsom, CA"), when the kind is msa. */
                    msa?: string;
                    /**
                     * @description Kind of place selected: state (2-letter code or name), msa (CBSA code or title), county (5-digit FIPS, or name with `state`), city (name with `state`, or "City, ST"), zip (5 digits). The place is in the parameter of that name or in geography_values. The same as `geography_type`: give either.
                     * @example city
                     */
                    search_type?: "state" | "msa" | "county" | "city" | "zip";
                    /**
                     * @description A state code or name. The place when the kind is state; the state of a city (required) or of a county name.
                     * @example FL
                     */
                    state?: string;
                    /** @description 5-digit zip code, when the kind is zip. */
                    zip?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Counts and shares of the geography's single-family properties. */
                200: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Data-Source": components["headers"]["X-Data-Source"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            corporate_owned: components["schemas"]["GeoCountShare"] & unknown;
                            corporate_unknown: components["schemas"]["GeoCountShare"] & unknown;
                            /**
                             * Format: date
                             * @description The latest recorded date of the answer's dataset in the places it covers: sales, or leases on lease answers (an answer that reads both states each in `datasets`). A window without date_to ends here, not today.
                             */
                            data_as_of: string | null;
                            geography: components["schemas"]["Geography"];
                            institutionally_owned: components["schemas"]["GeoCountShare"] & unknown;
                            /** @description The statistics of this object computed from fewer than 20 values (its sample: the count field named in its description), too few to trust; a statistic that is null (no values) is not listed. The sample of every share here is single_family_properties. */
                            low_sample: ("owner_occupied" | "renter_occupied" | "occupancy_unknown" | "corporate_owned" | "corporate_unknown" | "institutionally_owned" | "owner_unknown")[];
                            occupancy_unknown: components["schemas"]["GeoCountShare"] & unknown;
                            owner_occupied: components["schemas"]["GeoCountShare"] & unknown;
                            owner_unknown: components["schemas"]["GeoCountShare"] & unknown;
                            /** @description Properties of every type in the geography. */
                            properties: number;
                            renter_occupied: components["schemas"]["GeoCountShare"] & unknown;
                            /** @description Single-family properties in the geography: the total every share below is of. */
                            single_family_properties: number;
                        };
                    };
                };
                /** @description Invalid parameters or body; `errors` names each offending parameter. */
                400: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Bad Request",
                         *       "status": 400,
                         *       "detail": "Invalid query parameter: colour: unknown parameter",
                         *       "instance": "/rental-analytics/ownership-statistics",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44",
                         *       "errors": [
                         *         {
                         *           "path": "query.colour",
                         *           "message": "unknown parameter"
                         *         }
                         *       ]
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid API key. */
                401: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Unauthorized",
                         *       "status": 401,
                         *       "detail": "A valid API key is required in the X-API-TOKEN header.",
                         *       "instance": "/rental-analytics/ownership-statistics",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Not Found",
                         *       "status": 404,
                         *       "detail": "No zip 00000 in the US zip reference.",
                         *       "instance": "/rental-analytics/ownership-statistics",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit or quota of the plan exceeded; see Retry-After. */
                429: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Retry-After": components["headers"]["Retry-After"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Too Many Requests",
                         *       "status": 429,
                         *       "detail": "This key's base plan rate limit was exceeded.",
                         *       "instance": "/rental-analytics/ownership-statistics",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error. */
                500: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Internal Server Error",
                         *       "status": 500,
                         *       "detail": "An unexpected error occurred.",
                         *       "instance": "/rental-analytics/ownership-statistics",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rental-analytics/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A paged, sortable table of rentals in a geography
         * @description The same rentals as GET /rental-analytics/transactions as a flat, paged, sortable table: one row of columns per rental, with the sort and order echoed in `meta`.
         *
         *     Rentals (listings and their outcome: leased, still listed, or withdrawn) of properties in the geography whose list date falls in the window (any span; default the 12 calendar months ending with data_as_of). Filters combine with AND; a bound on a value excludes rentals where it is unknown.
         *
         *     Default order: most recent listing first. `total` is exact up to 10,000 rentals; the first 10,000 rows of a selection can be paged through, and sorting by anything but list_date needs the selection to hold at most that many.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Maximum bathrooms. */
                    baths_max?: number;
                    /** @description Minimum bathrooms. */
                    baths_min?: number;
                    /** @description Maximum bedrooms. */
                    beds_max?: number;
                    /** @description Minimum bedrooms of the listing. With any bound, rentals whose value is unknown are excluded; so for every bound below. */
                    beds_min?: number;
                    /**
                     * @description City name (with `state`, or written "City, ST"), when the kind is city.
                     * @example Tampa
                     */
                    city?: string;
                    /** @description 5-digit county FIPS code, or a county name with `state`, when the kind is county. */
                    county?: string;
                    /** @description First day of the window on the list date (every rental has one; a lease follows its listing by days_on_market), YYYY-MM-DD; any span (1990-01-01 asks for the whole history). Default: the first day of the month 11 months before date_to's month (12 calendar months in all). */
                    date_from?: string;
                    /** @description Last day of the window on the list date (every rental has one; a lease follows its listing by days_on_market), YYYY-MM-DD, not before date_from. Default: data_as_of (the latest date recorded in the places selected), or date_from when later. */
                    date_to?: string;
                    /** @description Kind of place selected: state (2-letter code or name), msa (CBSA code or title), county (5-digit FIPS, or name with `state`), city (name with `state`, or "City, ST"), zip (5 digits). The place is in the parameter of that name or in geography_values. The same as `search_type`: give either. */
                    geography_type?: "state" | "msa" | "county" | "city" | "zip";
                    /** @description Comma-separated places of the selected kind, instead of the parameter of that name (e.g. `95814,95816`); how many an endpoint takes is in its description. */
                    geography_values?: string[];
                    /** @description CBSA code (e.g. 40900) or title (e.g. "Sacramento-Roseville-Folsom, CA"), when the kind is msa. */
                    msa?: string;
                    /** @description Sort direction. */
                    order?: "asc" | "desc";
                    /** @description Page number, from 1; page × page_size may not exceed 10,000. */
                    page?: number;
                    /** @description Rows per page, 1-100. */
                    page_size?: number;
                    /** @description Comma-separated property types of the rented property, case-insensitive exact match, e.g. "Single Family Residential,Townhouse". Rentals of properties of unknown type are excluded when set. */
                    property_type?: string[];
                    /** @description Maximum monthly rent, US dollars. */
                    rent_max?: number;
                    /** @description Minimum monthly rent, US dollars. */
                    rent_min?: number;
                    /**
                     * @description Kind of place selected: state (2-letter code or name), msa (CBSA code or title), county (5-digit FIPS, or name with `state`), city (name with `state`, or "City, ST"), zip (5 digits). The place is in the parameter of that name or in geography_values. The same as `geography_type`: give either.
                     * @example city
                     */
                    search_type?: "state" | "msa" | "county" | "city" | "zip";
                    /** @description Sort key. Ties are broken by property_id, then the rental's position in the property's history, so pages are stable; nulls sort last either way. Sorting by anything but list_date needs the selection to hold at most 10,000 rentals (400 otherwise: narrow the dates or filters). */
                    sort?: "list_date" | "lease_date" | "rent" | "rent_per_sqft" | "days_on_market" | "beds" | "baths" | "sqft";
                    /** @description Maximum living area, square feet. */
                    sqft_max?: number;
                    /** @description Minimum living area of the listing, square feet. */
                    sqft_min?: number;
                    /**
                     * @description A state code or name. The place when the kind is state; the state of a city (required) or of a county name.
                     * @example FL
                     */
                    state?: string;
                    /** @description Comma-separated statuses: `leased` (a lease was signed), `listed` (still on the market), `withdrawn` (taken off the market unleased). Default: all. */
                    status?: ("listed" | "leased" | "withdrawn")[];
                    /** @description 5-digit zip code, when the kind is zip. */
                    zip?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page of flat rental rows, the total, and the sort used. */
                200: {
                    headers: {
                        Link: components["headers"]["Link-Pages"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Data-Source": components["headers"]["X-Data-Source"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["RentalRow"][];
                            meta: {
                                /**
                                 * Format: date
                                 * @description The latest recorded date of the answer's dataset in the places it covers: sales, or leases on lease answers (an answer that reads both states each in `datasets`). A window without date_to ends here, not today.
                                 */
                                data_as_of: string | null;
                                /**
                                 * Format: date
                                 * @description First list date of the window.
                                 */
                                date_from: string;
                                /**
                                 * Format: date
                                 * @description Last list date of the window.
                                 */
                                date_to: string;
                                geography: components["schemas"]["Geography"];
                                /** @description Whether a later page has rows. */
                                has_more: boolean;
                                /**
                                 * @description The sort direction used.
                                 * @enum {string}
                                 */
                                order: "asc" | "desc";
                                page: number;
                                page_size: number;
                                /**
                                 * @description The sort key used.
                                 * @enum {string}
                                 */
                                sort: "list_date" | "lease_date" | "rent" | "rent_per_sqft" | "days_on_market" | "beds" | "baths" | "sqft";
                                /** @description Rentals matching, over all pages, counted up to 10,000: with total_is_exact false there are more. */
                                total: number;
                                /** @description false when the selection holds more than 10,000 rentals (total is then that cap). */
                                total_is_exact: boolean;
                            };
                        };
                    };
                };
                /** @description Invalid parameters or body; `errors` names each offending parameter. */
                400: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Bad Request",
                         *       "status": 400,
                         *       "detail": "Invalid query parameter: colour: unknown parameter",
                         *       "instance": "/rental-analytics/page",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44",
                         *       "errors": [
                         *         {
                         *           "path": "query.colour",
                         *           "message": "unknown parameter"
                         *         }
                         *       ]
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid API key. */
                401: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Unauthorized",
                         *       "status": 401,
                         *       "detail": "A valid API key is required in the X-API-TOKEN header.",
                         *       "instance": "/rental-analytics/page",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Not Found",
                         *       "status": 404,
                         *       "detail": "No zip 00000 in the US zip reference.",
                         *       "instance": "/rental-analytics/page",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit or quota of the plan exceeded; see Retry-After. */
                429: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Retry-After": components["headers"]["Retry-After"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Too Many Requests",
                         *       "status": 429,
                         *       "detail": "This key's base plan rate limit was exceeded.",
                         *       "instance": "/rental-analytics/page",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error. */
                500: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Internal Server Error",
                         *       "status": 500,
                         *       "detail": "An unexpected error occurred.",
                         *       "instance": "/rental-analytics/page",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rental-analytics/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Rental listings and leases in a geography
         * @description Rental listings and leases in a geography, each with the rented property's address and details (a nested `property`).
         *
         *     Rentals (listings and their outcome: leased, still listed, or withdrawn) of properties in the geography whose list date falls in the window (any span; default the 12 calendar months ending with data_as_of). Filters combine with AND; a bound on a value excludes rentals where it is unknown.
         *
         *     Default order: most recent listing first. `total` is exact up to 10,000 rentals; the first 10,000 rows of a selection can be paged through, and sorting by anything but list_date needs the selection to hold at most that many.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Maximum bathrooms. */
                    baths_max?: number;
                    /** @description Minimum bathrooms. */
                    baths_min?: number;
                    /** @description Maximum bedrooms. */
                    beds_max?: number;
                    /** @description Minimum bedrooms of the listing. With any bound, rentals whose value is unknown are excluded; so for every bound below. */
                    beds_min?: number;
                    /**
                     * @description City name (with `state`, or written "City, ST"), when the kind is city.
                     * @example Tampa
                     */
                    city?: string;
                    /** @description 5-digit county FIPS code, or a county name with `state`, when the kind is county. */
                    county?: string;
                    /** @description First day of the window on the list date (every rental has one; a lease follows its listing by days_on_market), YYYY-MM-DD; any span (1990-01-01 asks for the whole history). Default: the first day of the month 11 months before date_to's month (12 calendar months in all). */
                    date_from?: string;
                    /** @description Last day of the window on the list date (every rental has one; a lease follows its listing by days_on_market), YYYY-MM-DD, not before date_from. Default: data_as_of (the latest date recorded in the places selected), or date_from when later. */
                    date_to?: string;
                    /** @description Kind of place selected: state (2-letter code or name), msa (CBSA code or title), county (5-digit FIPS, or name with `state`), city (name with `state`, or "City, ST"), zip (5 digits). The place is in the parameter of that name or in geography_values. The same as `search_type`: give either. */
                    geography_type?: "state" | "msa" | "county" | "city" | "zip";
                    /** @description Comma-separated places of the selected kind, instead of the parameter of that name (e.g. `95814,95816`); how many an endpoint takes is in its description. */
                    geography_values?: string[];
                    /** @description CBSA code (e.g. 40900) or title (e.g. "Sacramento-Roseville-Folsom, CA"), when the kind is msa. */
                    msa?: string;
                    /** @description Sort direction. */
                    order?: "asc" | "desc";
                    /** @description Page number, from 1; page × page_size may not exceed 10,000. */
                    page?: number;
                    /** @description Rows per page, 1-100. */
                    page_size?: number;
                    /** @description Comma-separated property types of the rented property, case-insensitive exact match, e.g. "Single Family Residential,Townhouse". Rentals of properties of unknown type are excluded when set. */
                    property_type?: string[];
                    /** @description Maximum monthly rent, US dollars. */
                    rent_max?: number;
                    /** @description Minimum monthly rent, US dollars. */
                    rent_min?: number;
                    /**
                     * @description Kind of place selected: state (2-letter code or name), msa (CBSA code or title), county (5-digit FIPS, or name with `state`), city (name with `state`, or "City, ST"), zip (5 digits). The place is in the parameter of that name or in geography_values. The same as `geography_type`: give either.
                     * @example city
                     */
                    search_type?: "state" | "msa" | "county" | "city" | "zip";
                    /** @description Sort key. Ties are broken by property_id, then the rental's position in the property's history, so pages are stable; nulls sort last either way. Sorting by anything but list_date needs the selection to hold at most 10,000 rentals (400 otherwise: narrow the dates or filters). */
                    sort?: "list_date" | "lease_date" | "rent" | "rent_per_sqft" | "days_on_market" | "beds" | "baths" | "sqft";
                    /** @description Maximum living area, square feet. */
                    sqft_max?: number;
                    /** @description Minimum living area of the listing, square feet. */
                    sqft_min?: number;
                    /**
                     * @description A state code or name. The place when the kind is state; the state of a city (required) or of a county name.
                     * @example FL
                     */
                    state?: string;
                    /** @description Comma-separated statuses: `leased` (a lease was signed), `listed` (still on the market), `withdrawn` (taken off the market unleased). Default: all. */
                    status?: ("listed" | "leased" | "withdrawn")[];
                    /** @description 5-digit zip code, when the kind is zip. */
                    zip?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page of rentals, each with the rented property, and the total. */
                200: {
                    headers: {
                        Link: components["headers"]["Link-Pages"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Data-Source": components["headers"]["X-Data-Source"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["RentalTransaction"][];
                            meta: {
                                /**
                                 * Format: date
                                 * @description The latest recorded date of the answer's dataset in the places it covers: sales, or leases on lease answers (an answer that reads both states each in `datasets`). A window without date_to ends here, not today.
                                 */
                                data_as_of: string | null;
                                /**
                                 * Format: date
                                 * @description First list date of the window.
                                 */
                                date_from: string;
                                /**
                                 * Format: date
                                 * @description Last list date of the window.
                                 */
                                date_to: string;
                                geography: components["schemas"]["Geography"];
                                /** @description Whether a later page has rows. */
                                has_more: boolean;
                                page: number;
                                page_size: number;
                                /** @description Rentals matching, over all pages, counted up to 10,000: with total_is_exact false there are more. */
                                total: number;
                                /** @description false when the selection holds more than 10,000 rentals (total is then that cap). */
                                total_is_exact: boolean;
                            };
                        };
                    };
                };
                /** @description Invalid parameters or body; `errors` names each offending parameter. */
                400: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Bad Request",
                         *       "status": 400,
                         *       "detail": "Invalid query parameter: colour: unknown parameter",
                         *       "instance": "/rental-analytics/transactions",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44",
                         *       "errors": [
                         *         {
                         *           "path": "query.colour",
                         *           "message": "unknown parameter"
                         *         }
                         *       ]
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid API key. */
                401: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Unauthorized",
                         *       "status": 401,
                         *       "detail": "A valid API key is required in the X-API-TOKEN header.",
                         *       "instance": "/rental-analytics/transactions",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Not Found",
                         *       "status": 404,
                         *       "detail": "No zip 00000 in the US zip reference.",
                         *       "instance": "/rental-analytics/transactions",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit or quota of the plan exceeded; see Retry-After. */
                429: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Retry-After": components["headers"]["Retry-After"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Too Many Requests",
                         *       "status": 429,
                         *       "detail": "This key's base plan rate limit was exceeded.",
                         *       "instance": "/rental-analytics/transactions",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error. */
                500: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Internal Server Error",
                         *       "status": 500,
                         *       "detail": "An unexpected error occurred.",
                         *       "instance": "/rental-analytics/transactions",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's plan, limits and usage
         * @description The plan of the calling key, its rate and burst, and its quota: used and remaining in the current period and when it resets. Each subscriber is metered on its own, also when several share a plan. The response carries `RateLimit-Policy` and `RateLimit` fields (draft-ietf-httpapi-ratelimit-headers): the quota's remaining count always, the burst bucket's only where the gateway reports it. A call to /usage is not counted against the quota (on AWS it is not throttled per key either, only by the stage and this route's own throttle).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The caller's usage. */
                200: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Usage"];
                    };
                };
                /** @description Invalid parameters or body; `errors` names each offending parameter. */
                400: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Bad Request",
                         *       "status": 400,
                         *       "detail": "Invalid query parameter: colour: unknown parameter",
                         *       "instance": "/usage",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44",
                         *       "errors": [
                         *         {
                         *           "path": "query.colour",
                         *           "message": "unknown parameter"
                         *         }
                         *       ]
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid API key. */
                401: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Unauthorized",
                         *       "status": 401,
                         *       "detail": "A valid API key is required in the X-API-TOKEN header.",
                         *       "instance": "/usage",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit or quota of the plan exceeded; see Retry-After. */
                429: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Retry-After": components["headers"]["Retry-After"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Too Many Requests",
                         *       "status": 429,
                         *       "detail": "This key's base plan rate limit was exceeded.",
                         *       "instance": "/usage",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error. */
                500: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Internal Server Error",
                         *       "status": 500,
                         *       "detail": "An unexpected error occurred.",
                         *       "instance": "/usage",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A component the request needs is unavailable. */
                503: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Retry-After": components["headers"]["Retry-After"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Service Unavailable",
                         *       "status": 503,
                         *       "detail": "The database is unavailable. Retry shortly.",
                         *       "instance": "/usage",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's webhooks
         * @description The subscriber's subscriptions, oldest first, with the plan's limits and the deliveries made today.
         *
         *     Premium and Unlimited only (403 on Base). Limits per plan (subscriptions, property ids a filter names, deliveries a day): docs/webhooks.md#limits.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The subscriptions and the limits. */
                200: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["WebhookList"];
                    };
                };
                /** @description Invalid parameters or body; `errors` names each offending parameter. */
                400: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Bad Request",
                         *       "status": 400,
                         *       "detail": "Invalid query parameter: colour: unknown parameter",
                         *       "instance": "/webhooks",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44",
                         *       "errors": [
                         *         {
                         *           "path": "query.colour",
                         *           "message": "unknown parameter"
                         *         }
                         *       ]
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid API key. */
                401: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Unauthorized",
                         *       "status": 401,
                         *       "detail": "A valid API key is required in the X-API-TOKEN header.",
                         *       "instance": "/webhooks",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The plan of this key does not allow the request. */
                403: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Forbidden",
                         *       "status": 403,
                         *       "detail": "The distress filters (vacant) need a Premium or Unlimited plan.",
                         *       "instance": "/webhooks",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit or quota of the plan exceeded; see Retry-After. */
                429: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Retry-After": components["headers"]["Retry-After"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Too Many Requests",
                         *       "status": 429,
                         *       "detail": "This key's base plan rate limit was exceeded.",
                         *       "instance": "/webhooks",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error. */
                500: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Internal Server Error",
                         *       "status": 500,
                         *       "detail": "An unexpected error occurred.",
                         *       "instance": "/webhooks",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Subscribe a URL to changes
         * @description Subscribes `url` to the change events of the types in `events` that match `filter` (exactly one of `property_ids`, `zip_codes`, `counties`, `msas` or `states`), from the end of the feed now on. Each event is POSTed as a `WebhookPayload`, signed the Standard Webhooks way with the `secret` answered here, shown this once. The URL must be https and resolve to public addresses only (checked again at each delivery). Over the plan’s number of subscriptions, or a filter naming more property ids than the plan allows: 400 naming the limit.
         *
         *     Premium and Unlimited only (403 on Base). Limits per plan (subscriptions, property ids a filter names, deliveries a day): docs/webhooks.md#limits.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "url": "https://hooks.example.com/sfr",
                     *       "events": [
                     *         "sale",
                     *         "owner"
                     *       ],
                     *       "filter": {
                     *         "zip_codes": [
                     *           "33647"
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookCreate"];
                };
            };
            responses: {
                /** @description The subscription, with its signing secret. */
                201: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["WebhookCreated"];
                    };
                };
                /** @description Invalid parameters or body; `errors` names each offending parameter. */
                400: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Bad Request",
                         *       "status": 400,
                         *       "detail": "Invalid request body: colour: unknown key",
                         *       "instance": "/webhooks",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44",
                         *       "errors": [
                         *         {
                         *           "path": "body.colour",
                         *           "message": "unknown key"
                         *         }
                         *       ]
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid API key. */
                401: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Unauthorized",
                         *       "status": 401,
                         *       "detail": "A valid API key is required in the X-API-TOKEN header.",
                         *       "instance": "/webhooks",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The plan of this key does not allow the request. */
                403: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Forbidden",
                         *       "status": 403,
                         *       "detail": "The distress filters (vacant) need a Premium or Unlimited plan.",
                         *       "instance": "/webhooks",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit or quota of the plan exceeded; see Retry-After. */
                429: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Retry-After": components["headers"]["Retry-After"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Too Many Requests",
                         *       "status": 429,
                         *       "detail": "This key's base plan rate limit was exceeded.",
                         *       "instance": "/webhooks",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error. */
                500: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Internal Server Error",
                         *       "status": 500,
                         *       "detail": "An unexpected error occurred.",
                         *       "instance": "/webhooks",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A webhook
         * @description The subscription: its URL, events, filter, status (a subscription whose delivery kept failing is `disabled`, with the reason) and pending deliveries.
         *
         *     Premium and Unlimited only (403 on Base). Limits per plan (subscriptions, property ids a filter names, deliveries a day): docs/webhooks.md#limits.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @example wh_3kTq9dVbX2mYw8Ln4Rz1 */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The subscription. */
                200: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Webhook"];
                    };
                };
                /** @description Invalid parameters or body; `errors` names each offending parameter. */
                400: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Bad Request",
                         *       "status": 400,
                         *       "detail": "Invalid query parameter: colour: unknown parameter",
                         *       "instance": "/webhooks/{id}",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44",
                         *       "errors": [
                         *         {
                         *           "path": "query.colour",
                         *           "message": "unknown parameter"
                         *         }
                         *       ]
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid API key. */
                401: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Unauthorized",
                         *       "status": 401,
                         *       "detail": "A valid API key is required in the X-API-TOKEN header.",
                         *       "instance": "/webhooks/{id}",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The plan of this key does not allow the request. */
                403: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Forbidden",
                         *       "status": 403,
                         *       "detail": "The distress filters (vacant) need a Premium or Unlimited plan.",
                         *       "instance": "/webhooks/{id}",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Not Found",
                         *       "status": 404,
                         *       "detail": "No webhook wh_3kTq9dVbX2mYw8Ln4Rz1 of this key.",
                         *       "instance": "/webhooks/{id}",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit or quota of the plan exceeded; see Retry-After. */
                429: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Retry-After": components["headers"]["Retry-After"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Too Many Requests",
                         *       "status": 429,
                         *       "detail": "This key's base plan rate limit was exceeded.",
                         *       "instance": "/webhooks/{id}",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error. */
                500: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Internal Server Error",
                         *       "status": 500,
                         *       "detail": "An unexpected error occurred.",
                         *       "instance": "/webhooks/{id}",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /**
         * Delete a webhook
         * @description Deletes the subscription and its pending deliveries.
         *
         *     Premium and Unlimited only (403 on Base). Limits per plan (subscriptions, property ids a filter names, deliveries a day): docs/webhooks.md#limits.
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @example wh_3kTq9dVbX2mYw8Ln4Rz1 */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted. */
                204: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Invalid parameters or body; `errors` names each offending parameter. */
                400: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Bad Request",
                         *       "status": 400,
                         *       "detail": "Invalid query parameter: colour: unknown parameter",
                         *       "instance": "/webhooks/{id}",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44",
                         *       "errors": [
                         *         {
                         *           "path": "query.colour",
                         *           "message": "unknown parameter"
                         *         }
                         *       ]
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid API key. */
                401: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Unauthorized",
                         *       "status": 401,
                         *       "detail": "A valid API key is required in the X-API-TOKEN header.",
                         *       "instance": "/webhooks/{id}",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The plan of this key does not allow the request. */
                403: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Forbidden",
                         *       "status": 403,
                         *       "detail": "The distress filters (vacant) need a Premium or Unlimited plan.",
                         *       "instance": "/webhooks/{id}",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Not Found",
                         *       "status": 404,
                         *       "detail": "No webhook wh_3kTq9dVbX2mYw8Ln4Rz1 of this key.",
                         *       "instance": "/webhooks/{id}",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit or quota of the plan exceeded; see Retry-After. */
                429: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Retry-After": components["headers"]["Retry-After"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Too Many Requests",
                         *       "status": 429,
                         *       "detail": "This key's base plan rate limit was exceeded.",
                         *       "instance": "/webhooks/{id}",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error. */
                500: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Internal Server Error",
                         *       "status": 500,
                         *       "detail": "An unexpected error occurred.",
                         *       "instance": "/webhooks/{id}",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /**
         * Change a webhook
         * @description Changes the URL, events or filter, or the status: `disabled` holds deliveries, `active` re-enables the subscription and sends what it held. The secret stays the same.
         *
         *     Premium and Unlimited only (403 on Base). Limits per plan (subscriptions, property ids a filter names, deliveries a day): docs/webhooks.md#limits.
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @example wh_3kTq9dVbX2mYw8Ln4Rz1 */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "events": [
                     *         "sale",
                     *         "owner",
                     *         "listing"
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookUpdate"];
                };
            };
            responses: {
                /** @description The subscription, changed. */
                200: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Webhook"];
                    };
                };
                /** @description Invalid parameters or body; `errors` names each offending parameter. */
                400: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Bad Request",
                         *       "status": 400,
                         *       "detail": "Invalid request body: colour: unknown key",
                         *       "instance": "/webhooks/{id}",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44",
                         *       "errors": [
                         *         {
                         *           "path": "body.colour",
                         *           "message": "unknown key"
                         *         }
                         *       ]
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid API key. */
                401: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Unauthorized",
                         *       "status": 401,
                         *       "detail": "A valid API key is required in the X-API-TOKEN header.",
                         *       "instance": "/webhooks/{id}",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The plan of this key does not allow the request. */
                403: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Forbidden",
                         *       "status": 403,
                         *       "detail": "The distress filters (vacant) need a Premium or Unlimited plan.",
                         *       "instance": "/webhooks/{id}",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Not Found",
                         *       "status": 404,
                         *       "detail": "No webhook wh_3kTq9dVbX2mYw8Ln4Rz1 of this key.",
                         *       "instance": "/webhooks/{id}",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit or quota of the plan exceeded; see Retry-After. */
                429: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Retry-After": components["headers"]["Retry-After"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Too Many Requests",
                         *       "status": 429,
                         *       "detail": "This key's base plan rate limit was exceeded.",
                         *       "instance": "/webhooks/{id}",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error. */
                500: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Internal Server Error",
                         *       "status": 500,
                         *       "detail": "An unexpected error occurred.",
                         *       "instance": "/webhooks/{id}",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A webhook's deliveries
         * @description The subscription's deliveries, newest first: status (`pending`, `succeeded`, `failed`), attempts, the last response code and latency, the last error and when the next attempt is due.
         *
         *     Premium and Unlimited only (403 on Base). Limits per plan (subscriptions, property ids a filter names, deliveries a day): docs/webhooks.md#limits.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Deliveries per answer, newest first, 1 to 200 (default 50). */
                    limit?: number;
                };
                header?: never;
                path: {
                    /** @example wh_3kTq9dVbX2mYw8Ln4Rz1 */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The deliveries. */
                200: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["WebhookDeliveryList"];
                    };
                };
                /** @description Invalid parameters or body; `errors` names each offending parameter. */
                400: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Bad Request",
                         *       "status": 400,
                         *       "detail": "Invalid query parameter: colour: unknown parameter",
                         *       "instance": "/webhooks/{id}/deliveries",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44",
                         *       "errors": [
                         *         {
                         *           "path": "query.colour",
                         *           "message": "unknown parameter"
                         *         }
                         *       ]
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid API key. */
                401: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Unauthorized",
                         *       "status": 401,
                         *       "detail": "A valid API key is required in the X-API-TOKEN header.",
                         *       "instance": "/webhooks/{id}/deliveries",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The plan of this key does not allow the request. */
                403: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Forbidden",
                         *       "status": 403,
                         *       "detail": "The distress filters (vacant) need a Premium or Unlimited plan.",
                         *       "instance": "/webhooks/{id}/deliveries",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Not Found",
                         *       "status": 404,
                         *       "detail": "No webhook wh_3kTq9dVbX2mYw8Ln4Rz1 of this key.",
                         *       "instance": "/webhooks/{id}/deliveries",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit or quota of the plan exceeded; see Retry-After. */
                429: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Retry-After": components["headers"]["Retry-After"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Too Many Requests",
                         *       "status": 429,
                         *       "detail": "This key's base plan rate limit was exceeded.",
                         *       "instance": "/webhooks/{id}/deliveries",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error. */
                500: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Internal Server Error",
                         *       "status": 500,
                         *       "detail": "An unexpected error occurred.",
                         *       "instance": "/webhooks/{id}/deliveries",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a test delivery
         * @description Queues a `webhook.test` delivery (`data` null), signed and retried like any other; follow it in GET /webhooks/{id}/deliveries.
         *
         *     Premium and Unlimited only (403 on Base). Limits per plan (subscriptions, property ids a filter names, deliveries a day): docs/webhooks.md#limits.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @example wh_3kTq9dVbX2mYw8Ln4Rz1 */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The delivery, queued. */
                200: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["WebhookDelivery"];
                    };
                };
                /** @description Invalid parameters or body; `errors` names each offending parameter. */
                400: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Bad Request",
                         *       "status": 400,
                         *       "detail": "Invalid query parameter: colour: unknown parameter",
                         *       "instance": "/webhooks/{id}/test",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44",
                         *       "errors": [
                         *         {
                         *           "path": "query.colour",
                         *           "message": "unknown parameter"
                         *         }
                         *       ]
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid API key. */
                401: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Unauthorized",
                         *       "status": 401,
                         *       "detail": "A valid API key is required in the X-API-TOKEN header.",
                         *       "instance": "/webhooks/{id}/test",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The plan of this key does not allow the request. */
                403: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Forbidden",
                         *       "status": 403,
                         *       "detail": "The distress filters (vacant) need a Premium or Unlimited plan.",
                         *       "instance": "/webhooks/{id}/test",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Not Found",
                         *       "status": 404,
                         *       "detail": "No webhook wh_3kTq9dVbX2mYw8Ln4Rz1 of this key.",
                         *       "instance": "/webhooks/{id}/test",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit or quota of the plan exceeded; see Retry-After. */
                429: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Retry-After": components["headers"]["Retry-After"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Too Many Requests",
                         *       "status": 429,
                         *       "detail": "This key's base plan rate limit was exceeded.",
                         *       "instance": "/webhooks/{id}/test",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error. */
                500: {
                    headers: {
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "type": "about:blank",
                         *       "title": "Internal Server Error",
                         *       "status": 500,
                         *       "detail": "An unexpected error occurred.",
                         *       "instance": "/webhooks/{id}/test",
                         *       "request_id": "7f1d0c1e-5b7a-4c3e-9d2a-2f0e6b1a9c44"
                         *     }
                         */
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Address: {
            carrier_code: string | null;
            census_block: string | null;
            census_tract: string | null;
            city: string;
            formatted_street_address: string;
            /** @description how the coordinates were obtained: `parcel`, `street`, `zip_centroid`, `city_centroid` */
            geocoding_accuracy: string | null;
            latitude: number;
            longitude: number;
            /** @description USPS state abbreviation */
            state: string;
            street_name: string | null;
            street_number: string | null;
            street_post_direction: string | null;
            street_pre_direction: string | null;
            street_suffix: string | null;
            unit_number: string | null;
            unit_type: string | null;
            zip_code: string;
            zip_plus_four_code: string | null;
        };
        AddressCandidate: {
            /** @description The normalised one-line address of the candidate. */
            address: string;
            /** @description The parts of the address written otherwise than the request (empty: it fits, as others do). */
            differs: ("house_number" | "street_name" | "suffix" | "directional" | "unit" | "city" | "state")[];
            property_id: number;
        };
        AuthenticatedHealth: {
            /** @enum {boolean} */
            authenticated: true;
            /**
             * @description The owner label the key was issued under (named key_owner: `owner` is the Premium-only owner of record wherever it appears).
             * @example demo premium
             */
            key_owner: string;
            /**
             * @description The key's plan: its rate limit, quota and Premium fields.
             * @example premium
             * @enum {string}
             */
            plan: "base" | "premium" | "unlimited";
            /** @enum {string} */
            status: "ok";
            /** Format: date-time */
            timestamp: string;
        };
        BatchElement: {
            /** @description The address as requested. */
            address: string;
            error?: {
                /** @enum {string} */
                code: "NOT_FOUND" | "AMBIGUOUS" | "INVALID_ADDRESS";
                message: string;
            };
            match?: {
                /** @description The share of the normalised address line (number, street, unit number) the property agrees with: 1 - edit distance / longer length; 1 only for exact. */
                confidence: number;
                /** @description The parts written otherwise than the record (empty for exact). */
                differs: ("house_number" | "street_name" | "suffix" | "directional" | "unit" | "city" | "state")[];
                /** @enum {string} */
                level: "exact" | "unit_dropped" | "near" | "building";
                normalized_address: string;
                /** @description Why a match below exact was made, or a number taken from a recorded range. */
                reason: string | null;
            };
            property?: components["schemas"]["Property"];
            suggestions?: components["schemas"]["AddressCandidate"][];
            /** @description include=valuation_estimate, found addresses only: the estimate, or null (never a made-up number) when the evidence is too thin, with `valuation_estimate_unavailable` saying why. */
            valuation_estimate?: {
                /** @description The date the estimate is made at, YYYY-MM-DD. */
                as_of: string;
                /** @description The estimated probability that the actual price lands within ±10% of the estimate, from the comparables' weighted spread and count, and for values an error floor that agreeing comparables still leave (so at most about 0.86); calibrated on the backtest so that the stated probability is the share found there. 0-1, higher is tighter evidence. */
                confidence: number;
                /** @description Upper end of the nominal 80% interval, US dollars. */
                high: number;
                /** @description Lower end of the nominal 80% interval, US dollars. */
                low: number;
                method: {
                    /**
                     * @description What the value rests on: `subject_sale` when the subject's own arms-length sales (of the last 10 years, brought to as_of) carry at least half of it (method.subject_sale_share), `comparables` otherwise, and `comparables_over_subject_sale` when the comparables disagree with the subject's sale by more than 2 standard errors of both and so outweigh it (a renovation or a sale on unusual terms since).
                     * @enum {string}
                     */
                    basis: "comparables" | "subject_sale" | "comparables_over_subject_sale";
                    /** @description Comparables the estimate rests on. */
                    comparables_used: number;
                    /** @enum {string} */
                    name: "comparables";
                    /** @description The share of actual prices [low, high] is meant to hold: 0.8. */
                    nominal_coverage: number;
                    /**
                     * @description The area whose monthly price index made the time adjustment; null when none had enough evidence (no time adjustment).
                     * @enum {string|null}
                     */
                    price_index_area: "county" | "cbsa" | "state" | null;
                };
                /** @description Estimated market value, US dollars (GET /properties/valuation `value`). */
                value: number;
            } | null;
            valuation_estimate_unavailable?: components["schemas"]["BatchValuationUnavailable"];
        };
        /** @description Why valuation_estimate is null: too little evidence (GET /properties/valuation would answer 422). */
        BatchValuationUnavailable: {
            as_of: string;
            candidates_seen: number;
            detail: string;
            minimum: number;
            /** @enum {string} */
            reason: "no_sales" | "too_few_sales" | "mostly_non_market";
        };
        BestBuyer: {
            /** @description Normalised buyer name; GET /buyer-profiles/{buyerName} has its profile. */
            buyer_name: string;
            components: {
                cash: {
                    inputs: {
                        cash_purchases: number;
                        purchases: number;
                    };
                    /** @description What the component adds to the total score: 100 x weight x score / (sum of the weights of the components that are not null). The points of all components add up to the score (up to rounding). */
                    points: number;
                    /** @description Cash purchases / purchases over its whole recorded history. 0-1 (3 decimals); null when it cannot be computed, and then left out of the total. */
                    score: number | null;
                    /** @description Nominal weight of the component in the total, percent. */
                    weight: number;
                };
                frequency: {
                    inputs: {
                        nearby_purchases: number;
                    };
                    /** @description What the component adds to the total score: 100 x weight x score / (sum of the weights of the components that are not null). The points of all components add up to the score (up to rounding). */
                    points: number;
                    /** @description ln(1 + nearby purchases) / ln(11), capped at 1: 10 or more nearby purchases score 1. 0-1 (3 decimals); null when it cannot be computed, and then left out of the total. */
                    score: number | null;
                    /** @description Nominal weight of the component in the total, percent. */
                    weight: number;
                };
                price_band: {
                    inputs: {
                        band_high: number | null;
                        band_low: number | null;
                        /** @description Median price of its nearby purchases. */
                        median_price: number;
                        purchases_in_band: number;
                        subject_value: number | null;
                    };
                    /** @description What the component adds to the total score: 100 x weight x score / (sum of the weights of the components that are not null). The points of all components add up to the score (up to rounding). */
                    points: number;
                    /** @description Share of its nearby purchases priced within the subject value's band (value +/- 20%). Null when the subject has no value. 0-1 (3 decimals); null when it cannot be computed, and then left out of the total. */
                    score: number | null;
                    /** @description Nominal weight of the component in the total, percent. */
                    weight: number;
                };
                proximity: {
                    inputs: {
                        average_miles: number;
                        nearest_miles: number;
                        radius_miles: number;
                    };
                    /** @description What the component adds to the total score: 100 x weight x score / (sum of the weights of the components that are not null). The points of all components add up to the score (up to rounding). */
                    points: number;
                    /** @description 1 - (average distance of its nearby purchases / radius). 0-1 (3 decimals); null when it cannot be computed, and then left out of the total. */
                    score: number | null;
                    /** @description Nominal weight of the component in the total, percent. */
                    weight: number;
                };
                recency: {
                    inputs: {
                        days_since: number;
                        /**
                         * Format: date
                         * @example 2026-06-30
                         */
                        last_purchase_date: string;
                    };
                    /** @description What the component adds to the total score: 100 x weight x score / (sum of the weights of the components that are not null). The points of all components add up to the score (up to rounding). */
                    points: number;
                    /** @description 1 - (days since its latest nearby purchase / days in the window). 0-1 (3 decimals); null when it cannot be computed, and then left out of the total. */
                    score: number | null;
                    /** @description Nominal weight of the component in the total, percent. */
                    weight: number;
                };
                similarity: {
                    inputs: {
                        beds: {
                            /** @description Nearby purchases where both the subject and the purchased property have the attribute. */
                            compared: number;
                            matches: number;
                        };
                        living_sqft: {
                            /** @description Nearby purchases where both the subject and the purchased property have the attribute. */
                            compared: number;
                            matches: number;
                        };
                        property_type: {
                            /** @description Nearby purchases where both the subject and the purchased property have the attribute. */
                            compared: number;
                            matches: number;
                        };
                        year_built: {
                            /** @description Nearby purchases where both the subject and the purchased property have the attribute. */
                            compared: number;
                            matches: number;
                        };
                    };
                    /** @description What the component adds to the total score: 100 x weight x score / (sum of the weights of the components that are not null). The points of all components add up to the score (up to rounding). */
                    points: number;
                    /** @description Mean, over the attributes compared, of the share of its nearby purchases that match the subject: same property type; beds within 1; year built within 10 years; living area within 20%. Null when no attribute can be compared. 0-1 (3 decimals); null when it cannot be computed, and then left out of the total. */
                    score: number | null;
                    /** @description Nominal weight of the component in the total, percent. */
                    weight: number;
                };
            };
            /** @description The name is an entity (LLC, INC, TRUST, ...). */
            is_entity: boolean;
            /** @description Its purchases within the radius and months among the sales read. */
            nearby_purchases: number;
            /** @description Properties it owns now. null when unknown: it owns nothing now and no property it bought has an owner of record in the data (a sales list without ownership). */
            portfolio_size: number | null;
            rank: number;
            /** @description Up to 5 plain-language reasons for the score, one per component that earned points, the most points first, each stating that component's inputs (e.g. "Bought 6 homes within 1 mile in the last 12 months"). */
            reasons: string[];
            /** @description Likelihood score 0-100 (1 decimal): the sum of the components' points. */
            score: number;
        };
        BuyerActivityMonth: {
            /** @description Purchases by the buyer's portfolio tier. Portfolio tier of the buyer by properties it owns now (owner of record, normalised name): `1` (0 or 1), `2-9`, `10-99`, `100-999`, `1000+`; 100+ is institutional. `unnamed`: purchases with no recorded buyer name; `unknown`: purchases by a named buyer whose portfolio is unknown (null when unknown: it owns nothing now and no property it bought has an owner of record in the data (a sales list without ownership).). The seven counts add up to purchases. */
            by_tier: {
                1: number;
                "2-9": number;
                "10-99": number;
                "100-999": number;
                "1000+": number;
                unknown: number;
                unnamed: number;
            };
            /** @description A cash purchase is an arms-length purchase with no first mortgage on it and no mortgage-only record within 30 days after. */
            cash_purchases: number;
            /** @description cash_purchases / purchases. Between 0 and 1, 4 decimals; null when there is no purchase to divide by. */
            cash_share: number | null;
            /** @description An investor purchase is one whose buyer, at that purchase, is an entity (LLC, INC, CORP, LP, TRUST, HOLDINGS, PROPERTIES, ...), or made 3 or more purchases (under its merged name identity) in the 10 years up to and including it, or is the owner of record who does not live there (absentee; known for the current owner's purchase only). It is decided once per purchase when the data is loaded, so it never depends on the window asked about. */
            investor_purchases: number;
            /** @description investor_purchases / purchases. Between 0 and 1, 4 decimals; null when there is no purchase to divide by. */
            investor_share: number | null;
            /** @description The statistics of this object computed from fewer than 20 values (its sample: the count field named in its description), too few to trust; a statistic that is null (no values) is not listed. The sample of investor_share, cash_share and a month's median_price is purchases. */
            low_sample: string[];
            /** @description Median purchase price of the month. US dollars; null when there is no purchase. */
            median_price: number | null;
            /**
             * @description Calendar month, YYYY-MM.
             * @example 2026-06
             */
            month: string;
            /** @description Sum of the purchase prices, US dollars. */
            purchase_value: number;
            /** @description Purchases are arms-length transfers with a positive price, dated by the sale date (else the recording date). */
            purchases: number;
        };
        /** @description The change event, as GET /changes answers it; null for a test delivery. */
        ChangeEvent: {
            city: string | null;
            /** @description 5-digit county FIPS */
            county: string | null;
            /** @description The event's position in the feed: resuming from it answers the events after this one. */
            cursor: string;
            /** @description CBSA code */
            msa: string | null;
            /**
             * Format: date-time
             * @description When the load wrote the change.
             */
            occurred_at: string;
            property_id: number;
            /**
             * Format: date
             * @description When the document was recorded, the rental listed or leased; for a property or owner change its latest recording date.
             */
            recording_date: string | null;
            state: string | null;
            summary: components["schemas"]["ChangeSummary"];
            /**
             * @description `property` a new or changed property record; `sale` a purchase document; `document` any other recorded document; `lease` a rental leased; `listing` a rental listed; `owner` the owner of record changed; `valuation` the valuation on record (`valuation.value` of the property record) moved by more than 5%, when the valuation pass after a load values it again.
             * @enum {string}
             */
            type: "property" | "sale" | "document" | "lease" | "listing" | "owner" | "valuation";
            zip: string | null;
        } | null;
        ChangesPage: {
            events: components["schemas"]["ChangeEvent"][];
            /** @description true: more events are ready now; false: the feed is read to its end. */
            has_more: boolean;
            /** @description Send as `since` for the events after these. */
            next_cursor: string;
        };
        /**
         * @description Compact facts of the change; which fields are present depends on the event type.
         * @example {
         *       "document_type": "GRANT_DEED",
         *       "price": 325000,
         *       "buyer": "SUNBELT HOMES LLC",
         *       "seller": "JANE DOE",
         *       "sale_date": "2026-11-18"
         *     }
         */
        ChangeSummary: {
            /** @description property: its street address */
            address?: string | null;
            baths?: number | null;
            beds?: number | null;
            buyer?: string | null;
            /**
             * @description property: a property new to the data or an update of one
             * @enum {string}
             */
            change?: "new" | "updated";
            /** @description valuation: (new - old) / old */
            change_ratio?: number | null;
            document_number?: string | null;
            /** @description sale, document: the normalised document type */
            document_type?: string | null;
            lease_date?: string | null;
            list_date?: string | null;
            /** @description owner: the owner of record now */
            new_owner?: string | null;
            /** @description valuation: the value now */
            new_value?: number | null;
            /** @description owner: the owner of record before */
            old_owner?: string | null;
            /** @description valuation: the value before, US dollars */
            old_value?: number | null;
            /** @description sale, document: the amount, US dollars */
            price?: number | null;
            /** @description lease, listing: monthly rent, US dollars */
            rent?: number | null;
            sale_date?: string | null;
            seller?: string | null;
            /** @description lease, listing: listed, leased or withdrawn */
            status?: string | null;
            /** @description sale, document: the recorder's wording */
            transaction_type?: string | null;
        };
        ComparableLease: {
            /** @description The leased property's normalised street line (USPS Publication 28 forms, upper case, with the unit). */
            address: string;
            /** @description The rent brought to the subject and to as_of by the rent estimate (time, size, age, bedrooms, bathrooms, position), whole dollars: GET /properties/rent-estimate's adjusted_rent for the same lease. */
            adjusted_rent: number;
            /** @description The rent estimate's adjustments of this lease (fractions: 0.05 = +5%), as GET /properties/rent-estimate lists them. */
            adjustments: {
                [key: string]: number;
            };
            /** @description Bathrooms of the listing, else of the property record. */
            baths: number | null;
            /** @description Bedrooms of the listing, else of the property record. */
            beds: number | null;
            /** @description Upper case. */
            city: string;
            /** @description Days from listing to lease. */
            days_on_market: number | null;
            /** @description Great-circle distance from the subject, miles (3 decimals). */
            distance_miles: number;
            /**
             * Format: date
             * @description Date the lease was signed (the list date when the source did not record it).
             */
            lease_date: string;
            /**
             * Format: date
             * @description Date the rental was listed.
             */
            list_date: string;
            property_id: number;
            /** @description The leased property's type, from its record. */
            property_type: string | null;
            /** @description Monthly rent agreed, US dollars. */
            rent: number;
            /** @description rent / sqft (3 decimals); null when the area is unknown. */
            rent_per_sqft: number | null;
            /** @description Position of the rental in the property's rental history. */
            seq: number;
            /** @description Similarity components, each 0-1 (1 = identical), falling linearly to 0: distance = 1 - distance / radius; beds = 1 - |bedrooms difference| / 3; baths = 1 - |bathrooms difference| / 2; sqft = 1 - |area difference| / subject area / 0.5 (0 at ±50%); year_built = 1 - |years apart| / 30; recency = 1 - days since the lease / days in the window. score = weighted mean of the components known for both the subject and the lease (weights: distance 0.3, beds 0.2, baths 0.1, sqft 0.2, year_built 0.1, recency 0.1); a component is null when either side's value is unknown, and its weight is left out. Rounded to 4 decimals. */
            similarity: {
                components: {
                    /** @description 1 - |bathrooms difference| / 2; null when either is unknown. */
                    baths: number | null;
                    /** @description 1 - |bedrooms difference| / 3; null when either is unknown. */
                    beds: number | null;
                    /** @description 1 - distance / radius. */
                    distance: number | null;
                    /** @description 1 - days since the lease (to as_of) / days in the window. */
                    recency: number | null;
                    /** @description 1 - |area difference| / subject area / 0.5; null when either is unknown. */
                    sqft: number | null;
                    /** @description 1 - |years apart| / 30; null when either is unknown. */
                    year_built: number | null;
                };
                /** @description Weighted mean of the known components, 0-1. */
                score: number;
            };
            /** @description Living area of the listing, else of the property record, square feet. */
            sqft: number | null;
            state: string;
            /** @description The lease's share of the estimate's weight (0-1), as GET /properties/rent-estimate gives it. */
            weight: number;
            /** @description Year built, from the property record. */
            year_built: number | null;
            zip: string;
        };
        ExportJob: {
            /** @description The file's size; null until the job has succeeded. */
            bytes: number | null;
            /** Format: date-time */
            created_at: string;
            /** @enum {string} */
            dataset: "properties" | "transactions" | "leases" | "nearby-sales";
            /** @description Why a failed job failed. */
            error: string | null;
            /**
             * Format: date-time
             * @description When the file is deleted.
             */
            expires_at: string | null;
            fields: string[] | null;
            /** @description The filter as it was validated. */
            filter: {
                [key: string]: string | number | boolean | string[] | {
                    address?: string;
                    property_id: number;
                }[];
            };
            /** Format: date-time */
            finished_at: string | null;
            /** @enum {string} */
            format: "csv" | "ndjson" | "parquet";
            /** Format: uuid */
            id: string;
            /** @description Extension. When succeeded, for a job of more rows than one part holds (docs/exports.md#chunked-jobs): its numbered part files in order, each complete (CSV header, Parquet footer) and read together as one dataset; `rows` and `bytes` of the job are their sums, `sha256` is the manifest's at `url`. Null for a job written as one file. */
            parts: {
                bytes: number;
                rows: number;
                sha256: string;
                /**
                 * Format: uri-reference
                 * @description A download link, as `url`.
                 */
                url: string;
            }[] | null;
            /** @description Rows written; null until the job has succeeded. */
            rows: number | null;
            /** @description Hex SHA-256 of the file's bytes; null until the job has succeeded. */
            sha256: string | null;
            /**
             * @description `queued`, `running`, `succeeded`, `failed`; `cancelled` after DELETE.
             * @enum {string}
             */
            status: "queued" | "running" | "succeeded" | "failed" | "cancelled";
            /**
             * Format: uri-reference
             * @description When succeeded: a download link that expires within an hour (ask again for a fresh one). Locally a path on this API signed with its secret; on AWS a presigned S3 URL. For a job written in `parts`, the link is to its manifest: `sha256sum`'s listing of the part files.
             */
            url: string | null;
        };
        ExportRequest: {
            /**
             * @description `properties`: the property records; `transactions`: the recorded documents of those properties; `leases`: their rental listings and leases.
             * @enum {string}
             */
            dataset: "properties" | "transactions" | "leases";
            /** @description CSV and Parquet only: the columns to write, in this order (default: every column of the dataset, docs/exports.md#columns). */
            fields?: ("property_id" | "address_formatted_street_address" | "address_city" | "address_state" | "address_zip_code" | "address_latitude" | "address_longitude" | "address_street_number" | "address_street_suffix" | "address_street_pre_direction" | "address_street_name" | "address_street_post_direction" | "address_unit_type" | "address_unit_number" | "address_zip_plus_four_code" | "address_carrier_code" | "address_geocoding_accuracy" | "address_census_tract" | "address_census_block" | "assessed_year" | "assessments_land_value" | "assessments_improvement_value" | "assessments_assessed_value" | "assessments_market_value" | "exemptions_homeowner" | "exemptions_veteran" | "exemptions_disabled" | "exemptions_widow" | "exemptions_senior" | "exemptions_school" | "exemptions_religious" | "exemptions_welfare" | "exemptions_public" | "exemptions_cemetery" | "exemptions_hospital" | "exemptions_library" | "market_year" | "owner_owner_occupied" | "owner_name" | "owner_second_name" | "owner_formatted_street_address" | "owner_city" | "owner_state" | "owner_zip_code" | "owner_zip_plus_four_code" | "owner_corporate_owner" | "owner_care_of_name" | "parcel_apn_original" | "parcel_fips_code" | "parcel_zoning" | "parcel_county_land_use_code" | "parcel_lot_number" | "parcel_subdivision" | "parcel_section_township_range" | "parcel_legal_description" | "parcel_state_land_use_code" | "parcel_frontage_ft" | "parcel_depth_ft" | "parcel_area_acres" | "parcel_area_sq_ft" | "parcel_building_count" | "parcel_waterfront" | "parcel_view" | "school_tax_district_1" | "school_tax_district_2" | "school_tax_district_3" | "school_district_name" | "structure_total_area_sq_ft" | "structure_year_built" | "structure_effective_year_built" | "structure_beds_count" | "structure_rooms_count" | "structure_baths" | "structure_partial_baths_count" | "structure_parking_spaces_count" | "structure_units_count" | "structure_living_area_sqft" | "structure_basement_type" | "structure_condition" | "structure_construction_type" | "structure_exterior_wall_type" | "structure_fireplaces" | "structure_heating_type" | "structure_heating_fuel_type" | "structure_pool_type" | "structure_quality" | "structure_roof_material_type" | "structure_roof_style_type" | "structure_sewer_type" | "structure_stories" | "structure_water_type" | "structure_ac_description" | "structure_garage_description" | "structure_building_class_description" | "structure_sqft_description" | "tax_amount" | "tax_delinquent_year" | "tax_rate_code_area" | "tax_year" | "valuation_value" | "valuation_high" | "valuation_low" | "valuation_forecast_standard_deviation" | "valuation_date" | "source_valuation_value" | "source_valuation_high" | "source_valuation_low" | "source_valuation_forecast_standard_deviation" | "source_valuation_date" | "source_valuation_source" | "property_class_description" | "vacant" | "pre_foreclosure_flag" | "pre_foreclosure_ind" | "pre_foreclosure_reason" | "pre_foreclosure_doc_type" | "pre_foreclosure_recording_date" | "last_sale_date" | "last_sale_price" | "last_sale_document_type" | "last_sale_mtg_amount" | "last_sale_mtg_type" | "last_sale_lender" | "last_sale_mtg_interest_rate" | "last_sale_mtg_term_months" | "last_sale_mtg_1_est_remaining" | "last_sale_mtg_2_est_remaining" | "last_sale_mtg_3_est_remaining" | "last_sale_mtg_4_est_remaining" | "last_sale_deal_id" | "last_sale_deal_parcel_count" | "last_sale_deal_price" | "current_sale_doc_num" | "current_sale_buyer_1" | "current_sale_buyer_2" | "current_sale_seller_1" | "current_sale_seller_2" | "msa" | "county" | "property_type" | "hoa" | "hoa_frequency" | "owner_type" | "purchase_method" | "listing_status" | "months_owned" | "RECORDING_DATE" | "APN" | "BUYER_BORROWER1_NAME" | "BUYER_BORROWER2_NAME" | "SALE_DATE" | "TRANSACTION_TYPE" | "SELLER1_NAME" | "SALE_AMT" | "FIRST_MTG_RECORDING_DATE" | "FIRST_MTG_AMT" | "FIRST_MTG_LENDER_NAME" | "FIRST_MTG_DUE_DATE" | "DOCUMENT_TYPE" | "ARMS_LENGTH" | "ARMS_LENGTH_REASON" | "DOC_NUM" | "FIRST_MTG_INTEREST_RATE" | "FIRST_MTG_TERM_MONTHS" | "FIRST_MTG_TYPE" | "list_date" | "lease_date" | "rent" | "beds" | "baths" | "sqft" | "days_on_market" | "status" | "subject" | "subject_property_id" | "subject_address" | "PROPERTY_ID" | "SUM_BUILDING_SQFT" | "FULL_STREET_ADDRESS" | "CITY" | "STATE" | "ZIP_CODE" | "LATITUDE" | "LONGITUDE" | "LOT_SIZE_SQFT" | "BEDROOMS" | "BATHROOMS" | "YEAR_BUILT" | "LAND_USE_CODE" | "ZIP_PLUS_FOUR_CODE" | "CENSUS_TRACT" | "GEOCODING_ACCURACY" | "QUALITY" | "CONDITION" | "STORIES" | "GARAGE_DESCRIPTION" | "POOL_TYPE" | "HEATING_TYPE" | "AC_DESCRIPTION" | "CONSTRUCTION_TYPE" | "EFFECTIVE_YEAR_BUILT" | "PARKING_SPACES_COUNT" | "FIREPLACES" | "ROOMS_COUNT" | "PARTIAL_BATHS_COUNT" | "LIVING_AREA_SQFT" | "UNITS_COUNT" | "BUILDING_COUNT" | "MONTHS_OWNED" | "OWNER_TYPE" | "CORPORATE_OWNER" | "VALUATION_VALUE" | "VALUATION_HIGH" | "VALUATION_LOW" | "FORECAST_STD_DEV" | "VALUATION_DATE")[];
            /** @description The selections and ranges of GET /properties/search (at least one location filter; the distress filters need a Premium or Unlimited key), chosen on the properties whose records, transactions or leases are exported. Values are JSON: numbers and booleans as such, or as the text the query string takes. */
            filter: {
                /** @description Maximum bathrooms. */
                baths_max?: number;
                /** @description Minimum bathrooms. */
                baths_min?: number;
                /** @description Maximum bedrooms. */
                beds_max?: number;
                /** @description Minimum bedrooms; properties with unknown bedrooms are excluded when set. */
                beds_min?: number;
                /** @description City name, read as /locations reads it (case, punctuation, St./Saint, Ft./Fort, Mt./Mount), with `state` or written "City, ST"; a name that is no city is a 404 with suggestions. */
                city?: string;
                /** @description County name ("Sacramento" or "Sacramento County") or 5-digit FIPS code. */
                county?: string;
                /** @description Metropolitan area: CBSA code (e.g. 40900) or title (e.g. "Sacramento-Roseville-Folsom, CA", or its first city). */
                msa?: string;
                /** @description Partial, case-insensitive match on the owner of record (normalised: punctuation removed, entity suffixes folded). */
                owner_name?: string;
                /** @description Distress filter (Premium or Unlimited): properties with (true) or without (false) a pre-foreclosure recording. */
                pre_foreclosure?: boolean;
                /** @description Distress filter (Premium or Unlimited): latest pre-foreclosure recording date, YYYYMMDD (YYYY-MM-DD is accepted too). */
                pre_foreclosure_date_max?: string;
                /** @description Distress filter (Premium or Unlimited): earliest pre-foreclosure recording date, YYYYMMDD (YYYY-MM-DD is accepted too). */
                pre_foreclosure_date_min?: string;
                /** @description Exact property type, case-insensitive, e.g. "Single Family Residential". */
                property_type?: string;
                /** @description State abbreviation, e.g. CA. */
                state?: string;
                /** @description Distress filter (Premium or Unlimited). */
                vacant?: boolean;
                /** @description Latest year built. */
                year_built_max?: number;
                /** @description Earliest year built. */
                year_built_min?: number;
                /** @description Comma-separated 5-digit zip codes (at most 100). */
                zip_codes?: string[];
                /** @description Distress filter (Premium or Unlimited): in pre-foreclosure and vacant. */
                zombie_foreclosure?: boolean;
            };
            /** @enum {string} */
            format: "csv" | "ndjson" | "parquet";
        } | {
            /**
             * @description `nearby-sales`: GET /properties/nearby-sales's records for each of a list of subjects, each row naming its subject.
             * @enum {string}
             */
            dataset: "nearby-sales";
            /** @description CSV and Parquet only: the columns to write, in this order (default: every column of the dataset, docs/exports.md#columns). */
            fields?: ("property_id" | "address_formatted_street_address" | "address_city" | "address_state" | "address_zip_code" | "address_latitude" | "address_longitude" | "address_street_number" | "address_street_suffix" | "address_street_pre_direction" | "address_street_name" | "address_street_post_direction" | "address_unit_type" | "address_unit_number" | "address_zip_plus_four_code" | "address_carrier_code" | "address_geocoding_accuracy" | "address_census_tract" | "address_census_block" | "assessed_year" | "assessments_land_value" | "assessments_improvement_value" | "assessments_assessed_value" | "assessments_market_value" | "exemptions_homeowner" | "exemptions_veteran" | "exemptions_disabled" | "exemptions_widow" | "exemptions_senior" | "exemptions_school" | "exemptions_religious" | "exemptions_welfare" | "exemptions_public" | "exemptions_cemetery" | "exemptions_hospital" | "exemptions_library" | "market_year" | "owner_owner_occupied" | "owner_name" | "owner_second_name" | "owner_formatted_street_address" | "owner_city" | "owner_state" | "owner_zip_code" | "owner_zip_plus_four_code" | "owner_corporate_owner" | "owner_care_of_name" | "parcel_apn_original" | "parcel_fips_code" | "parcel_zoning" | "parcel_county_land_use_code" | "parcel_lot_number" | "parcel_subdivision" | "parcel_section_township_range" | "parcel_legal_description" | "parcel_state_land_use_code" | "parcel_frontage_ft" | "parcel_depth_ft" | "parcel_area_acres" | "parcel_area_sq_ft" | "parcel_building_count" | "parcel_waterfront" | "parcel_view" | "school_tax_district_1" | "school_tax_district_2" | "school_tax_district_3" | "school_district_name" | "structure_total_area_sq_ft" | "structure_year_built" | "structure_effective_year_built" | "structure_beds_count" | "structure_rooms_count" | "structure_baths" | "structure_partial_baths_count" | "structure_parking_spaces_count" | "structure_units_count" | "structure_living_area_sqft" | "structure_basement_type" | "structure_condition" | "structure_construction_type" | "structure_exterior_wall_type" | "structure_fireplaces" | "structure_heating_type" | "structure_heating_fuel_type" | "structure_pool_type" | "structure_quality" | "structure_roof_material_type" | "structure_roof_style_type" | "structure_sewer_type" | "structure_stories" | "structure_water_type" | "structure_ac_description" | "structure_garage_description" | "structure_building_class_description" | "structure_sqft_description" | "tax_amount" | "tax_delinquent_year" | "tax_rate_code_area" | "tax_year" | "valuation_value" | "valuation_high" | "valuation_low" | "valuation_forecast_standard_deviation" | "valuation_date" | "source_valuation_value" | "source_valuation_high" | "source_valuation_low" | "source_valuation_forecast_standard_deviation" | "source_valuation_date" | "source_valuation_source" | "property_class_description" | "vacant" | "pre_foreclosure_flag" | "pre_foreclosure_ind" | "pre_foreclosure_reason" | "pre_foreclosure_doc_type" | "pre_foreclosure_recording_date" | "last_sale_date" | "last_sale_price" | "last_sale_document_type" | "last_sale_mtg_amount" | "last_sale_mtg_type" | "last_sale_lender" | "last_sale_mtg_interest_rate" | "last_sale_mtg_term_months" | "last_sale_mtg_1_est_remaining" | "last_sale_mtg_2_est_remaining" | "last_sale_mtg_3_est_remaining" | "last_sale_mtg_4_est_remaining" | "last_sale_deal_id" | "last_sale_deal_parcel_count" | "last_sale_deal_price" | "current_sale_doc_num" | "current_sale_buyer_1" | "current_sale_buyer_2" | "current_sale_seller_1" | "current_sale_seller_2" | "msa" | "county" | "property_type" | "hoa" | "hoa_frequency" | "owner_type" | "purchase_method" | "listing_status" | "months_owned" | "RECORDING_DATE" | "APN" | "BUYER_BORROWER1_NAME" | "BUYER_BORROWER2_NAME" | "SALE_DATE" | "TRANSACTION_TYPE" | "SELLER1_NAME" | "SALE_AMT" | "FIRST_MTG_RECORDING_DATE" | "FIRST_MTG_AMT" | "FIRST_MTG_LENDER_NAME" | "FIRST_MTG_DUE_DATE" | "DOCUMENT_TYPE" | "ARMS_LENGTH" | "ARMS_LENGTH_REASON" | "DOC_NUM" | "FIRST_MTG_INTEREST_RATE" | "FIRST_MTG_TERM_MONTHS" | "FIRST_MTG_TYPE" | "list_date" | "lease_date" | "rent" | "beds" | "baths" | "sqft" | "days_on_market" | "status" | "subject" | "subject_property_id" | "subject_address" | "PROPERTY_ID" | "SUM_BUILDING_SQFT" | "FULL_STREET_ADDRESS" | "CITY" | "STATE" | "ZIP_CODE" | "LATITUDE" | "LONGITUDE" | "LOT_SIZE_SQFT" | "BEDROOMS" | "BATHROOMS" | "YEAR_BUILT" | "LAND_USE_CODE" | "ZIP_PLUS_FOUR_CODE" | "CENSUS_TRACT" | "GEOCODING_ACCURACY" | "QUALITY" | "CONDITION" | "STORIES" | "GARAGE_DESCRIPTION" | "POOL_TYPE" | "HEATING_TYPE" | "AC_DESCRIPTION" | "CONSTRUCTION_TYPE" | "EFFECTIVE_YEAR_BUILT" | "PARKING_SPACES_COUNT" | "FIREPLACES" | "ROOMS_COUNT" | "PARTIAL_BATHS_COUNT" | "LIVING_AREA_SQFT" | "UNITS_COUNT" | "BUILDING_COUNT" | "MONTHS_OWNED" | "OWNER_TYPE" | "CORPORATE_OWNER" | "VALUATION_VALUE" | "VALUATION_HIGH" | "VALUATION_LOW" | "FORECAST_STD_DEV" | "VALUATION_DATE")[];
            /** @description The subjects and GET /properties/nearby-sales's options (radius, arms_length_only, the ranges, include, unit_policy); each subject's sales are its whole candidate window's matches, nearest first. */
            filter: {
                /**
                 * @description true (default): only sales that are market evidence, the comparables: arms-length purchases that are not part of a multi-parcel deal and not price outliers. false adds quitclaims, intrafamily transfers, foreclosure deeds and other recorded transfers with a price, multi-parcel deals, outliers, and sales whose arms-length status is unknown.
                 * @default true
                 */
                arms_length_only: boolean;
                /**
                 * @description Comma-separated. `enrichment` adds the property, ownership and geo fields (ZIP_PLUS_FOUR_CODE ... MONTHS_OWNED, OWNER_TYPE, CORPORATE_OWNER); `valuation` adds VALUATION_VALUE, VALUATION_HIGH, VALUATION_LOW, FORECAST_STD_DEV and VALUATION_DATE.
                 * @default []
                 */
                include: ("enrichment" | "valuation")[];
                /** @description Maximum lot size, square feet. */
                lot_size_max?: number;
                /** @description Minimum lot size, square feet. Sales of properties with an unknown lot size are excluded when a lot-size bound is set. */
                lot_size_min?: number;
                /**
                 * @description Miles from the subject property (great-circle distance): greater than 0, at most 50.
                 * @default 1
                 */
                radius: number;
                /**
                 * Format: date
                 * @description Latest recording date, YYYY-MM-DD (inclusive).
                 */
                recording_date_max?: string;
                /**
                 * Format: date
                 * @description Earliest recording date, YYYY-MM-DD (inclusive).
                 */
                recording_date_min?: string;
                /** @description Maximum building square feet (SUM_BUILDING_SQFT). */
                sqft_max?: number;
                /** @description Minimum building square feet (SUM_BUILDING_SQFT). */
                sqft_min?: number;
                /** @description The subject properties, at most 100: each by `address` or by `property_id`. Every output row names its subject (`subject`, its 1-based position here, and `subject_property_id`). */
                subjects: ({
                    /** @description Matched as GET /properties/by-address does. */
                    address: string;
                } | {
                    property_id: number;
                })[];
                /**
                 * @description When several properties share the street line (the units of a building, or parcels recorded without units) and the address gives no unit: `unit` (default) answers 404 with the units as candidates (batch: AMBIGUOUS); `building` answers the first of them, with `X-Address-Match: building`.
                 * @default unit
                 * @enum {string}
                 */
                unit_policy: "unit" | "building";
                /** @description Latest year built. */
                year_built_max?: number;
                /** @description Earliest year built; sales of properties with an unknown year are excluded when a year bound is set. */
                year_built_min?: number;
            };
            /** @enum {string} */
            format: "csv" | "ndjson" | "parquet";
        };
        /** @description Single-family properties whose owner is institutional (tiers 100-999 and 1000+), share of single_family_properties. */
        GeoCountShare: {
            count: number;
            /** @description count / the total it is a share of, a fraction 0-1 (4 decimals); null when that total is 0. */
            share: number | null;
        };
        GeoFlip: {
            /** @description The property's normalised one-line address. */
            address: string;
            /**
             * @description verified: the resale's seller is the purchase's buyer; unverified: one of the two names is unknown. A resale's seller must be the earlier purchase's buyer (chain of title, by name identity: co-buyers, initials, entity suffixes, trustee forms); when either name is unknown the pair is unverified.
             * @enum {string}
             */
            chain: "verified" | "unverified";
            city: string;
            /** @description Resale price - purchase price, US dollars (before costs and financing); negative for a loss. */
            gross_profit: number | null;
            /** @description Resale date - purchase date, days. */
            hold_days: number;
            property_id: number;
            /** @description The purchase leg: the flipper's arms-length purchase. */
            purchase: {
                /** @description Buyer of the purchase as recorded: the flipper. */
                buyer: string | null;
                /**
                 * Format: date
                 * @description Date of the purchase that was resold (sale date, else recording date).
                 */
                date: string;
                /** @description Purchase price, US dollars; for a parcel of a multi-parcel deal, the parcel's apportioned share of the deal price. */
                price: number | null;
            };
            /** @description The resale leg. */
            resale: {
                /** @description Buyer of the resale as recorded. */
                buyer: string | null;
                /**
                 * Format: date
                 * @description Resale date (sale date, else recording date).
                 */
                date: string;
                /** @description Resale price, US dollars; for a parcel of a multi-parcel deal, the parcel's apportioned share of the deal price. */
                price: number;
                /** @description Seller of the resale as recorded. */
                seller: string | null;
            };
            /** @description gross_profit / purchase price, a fraction (0.25 = 25%, 4 decimals); null when the purchase price is unknown or 0. */
            roi: number | null;
            state: string;
            zip: string;
        };
        /** @description The place the request selected, as resolved. */
        Geography: {
            /** @description What the data is keyed on: state code, CBSA code, county FIPS, city name (upper case, with `state`) or zip. */
            code: string;
            /** @description Display name, e.g. "Sacramento-Roseville-Folsom, CA". */
            name: string;
            /** @description The state of the place; null for a metropolitan area (which may span states). */
            state: string | null;
            /** @enum {string} */
            type: "state" | "msa" | "county" | "city" | "zip";
        };
        /** @description Hold times of the flips: resales within flip_window_days of the seller's purchase. */
        GeoHoldTimeStats: {
            /** @description Resales counted. */
            count: number;
            /** @description Resales per hold-time bucket, always these buckets in this order (days): 0-30, 31-60, 61-90, 91-180, 181-270, 271-365, 366-730, 731-1095, 1096-1825, 1826-3650, 3651-7300, 7301+. */
            histogram: {
                count: number;
                /** @example 0-30 */
                label: string;
                /** @description Inclusive; null for the open-ended last bucket. */
                max_days: number | null;
                min_days: number;
                /** @description count / the resales counted, a fraction 0-1; null when there are none. */
                share: number | null;
            }[];
            /** @description The statistics of this object computed from fewer than 20 values (its sample: the count field named in its description), too few to trust; a statistic that is null (no values) is not listed. The sample of every statistic here is count. */
            low_sample: string[];
            /** @description Mean hold time. Days (1 decimal); null when there is no resale. */
            mean_days: number | null;
            /** @description Median hold time (linear interpolation between the two middle values). Days (1 decimal); null when there is no resale. */
            median_days: number | null;
            /** @description 25th percentile (linear interpolation). Days (1 decimal); null when there is no resale. */
            p25_days: number | null;
            /** @description 75th percentile (linear interpolation). Days (1 decimal); null when there is no resale. */
            p75_days: number | null;
            /** @description 90th percentile (linear interpolation). Days (1 decimal); null when there is no resale. */
            p90_days: number | null;
        };
        GeoTierCount: {
            count: number;
            /** @description count / the total, a fraction 0-1; null when the total is 0. */
            share: number | null;
            /**
             * @description Portfolio tier; `unknown` when there is no owner (buyer) name.
             * @enum {string}
             */
            tier: "1" | "2-9" | "10-99" | "100-999" | "1000+" | "unknown";
        };
        /** @description One zip's market metrics over the window. Every metric covers the whole zip. */
        GeoZipRow: {
            /** @description Cash purchases / sales. A cash purchase is an arms-length purchase with no first mortgage on it and no mortgage-only record within 30 days after. A fraction (0.25 = 25%, 4 decimals); null when a term is unknown or the denominator is 0. */
            cash_share: number | null;
            /** @description The zip's preferred USPS city. */
            city: string | null;
            /** @description flips / sales. A fraction (0.25 = 25%, 4 decimals); null when a term is unknown or the denominator is 0. */
            flip_rate: number | null;
            /** @description Flips in the window: resales within 365 days of the seller's purchase. */
            flips: number;
            /** @description The gross rental yield: 12 × the median rent / the median sale price, of the same place and window; a fraction (0.065 = 6.5%, 4 decimals), null unless both are known. */
            gross_yield: number | null;
            /** @description Single-family properties owned by institutional owners (100+ properties nationally) / single_family_properties, now. A fraction (0.25 = 25%, 4 decimals); null when a term is unknown or the denominator is 0. */
            institutional_share: number | null;
            /** @description Investor purchases / sales. An investor purchase is one whose buyer, at that purchase, is an entity (LLC, INC, CORP, LP, TRUST, HOLDINGS, PROPERTIES, ...), or made 3 or more purchases (under its merged name identity) in the 10 years up to and including it, or is the owner of record who does not live there (absentee; known for the current owner's purchase only). It is decided once per purchase when the data is loaded, so it never depends on the window asked about. A fraction (0.25 = 25%, 4 decimals); null when a term is unknown or the denominator is 0. */
            investor_share: number | null;
            /** @description Rentals leased in the window (by lease date, else list date). */
            leases: number;
            /** @description The statistics of this object computed from fewer than 20 values (its sample: the count field named in its description), too few to trust; a statistic that is null (no values) is not listed. Samples: price_sales for median_price; sales for the shares and rates of sales; the smaller of sales and sales_prior_year for sales_yoy_change, of price_sales and its prior year's for median_price_yoy_change; sqft_sales, resales and leases for the medians over them; the smaller of price_sales and leases for gross_yield; single_family_properties for institutional_share. */
            low_sample: string[];
            /** @description Median hold time of the resales, days: monthly medians weighted by resales. Null without resales. */
            median_hold_days: number | null;
            /** @description The median sale price: the exact median of the prices of the purchases that are market evidence (arms-length, positive price, not a parcel of a multi-parcel deal, not a price outlier; price_sales) in the place and window, the mean of the two middle prices of an even count (PostgreSQL percentile_cont(0.5)); US dollars, null without them. */
            median_price: number | null;
            /** @description Median of price / living area over purchases of properties with a known living area (sqft_sales), as median_price (monthly medians weighted by those purchases). US dollars per square foot. */
            median_price_per_sqft: number | null;
            /** @description median_price of the same months one year earlier. */
            median_price_prior_year: number | null;
            /** @description median_price / median_price_prior_year - 1. A fraction (0.25 = 25%, 4 decimals); null when a term is unknown or the denominator is 0. */
            median_price_yoy_change: number | null;
            /** @description The median rent: the exact median of the monthly rents of the leases in the place and window (dated by lease date, else list date), as the median sale price; US dollars, null without leases. */
            median_rent: number | null;
            /** @description Purchases in the window that are market evidence (not a parcel of a multi-parcel deal, not a price outlier): the sample of median_price. At most sales. */
            price_sales: number;
            /** @description Purchases that follow an earlier purchase of the same property (hold time known). */
            resales: number;
            /** @description Arms-length purchases in the window. */
            sales: number;
            /** @description Arms-length purchases in the same months one year earlier. */
            sales_prior_year: number;
            /** @description Sum of their prices, US dollars. */
            sales_value: number;
            /** @description sales / sales_prior_year - 1. A fraction (0.25 = 25%, 4 decimals); null when a term is unknown or the denominator is 0. */
            sales_yoy_change: number | null;
            /** @description Single-family properties in the zip now. */
            single_family_properties: number;
            /** @description Purchases of properties with a known living area: the sample of median_price_per_sqft. */
            sqft_sales: number;
            state: string | null;
            zip: string;
        };
        HealthComponent: {
            message?: string;
            /** @enum {string} */
            status: "up" | "down";
        };
        HealthResult: {
            /** @description every component: `database` (a query answers), `schema` (at the newest migration), `geography` (the reference data is loaded) and `keystore` */
            details: {
                [key: string]: components["schemas"]["HealthComponent"];
            };
            /** @description components that are down, each with a short message */
            error: {
                [key: string]: components["schemas"]["HealthComponent"];
            } | null;
            /** @description components that are up */
            info: {
                [key: string]: components["schemas"]["HealthComponent"];
            } | null;
            /**
             * @description `ok` when every component is up, `error` otherwise
             * @enum {string}
             */
            status: "ok" | "error";
        };
        LastSale: {
            /** Format: date */
            date: string | null;
            /** @description Extension: the sale was one deal of several parcels for one price (docs: deals); price is then this parcel's share of deal_price, not the price recorded on the deed. null otherwise. */
            deal_id: string | null;
            /** @description Extension: the parcels of the deal; null when deal_id is null. */
            deal_parcel_count: number | null;
            /** @description Extension: the deal's total price; null when deal_id is null. */
            deal_price: number | null;
            document_type: string | null;
            lender: string | null;
            mtg_1_est_remaining: number | null;
            mtg_2_est_remaining: number | null;
            mtg_3_est_remaining: number | null;
            mtg_4_est_remaining: number | null;
            mtg_amount: number | null;
            mtg_interest_rate: number | null;
            mtg_term_months: number | null;
            mtg_type: string | null;
            price: number | null;
        } | null;
        /** @description Deprecated camelCase property shape of the POST forms. */
        LegacyProperty: {
            /** @example 123 Main St, Boise, ID 83702 */
            address: string;
            bathrooms: number | null;
            bedrooms: number | null;
            /** @description Living area, else total area. */
            buildingSqft: number | null;
            estimatedValue: number | null;
            features: {
                /** @description true when the air-conditioning description says central; false for any other recorded kind; null when none is recorded. */
                centralAC: boolean | null;
                garage: boolean | null;
                pool: boolean | null;
            };
            /** Format: date */
            lastSaleDate: string | null;
            lastSalePrice: number | null;
            latitude: number;
            longitude: number;
            lotSqft: number | null;
            /** @description Premium: null for base-plan keys. */
            ownerInfo: {
                absenteeOwner: boolean | null;
                corporateOwned: boolean | null;
                name: string | null;
                ownerType: string | null;
            } | null;
            propertyId: number;
            propertyType: string | null;
            /** @description The 5 most recent recorded transactions, newest first. */
            recentTransactions: {
                buyer: string | null;
                /**
                 * Format: date
                 * @description Sale date, else recording date.
                 */
                date: string | null;
                price: number | null;
                seller: string | null;
                /** @description The recorder's wording, else the normalised document type. */
                transactionType: string | null;
            }[];
            taxAssessedValue: number | null;
            yearBuilt: number | null;
        };
        LegacyTransaction: {
            buyer: string | null;
            /** @description Sale date (recording date when the sale date is unknown), YYYY-MM-DD. */
            date: string | null;
            documentNumber: string | null;
            lenderName: string | null;
            loanAmount: number | null;
            price: number | null;
            seller: string | null;
            transactionType: string | null;
        };
        Location: {
            /** @description A representative point (WGS84): a zip's census internal point; for larger places the mean of their zips' points. Null when no point is known. */
            centroid: {
                lat: number;
                lon: number;
            } | null;
            /** @description Identifiers; null when unknown or not applicable. */
            codes: {
                /** @description 5-digit CBSA code: the CBSA itself, or the one of the primary county. */
                cbsa_code: string | null;
                /** @description 5-digit county FIPS: the county itself, or the primary county of a city or zip (the county of most of its addresses). */
                county_fips: string | null;
                /** @description 2-letter state code; null for a CBSA in several states. */
                state: string | null;
                /** @description 2-digit state FIPS code; null when `state` is null. */
                state_fips: string | null;
                /** @description The zip, for a zip. */
                zip: string | null;
            };
            /** @description Name with its state: "California", "Sacramento-Roseville-Folsom, CA", "Sacramento County, CA", "Sacramento, CA", "Sacramento, CA 95814". */
            display_name: string;
            /**
             * @description For a CBSA: metropolitan (urban core of 50,000+) or micropolitan (10,000-50,000) statistical area, per OMB. Null for other types.
             * @enum {string|null}
             */
            msa_type: "metro" | "micro" | null;
            /** @description Proper name: state name, CBSA title, county name ("Sacramento County"), USPS city name ("Saint Louis"), or the 5-digit zip. */
            name: string;
            /** @description The places containing this one, where known: state (null for a state and a multi-state CBSA), CBSA and county (through the primary county), and for a zip its primary city. */
            parents: {
                city: {
                    name: string;
                    state: string;
                } | null;
                county: {
                    fips: string;
                    name: string | null;
                } | null;
                msa: {
                    code: string;
                    title: string | null;
                    /** @enum {string|null} */
                    type: "metro" | "micro" | null;
                } | null;
                state: {
                    code: string;
                    fips: string | null;
                    name: string | null;
                } | null;
            };
            /** @description State codes the place is in: one, except for CBSAs spanning states (principal states first, as in the title). */
            states: string[];
            /**
             * @description Kind of place.
             * @enum {string}
             */
            type: "state" | "msa" | "county" | "city" | "zip";
            /** @description Size proxy used to rank places (population is not in the data): the number of zips whose primary city, county, CBSA or state this is; 1 for a zip. 0 for the 7 Connecticut CBSAs, which no zip is mapped to. */
            zip_count: number;
        };
        LocationMatch: components["schemas"]["Location"] & {
            /**
             * @description `exact`: a name (or a state code, a county name without "County", a CBSA's principal city) equals the query; `prefix`: a name starts with it; `fuzzy`: a name is similar (pg_trgm word similarity >= 0.5 when nothing matched otherwise, >= 0.6 beside exact and prefix matches).
             * @enum {string}
             */
            match: "exact" | "prefix" | "fuzzy";
            /** @description For fuzzy matches, the pg_trgm word similarity (0-1) of the query to the name; null otherwise. */
            similarity: number | null;
        };
        /** @description Paging and candidate-window counts of a nearby-sales page. */
        NearbyMeta: {
            /** @description Size of the candidate scan window. */
            candidate_limit: number;
            /** @description The candidate scan returned exactly candidate_limit rows: results may be incomplete. */
            candidate_limit_hit: boolean;
            /** @description Records in this page. */
            count: number;
            /** @description page * page_size < total. When candidate_limit_hit is true, false does not prove there are no more records: narrow the radius or the dates and retry. */
            has_more: boolean;
            page: number;
            page_size: number;
            /** @description Matches within the candidate scan window; a lower bound when candidate_limit_hit is true. */
            total: number;
            /** @description false when candidate_limit_hit is true. */
            total_is_exact: boolean;
        };
        /** @description A nearby sale. The enrichment and valuation fields are present only when `include` asks for them. */
        NearbySale: components["schemas"]["NearbySaleBase"] & {
            AC_DESCRIPTION?: string | null;
            BUILDING_COUNT?: number | null;
            CENSUS_TRACT?: string | null;
            CONDITION?: string | null;
            CONSTRUCTION_TYPE?: string | null;
            /** @description Premium: null for base-plan keys. */
            CORPORATE_OWNER?: boolean | null;
            EFFECTIVE_YEAR_BUILT?: number | null;
            /** @description Number of fireplaces when the assessor recorded a count; null when unknown or recorded only as a description. */
            FIREPLACES?: number | null;
            FORECAST_STD_DEV?: number | null;
            GARAGE_DESCRIPTION?: string | null;
            GEOCODING_ACCURACY?: string | null;
            HEATING_TYPE?: string | null;
            LIVING_AREA_SQFT?: number | null;
            MONTHS_OWNED?: number | null;
            /** @description Premium: null for base-plan keys. */
            OWNER_TYPE?: string | null;
            PARKING_SPACES_COUNT?: number | null;
            PARTIAL_BATHS_COUNT?: number | null;
            POOL_TYPE?: string | null;
            QUALITY?: string | null;
            ROOMS_COUNT?: number | null;
            STORIES?: string | null;
            UNITS_COUNT?: number | null;
            /** Format: date */
            VALUATION_DATE?: string | null;
            VALUATION_HIGH?: number | null;
            VALUATION_LOW?: number | null;
            VALUATION_VALUE?: number | null;
            ZIP_PLUS_FOUR_CODE?: string | null;
        };
        /** @description A nearby sale without the include groups: the sale's fields, then the property's. */
        NearbySaleBase: {
            BATHROOMS: number | null;
            BEDROOMS: number | null;
            /** @description Null only when the recorder gave no buyer name (some public sources carry none), rather than dropping the sale. */
            BUYER_BORROWER1_NAME: string | null;
            CITY: string;
            FULL_STREET_ADDRESS: string;
            /** @description County land-use code (else the state code). Null only when the source recorded neither code, rather than dropping the sale. */
            LAND_USE_CODE: string | null;
            LATITUDE: number;
            LONGITUDE: number;
            LOT_SIZE_SQFT: number | null;
            PROPERTY_ID: number;
            /** Format: date */
            RECORDING_DATE: string;
            /**
             * @description Sale price in US dollars, as a string.
             * @example 425000
             */
            SALE_AMT: string;
            /** Format: date */
            SALE_DATE: string;
            /** @description Null only when the recorder gave no seller name, rather than dropping the sale. */
            SELLER1_NAME: string | null;
            STATE: string;
            /** @description Building area: the living area, else the total area. Never null: sales of properties whose building area is unknown are not returned. */
            SUM_BUILDING_SQFT: number;
            YEAR_BUILT: number | null;
            ZIP_CODE: string;
        };
        /** @description A property record (Premium fields masked per plan) with its distance and equity. */
        NearbySoldProperty: components["schemas"]["Property"] & {
            /** @description Great-circle distance from the subject property, miles (3 decimals). */
            distance_miles: number;
            /** @description Estimated value minus the estimated remaining balances of the recorded mortgages; null when the value is unknown. */
            equity: number | null;
        };
        /** @description Premium: null for base-plan keys. */
        Owner: {
            care_of_name: string | null;
            city: string | null;
            corporate_owner: boolean | null;
            formatted_street_address: string | null;
            name: string | null;
            owner_occupied: boolean | null;
            second_name: string | null;
            state: string | null;
            zip_code: string | null;
            zip_plus_four_code: string | null;
        } | null;
        PortfolioProperty: {
            /** @description Street line as recorded. */
            address: string;
            baths: number | null;
            beds: number | null;
            city: string;
            /**
             * Format: date
             * @example 2026-06-30
             */
            last_sale_date: string | null;
            last_sale_price: number | null;
            /** @description Living area, else total area, square feet. */
            living_sqft: number | null;
            property_id: number;
            property_type: string | null;
            state: string;
            /** @description The valuation on record, US dollars: the property record's `valuation.value` (null when the evidence is too thin). */
            value: number | null;
            year_built: number | null;
            zip: string;
        };
        /** @description RFC 9457 problem details (Content-Type: application/problem+json). */
        Problem: {
            /** @description A buyer name that is no buyer's answering 404: the buyers with similar names (trigram similarity >= 0.5, 4 decimals), most similar first, then most purchases. */
            alternatives?: {
                name: string;
                purchases: number;
                similarity: number;
            }[];
            /** @description Address lookups answering 404: up to 5 properties the caller may have meant, with the parts of the address that differ. */
            candidates?: {
                address: string;
                differs: ("house_number" | "street_name" | "suffix" | "directional" | "unit" | "city" | "state")[];
                property_id: number;
            }[];
            /** @description With match `ambiguous`: how many properties fit. */
            candidates_total?: number;
            /** @example Invalid query parameter: page_size: Too big: expected number to be <=100 */
            detail: string;
            errors?: {
                message: string;
                path: string;
            }[];
            /** @example /properties/search */
            instance: string;
            /**
             * @description Address lookups answering 404: `none` (no property can be claimed at the address) or `ambiguous` (several units or parcels fit and no unit was given; see unit_policy).
             * @enum {string}
             */
            match?: "none" | "ambiguous";
            request_id?: string;
            /** @example 400 */
            status: number;
            /** @description A city, county or metro name that matches no place answering 404: up to 5 places of that kind /locations finds for the name, in any state. */
            suggestions?: {
                /** @description The CBSA code of a metro, the FIPS code of a county; null for a city. */
                code: string | null;
                display_name: string;
                name: string;
                states: string[];
                /** @enum {string} */
                type: "state" | "msa" | "county" | "city" | "zip";
            }[];
            /** @example Bad Request */
            title: string;
            /** @example about:blank */
            type: string;
        };
        Property: {
            address: components["schemas"]["Address"];
            assessed_year: number | null;
            assessments: {
                assessed_value: number | null;
                improvement_value: number | null;
                land_value: number | null;
                market_value: number | null;
            } | null;
            county: string | null;
            current_sale: {
                buyer_1: string | null;
                buyer_2: string | null;
                doc_num: string | null;
                seller_1: string | null;
                seller_2: string | null;
            } | null;
            exemptions: {
                cemetery: boolean | null;
                disabled: boolean | null;
                homeowner: boolean | null;
                hospital: boolean | null;
                library: boolean | null;
                public: boolean | null;
                religious: boolean | null;
                school: boolean | null;
                senior: boolean | null;
                veteran: boolean | null;
                welfare: boolean | null;
                widow: boolean | null;
            } | null;
            /** @description Association fee for the period in hoa_frequency. */
            hoa: number | null;
            /** @enum {string|null} */
            hoa_frequency: "annual" | "monthly" | "quarterly" | "semi_annual" | null;
            last_sale: components["schemas"]["LastSale"];
            listing_status: string | null;
            market_year: number | null;
            months_owned: number | null;
            msa: string | null;
            owner: components["schemas"]["Owner"];
            /** @description Premium: null for base-plan keys. */
            owner_type: string | null;
            parcel: {
                apn_original: string | null;
                area_acres: number | null;
                area_sq_ft: number | null;
                building_count: number | null;
                county_land_use_code: string | null;
                depth_ft: number | null;
                fips_code: string | null;
                frontage_ft: number | null;
                legal_description: string | null;
                lot_number: string | null;
                section_township_range: string | null;
                state_land_use_code: string | null;
                subdivision: string | null;
                /** @description The quality of the parcel's view, 0 (none) to 4 (excellent), as the King County assessor rates it. */
                view: number | null;
                /** @description The parcel fronts on open water (sea, lake or river). */
                waterfront: boolean | null;
                zoning: string | null;
            } | null;
            /** @description Premium: null for base-plan keys. */
            pre_foreclosure: {
                doc_type: string | null;
                flag: boolean | null;
                ind: string | null;
                reason: string | null;
                recording_date: string | null;
            } | null;
            property_class_description: string | null;
            property_id: number;
            property_type: string | null;
            purchase_method: string | null;
            school_district_name: string | null;
            school_tax_district_1: string | null;
            school_tax_district_2: string | null;
            school_tax_district_3: string | null;
            /** @description Extension: the data source's own valuation as imported (value, range, forecast standard deviation, date), with its source; null when the source gives none. It is not the project's estimate (`valuation`), and the two can differ. An exported record carries both; the importer reads the source's from `source_valuation` when it is present. */
            source_valuation?: {
                /** Format: date */
                date: string | null;
                /** @description The source's forecast standard deviation, in percent of `value` (8 means 8%), as the source states it. Null when the source gives none. */
                forecast_standard_deviation: number | null;
                high: number | null;
                low: number | null;
                /** @description The data source it came from (the record's data source). */
                source: string;
                value: number | null;
            } | null;
            structure: {
                ac_description: string | null;
                basement_type: string | null;
                baths: number | null;
                beds_count: number | null;
                building_class_description: string | null;
                condition: string | null;
                construction_type: string | null;
                effective_year_built: number | null;
                exterior_wall_type: string | null;
                fireplaces: string | null;
                garage_description: string | null;
                heating_fuel_type: string | null;
                heating_type: string | null;
                living_area_sqft: number | null;
                parking_spaces_count: number | null;
                partial_baths_count: number | null;
                pool_type: string | null;
                quality: string | null;
                roof_material_type: string | null;
                roof_style_type: string | null;
                rooms_count: number | null;
                sewer_type: string | null;
                sqft_description: string | null;
                stories: string | null;
                total_area_sq_ft: number | null;
                units_count: number | null;
                water_type: string | null;
                year_built: number | null;
            } | null;
            tax_amount: number | null;
            tax_delinquent_year: number | null;
            tax_rate_code_area: string | null;
            tax_year: number | null;
            /** @description Premium: null for base-plan keys. */
            vacant: boolean | null;
            /** @description The valuation on record: the project's own estimate, the value, 80% interval and as_of that GET /properties/valuation answers for this property with no parameters (docs/valuation.md#the-valuation-on-record). Computed after each load; null when the evidence is too thin (GET /properties/valuation answers 422). The data source's own valuation, when it has one, is `source_valuation`. */
            valuation: {
                /**
                 * Format: date
                 * @description The as_of date of the estimate, YYYY-MM-DD.
                 */
                date: string | null;
                /** @description The forecast standard deviation, in percent of `value` (8 means 8%): the spread of the actual price around the value that the nominal 80% interval implies, 100 × ln(high / low) / 2.563, so that low and high are value × exp(∓1.2816 × forecast_standard_deviation / 100) up to rounding. */
                forecast_standard_deviation: number | null;
                high: number | null;
                low: number | null;
                value: number | null;
            } | null;
        };
        /** @description The rental market of one geography value over the window. */
        RentalMarketRow: {
            /** @description Rents by the listing's bedroom count, always the buckets 0, 1, 2, 3, 4, 5+ in this order (fractional counts round down). Leases of unknown bedroom count are in the totals only. */
            by_bedrooms: {
                /**
                 * @description Bedrooms of the listing; 5+ = five or more.
                 * @enum {string}
                 */
                bedrooms: "0" | "1" | "2" | "3" | "4" | "5+";
                /** @description Leases of listings with that many bedrooms in the window. */
                leases: number;
                /** @description Median rent. US dollars (2 decimals); null without leases. */
                median: number | null;
                /** @description 25th percentile rent. US dollars (2 decimals); null without leases. */
                p25: number | null;
                /** @description 75th percentile rent. US dollars (2 decimals); null without leases. */
                p75: number | null;
            }[];
            /** @description Leases whose days on market are known: the sample of median_days_on_market. */
            days_on_market_leases: number;
            geography: components["schemas"]["Geography"];
            /** @description The gross rental yield: 12 × the median rent / the median sale price, of the same place and window; a fraction (0.065 = 6.5%, 4 decimals), null unless both are known. */
            gross_yield: number | null;
            /** @description Lease volume: rentals leased in the window. */
            leases: number;
            /** @description The statistics of this object computed from fewer than 20 values (its sample: the count field named in its description), too few to trust; a statistic that is null (no values) is not listed. Samples: leases for rent; rent_per_sqft_leases and days_on_market_leases for their medians; the smaller of leases and prior_year.leases for median_rent_yoy_change; price_sales for median_price; the smaller of leases and price_sales for gross_yield. */
            low_sample: string[];
            /** @description Median days from listing to lease over the leases where it is known (1 decimal). */
            median_days_on_market: number | null;
            /** @description The median sale price: the exact median of the prices of the purchases that are market evidence (arms-length, positive price, not a parcel of a multi-parcel deal, not a price outlier; price_sales) in the place and window, the mean of the two middle prices of an even count (PostgreSQL percentile_cont(0.5)); US dollars, null without them. */
            median_price: number | null;
            /** @description Median of rent / living area over the leases whose area is known (each lease's value to the cent), US dollars per square foot (3 decimals); null when none is. */
            median_rent_per_sqft: number | null;
            /** @description rent.median / prior_year.median_rent - 1, a fraction (0.04 = +4%, 4 decimals); null when either is unknown. */
            median_rent_yoy_change: number | null;
            /** @description Every month of the window, oldest first, including months without leases (leases 0, median_rent null): for charting. */
            monthly: {
                /** @description Leases signed in the month. */
                leases: number;
                /** @description Median monthly rent of the month's leases. US dollars (2 decimals); null without leases. */
                median_rent: number | null;
                /**
                 * @description The month. YYYY-MM.
                 * @example 2025-01
                 */
                month: string;
            }[];
            /** @description Purchases in the window that are market evidence (not a parcel of a multi-parcel deal, not a price outlier): the sample of median_price. At most sales. */
            price_sales: number;
            /** @description The same months one year earlier: the base of the year-over-year change. */
            prior_year: {
                /** @description Leases in the same months one year earlier. */
                leases: number;
                /** @description Their median monthly rent. US dollars (2 decimals); null without leases. */
                median_rent: number | null;
            };
            /** @description Monthly rents of the window's leases. Percentiles interpolate linearly between the closest ranks (PostgreSQL percentile_cont): the median of an even count is the mean of the two middle values. */
            rent: {
                /** @description The median rent: the exact median of the monthly rents of the leases in the place and window (dated by lease date, else list date), as the median sale price; US dollars, null without leases. */
                median: number | null;
                /** @description 10th percentile of the monthly rents of the leases. US dollars (2 decimals); null without leases. */
                p10: number | null;
                /** @description 25th percentile. US dollars (2 decimals); null without leases. */
                p25: number | null;
                /** @description 75th percentile. US dollars (2 decimals); null without leases. */
                p75: number | null;
                /** @description 90th percentile. US dollars (2 decimals); null without leases. */
                p90: number | null;
            };
            /** @description Leases whose living area is known: the sample of median_rent_per_sqft. */
            rent_per_sqft_leases: number;
            /** @description Purchases of properties in the geography in the window, by sale date (else recording date), as a zip row counts them. */
            sales: number;
        };
        /** @description One rental as a flat table row. */
        RentalRow: {
            /** @description The property's normalised street line (USPS Publication 28 forms, upper case, with the unit). */
            address: string;
            /** @description Bathrooms of the listing. */
            baths: number | null;
            /** @description Bedrooms of the listing. */
            beds: number | null;
            /** @description Upper case. */
            city: string;
            /** @description Days from listing to lease (or to withdrawal, or so far). */
            days_on_market: number | null;
            /**
             * Format: date
             * @description Date the lease was signed; null unless status is leased (or when the source did not record it).
             */
            lease_date: string | null;
            /**
             * Format: date
             * @description Date the rental was listed.
             */
            list_date: string;
            property_id: number;
            property_type: string | null;
            /** @description Monthly rent asked (listed, withdrawn) or agreed (leased), US dollars. */
            rent: number;
            /** @description rent / sqft, US dollars per square foot (3 decimals); null when the area is unknown or 0. */
            rent_per_sqft: number | null;
            /** @description Position of the rental in the property's rental history. */
            seq: number;
            /** @description Living area of the listing, square feet. */
            sqft: number | null;
            state: string;
            /**
             * @description leased: a lease was signed; listed: still on the market; withdrawn: taken off the market unleased.
             * @enum {string}
             */
            status: "listed" | "leased" | "withdrawn";
            year_built: number | null;
            zip: string;
        };
        /** @description A rental listing and its outcome, with the rented property. */
        RentalTransaction: {
            /** @description Bathrooms of the listing. */
            baths: number | null;
            /** @description Bedrooms of the listing. */
            beds: number | null;
            /** @description Days from listing to lease (or to withdrawal, or so far). */
            days_on_market: number | null;
            /**
             * Format: date
             * @description Date the lease was signed; null unless status is leased (or when the source did not record it).
             */
            lease_date: string | null;
            /**
             * Format: date
             * @description Date the rental was listed.
             */
            list_date: string;
            /** @description The rented property. */
            property: {
                /** @description The property's normalised street line (USPS Publication 28 forms, upper case, with the unit). */
                address: string;
                baths: number | null;
                /** @description Bedrooms per the property record (the listing's own count is `beds`). */
                beds: number | null;
                /** @description Upper case. */
                city: string;
                latitude: number;
                /** @description Living area per the property record, square feet. */
                living_sqft: number | null;
                longitude: number;
                property_type: string | null;
                state: string;
                year_built: number | null;
                zip: string;
            };
            property_id: number;
            /** @description Monthly rent asked (listed, withdrawn) or agreed (leased), US dollars. */
            rent: number;
            /** @description rent / sqft, US dollars per square foot (3 decimals); null when the area is unknown or 0. */
            rent_per_sqft: number | null;
            /** @description Position of this rental in the property's rental history as loaded (0 = first); (property_id, seq) identifies it. */
            seq: number;
            /** @description Living area of the listing, square feet. */
            sqft: number | null;
            /**
             * @description leased: a lease was signed; listed: still on the market; withdrawn: taken off the market unleased.
             * @enum {string}
             */
            status: "listed" | "leased" | "withdrawn";
        };
        TopBuyer: {
            /** @description totalPurchaseValue / transactionCount, US dollars (cents). */
            averagePurchasePrice: number;
            /** @description The buyer: its normalised name (case, punctuation and entity suffixes folded, e.g. "Crestline Homes, L.L.C." and "CRESTLINE HOMES LLC" are one buyer). GET /buyer-profiles/{buyerName} lists its recorded spellings. */
            buyerName: string;
            /** @description Cash purchases among those purchases, percent 0-100 (1 decimal). A cash purchase is an arms-length purchase with no first mortgage on it and no mortgage-only record within 30 days after. */
            cashPurchasePercentage: number;
            /**
             * Format: date
             * @description Date of its latest purchase in the area and date range.
             * @example 2026-06-30
             */
            lastPurchaseDate: string;
            /** @description Properties it owns now anywhere (owner of record), as of the last data load. null when unknown: it owns nothing now and no property it bought has an owner of record in the data (a sales list without ownership). */
            portfolioSize: number | null;
            /** @description Its top markets among those purchases, most purchases first (ties by name), at most 3: cities ("SACRAMENTO, CA") when filtering a state, zips when filtering a city. */
            primaryMarkets: string[];
            /** @description Sum of the prices of those purchases, US dollars. */
            totalPurchaseValue: number;
            /** @description Its purchases in the area and date range. */
            transactionCount: number;
        };
        Transaction: {
            APN: string | null;
            /** @description Extension: this parcel's share of DEAL_PRICE, by assessed value (else market value, else equal shares); the shares add up to DEAL_PRICE. null when MULTI_PARCEL is false. */
            APPORTIONED_PRICE: string | null;
            /** @description Extension: the arm's-length decision: true a sale between unrelated parties, false not, null unknown or not a transfer. */
            ARMS_LENGTH: boolean | null;
            /**
             * @description Extension: why ARMS_LENGTH is what it is: SOURCE_FLAG (the source's flag), DOCUMENT_TYPE (a quitclaim, gift, trustee's, sheriff's or tax deed, deed in lieu), NOMINAL_PRICE (under $1,000), BELOW_ASSESSED (under a quarter of the parcel's assessed or market value of a year within two of the sale), RELATED_PARTIES (buyer and seller of one name identity, or a person and the family trust of that surname), PARTIAL_INTEREST, MARKET (a sale deed with nothing against it); null when there is no decision.
             * @enum {string|null}
             */
            ARMS_LENGTH_REASON: "SOURCE_FLAG" | "DOCUMENT_TYPE" | "NOMINAL_PRICE" | "BELOW_ASSESSED" | "RELATED_PARTIES" | "PARTIAL_INTEREST" | "MARKET" | null;
            BUYER_BORROWER1_NAME: string | null;
            BUYER_BORROWER2_NAME: string | null;
            /** @description Extension: the id of the deal, the same on each of its parcels; null when MULTI_PARCEL is false. */
            DEAL_ID: string | null;
            /** @description Extension: the deal's total price, counted once; null when MULTI_PARCEL is false. */
            DEAL_PRICE: string | null;
            /** @description Extension: the recorder's instrument (document) number. */
            DOC_NUM: string | null;
            FIRST_MTG_AMT: string | null;
            /** Format: date */
            FIRST_MTG_DUE_DATE: string | null;
            FIRST_MTG_LENDER_NAME: string | null;
            /** Format: date */
            FIRST_MTG_RECORDING_DATE: string | null;
            /** @description Extension: the transfer is an arm's-length purchase, not part of a multi-parcel deal and not an outlier: the only sales medians, price indexes, comparable sales and valuations read. */
            MARKET_EVIDENCE: boolean;
            /** @description Extension: the instrument conveyed two or more parcels for one price: SALE_AMT is the price as recorded, DEAL_PRICE the whole deal, APPORTIONED_PRICE this parcel's share. */
            MULTI_PARCEL: boolean;
            /**
             * @description Extension: the price is far outside its zip and year: PRICE_TO_ASSESSMENT (price / assessed value 6 or more times the zip-year median ratio, or a sixth or less: a likely typo), PRICE_PER_SQFT (5 or more times the zip-year median price per square foot, or a fifth or less); null otherwise.
             * @enum {string|null}
             */
            OUTLIER_REASON: "PRICE_TO_ASSESSMENT" | "PRICE_PER_SQFT" | null;
            /** @description Extension: the parcels of the deal; null when MULTI_PARCEL is false. */
            PARCEL_COUNT: number | null;
            /** Format: date */
            RECORDING_DATE: string | null;
            SALE_AMT: string | null;
            /** Format: date */
            SALE_DATE: string | null;
            SELLER1_NAME: string | null;
            TRANSACTION_TYPE: string | null;
        };
        Usage: {
            /** Format: date-time */
            as_of: string;
            /** @description the owner label the key was issued under (not `owner`, the Premium-only owner of record wherever it appears) */
            key_owner: string;
            /** @enum {string} */
            plan: "base" | "premium" | "unlimited";
            quota: components["schemas"]["UsageQuota"];
            rate_limit: components["schemas"]["UsageRateLimit"];
            /**
             * @description `api-gateway`: API Gateway usage data, reused for up to 10 s; `local-gateway`: the local gateway's own meter
             * @enum {string}
             */
            source: "api-gateway" | "local-gateway";
            /** @description the subscriber this key meters to; the same across key rotations */
            subscriber_id: string;
        };
        UsageQuota: {
            limit: number;
            /**
             * @description UTC calendar day or month; WINDOW for a local gateway counting short trial windows
             * @enum {string}
             */
            period: "DAY" | "MONTH" | "WINDOW";
            remaining: number;
            /**
             * Format: date-time
             * @description when the period ends and the count restarts
             */
            resets_at: string;
            /** @description requests counted in the current period */
            used: number;
        };
        UsageRateLimit: {
            /** @description bucket capacity: requests allowed at once */
            burst: number;
            /** @description requests the bucket allows now; null where the gateway does not report it (on AWS) */
            burst_remaining: number | null;
            /** @description steady rate the token bucket refills at */
            requests_per_second: number;
        };
        Webhook: {
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            disabled_at: string | null;
            /** @description Why the subscription was disabled: by its owner, or a delivery that kept failing. */
            disabled_reason: string | null;
            events: ("property" | "sale" | "document" | "lease" | "listing" | "owner" | "valuation")[];
            filter: components["schemas"]["WebhookFilter"];
            id: string;
            pending_deliveries: number;
            /** @enum {string} */
            status: "active" | "disabled";
            /** Format: date-time */
            updated_at: string;
            url: string;
        };
        WebhookCreate: {
            /** @description The event types delivered. */
            events: ("property" | "sale" | "document" | "lease" | "listing" | "owner" | "valuation")[];
            filter: components["schemas"]["WebhookFilter"];
            /** @description Where deliveries are POSTed: https, a public address. */
            url: string;
        };
        WebhookCreated: components["schemas"]["Webhook"] & {
            /** @description The signing secret (`whsec_...`), shown this once: keep it to verify deliveries. */
            secret: string;
        };
        WebhookDelivery: {
            attempts: number;
            /** Format: date-time */
            created_at: string;
            /** @description The change feed position of the event; null for a test delivery. */
            event_cursor: string | null;
            /** @description The `webhook-id` header: the same on every attempt. */
            id: string;
            /** Format: date-time */
            last_attempt_at: string | null;
            last_error: string | null;
            latency_ms: number | null;
            /** Format: date-time */
            next_attempt_at: string | null;
            property_id: number | null;
            response_status: number | null;
            /** @enum {string} */
            status: "pending" | "succeeded" | "failed";
            type: string;
        };
        WebhookDeliveryList: {
            deliveries: components["schemas"]["WebhookDelivery"][];
        };
        /** @description Which changes the subscription hears about: exactly one of these. */
        WebhookFilter: {
            counties?: string[];
            msas?: string[];
            /** @description Property ids (at most 1,000 on Premium, 10,000 on Unlimited). */
            property_ids?: number[];
            states?: string[];
            zip_codes?: string[];
        };
        WebhookList: {
            limits: {
                deliveries_per_day: number;
                deliveries_today: number;
                property_ids: number;
                webhooks: number;
            };
            webhooks: components["schemas"]["Webhook"][];
        };
        /**
         * @description POSTed to the subscription URL with the headers `webhook-id`, `webhook-timestamp` and `webhook-signature` (`v1,<base64 HMAC-SHA256 of "id.timestamp.body">` under the secret, Standard Webhooks). Answer 2xx within 10 s; anything else is retried with the same webhook-id.
         * @example {
         *       "type": "sale",
         *       "timestamp": "2026-11-19T06:00:00.000Z",
         *       "webhook": "wh_3kTq9dVbX2mYw8Ln4Rz1",
         *       "data": {
         *         "cursor": "YzEyMzQ1",
         *         "type": "sale",
         *         "property_id": 1234567,
         *         "state": "FL",
         *         "county": "12057",
         *         "zip": "33647",
         *         "city": "TAMPA",
         *         "msa": "45300",
         *         "recording_date": "2026-11-18",
         *         "summary": {
         *           "document_type": "GRANT_DEED",
         *           "price": 325000,
         *           "buyer": "SUNBELT HOMES LLC",
         *           "seller": "JANE DOE",
         *           "sale_date": "2026-11-18"
         *         },
         *         "occurred_at": "2026-11-19T05:59:58.000Z"
         *       }
         *     }
         */
        WebhookPayload: {
            data: components["schemas"]["ChangeEvent"];
            /** Format: date-time */
            timestamp: string;
            type: ("property" | "sale" | "document" | "lease" | "listing" | "owner" | "valuation") | "webhook.test";
            /** @description The subscription delivered to. */
            webhook: string;
        };
        WebhookUpdate: {
            /** @description The event types delivered. */
            events?: ("property" | "sale" | "document" | "lease" | "listing" | "owner" | "valuation")[];
            filter?: components["schemas"]["WebhookFilter"];
            /**
             * @description `active` re-enables a disabled subscription; its pending deliveries resume.
             * @enum {string}
             */
            status?: "active" | "disabled";
            url?: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: {
        /** @description `true`: this form is deprecated (RFC 9745); `Link` names its successor. */
        Deprecation: "true";
        /** @description The other pages of this list (RFC 8288): `first`, `prev` from page 2 on, `next` while a later page has rows; each the request URL with only `page` changed. */
        "Link-Pages": string;
        /** @description `<path>; rel="successor-version"`: the operation replacing this deprecated form (RFC 8288). */
        "Link-Successor": string;
        /** @description What is left of the key's quota (r) and when it resets (t, seconds); locally also of its burst bucket. */
        RateLimit: string;
        /** @description The plan's limits (draft-ietf-httpapi-ratelimit-headers): a `quota` policy (q requests per w seconds) and, where the gateway knows it, a `burst` policy. */
        "RateLimit-Policy": string;
        /** @description Seconds to wait before retrying. */
        "Retry-After": number;
        /** @description Confidence of the match, 0 to 1. */
        "X-Address-Confidence": string;
        /** @description With a `near` match: the parts of the address that differ from the record, comma-separated (`city` and `state` when the last line contradicts the record matched in its zip). */
        "X-Address-Differs": string;
        /** @description How the address matched the property answered (docs: addresses). */
        "X-Address-Match": "exact" | "unit_dropped" | "near" | "building";
        /** @description Why the match is not `exact`, in words. */
        "X-Address-Match-Reason": string;
        /** @description The address of the property answered, normalised (`100 W MAIN ST, BOISE, ID 83702`). */
        "X-Address-Normalized": string;
        /** @description Where the data served came from: its source when all of it comes from one (`synthetic-demo` for the demo market), else `mixed`. */
        "X-Data-Source": string;
        /** @description The request id, in every response: quote it when reporting a problem. */
        "X-Request-Id": string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
