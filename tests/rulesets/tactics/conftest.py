"""The built, served site and its pages, shared with the site tests (their fixtures, not a copy)."""

from tests.site.conftest import built, page, served, site_url  # noqa: F401
