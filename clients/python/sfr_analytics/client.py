"""The client: standard library HTTP, pandas only for ``dataframe``."""

from __future__ import annotations

import json
import os
import re
import time
import urllib.error
import urllib.parse
import urllib.request
from typing import Any, Iterator, Optional

from .endpoints import Endpoints
from .errors import ApiError, ExportFailed, error_for

_LINK = re.compile(r'<([^>]*)>\s*;\s*rel="?([^";]+)"?')
RETRY_STATUSES = (429, 503)


def _query(params: dict[str, Any]) -> str:
    pairs = []
    for name, value in params.items():
        if value is None:
            continue
        if isinstance(value, bool):
            value = "true" if value else "false"
        elif isinstance(value, (list, tuple)):
            value = ",".join(str(v) for v in value)
        pairs.append((name, str(value)))
    return urllib.parse.urlencode(pairs)


def next_link(header: Optional[str]) -> Optional[str]:
    """The target of ``rel="next"`` in a ``Link`` header (RFC 8288), or None."""
    for target, rel in _LINK.findall(header or ""):
        if "next" in rel.split():
            return target
    return None


class Client(Endpoints):
    """``Client(base_url, api_key)``: every call sends the key as ``X-API-TOKEN``.

    Answers of 429 and 503 are retried up to ``max_retries`` times, after the ``Retry-After`` the
    API gives (else a backoff of 1, 2, 4... seconds, at most ``max_wait`` each).
    """

    def __init__(self, base_url: str, api_key: str, *, timeout: float = 60, max_retries: int = 5, max_wait: float = 60):
        self.base_url = base_url.rstrip("/")
        self.api_key = api_key
        self.timeout = timeout
        self.max_retries = max_retries
        self.max_wait = max_wait

    # -- HTTP ---------------------------------------------------------------------------------

    def _url(self, path: str, params: Optional[dict[str, Any]] = None) -> str:
        url = path if re.match(r"^https?://", path) else f"{self.base_url}/{path.lstrip('/')}"
        query = _query(params or {})
        return f"{url}{'&' if '?' in url else '?'}{query}" if query else url

    def request(self, method: str, path: str, params: Optional[dict[str, Any]] = None, body: Any = None, *, key: bool = True):
        """Sends a request; answers ``(status, headers, bytes)`` of a 2xx, raises the typed error otherwise."""
        url = self._url(path, params)
        data = None if body is None else json.dumps(body).encode()
        headers = {"Accept": "application/json"}
        if key:
            headers["X-API-TOKEN"] = self.api_key
        if data is not None:
            headers["Content-Type"] = "application/json"
        for attempt in range(self.max_retries + 1):
            req = urllib.request.Request(url, data=data, method=method, headers=headers)
            try:
                with urllib.request.urlopen(req, timeout=self.timeout) as res:
                    return res.status, res.headers, res.read()
            except urllib.error.HTTPError as err:
                payload = err.read()
                retry_after = _retry_after(err.headers.get("Retry-After"))
                if err.code in RETRY_STATUSES and attempt < self.max_retries:
                    time.sleep(min(self.max_wait, retry_after if retry_after is not None else 2**attempt))
                    continue
                try:
                    problem = json.loads(payload) if payload else {}
                except ValueError:
                    problem = {"detail": payload.decode("utf-8", "replace")[:500]}
                raise error_for(err.code, problem if isinstance(problem, dict) else {}, retry_after) from None
        raise AssertionError("unreachable")

    def get(self, path: str, **params: Any) -> Any:
        """GET ``path`` with query parameters; the JSON answer."""
        _, _, payload = self.request("GET", path, params)
        return json.loads(payload) if payload else None

    def post(self, path: str, body: Any) -> Any:
        _, _, payload = self.request("POST", path, body=body)
        return json.loads(payload) if payload else None

    def delete(self, path: str) -> Any:
        _, _, payload = self.request("DELETE", path)
        return json.loads(payload) if payload else None

    # -- lists ---------------------------------------------------------------------------------

    def pages(self, path: str, **params: Any) -> Iterator[Any]:
        """Every page of a paged list, following the ``Link: rel="next"`` the API sends until there is none."""
        url: Optional[str] = self._url(path, params)
        while url:
            _, headers, payload = self.request("GET", url)
            yield json.loads(payload)
            target = next_link(headers.get("Link"))
            url = urllib.parse.urljoin(url, target) if target else None

    def paginate(self, path: str, **params: Any) -> Iterator[dict[str, Any]]:
        """Every record of a paged list (each page's ``data``, or the page itself when it is an array)."""
        for page in self.pages(path, **params):
            yield from (page["data"] if isinstance(page, dict) else page)

    def dataframe(self, path: str, **params: Any):
        """Every record of a paged list as one pandas DataFrame, nested members flattened (``address.city``)."""
        try:
            import pandas as pd
        except ImportError as err:  # pandas is optional
            raise ImportError("dataframe() needs pandas: pip install pandas, or apt-get install python3-pandas") from err
        return pd.json_normalize(list(self.paginate(path, **params)))

    # -- exports -------------------------------------------------------------------------------

    def export(
        self,
        dataset: str,
        filter: dict[str, Any],
        format: str = "csv",
        *,
        fields: Optional[list[str]] = None,
        path: Optional[str] = None,
        poll_seconds: float = 1.0,
        timeout: float = 3600,
    ) -> dict[str, Any]:
        """Starts an export, waits until it is done, downloads the file or its parts.

        Answers the finished job with ``path``. A job of one file is written to ``path``, else
        ``<id>.<format>`` in the working directory. A job written in ``parts`` (more rows than one
        part holds) is a folder, ``path`` else ``<id>``, holding ``part-00001.<format>``, ... and
        the manifest ``SHA256SUMS``; the answer's ``files`` lists the parts in order (read them as
        one dataset, e.g. ``pd.concat(pd.read_parquet(f) for f in job["files"])``). Raises
        ExportFailed if the job fails and ValueError if a download's SHA-256 is not the job's.
        """
        body: dict[str, Any] = {"dataset": dataset, "filter": filter, "format": format}
        if fields is not None:
            body["fields"] = fields
        job = self.post("/exports", body)
        deadline = time.monotonic() + timeout
        while job.get("status") in ("queued", "running") or "url" not in job:
            if time.monotonic() > deadline:
                raise TimeoutError(f"export {job['id']} not done after {timeout} s")
            time.sleep(poll_seconds)
            job = self.get(f"/exports/{job['id']}")
        if job["status"] != "succeeded":
            raise ExportFailed(job)
        parts = job.get("parts")
        if not parts:
            target = path or f"{job['id']}.{format}"
            self._download(job["url"], target, job["sha256"], job["id"])
            return {**job, "path": target}
        folder = path or job["id"]
        os.makedirs(folder, exist_ok=True)
        # the manifest names the parts; its checksum is the job's, each part's is its own
        self._download(job["url"], os.path.join(folder, "SHA256SUMS"), job["sha256"], job["id"])
        files = []
        for number, part in enumerate(parts, start=1):
            target = os.path.join(folder, f"part-{number:05d}.{format}")
            self._download(part["url"], target, part["sha256"], job["id"])
            files.append(target)
        return {**job, "path": folder, "files": files}

    def _download(self, url: str, target: str, sha256: str, job_id: str) -> None:
        import hashlib

        digest = hashlib.sha256()
        # the link is signed (a presigned S3 URL on AWS): it is followed without the API key
        req = urllib.request.Request(urllib.parse.urljoin(self.base_url + "/", url))
        with urllib.request.urlopen(req, timeout=self.timeout) as res, open(target, "wb") as out:
            while chunk := res.read(1 << 20):
                digest.update(chunk)
                out.write(chunk)
        if digest.hexdigest() != sha256:
            raise ValueError(f"export {job_id}: the SHA-256 of {os.path.basename(target)} is not the job's")


def _retry_after(value: Optional[str]) -> Optional[float]:
    if not value:
        return None
    try:
        return max(0.0, float(value))
    except ValueError:
        from email.utils import parsedate_to_datetime

        try:
            return max(0.0, parsedate_to_datetime(value).timestamp() - time.time())
        except (TypeError, ValueError):
            return None


__all__ = ["Client", "ApiError", "next_link"]
