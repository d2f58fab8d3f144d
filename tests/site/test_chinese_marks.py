"""Chinese quoted on an English page is marked lang="zh": runs, code spans and fenced blocks."""

from meshal_compendium.site.chinese import mark, mark_markdown


def test_a_run_and_a_code_span_holding_chinese_are_marked_whole():
    assert mark("(【中毒X】 Poison X; `MATCH '破绽'` and `x`) 强壮4") == (
        '(<span lang="zh">【中毒X】</span> Poison X; <span lang="zh">`MATCH \'破绽\'`</span> and `x`) '
        '<span lang="zh">强壮</span>4')


def test_english_is_left_as_it_is():
    text = "No Chinese here: `code`, [a link](x.md)."
    page = f"{text}\n\n```sh\nmeshal odds 3d\n```"
    assert mark(text) == text and mark_markdown(page) == page


def test_a_fenced_block_holding_chinese_goes_in_a_chinese_div():
    marked = mark_markdown("Before 破绽\n\n```text\n.find 破绽\n```\nafter")
    assert marked.split("\n") == ['Before <span lang="zh">破绽</span>', "", '<div lang="zh" markdown>', "",
                                  "```text", ".find 破绽", "```", "", "</div>", "after"]
