"""Typed errors from the API's RFC 9457 problem+json answers."""

from __future__ import annotations

from typing import Any, Optional


class ApiError(Exception):
    """A problem+json answer: ``status``, ``title``, ``detail``, and ``errors`` naming the parameters."""

    def __init__(self, status: int, problem: dict[str, Any], retry_after: Optional[float] = None):
        self.status = status
        self.problem = problem
        self.title = problem.get("title") or f"HTTP {status}"
        self.detail = problem.get("detail") or ""
        self.request_id = problem.get("request_id")
        self.errors: list[dict[str, str]] = list(problem.get("errors") or [])
        self.retry_after = retry_after
        super().__init__(f"{status} {self.title}: {self.detail}")

    @property
    def parameters(self) -> list[str]:
        """The parameters the problem is about, as the API names them (``query.page_size``, ``body.filter.state``)."""
        return [e["path"] for e in self.errors if "path" in e]

    @property
    def parameter(self) -> Optional[str]:
        """The first parameter named, if any."""
        return self.parameters[0] if self.parameters else None


class BadRequest(ApiError):
    """400: a parameter is invalid; ``parameter`` names it."""


class Unauthorized(ApiError):
    """401: no key, or a key the API does not know."""


class Forbidden(ApiError):
    """403: a Premium filter on a base key."""


class NotFound(ApiError):
    """404: no such property, place, job or path."""


class Unprocessable(ApiError):
    """422."""


class TooManyRequests(ApiError):
    """429: throttle, quota or an export limit; ``retry_after`` in seconds."""


class ServiceUnavailable(ApiError):
    """503: the database or key store is unavailable."""


class ServerError(ApiError):
    """500 and other 5xx."""


class ExportFailed(Exception):
    """An export job ended in ``failed`` or ``cancelled``."""

    def __init__(self, job: dict[str, Any]):
        self.job = job
        super().__init__(f"export {job.get('id')} {job.get('status')}: {job.get('error') or ''}")


_BY_STATUS = {400: BadRequest, 401: Unauthorized, 403: Forbidden, 404: NotFound, 422: Unprocessable, 429: TooManyRequests, 503: ServiceUnavailable}


def error_for(status: int, problem: dict[str, Any], retry_after: Optional[float] = None) -> ApiError:
    cls = _BY_STATUS.get(status) or (ServerError if status >= 500 else ApiError)
    return cls(status, problem, retry_after)
