"""Our text subset becomes safe Markdown: links, dice buttons, timing badges, nothing else."""

from __future__ import annotations

import markdown

from meshal_compendium.site.markup import escape, render


def link(kind, id, label, lang, mid_sentence=False):
    return f"[{label or id}](x.md){{: .meshal-ref data-ref=\"{kind}:{id}\" }}"


def html(text, lang="zh"):
    return markdown.markdown(str(render(text, lang, link, "meshal")), extensions=["attr_list"])  # Meshal's dice, tags


def test_references_become_links_with_card_data():
    out = html("见{term:gap|破绽}.")
    assert '<a class="meshal-ref" data-ref="term:gap" href="x.md">破绽</a>' in out


def test_dice_become_buttons_carrying_the_keyboard_form():
    out = html("投强壮/灵巧孰高🎲或2🎲⁺")
    assert 'data-dice="max(M,E)d"' in out and 'data-dice="2d+"' in out
    assert html("roll Elastane+1🎲", "en").count("meshal-dice") == 1


def test_timing_tags_become_badges():
    assert '<span class="meshal-timing">[行动1]</span>' in html("做出[行动1][破绽2]的动作")
    assert '<span class="meshal-timing">[Gap 2]</span>' in html("an [Action 1][Gap 2] action", "en")


def test_code_spans_show_commands_as_written_and_nothing_inside_them_acts():
    out = html("用 `--potential N` 或 `{term:gap} 3🎲 <b>*x*</b>` 设定", "zh")
    # A short span stays on one line (a phone would break `--potential N` after its hyphen).
    assert '<code class="meshal-nowrap">--potential N</code>' in out
    assert ">{term:gap} 3🎲 &lt;b&gt;*x*&lt;/b&gt;</code>" in out and "meshal-ref" not in out
    assert "meshal-dice" not in out and "`" not in out
    # A long one (a whole command) may wrap, or it would push a phone's page sideways.
    assert "<code>meshal validate my-pack --format json</code>" in html("`meshal validate my-pack --format json`")


def test_a_lone_backtick_stays_text():
    assert "`" in html("a ` b") and "<code>" not in html("a ` b")


def test_nested_lists_are_kept():
    out = html("- a\n  - b\n- c")
    assert out.count("<ul>") == 2


def test_bold_survives_and_html_does_not():
    out = html("**粗体** <script>alert(1)</script>")
    assert "<strong>粗体</strong>" in out
    assert "<script>" not in out and "&lt;script&gt;" in out


def test_markdown_links_images_and_attributes_are_inert():
    out = html('[x](javascript:alert(1)) ![i](http://e/x.png) text{: onclick="alert(1)" }')
    assert "<a" not in out and "<img" not in out and "onclick=" not in out.replace("onclick=&quot;", "")


def test_escape_makes_headings_and_quotes_plain():
    assert escape("# title") == "\\# title"
    assert escape('"<b>"') == "&quot;&lt;b&gt;&quot;"
