"""Python client of the SFR Property and Investor Analytics API (clients/python/README.md)."""

from .client import Client, next_link
from .errors import (
    ApiError,
    BadRequest,
    ExportFailed,
    Forbidden,
    NotFound,
    ServerError,
    ServiceUnavailable,
    TooManyRequests,
    Unauthorized,
    Unprocessable,
)

__all__ = [
    "Client",
    "next_link",
    "ApiError",
    "BadRequest",
    "ExportFailed",
    "Forbidden",
    "NotFound",
    "ServerError",
    "ServiceUnavailable",
    "TooManyRequests",
    "Unauthorized",
    "Unprocessable",
]
