"""Sanitising with nh3: ``clean`` is run on every built page's article and on the search index,
by our own build step after either engine (site/engines.py), so no engine hook is trusted with it.

Pack text is escaped when Markdown is generated; this is the second wall. Only the tags and
attributes our templates produce survive; scripts, event handlers, styles and javascript: URLs
don't. ``data-*`` attributes (inert, read by our scripts) are kept on every allowed tag.

The theme finds its own elements by id (``__config``, ``__search``, ``__drawer`` … all begin with
an underscore) and some of its features render ``title`` attributes as HTML. So no id in page
content may begin with an underscore (our slugger never makes one), and only titles whose text
is one of our own catalogue strings survive.

This file stays a Material hook for one thing: ``on_config`` gives Python-Markdown our heading
slugs (Zensical gets them in its config instead, see engines.py).
"""

from __future__ import annotations

import re
from functools import cache

import nh3
from markdown.extensions.toc import slugify_unicode

from meshal_compendium.i18n import catalogue  # mkdocs loads a hook by file path: no relative imports

TAGS = {
    "a", "abbr", "blockquote", "br", "button", "code", "del", "details", "div", "em", "h1", "h2",
    "h3", "h4", "h5", "h6", "hr", "li", "ol", "p", "pre", "span", "strong", "summary", "table",
    "tbody", "td", "th", "thead", "tr", "ul", "sup", "sub", "small",
    "svg", "rect", "text",  # the manual's benchmark charts (benchmarks.py): shapes and labels, nothing linked
    "img",  # the manual's screenshots (guide.py), and only those: see _PICTURE
}
ATTRIBUTES = {
    "*": {"class", "id", "title", "lang"},
    "a": {"href", "hreflang"},
    "button": {"type"},
    "th": {"align"},
    "td": {"align"},
    "svg": {"viewBox", "width", "role", "aria-label", "lang"},
    "rect": {"x", "y", "width", "height", "fill", "fill-opacity"},
    "text": {"x", "y", "text-anchor", "font-size", "fill", "lang"},
    "img": {"src", "alt", "width", "loading"},
}
PERMALINK_TITLE = "Permanent link"  # Python-Markdown's toc default, when the config sets none
# A picture's only allowed source: the manual's own images folder, as the engine links it from a page.
_PICTURE = re.compile(r"(\.\./)*images/[\w-]+\.png")
_SOURCELESS = re.compile(r"<img(?![^>]*\ssrc=)[^>]*>")  # nh3 writes its output's tags one way: this finds them


def slugify(value: str, separator: str) -> str:
    """Heading ids: Python-Markdown's Unicode slugs, never empty and never starting with ``_``."""
    slug = slugify_unicode(value, separator)
    return slug if slug[:1].isalnum() else f"h{separator}{slug}"


@cache
def _our_titles() -> frozenset[str]:
    return frozenset(text for texts in catalogue().values() for text in texts.values()) | {PERMALINK_TITLE}


def _attribute(tag: str, name: str, value: str) -> str | None:
    if name == "id" and not value[:1].isalnum():
        return None
    if name == "title" and value not in _our_titles():
        return None
    if tag == "img" and name == "src" and not _PICTURE.fullmatch(value):
        return None
    return value


def clean(html: str) -> str:
    """``html`` with only our tags and attributes left."""
    cleaned = nh3.clean(
        html, tags=TAGS, attributes=ATTRIBUTES, generic_attribute_prefixes={"data-"},
        attribute_filter=_attribute, url_schemes={"http", "https", "mailto"}, link_rel=None,
        strip_comments=True,
    )
    return _SOURCELESS.sub("", cleaned)  # a picture whose source was not the manual's is no picture at all


def on_config(config):
    config["mdx_configs"].setdefault("toc", {})["slugify"] = slugify
    return config
