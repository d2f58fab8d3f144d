"""繁體中文: converted from the Simplified text by OpenCC (s2twp and the project's phrase list).

No term may change meaning on the way (a name converted and converted back is the name), the
phrase list's forms win over Taiwan phrasing, and the command line speaks zh-Hant when asked or
when the locale is Taiwan's or Hong Kong's.
"""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from meshal_compendium.cli import main
from meshal_compendium.hant import PHRASES, to_hans, to_hant, to_traditional
from meshal_compendium.i18n import t
from meshal_compendium.load import load_compendium


def _names():
    compendium = load_compendium()
    for entries in compendium.entries.values():
        for entry in entries.values():
            yield entry.name.zh
            yield from entry.data.get("aliases", {}).get("zh", ())
    for chapter in compendium.all("chapter"):
        yield from (section["name"]["zh"] for section in chapter.data["sections"])


# Names whose Taiwan form is another word of the same meaning, each read and kept (文档 is 文件 in
# Taiwan, 创建 is 建立, 高级 is 高階; 麻痺 is Taiwan's form of 麻痹, 穿著 "wearing" of 穿着). A name
# that changes and is not here has had its meaning changed (重装 "heavy armour" became 重灌 "reinstall" before the
# phrase list fixed it): fix it in meshal_compendium/hant/phrases.txt, or add it here once read.
SAME_MEANING = {
    "一份没有标题的文档": "一份沒有標題的文件", "关于本文档": "關於本文件",
    "关于本文档（编者注）": "關於本文件（編者注）",
    "创建角色": "建立角色", "高级战技": "高階戰技", "麻痹": "麻痺",
    "穿着盔甲休息: 哪种盔甲会疲劳?": "穿著盔甲休息: 哪種盔甲會疲勞?",
}


def test_no_name_changes_meaning_on_the_round_trip():
    changed = {name: to_hant(name) for name in _names() if name and to_hans(to_hant(name)) != name}
    assert changed == SAME_MEANING


@pytest.mark.parametrize("simplified, traditional", [
    ("破绽", "破綻"), ("灵巧", "靈巧"), ("强壮", "強壯"), ("物质防护", "物質防護"), ("潜能等级", "潛能等級"),
    ("攻击类型", "攻擊類型"), ("远程攻击", "遠程攻擊"), ("镜像分身", "鏡像分身"), ("运算符", "運算符"),
])
def test_game_terms_take_the_listed_form(simplified, traditional):
    assert to_hant(simplified) == traditional
    assert to_hant(f"使用{simplified}时") == f"使用{traditional}時"  # inside a sentence too


def test_the_phrase_list_is_tab_separated_pairs_of_the_same_length():
    for line in PHRASES.read_text(encoding="utf-8").splitlines():
        simplified, traditional = line.split("\t")
        assert len(simplified) == len(traditional) and to_traditional(traditional) == traditional, line


def run(*args: str, env: dict[str, str] | None = None):
    return CliRunner(env=env).invoke(main, list(args), prog_name="meshal")


@pytest.mark.parametrize("how", [("--lang", "zh-Hant"), ("LANG", "zh_TW.UTF-8"), ("LANG", "zh_HK.UTF-8")])
def test_the_cli_speaks_zh_hant(how):
    if how[0] == "--lang":
        result = run("odds", "3🎲", *how)
    else:
        result = run("odds", "3🎲", env={"LC_ALL": "", "LC_MESSAGES": "", how[0]: how[1]})
    assert result.exit_code == 0
    assert "投 3 顆骰子, 計點數" in result.output and to_traditional(result.output) == result.output


def test_zh_hant_help_and_click_messages_are_traditional():
    shown = run("odds", "--help", "--lang", "zh-Hant").output
    assert shown.startswith("用法: meshal odds [選項] POOL") and to_traditional(shown) == shown
    missing = run("odds", "--lang", "zh-Hant")
    assert missing.exit_code == 2 and missing.output.splitlines()[-1].startswith("錯誤: 缺少")
    assert to_traditional(missing.output) == missing.output


def test_problems_are_reported_in_zh_hant(tmp_path):
    bad = tmp_path / "bad.yaml"
    bad.write_text("- kind: term\n  id: Bad Id\n", encoding="utf-8")
    result = run("validate", str(bad), "--lang", "zh-Hant", "--format", "json")
    messages = [p["message"] for p in json.loads(result.output)["problems"]]
    assert messages and all(to_traditional(m) == m for m in messages)
    assert t("validate-summary", "zh-Hant", entries=0, errors=2, warnings=0) in run(
        "validate", str(bad), "--lang", "zh-Hant").output
