# Generated from openapi.json by `npm run client:python` (clients/python/generate.ts): do not edit.
"""One method per operation of the API; each calls Client.request and answers the JSON body."""

from __future__ import annotations

import json
from typing import Any, Dict, List, Literal, TypedDict, Union


class _PostPropertiesByAddressBodyRequired(TypedDict):
    address: str


class PostPropertiesByAddressBody(_PostPropertiesByAddressBodyRequired, total=False):
    """A request body, an alternative of one or a member object of one, as openapi.json declares it."""

    unit_policy: Literal["unit", "building"]


class _PostPropertiesTransactionsBodyRequired(TypedDict):
    address: str


class PostPropertiesTransactionsBody(_PostPropertiesTransactionsBodyRequired, total=False):
    """A request body, an alternative of one or a member object of one, as openapi.json declares it."""

    unit_policy: Literal["unit", "building"]


class _PostPropertiesNearbySalesBodyRequired(TypedDict):
    address: str


class PostPropertiesNearbySalesBody(_PostPropertiesNearbySalesBodyRequired, total=False):
    """A request body, an alternative of one or a member object of one, as openapi.json declares it."""

    unit_policy: Literal["unit", "building"]


class _PostPropertiesNearbySoldPropertiesBodyRequired(TypedDict):
    address: str


class PostPropertiesNearbySoldPropertiesBody(_PostPropertiesNearbySoldPropertiesBodyRequired, total=False):
    """A request body, an alternative of one or a member object of one, as openapi.json declares it."""

    unit_policy: Literal["unit", "building"]


class _PostBuyersActivityTopBuyersBodyFiltersRequired(TypedDict):
    state: str


class PostBuyersActivityTopBuyersBodyFilters(_PostBuyersActivityTopBuyersBodyFiltersRequired, total=False):
    """A request body, an alternative of one or a member object of one, as openapi.json declares it."""

    city: str
    dateFrom: str
    dateTo: str


class _PostBuyersActivityTopBuyersBodyRequired(TypedDict):
    filters: PostBuyersActivityTopBuyersBodyFilters


class PostBuyersActivityTopBuyersBody(_PostBuyersActivityTopBuyersBodyRequired, total=False):
    """A request body, an alternative of one or a member object of one, as openapi.json declares it."""

    limit: int


class _PostBuyerProfilesByBuyerNameBodyRequired(TypedDict):
    pass


class PostBuyerProfilesByBuyerNameBody(_PostBuyerProfilesByBuyerNameBodyRequired, total=False):
    """A request body, an alternative of one or a member object of one, as openapi.json declares it."""

    page: int
    page_size: int
    group: Literal["name", "family"]


class _PostLocationsBodyRequired(TypedDict):
    query: str


class PostLocationsBody(_PostLocationsBodyRequired, total=False):
    """A request body, an alternative of one or a member object of one, as openapi.json declares it."""

    types: List[Literal["state", "msa", "county", "city", "zip"]]
    state: str
    limit: int


class _PostWebhooksBodyFilterRequired(TypedDict):
    pass


class PostWebhooksBodyFilter(_PostWebhooksBodyFilterRequired, total=False):
    """A request body, an alternative of one or a member object of one, as openapi.json declares it."""

    property_ids: List[int]
    zip_codes: List[str]
    counties: List[str]
    msas: List[str]
    states: List[str]


class _PostWebhooksBodyRequired(TypedDict):
    url: str
    events: List[Literal["property", "sale", "document", "lease", "listing", "owner", "valuation"]]
    filter: PostWebhooksBodyFilter


class PostWebhooksBody(_PostWebhooksBodyRequired, total=False):
    """A request body, an alternative of one or a member object of one, as openapi.json declares it."""

    pass


class _PatchWebhooksByIdBodyFilterRequired(TypedDict):
    pass


class PatchWebhooksByIdBodyFilter(_PatchWebhooksByIdBodyFilterRequired, total=False):
    """A request body, an alternative of one or a member object of one, as openapi.json declares it."""

    property_ids: List[int]
    zip_codes: List[str]
    counties: List[str]
    msas: List[str]
    states: List[str]


class _PatchWebhooksByIdBodyRequired(TypedDict):
    pass


