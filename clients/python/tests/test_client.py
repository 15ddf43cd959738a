"""The Python client against a running API: SFR_BASE_URL and SFR_API_KEY (a Premium or Unlimited key),
SFR_ZIP (a zip of several pages of properties) and SFR_STATE (a state to export). Started by
test/integration/clients/python-client.test.ts against the local gateway; runnable against any deployment:

    SFR_BASE_URL=http://127.0.0.1:3000 SFR_API_KEY=demo-premium-key SFR_ZIP=33647 SFR_STATE=FL \
        python3 -m unittest discover -s clients/python/tests -t clients/python
"""

from __future__ import annotations

import csv
import http.server
import json
import re
import os
import tempfile
import threading
import time
import typing
import unittest

from sfr_analytics import BadRequest, Client, NotFound, TooManyRequests, next_link
from sfr_analytics import endpoints

BASE_URL = os.environ.get("SFR_BASE_URL")
API_KEY = os.environ.get("SFR_API_KEY", "")
ZIP = os.environ.get("SFR_ZIP", "")
STATE = os.environ.get("SFR_STATE", "")


@unittest.skipUnless(BASE_URL, "SFR_BASE_URL is not set")
class AgainstTheApi(unittest.TestCase):
    def setUp(self):
        self.client = Client(BASE_URL, API_KEY)

    def test_paginate_pages_a_whole_zip_into_a_dataframe_of_the_same_length(self):
        total = self.client.get("/properties/search", zip_codes=ZIP, page_size=1)["total"]
        self.assertGreater(total, 10)
        pages = list(self.client.pages("/properties/search", zip_codes=ZIP, page_size=7))
        self.assertEqual(len(pages), -(-total // 7))
        ids = [r["property_id"] for r in self.client.paginate("/properties/search", zip_codes=ZIP, page_size=7)]
        self.assertEqual(len(ids), total)
        self.assertEqual(len(set(ids)), total)
        frame = self.client.dataframe("/properties/search", zip_codes=ZIP, page_size=7)
        self.assertEqual(len(frame), total)
        self.assertIn("address.zip_code", frame.columns)
        self.assertEqual(set(frame["address.zip_code"]), {ZIP})

    def test_generated_helpers_call_the_operations(self):
        page = self.client.get_properties_search(zip_codes=ZIP, page_size=2)
        self.assertEqual(page["page_size"], 2)
        self.assertIsNotNone(self.client.get_health_check_authenticated())

    def test_a_bad_parameter_is_a_typed_error_naming_it(self):
        with self.assertRaises(BadRequest) as caught:
            self.client.get("/properties/search", zip_codes=ZIP, page_size=1000)
        self.assertEqual(caught.exception.status, 400)
        self.assertEqual(caught.exception.parameter, "query.page_size")
        with self.assertRaises(NotFound):
            self.client.get_exports_by_id("00000000-0000-4000-8000-000000000000")

    def test_export_waits_and_downloads_a_file_with_every_row(self):
        total = self.client.get("/properties/search", zip_codes=ZIP, page_size=1)["total"]
        with tempfile.TemporaryDirectory() as folder:
            job = self.client.export("properties", {"state": STATE, "zip_codes": ZIP}, "csv", path=os.path.join(folder, "out.csv"), poll_seconds=0.2)
            self.assertEqual(job["status"], "succeeded")
            self.assertIsNone(job["parts"])
            with open(job["path"], newline="", encoding="utf-8") as f:
                rows = list(csv.DictReader(f))
            self.assertEqual(len(rows), total)
            self.assertEqual(job["rows"], total)
            self.assertEqual({r["address_zip_code"] for r in rows}, {ZIP})

    def test_export_of_more_rows_than_a_part_downloads_every_part(self):
        # the server runs with EXPORT_PART_ROWS below the state's rows (python-client.test.ts)
        total = self.client.get("/properties/search", state=STATE, page_size=1)["total"]
        with tempfile.TemporaryDirectory() as folder:
            job = self.client.export("properties", {"state": STATE}, "csv", path=os.path.join(folder, "out"), poll_seconds=0.2)
            self.assertGreater(len(job["files"]), 1)
            self.assertEqual(job["files"], [os.path.join(folder, "out", f"part-{n:05d}.csv") for n in range(1, len(job["files"]) + 1)])
            rows = []
            for name in job["files"]:
                with open(name, newline="", encoding="utf-8") as f:
                    rows.extend(csv.DictReader(f))
            self.assertEqual(len(rows), total)
            self.assertEqual(job["rows"], total)
            self.assertEqual(len({r["property_id"] for r in rows}), total)
            with open(os.path.join(folder, "out", "SHA256SUMS"), encoding="utf-8") as f:
                self.assertEqual([line.split("  ")[1] for line in f.read().splitlines()], [os.path.basename(n) for n in job["files"]])


class _Flaky(http.server.BaseHTTPRequestHandler):
    """429 with Retry-After, then 503 without one, then the answer."""

    answers: list[int] = []
    times: list[float] = []

    def do_GET(self):
        _Flaky.times.append(time.monotonic())
        status = _Flaky.answers.pop(0) if _Flaky.answers else 200
        body = json.dumps({"title": "Too Many Requests", "status": status} if status != 200 else {"ok": True}).encode()
        self.send_response(status)
        if status == 429:
            self.send_header("Retry-After", "1")
        self.send_header("Content-Type", "application/problem+json" if status != 200 else "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args):
        pass


class Retries(unittest.TestCase):
    def setUp(self):
        self.server = http.server.HTTPServer(("127.0.0.1", 0), _Flaky)
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        self.url = f"http://127.0.0.1:{self.server.server_port}"
        _Flaky.times = []

    def tearDown(self):
        self.server.shutdown()
        self.server.server_close()

    def test_retries_429_and_503_honouring_retry_after(self):
        _Flaky.answers = [429, 503]
        client = Client(self.url, "k", max_wait=2)
        self.assertEqual(client.get("/x"), {"ok": True})
        self.assertEqual(len(_Flaky.times), 3)
        self.assertGreaterEqual(_Flaky.times[1] - _Flaky.times[0], 0.95)

    def test_gives_up_after_max_retries_with_the_typed_error(self):
        _Flaky.answers = [429, 429, 429]
        client = Client(self.url, "k", max_retries=1, max_wait=0.01)
        with self.assertRaises(TooManyRequests) as caught:
            client.get("/x")
        self.assertEqual(caught.exception.retry_after, 1.0)
        self.assertEqual(len(_Flaky.times), 2)


class BodyTypes(unittest.TestCase):
    """The generated TypedDicts against openapi.json itself: each union alternative, its members and which are required."""

    def setUp(self):
        here = os.path.dirname(os.path.abspath(__file__))
        with open(os.path.join(here, "..", "..", "..", "openapi.json"), encoding="utf-8") as f:
            self.doc = json.load(f)

    def schema(self, node):
        ref = node.get("$ref")
        return self.doc["components"]["schemas"][ref.split("/")[-1]] if ref else node

    def test_a_union_body_is_a_union_of_one_typeddict_per_alternative(self):
        body = self.schema(self.doc["paths"]["/exports"]["post"]["requestBody"]["content"]["application/json"]["schema"])
        alternatives = [self.schema(a) for a in body.get("oneOf") or body["anyOf"]]
        self.assertIs(typing.get_origin(endpoints.PostExportsBody), typing.Union)
        typed = typing.get_args(endpoints.PostExportsBody)
        self.assertEqual(len(typed), len(alternatives))
        for alternative, cls in zip(alternatives, typed):
            self.assertTrue(typing.is_typeddict(cls))
            self.assertEqual(cls.__required_keys__, frozenset(alternative["required"]))
            self.assertEqual(cls.__optional_keys__, frozenset(alternative["properties"]) - frozenset(alternative["required"]))
            datasets = typing.get_args(typing.get_type_hints(cls)["dataset"])
            self.assertEqual(list(datasets), alternative["properties"]["dataset"]["enum"])
            self.assertEqual(list(typing.get_args(typing.get_type_hints(cls)["format"])), ["csv", "ndjson", "parquet"])
            self.assertTrue(typing.is_typeddict(typing.get_type_hints(cls)["filter"]))

    def test_every_request_body_is_typed_and_named_in_its_method(self):
        for path, operations in self.doc["paths"].items():
            for method, op in operations.items():
                if "requestBody" not in op:
                    continue
                name = endpoints.Endpoints.__dict__
                method_name = next(n for n, f in name.items() if callable(f) and (f.__doc__ or "").startswith(f"{method.upper()} {path}:"))
                typed = re.search(r"Typed as (\w+)\.", name[method_name].__doc__).group(1)
                self.assertTrue(hasattr(endpoints, typed), typed)


class Links(unittest.TestCase):
    def test_next_link(self):
        header = '</s?page=1>; rel="first", </s?page=3>; rel="next", </s?page=1>; rel="prev"'
        self.assertEqual(next_link(header), "/s?page=3")
        self.assertIsNone(next_link('</s?page=1>; rel="first"'))
        self.assertIsNone(next_link(None))


if __name__ == "__main__":
    unittest.main()
