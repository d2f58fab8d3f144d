"""The command line speaks the user's language: help, click's own messages, problems, kind names."""

from __future__ import annotations

import ast
import os
from pathlib import Path

import click
import pytest
from click.testing import CliRunner

from meshal_compendium.cli import main
from meshal_compendium.i18n import catalogue
from tests.conftest import ROOT

FIXTURES = ROOT / "tests" / "fixtures" / "invalid"


def run(*args: object, env: dict[str, str] | None = None):
    return CliRunner(env=env).invoke(main, [str(a) for a in args], prog_name="meshal")


def commands(command: click.Command = main, path: tuple[str, ...] = ()):
    yield path, command
    if isinstance(command, click.Group):
        for name, sub in command.commands.items():
            yield from commands(sub, (*path, name))


@pytest.mark.parametrize("args", [["--help"], ["odds", "--help"], ["new", "pack", "--help"], ["export", "--help"]])
def test_help_in_chinese_with_lang_zh(args):
    # `new pack --lang` still names the pack's languages: there the locale chooses
    zh_locale = args == ["new", "pack", "--help"]
    result = run(*args, env={"LANG": "zh_CN.UTF-8"}) if zh_locale else run(*args, "--lang", "zh")
    assert result.exit_code == 0, result.output
    assert result.output.startswith("用法: meshal") and "选项:" in result.output
    for english in ("Usage:", "Options:", "Show this message", "Examples:", "[OPTIONS]"):
        assert english not in result.output


def test_help_follows_a_chinese_locale_and_an_english_one():
    assert run("odds", "--help", env={"LANG": "zh_CN.UTF-8"}).output.startswith("用法:")
    assert "POOL 的精确概率" in run("odds", "--help", env={"LANG": "zh_CN.UTF-8"}).output
    english = run("odds", "--help", env={"LANG": "en_GB.UTF-8", "LC_ALL": "", "LC_MESSAGES": ""})
    assert english.output.startswith("Usage: meshal odds [OPTIONS] POOL") and "Exact odds of POOL" in english.output


def test_a_chinese_run_leaves_the_next_english_one_english():
    before = os.environ.get("LANGUAGE")
    run("odds", "--lang", "zh")
    result = run("odds", "--lang", "en")
    assert "Error: Missing argument 'POOL'." in result.output
    assert os.environ.get("LANGUAGE") == before



# A fresh process whose first run of `meshal export` is in Chinese (the command's module is imported
# then, and click names a path option's value at import), then the English help and CLI reference.
_FIRST_IN_ZH = """
from click.testing import CliRunner
from meshal_compendium.cli import main
from meshal_compendium.site.cli_reference import reference
CliRunner().invoke(main, ["export", "--lang", "zh", "--help"])
print(CliRunner().invoke(main, ["export", "--lang", "en", "--help"]).output)
print("\f" + reference("en"))
"""


def test_a_command_first_run_in_chinese_names_its_paths_in_english_in_an_english_run():
    import re
    import subprocess
    import sys

    done = subprocess.run([sys.executable, "-c", _FIRST_IN_ZH], capture_output=True, text=True, check=True)
    shown, _, page = done.stdout.partition("\f")
    assert "-o, --output PATH" in shown and "`PATH`" in page
    unmarked = re.sub(r'<span lang="zh">[^<]*</span>', "", page)
    assert re.findall(r"[\u3400-\u9fff]+", unmarked) == []

@pytest.mark.parametrize("args, expected", [
    (["odds", "--lang", "zh"], "错误: 缺少参数 'POOL'."),
    (["odds", "3d", "--bogus", "--lang", "zh"], "错误: 没有选项 '--bogus'. 你是不是想用 '--burst'?"),
    (["odds", "3d", "--adv", "x", "--lang", "zh"], "错误: '--adv' 的值无效: 'x' 不是有效的数值."),
    (["character", "check", "missing.yaml", "--lang", "zh"], "'missing.yaml' 不存在."),
    (["--lang", "zh", "nothing"], "错误: 没有命令 'nothing'."),
])
def test_click_usage_errors_in_chinese(args, expected):
    result = run(*args)
    assert result.exit_code == 2
    assert expected in result.output and "运行 'meshal" in result.output and "Usage:" not in result.output


