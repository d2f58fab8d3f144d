"""The manual's benchmark tables and charts, drawn at build time from ``bench/results/*.json`` so that no
page holds a pasted number.

The scripts in ``bench/`` write results of many shapes; every one is read the same way. Each file's
latest run per benchmark (files are named ``<date>[-<benchmark>].json``) gives a section: its numbers
grouped by benchmark (the first key) and what they measure (the last: ``median`` of a timing, ``ms``,
``kb`` …), one table per group with the path to each number as its row, and an inline SVG bar chart
of the same rows (no script). A timing's ``min``, ``max``, ``reps`` and ``times`` are left out: its
median stands for it; so is a group of one number (a setting of the run, such as its repetitions).
"""

from __future__ import annotations

import html
import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from ..i18n import t
from ..shipped import shipped
from .chinese import HAN, mark

RESULTS = shipped("bench/results")  # the source tree's: a wheel carries none
_DATED = re.compile(r"^(\d{4}-\d{2}-\d{2})(?:-(.+))?$")
# About the run, not results; a timing's spread (its median is shown).
_CONTEXT = {"date", "quick", "machine", "options", "versions", "cores"}
_SPREAD = {"min", "max", "reps", "times", "ms min", "ms max"}
_BAR = 18  # px per bar in a chart
_WIDTH = 400  # at a phone's 358 px a label's 11 units stay about 10 px


def benchmarks(lang: str, folder: Path | None = None) -> str:
    """The tables and charts of every benchmark's latest results below ``folder`` (default ``RESULTS``)."""
    folder = folder or RESULTS
    latest = _latest(folder)
    if not latest:
        return t("guide-bench-none", lang) + "\n"
    parts = []
    for name, path in latest.items():
        data = json.loads(path.read_text(encoding="utf-8"))
        machine = data.get("machine") or {}
        cores = machine.get("cores", data.get("cores", "?"))
        parts += [f"## {_inert(name)} {{ #bench-{_slug(name)} }}", "",
                  t("guide-bench-run", lang, file=f"bench/results/{path.name}", date=data.get("date", "?"),
                    cores=cores), ""]
        for metric, rows in _groups(data).items():
            parts += [*_table(metric, rows, lang), _chart(metric, rows, lang), ""]
    return "\n".join(parts)


def _latest(folder: Path) -> dict[str, Path]:
    """Each benchmark's latest result file, by benchmark name (``run`` for ``bench/run.py``'s)."""
    found: dict[str, tuple[str, Path]] = {}
    for path in sorted(folder.glob("*.json")):
        dated = _DATED.match(path.stem)
        if dated:
            name = dated.group(2) or "run"
            if name not in found or dated.group(1) >= found[name][0]:
                found[name] = (dated.group(1), path)
    return {name: path for name, (_, path) in sorted(found.items())}


def _groups(data: dict) -> dict[str, list[tuple[str, float]]]:
    """The numbers of one result, grouped by benchmark and what each measures, each with the path to it
    within the benchmark."""
    groups: dict[str, list[tuple[str, float]]] = {}
    for path, value in _numbers(data, ()):
        metric, where = f"{path[0]}: {path[-1]}", " › ".join(path[1:-1]) or path[0]
        groups.setdefault(metric, []).append((where, value))
    return {metric: rows for metric, rows in groups.items() if len(rows) > 1}  # one number: a setting


def _numbers(value: Any, path: tuple[str, ...]) -> Iterator[tuple[tuple[str, ...], float]]:
    if isinstance(value, dict):
        for key, item in value.items():
            if key in _CONTEXT or key.startswith("load_average") or key in _SPREAD and "median" in value:
                continue
            yield from _numbers(item, (*path, str(key)))
    elif isinstance(value, int | float) and not isinstance(value, bool) and len(path) > 1:
        yield path, value


def _table(metric: str, rows: list[tuple[str, float]], lang: str) -> list[str]:
    cell = mark if lang == "en" else str
    head = f"| {t('guide-bench-measured', lang)} | {cell(_inert(metric))} |"
    return [head, "| --- | ---: |", *(f"| {cell(_inert(where))} | {_number(value)} |" for where, value in rows), ""]


def _chart(metric: str, rows: list[tuple[str, float]], lang: str) -> str:
    """Horizontal bars, longest for the largest value, each labelled with its row and number."""
    top = max((value for _, value in rows), default=0) or 1
    bars = []
    for index, (where, value) in enumerate(rows):
        y, length = index * _BAR, max(0.0, value) / top * (_WIDTH / 2)
        bars.append(f'<rect x="{_WIDTH // 2}" y="{y + 3}" width="{length:.1f}" height="{_BAR - 6}" '
                    f'fill="currentColor" fill-opacity="0.45"></rect>'
                    f'<text x="{_WIDTH // 2 - 6}" y="{y + _BAR - 5}" text-anchor="end" font-size="11" '
                    f'fill="currentColor"{_zh(where, lang)}>'
                    f'{html.escape(_short(where))} · {html.escape(_number(value))}</text>')
    height = len(rows) * _BAR
    return (f'<div class="meshal-chart" markdown="0"><svg viewBox="0 0 {_WIDTH} {height}" width="100%" '
            f'role="img" aria-label="{html.escape(metric)}"{_zh(metric, lang)}>{"".join(bars)}</svg></div>')


def _zh(label: str, lang: str) -> str:
    """An English page's chart label holding Chinese (a search term) is marked as Chinese."""
    return ' lang="zh"' if lang == "en" and HAN.search(label) else ""


def _short(where: str, limit: int = 30) -> str:
    """A row's label in a chart: its end, where rows differ."""
    return where if len(where) <= limit else "…" + where[-(limit - 1):]


def _number(value: float) -> str:
    return f"{value:,}" if isinstance(value, int) else f"{value:,.3g}" if abs(value) < 100 else f"{value:,.1f}"


def _inert(text: str) -> str:
    """A key as table text: bench keys are ours, but a pipe or bracket would still break the table."""
    return re.sub(r"([\\`*_\[\]{}#|!<>])", r"\\\1", text)


def _slug(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")
