"""The built, served site of the site tests (their fixtures, not a copy) for the calculator tests."""

from tests.site.conftest import served, site_url  # noqa: F401
