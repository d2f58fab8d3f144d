"""Reading YAML: encodings, line endings, hostile structures, positions."""

from __future__ import annotations

import pytest

from meshal_compendium.source import SourceError, parse_bytes


def _error(raw: bytes):
    with pytest.raises(SourceError) as caught:
        parse_bytes(raw, "f.yaml")
    return caught.value.problem


def test_positions_of_nested_nodes():
    document = parse_bytes(b"a: 1\nb:\n  - x\n  - {c: hi}\n", "f.yaml")
    assert document.value == {"a": 1, "b": ["x", {"c": "hi"}]}
    assert document.locate(("b", 1, "c")).line == 4
    assert document.locate(("b", 1, "c")).column == 9
    assert document.locate(("b", 1, "missing")).line == 4


def test_bom_and_crlf_are_accepted():
    document = parse_bytes("\ufeffa: 1\r\nb: 强壮\r\n".encode(), "f.yaml")
    assert document.value == {"a": 1, "b": "强壮"}
    assert document.locate(("b",)).line == 2


def test_invalid_utf8_is_reported_at_its_line_and_column():
    found = _error(b"a: 1\nb: ok \xff\n")
    assert (found.line, found.column, found.code) == (2, 7, "file-encoding")


def test_recursive_alias_is_rejected():
    assert _error(b"a: &x [*x]\n").code == "yaml-recursive-alias"


def test_deep_nesting_is_rejected():
    raw = ("a: " + "[" * 100 + "]" * 100 + "\n").encode()
    assert _error(raw).code == "yaml-too-deep"


def test_huge_file_is_rejected_before_parsing():
    assert _error(b"a: " + b"x" * (9 * 1024 * 1024)).code == "file-too-large"


@pytest.mark.parametrize("raw, code", [
    (b"", "file-empty"),
    (b"2024-01-01: x\n", "yaml-key-type"),
    (b"a: 2024-01-01\n", "yaml-tag"),
    (b"a: !custom x\n", "yaml-tag"),
    (b"base: &b {x: 1}\nc:\n  <<: *b\n", "yaml-merge-key"),
    (b"---\na: 1\n---\nb: 2\n", "yaml-syntax"),
])
def test_unsupported_yaml_is_a_clear_error(raw, code):
    assert _error(raw).code == code


def test_block_scalar_offsets_map_to_source_lines():
    document = parse_bytes(b"t: |\n  one\n  two {x}\n", "f.yaml")
    assert document.locate_in_text(("t",), document.value["t"].index("{x}")) == (3, 7)


def test_quoted_scalar_offsets_skip_the_quote():
    document = parse_bytes(b'd: "abc"\n', "f.yaml")
    assert document.locate_in_text(("d",), 1) == (1, 6)


def test_a_file_read_again_is_composed_once_and_gives_values_of_its_own(monkeypatch):
    from meshal_compendium import source

    composed = []
    monkeypatch.setattr(source, "_compose", source._Composed())
    real = source.yaml.compose
    monkeypatch.setattr(source.yaml, "compose", lambda text, Loader: composed.append(text) or real(text, Loader=Loader))
    raw = b"a: 1\nb:\n  - {c: hi}\n"
    first = parse_bytes(raw, "f.yaml")
    first.value["b"][0]["c"] = "changed"  # normalising a spelling changes the values in place
    again = parse_bytes(raw, "g.yaml")
    assert again.value == {"a": 1, "b": [{"c": "hi"}]} and again.locate(("b", 0, "c")).line == 3
    assert len(composed) == 1
    assert parse_bytes(b"a: 2\n", "f.yaml").value == {"a": 2} and len(composed) == 2
    source._compose.chars = 30  # a full cache drops the least recently used
    parse_bytes(b"x: yy\n", "h.yaml")
    assert list(source._compose.trees) == ["a: 2\n", "x: yy\n"] and source._compose.held == 11
