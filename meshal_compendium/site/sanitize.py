"""mkdocs hook: sanitise every page's HTML with nh3 before the theme wraps it.

Pack text is escaped when Markdown is generated; this is the second wall. Only the tags and
attributes our templates produce survive; scripts, event handlers, styles and javascript: URLs
don't. ``data-*`` attributes (inert, read by our scripts) are kept on every allowed tag.
"""

from __future__ import annotations

import nh3

TAGS = {
    "a", "abbr", "blockquote", "br", "button", "code", "del", "details", "div", "em", "h1", "h2",
    "h3", "h4", "h5", "h6", "hr", "li", "ol", "p", "pre", "span", "strong", "summary", "table",
    "tbody", "td", "th", "thead", "tr", "ul", "sup", "sub", "small",
}
ATTRIBUTES = {
    "*": {"class", "id", "title", "lang"},
    "a": {"href", "hreflang"},
    "button": {"type"},
    "th": {"align"},
    "td": {"align"},
}


def on_page_content(html: str, page, config, files) -> str:  # noqa: ARG001 — mkdocs signature
    return nh3.clean(
        html, tags=TAGS, attributes=ATTRIBUTES, generic_attribute_prefixes={"data-"},
        url_schemes={"http", "https", "mailto"}, link_rel=None, strip_comments=True,
    )