class PatchWebhooksByIdBody(_PatchWebhooksByIdBodyRequired, total=False):
    """A request body, an alternative of one or a member object of one, as openapi.json declares it."""

    url: str
    events: List[Literal["property", "sale", "document", "lease", "listing", "owner", "valuation"]]
    filter: PatchWebhooksByIdBodyFilter
    status: Literal["active", "disabled"]


class _PostExportsBody1FilterRequired(TypedDict):
    pass


class PostExportsBody1Filter(_PostExportsBody1FilterRequired, total=False):
    """A request body, an alternative of one or a member object of one, as openapi.json declares it."""

    state: str
    city: str
    county: str
    zip_codes: List[str]
    msa: str
    pre_foreclosure: bool
    pre_foreclosure_date_min: str
    pre_foreclosure_date_max: str
    vacant: bool
    zombie_foreclosure: bool
    beds_min: float
    beds_max: float
    baths_min: float
    baths_max: float
    year_built_min: int
    year_built_max: int
    property_type: str
    owner_name: str


class _PostExportsBody1Required(TypedDict):
    dataset: Literal["properties", "transactions", "leases"]
    filter: PostExportsBody1Filter
    format: Literal["csv", "ndjson", "parquet"]


class PostExportsBody1(_PostExportsBody1Required, total=False):
    """A request body, an alternative of one or a member object of one, as openapi.json declares it."""

    fields: List[str]


class _PostExportsBody2FilterSubjectsItem1Required(TypedDict):
    address: str


class PostExportsBody2FilterSubjectsItem1(_PostExportsBody2FilterSubjectsItem1Required, total=False):
    """A request body, an alternative of one or a member object of one, as openapi.json declares it."""

    pass


class _PostExportsBody2FilterSubjectsItem2Required(TypedDict):
    property_id: int


class PostExportsBody2FilterSubjectsItem2(_PostExportsBody2FilterSubjectsItem2Required, total=False):
    """A request body, an alternative of one or a member object of one, as openapi.json declares it."""

    pass


class _PostExportsBody2FilterRequired(TypedDict):
    subjects: List[Union[PostExportsBody2FilterSubjectsItem1, PostExportsBody2FilterSubjectsItem2]]


class PostExportsBody2Filter(_PostExportsBody2FilterRequired, total=False):
    """A request body, an alternative of one or a member object of one, as openapi.json declares it."""

    unit_policy: Literal["unit", "building"]
    include: List[Literal["enrichment", "valuation"]]
    arms_length_only: bool
    lot_size_min: float
    lot_size_max: float
    sqft_min: float
    sqft_max: float
    year_built_min: int
    year_built_max: int
    recording_date_min: str
    recording_date_max: str
    radius: float


class _PostExportsBody2Required(TypedDict):
    dataset: Literal["nearby-sales"]
    filter: PostExportsBody2Filter
    format: Literal["csv", "ndjson", "parquet"]


class PostExportsBody2(_PostExportsBody2Required, total=False):
    """A request body, an alternative of one or a member object of one, as openapi.json declares it."""

    fields: List[str]


PostExportsBody = Union[PostExportsBody1, PostExportsBody2]