def test_problems_in_chinese_have_a_chinese_severity_and_pointer():
    result = run("validate", FIXTURES / "enum.yaml", "--lang", "zh")
    assert ": 错误: `swamp` 不是允许的取值." in result.output and "(位置 /category)" in result.output
    assert " error" not in result.output and "(at " not in result.output
    english = run("validate", FIXTURES / "enum.yaml", "--lang", "en")
    assert ": error: `swamp` is not an allowed value." in english.output and "(at /category)" in english.output


@pytest.mark.parametrize("fixture, zh, en", [
    ("unknown-reference.yaml", "没有 id 为 `mighty` 的术语.", "there is no term with id `mighty`."),
    ("wrong-kind-reference.yaml", "`might` 是术语, 不是这里需要的小节.", "`might` is of kind term, not the section"),
    ("duplicate-id.yaml", "术语 id `might` 重复", "term id `might` is already defined"),
])
def test_kind_names_in_the_message_language(fixture, zh, en):
    assert zh in run("validate", FIXTURES / fixture, "--lang", "zh").output
    assert en in run("validate", FIXTURES / fixture, "--lang", "en").output


def test_every_command_and_option_has_help_in_both_languages():
    texts = catalogue()
    for path, command in commands():
        key = "help-" + ("-".join(path) or "meshal")
        assert texts[key]["zh"] and texts[key]["en"], key
        for param in command.params:
            if isinstance(param, click.Option):
                found = texts.get(f"{key}--{param.name}") or texts.get(f"help-option--{param.name}")
                assert found and found["zh"] and found["en"], (key, param.name)


def test_help_lives_in_the_catalogue_only():
    """No click option in the code carries its own help text (it would never be shown)."""
    for path in (ROOT / "meshal_compendium" / "cli").glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "attr", "") == "option":
                assert "help" not in {k.arg for k in node.keywords}, f"{path.name}:{node.lineno}"


def test_new_pack_takes_languages_and_still_takes_lang_with_a_note(tmp_path: Path):
    made = run("new", "pack", tmp_path / "a", "--languages", "en")
    assert made.exit_code == 0 and "languages: [en]" in (tmp_path / "a" / "pack.yaml").read_text(encoding="utf-8")
    assert "deprecated" not in made.output
    old = run("new", "pack", tmp_path / "b", "--lang", "zh", env={"LANG": "zh_CN.UTF-8"})
    assert old.exit_code == 0 and "languages: [zh]" in (tmp_path / "b" / "pack.yaml").read_text(encoding="utf-8")
    assert "`meshal new pack --lang` 已弃用, 请改用 --languages" in old.output
    english = run("new", "pack", tmp_path / "c", "--lang", "en", env={"LANG": "en_US.UTF-8"})
    assert "`meshal new pack --lang` is deprecated; use --languages" in english.output
    bad = run("new", "pack", tmp_path / "d", "--languages", "fr", env={"LANG": "en_US.UTF-8"})
    assert bad.exit_code == 2 and "--languages zh,en" in bad.output


def test_the_version_in_both_languages():
    assert run("--version", "--lang", "zh").output.startswith("meshal 版本 ")
    assert run("--version", "--lang", "en").output.startswith("meshal, version ")


def test_lang_before_the_command_names_the_language_of_everything():
    result = run("--lang", "zh", "odds", "3x")
    assert result.exit_code == 1 and result.output.startswith("错误: “3x”第2个字符")
    assert run("--lang", "zh", "odds", "1d").output.startswith("1🎲: 投 1 颗骰子")


def _click_message_ids() -> set[str]:
    found = set()
    for path in Path(click.__file__).parent.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", "") in ("_", "ngettext"):
                found.update(arg.value for arg in node.args[:2] if isinstance(arg, ast.Constant))
    return found


def test_every_click_translation_matches_a_message_of_the_installed_click():
    """A translation whose id click no longer uses would silently stop working after an upgrade."""
    ids = _click_message_ids()
    core = (Path(click.__file__).parent / "core.py").read_text(encoding="utf-8")
    if 'extra["required"] = "required"' in core:  # translated later as _(extra["required"])
        ids.add("required")
    texts = {key: text for key, text in catalogue().items() if key.startswith("click-")}
    assert len(texts) > 40
    stale = [key for key, text in texts.items() if {text["en"], text.get("en-plural", text["en"])} - ids]
    assert stale == []