class Endpoints:
    """The API's operations, as methods of Client."""

    def request(self, method: str, path: str, params: Any = None, body: Any = None, *, key: bool = True) -> Any:  # pragma: no cover
        raise NotImplementedError

    def _call(self, method: str, path: str, params: Any = None, body: Any = None) -> Any:
        _, _, payload = self.request(method, path, params, body)
        return json.loads(payload) if payload else None

    def get_health_check(self, **params: Any) -> Any:
        """GET /health-check: Service health.
        """
        return self._call("GET", f"/health-check", params)

    def get_health_check_authenticated(self, **params: Any) -> Any:
        """GET /health-check/authenticated: Check an API key.
        """
        return self._call("GET", f"/health-check/authenticated", params)

    def get_properties_search(self, **params: Any) -> Any:
        """GET /properties/search: Search properties.

        Parameters:
            state: str
            city: str
            county: str
            zip_codes: list[str]
            msa: str
            pre_foreclosure: bool
            pre_foreclosure_date_min: str
            pre_foreclosure_date_max: str
            vacant: bool
            zombie_foreclosure: bool
            beds_min: float
            beds_max: float
            baths_min: float
            baths_max: float
            year_built_min: int
            year_built_max: int
            property_type: str
            owner_name: str
            page: int
            page_size: int
            sort: "recording_date" | "assessed_value" | "year_built" | "last_sale_price" | "living_area" | "last_sale_date"
            order: "asc" | "desc"

        Paged: Client.paginate and Client.dataframe follow its `Link: rel="next"`.
        """
        return self._call("GET", f"/properties/search", params)

    def get_properties_by_address(self, **params: Any) -> Any:
        """GET /properties/by-address: Look a property up by address.

        Parameters:
            address: str (required)
            unit_policy: "unit" | "building"
        """
        return self._call("GET", f"/properties/by-address", params)

    def post_properties_by_address(self, **body: Any) -> Any:
        """POST /properties/by-address: Look a property up by address (deprecated POST form).

        Body:
            address: str (required)
            unit_policy: "unit" | "building"

        Typed as PostPropertiesByAddressBody.

        Paged: Client.paginate and Client.dataframe follow its `Link: rel="next"`.
        """
        return self._call("POST", f"/properties/by-address", None, body)

    def get_properties_by_mailing_address(self, **params: Any) -> Any:
        """GET /properties/by-mailing-address: Properties sharing an owner mailing address.

        Parameters:
            address: str (required)
        """
        return self._call("GET", f"/properties/by-mailing-address", params)

    def get_properties_transactions(self, **params: Any) -> Any:
        """GET /properties/transactions: Transaction history of a property.

        Parameters:
            address: str
            property_id: int
            unit_policy: "unit" | "building"
        """
        return self._call("GET", f"/properties/transactions", params)

    def post_properties_transactions(self, **body: Any) -> Any:
        """POST /properties/transactions: Transaction history of a property (deprecated POST form).

        Body:
            address: str (required)
            unit_policy: "unit" | "building"

        Typed as PostPropertiesTransactionsBody.

        Paged: Client.paginate and Client.dataframe follow its `Link: rel="next"`.
        """
        return self._call("POST", f"/properties/transactions", None, body)

    def get_properties_batch(self, **params: Any) -> Any:
        """GET /properties/batch: Look up to 100 properties by address.

        Parameters:
            addresses: str (required)
            include_suggestions: bool
            unit_policy: "unit" | "building"
            include: list["valuation_estimate"]
        """
        return self._call("GET", f"/properties/batch", params)

    def get_properties_nearby_sales(self, **params: Any) -> Any:
        """GET /properties/nearby-sales: Sales near a property.

        Parameters:
            address: str (required)
            unit_policy: "unit" | "building"
            page: int
            page_size: int
            include_meta: bool
            include: list["enrichment" | "valuation"]
            arms_length_only: bool
            lot_size_min: float
            lot_size_max: float
            sqft_min: float
            sqft_max: float
            year_built_min: int
            year_built_max: int
            recording_date_min: str (YYYY-MM-DD)
            recording_date_max: str (YYYY-MM-DD)
            radius: float

        Paged: Client.paginate and Client.dataframe follow its `Link: rel="next"`.
        """
        return self._call("GET", f"/properties/nearby-sales", params)

    def post_properties_nearby_sales(self, **body: Any) -> Any:
        """POST /properties/nearby-sales: Sales near a property (deprecated POST form).

        Body:
            address: str (required)
            unit_policy: "unit" | "building"

        Typed as PostPropertiesNearbySalesBody.

        Paged: Client.paginate and Client.dataframe follow its `Link: rel="next"`.
        """
        return self._call("POST", f"/properties/nearby-sales", None, body)

    def get_properties_nearby_sold_properties(self, **params: Any) -> Any:
        """GET /properties/nearby-sold-properties: Sold properties near a property.

        Parameters:
            address: str (required)
            unit_policy: "unit" | "building"
            page: int
            page_size: int
            lot_size_min: float
            lot_size_max: float
            sqft_min: float
            sqft_max: float
            year_built_min: int
            year_built_max: int
            beds_min: float
            beds_max: float
            baths_min: float
            baths_max: float
            radius: float

        Paged: Client.paginate and Client.dataframe follow its `Link: rel="next"`.
        """
        return self._call("GET", f"/properties/nearby-sold-properties", params)

    def post_properties_nearby_sold_properties(self, **body: Any) -> Any:
        """POST /properties/nearby-sold-properties: Sold properties near a property (deprecated POST form).

        Body:
            address: str (required)
            unit_policy: "unit" | "building"

        Typed as PostPropertiesNearbySoldPropertiesBody.

        Paged: Client.paginate and Client.dataframe follow its `Link: rel="next"`.
        """
        return self._call("POST", f"/properties/nearby-sold-properties", None, body)

    def get_properties_valuation(self, **params: Any) -> Any:
        """GET /properties/valuation: Estimate a market value from comparable sales.

        Parameters:
            address: str
            unit_policy: "unit" | "building"
            latitude: float
            longitude: float
            property_type: str
            living_area_sqft: float
            lot_size_sqft: float
            year_built: int
            effective_year_built: int
            beds: float
            baths: float
            quality: str
            condition: str
            waterfront: bool
            view: float
            basement: str
            as_of: str (YYYY-MM-DD)
            radius: float
            max_comparables: int
        """
        return self._call("GET", f"/properties/valuation", params)

    def get_properties_rent_estimate(self, **params: Any) -> Any:
        """GET /properties/rent-estimate: Estimate a monthly rent from comparable leases.

        Parameters:
            address: str
            unit_policy: "unit" | "building"
            latitude: float
            longitude: float
            property_type: str
            living_area_sqft: float
            lot_size_sqft: float
            year_built: int
            effective_year_built: int
            beds: float
            baths: float
            quality: str
            condition: str
            waterfront: bool
            view: float
            basement: str
            as_of: str (YYYY-MM-DD)
            radius: float
            max_comparables: int
        """
        return self._call("GET", f"/properties/rent-estimate", params)

    def post_buyers_activity_top_buyers(self, **body: Any) -> Any:
        """POST /buyers/activity/top-buyers: Top buyers in a state or city.

        Body:
            filters: dict (required)
            limit: int

        Typed as PostBuyersActivityTopBuyersBody.
        """
        return self._call("POST", f"/buyers/activity/top-buyers", None, body)

    def get_buyers_activity(self, **params: Any) -> Any:
        """GET /buyers/activity: Investor purchase activity by month.

        Parameters:
            search_type: "state" | "msa" | "county" | "city" | "zip"
            geography_type: "state" | "msa" | "county" | "city" | "zip"
            geography_values: list[str]
            state: str
            msa: str
            county: str
            city: str
            zip: str
            date_from: str (YYYY-MM-DD)
            date_to: str (YYYY-MM-DD)
        """
        return self._call("GET", f"/buyers/activity", params)

    def get_buyers_best_buyers(self, **params: Any) -> Any:
        """GET /buyers/best-buyers: Investors most likely to buy a property.

        Parameters:
            address: str (required)
            unit_policy: "unit" | "building"
            radius: float
            months: int
            limit: int
        """
        return self._call("GET", f"/buyers/best-buyers", params)

    def get_buyer_profiles_by_buyer_name(self, buyer_name: str, **params: Any) -> Any:
        """GET /buyer-profiles/{buyerName}: Profile of a buyer.

        Parameters:
            page: int
            page_size: int
            group: "name" | "family"

        Paged: Client.paginate and Client.dataframe follow its `Link: rel="next"`.
        """
        return self._call("GET", f"/buyer-profiles/{_quote(buyer_name)}", params)

    def post_buyer_profiles_by_buyer_name(self, buyer_name: str, **body: Any) -> Any:
        """POST /buyer-profiles/{buyerName}: Profile of a buyer (options in a JSON body).

        Body:
            page: int
            page_size: int
            group: "name" | "family"

        Typed as PostBuyerProfilesByBuyerNameBody.
        """
        return self._call("POST", f"/buyer-profiles/{_quote(buyer_name)}", None, body)

    def get_geo_analytics_flips(self, **params: Any) -> Any:
        """GET /geo-analytics/flips: Flips in a geography.

        Parameters:
            search_type: "state" | "msa" | "county" | "city" | "zip"
            geography_type: "state" | "msa" | "county" | "city" | "zip"
            geography_values: list[str]
            state: str
            msa: str
            county: str
            city: str
            zip: str
            date_from: str (YYYY-MM-DD)
            date_to: str (YYYY-MM-DD)
            max_hold_days: int
            include_unverified: bool
            sort: "resale_date" | "purchase_date" | "hold_days" | "gross_profit" | "roi" | "resale_price" | "purchase_price"
            order: "asc" | "desc"
            page: int
            page_size: int

        Paged: Client.paginate and Client.dataframe follow its `Link: rel="next"`.
        """
        return self._call("GET", f"/geo-analytics/flips", params)

    def get_geo_analytics_flips_hold_time(self, **params: Any) -> Any:
        """GET /geo-analytics/flips/hold-time: Hold-time distribution of flips and resales in a geography.

        Parameters:
            search_type: "state" | "msa" | "county" | "city" | "zip"
            geography_type: "state" | "msa" | "county" | "city" | "zip"
            geography_values: list[str]
            state: str
            msa: str
            county: str
            city: str
            zip: str
            date_from: str (YYYY-MM-DD)
            date_to: str (YYYY-MM-DD)
            group_by: "month"
            include_unverified: bool
        """
        return self._call("GET", f"/geo-analytics/flips/hold-time", params)

    def get_geo_analytics_institutional_ownership(self, **params: Any) -> Any:
        """GET /geo-analytics/institutional-ownership: Single-family ownership and purchases by portfolio tier in a geography.

        Parameters:
            search_type: "state" | "msa" | "county" | "city" | "zip"
            geography_type: "state" | "msa" | "county" | "city" | "zip"
            geography_values: list[str]
            state: str
            msa: str
            county: str
            city: str
            zip: str
            date_from: str (YYYY-MM-DD)
            date_to: str (YYYY-MM-DD)
            top: int
            group: "name" | "family"
        """
        return self._call("GET", f"/geo-analytics/institutional-ownership", params)

    def get_geo_analytics_zip_analysis(self, **params: Any) -> Any:
        """GET /geo-analytics/zip-analysis: Market metrics of one or several zips.

        Parameters:
            search_type: "state" | "msa" | "county" | "city" | "zip"
            geography_type: "state" | "msa" | "county" | "city" | "zip"
            geography_values: list[str]
            state: str
            msa: str
            county: str
            city: str
            zip: str
            zips: list[str]
            date_from: str (YYYY-MM-DD)
            date_to: str (YYYY-MM-DD)
        """
        return self._call("GET", f"/geo-analytics/zip-analysis", params)

    def get_geo_analytics_page(self, **params: Any) -> Any:
        """GET /geo-analytics/page: Paged, sortable table of per-zip metrics in a geography.

        Parameters:
            search_type: "state" | "msa" | "county" | "city" | "zip"
            geography_type: "state" | "msa" | "county" | "city" | "zip"
            geography_values: list[str]
            state: str
            msa: str
            county: str
            city: str
            zip: str
            date_from: str (YYYY-MM-DD)
            date_to: str (YYYY-MM-DD)
            sort: "zip" | "sales" | "sales_value" | "sales_yoy_change" | "median_price" | "median_price_yoy_change" | "median_price_per_sqft" | "investor_share" | "cash_share" | "flips" | "flip_rate" | "resales" | "median_hold_days" | "leases" | "median_rent" | "gross_yield" | "single_family_properties" | "institutional_share"
            order: "asc" | "desc"
            page: int
            page_size: int

        Paged: Client.paginate and Client.dataframe follow its `Link: rel="next"`.
        """
        return self._call("GET", f"/geo-analytics/page", params)

    def get_rental_analytics_ownership_statistics(self, **params: Any) -> Any:
        """GET /rental-analytics/ownership-statistics: Owner-occupied, renter-occupied, corporate and institutional shares of single-family properties.

        Parameters:
            search_type: "state" | "msa" | "county" | "city" | "zip"
            geography_type: "state" | "msa" | "county" | "city" | "zip"
            geography_values: list[str]
            state: str
            msa: str
            county: str
            city: str
            zip: str
        """
        return self._call("GET", f"/rental-analytics/ownership-statistics", params)

    def get_rental_analytics_transactions(self, **params: Any) -> Any:
        """GET /rental-analytics/transactions: Rental listings and leases in a geography.

        Parameters:
            search_type: "state" | "msa" | "county" | "city" | "zip"
            geography_type: "state" | "msa" | "county" | "city" | "zip"
            geography_values: list[str]
            state: str
            msa: str
            county: str
            city: str
            zip: str
            date_from: str (YYYY-MM-DD)
            date_to: str (YYYY-MM-DD)
            status: list["listed" | "leased" | "withdrawn"]
            property_type: list[str]
            beds_min: float
            beds_max: float
            baths_min: float
            baths_max: float
            sqft_min: float
            sqft_max: float
            rent_min: float
            rent_max: float
            sort: "list_date" | "lease_date" | "rent" | "rent_per_sqft" | "days_on_market" | "beds" | "baths" | "sqft"
            order: "asc" | "desc"
            page: int
            page_size: int

        Paged: Client.paginate and Client.dataframe follow its `Link: rel="next"`.
        """
        return self._call("GET", f"/rental-analytics/transactions", params)

    def get_rental_analytics_page(self, **params: Any) -> Any:
        """GET /rental-analytics/page: A paged, sortable table of rentals in a geography.

        Parameters:
            search_type: "state" | "msa" | "county" | "city" | "zip"
            geography_type: "state" | "msa" | "county" | "city" | "zip"
            geography_values: list[str]
            state: str
            msa: str
            county: str
            city: str
            zip: str
            date_from: str (YYYY-MM-DD)
            date_to: str (YYYY-MM-DD)
            status: list["listed" | "leased" | "withdrawn"]
            property_type: list[str]
            beds_min: float
            beds_max: float
            baths_min: float
            baths_max: float
            sqft_min: float
            sqft_max: float
            rent_min: float
            rent_max: float
            sort: "list_date" | "lease_date" | "rent" | "rent_per_sqft" | "days_on_market" | "beds" | "baths" | "sqft"
            order: "asc" | "desc"
            page: int
            page_size: int

        Paged: Client.paginate and Client.dataframe follow its `Link: rel="next"`.
        """
        return self._call("GET", f"/rental-analytics/page", params)

    def get_rental_analytics_market_analysis(self, **params: Any) -> Any:
        """GET /rental-analytics/market-analysis: Rents, rent per square foot, change, days on market and gross yield per place.

        Parameters:
            search_type: "state" | "msa" | "county" | "city" | "zip"
            geography_type: "state" | "msa" | "county" | "city" | "zip"
            geography_values: list[str]
            state: str
            msa: str
            county: str
            city: str
            zip: str
            date_from: str (YYYY-MM-DD)
            date_to: str (YYYY-MM-DD)
        """
        return self._call("GET", f"/rental-analytics/market-analysis", params)

    def get_rental_analytics_comparables(self, **params: Any) -> Any:
        """GET /rental-analytics/comparables: Comparable leases near a property and a rent estimate.

        Parameters:
            address: str (required)
            unit_policy: "unit" | "building"
            radius: float
            months: int
            limit: int
            as_of: str (YYYY-MM-DD)
        """
        return self._call("GET", f"/rental-analytics/comparables", params)

    def post_locations(self, **body: Any) -> Any:
        """POST /locations: Search US places.

        Body:
            query: str (required)
            types: list["state" | "msa" | "county" | "city" | "zip"]
            state: str
            limit: int

        Typed as PostLocationsBody.
        """
        return self._call("POST", f"/locations", None, body)

    def get_locations_autocomplete(self, **params: Any) -> Any:
        """GET /locations/autocomplete: Complete a place name as it is typed.

        Parameters:
            q: str (required)
            types: list["state" | "msa" | "county" | "city" | "zip"]
            state: str
            limit: int
        """
        return self._call("GET", f"/locations/autocomplete", params)

    def get_locations_validate(self, **params: Any) -> Any:
        """GET /locations/validate: Check that a city/state/zip (or county, CBSA) combination is real.

        Parameters:
            zip: str
            city: str
            county: str
            msa: str
            state: str
        """
        return self._call("GET", f"/locations/validate", params)

    def get_usage(self, **params: Any) -> Any:
        """GET /usage: The caller's plan, limits and usage.
        """
        return self._call("GET", f"/usage", params)

    def get_changes(self, **params: Any) -> Any:
        """GET /changes: What changed since a cursor.

        Parameters:
            since: str
            types: list["property" | "sale" | "document" | "lease" | "listing" | "owner" | "valuation"]
            search_type: "state" | "msa" | "county" | "city" | "zip"
            geography_type: "state" | "msa" | "county" | "city" | "zip"
            geography_values: list[str]
            state: str
            msa: str
            county: str
            city: str
            zip: str
            property_ids: list[str]
            limit: int
        """
        return self._call("GET", f"/changes", params)

    def post_webhooks(self, **body: Any) -> Any:
        """POST /webhooks: Subscribe a URL to changes.

        Body:
            url: str (required)
            events: list["property" | "sale" | "document" | "lease" | "listing" | "owner" | "valuation"] (required)
            filter: dict (required)

        Typed as PostWebhooksBody.
        """
        return self._call("POST", f"/webhooks", None, body)

    def get_webhooks(self, **params: Any) -> Any:
        """GET /webhooks: The caller's webhooks.
        """
        return self._call("GET", f"/webhooks", params)

    def get_webhooks_by_id(self, id: str, **params: Any) -> Any:
        """GET /webhooks/{id}: A webhook.
        """
        return self._call("GET", f"/webhooks/{_quote(id)}", params)

    def patch_webhooks_by_id(self, id: str, **body: Any) -> Any:
        """PATCH /webhooks/{id}: Change a webhook.

        Body:
            url: str
            events: list["property" | "sale" | "document" | "lease" | "listing" | "owner" | "valuation"]
            filter: dict
            status: "active" | "disabled"

        Typed as PatchWebhooksByIdBody.
        """
        return self._call("PATCH", f"/webhooks/{_quote(id)}", None, body)

    def delete_webhooks_by_id(self, id: str, **params: Any) -> Any:
        """DELETE /webhooks/{id}: Delete a webhook.
        """
        return self._call("DELETE", f"/webhooks/{_quote(id)}", params)

    def post_webhooks_test_by_id(self, id: str, **params: Any) -> Any:
        """POST /webhooks/{id}/test: Send a test delivery.
        """
        return self._call("POST", f"/webhooks/{_quote(id)}/test", params)

    def get_webhooks_deliveries_by_id(self, id: str, **params: Any) -> Any:
        """GET /webhooks/{id}/deliveries: A webhook's deliveries.

        Parameters:
            limit: int
        """
        return self._call("GET", f"/webhooks/{_quote(id)}/deliveries", params)

    def post_exports(self, **body: Any) -> Any:
        """POST /exports: Start a bulk export.

        Body, one of these:
            option 1:
                dataset: "properties" | "transactions" | "leases" (required)
                filter: dict (required)
                format: "csv" | "ndjson" | "parquet" (required)
                fields: list[str (one of 216 names in openapi.json)]
            option 2:
                dataset: "nearby-sales" (required)
                filter: dict (required)
                format: "csv" | "ndjson" | "parquet" (required)
                fields: list[str (one of 216 names in openapi.json)]

        Typed as PostExportsBody.
        """
        return self._call("POST", f"/exports", None, body)

    def get_exports(self, **params: Any) -> Any:
        """GET /exports: The caller's export jobs.

        Parameters:
            page: int
            page_size: int

        Paged: Client.paginate and Client.dataframe follow its `Link: rel="next"`.
        """
        return self._call("GET", f"/exports", params)

    def get_exports_by_id(self, id: str, **params: Any) -> Any:
        """GET /exports/{id}: An export job.
        """
        return self._call("GET", f"/exports/{_quote(id)}", params)

    def delete_exports_by_id(self, id: str, **params: Any) -> Any:
        """DELETE /exports/{id}: Cancel an export job.
        """
        return self._call("DELETE", f"/exports/{_quote(id)}", params)


def _quote(value: str) -> str:
    from urllib.parse import quote

    return quote(str(value), safe="")
