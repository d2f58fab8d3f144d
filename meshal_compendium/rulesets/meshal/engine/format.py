"""Rendering for the CLI: the text and the JSON shapes of ``meshal odds`` and ``meshal roll``,
drawn with the shared ``figures``. No math beyond presentation lives here.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from ....figures import bar, fraction, percent, table
from ....i18n import t
from ..notation import POINTS, DicePool
from .dice import Distribution, Roll, point_face
from .odds import Odds


def distribution_json(result: Distribution) -> list[dict[str, Any]]:
    return [{"value": v, "probability": fraction(p)} for v, p in result.outcomes]


def pool_json(pool: DicePool, dice: int, lang: str) -> dict[str, Any]:
    return {"notation": pool.render(lang), "dice": dice, "kind": pool.kind}


def odds_json(found: Odds, lang: str) -> dict[str, Any]:
    """The ``meshal odds --json`` object (issue 3's contract, key for key)."""
    out: dict[str, Any] = {
        "pool": pool_json(found.pool, found.dice, lang),
        "distribution": distribution_json(found.distribution),
        "mean": fraction(found.distribution.mean),
    }
    if found.versus is not None:
        v = found.versus
        out["versus"] = {"win": fraction(v.win), "tie": fraction(v.tie), "lose": fraction(v.lose),
                         "win_after_roll_add": fraction(v.win_after_roll_add)}
    if found.attack is not None:
        a = found.attack
        out["attack"] = {"hit": fraction(a.hit), "wounds": distribution_json(a.wounds),
                         "solid_defense": fraction(a.solid_defense)}
    return out


def distribution_text(result: Distribution, lang: str, value_label: str) -> str:
    """Table of value, probability, percent, P(≥k) and a bar per value."""
    headers = [value_label, t("odds-col-probability", lang), "%", t("odds-col-at-least", lang), ""]
    peak = max(p for _, p in result.outcomes)
    rows = [
        [str(v), fraction(p), percent(p), fraction(result.at_least(v)), bar(p / peak)]
        for v, p in result.outcomes
    ]
    return table(headers, rows)


def odds_text(found: Odds, lang: str) -> str:
    """The readable ``meshal odds`` report."""
    kind = t(f"odds-kind-{found.pool.kind}", lang)
    lines = [t("odds-header", lang, notation=found.pool.render(lang), dice=found.dice, kind=kind)]
    m = found.modifiers
    if m.advantage or m.penalty:
        lines.append(t("odds-modifiers", lang, advantage=m.advantage, penalty=m.penalty))
    if found.burst:
        lines.append(burst_text(found.burst, found.max_leaks, lang))
    lines += ["", distribution_text(found.distribution, lang, t("odds-col-value", lang)), ""]
    mean = found.distribution.mean
    lines.append(t("odds-mean", lang, mean=fraction(mean), decimal=f"{float(mean):.3f}"))
    if found.pool.kind == POINTS:
        success = found.distribution.at_least(1)
        lines.append(t("odds-success", lang, p=fraction(success), percent=percent(success)))
    if found.versus is not None and found.vs is not None:
        v = found.versus
        lines += ["", t("odds-versus", lang, notation=found.vs.render(lang), dice=found.vs_dice,
                        win=_both(v.win), tie=_both(v.tie), lose=_both(v.lose),
                        after=_both(v.win_after_roll_add))]
    if found.attack is not None and found.defense is not None:
        a = found.attack
        lines += ["", t("odds-attack", lang, notation=found.defense.render(lang),
                        dice=found.defense_dice, hit=_both(a.hit), solid=_both(a.solid_defense)),
                  "", distribution_text(a.wounds, lang, t("odds-col-wounds", lang)), "",
                  t("odds-mean", lang, mean=fraction(a.wounds.mean),
                    decimal=f"{float(a.wounds.mean):.3f}")]
    return "\n".join(lines)


def burst_text(burst: int, max_leaks: int | None, lang: str) -> str:
    """The burst line, with what it assumes: 0 Leaks before the roll, and max Leaks = Sense only
    when Sense is known."""
    limit = (t("odds-burst-checked", lang, maximum=max_leaks) if max_leaks is not None
             else t("odds-burst-unchecked", lang))
    return f"{t('odds-burst', lang, burst=burst)} {limit}"


def _both(value: Fraction) -> str:
    return f"{fraction(value)} ({percent(value)})"


def roll_json(pool: DicePool, rolled: Roll, lang: str) -> dict[str, Any]:
    """The ``meshal roll --json`` object: the pool, every face and the result."""
    out = {"pool": pool_json(pool, len(rolled.faces), lang), "faces": list(rolled.faces),
           "result": rolled.result}
    if pool.kind == POINTS:
        out["success"] = rolled.result > 0
    return out


def roll_text(pool: DicePool, rolled: Roll, lang: str, burst: int = 0,
              max_leaks: int | None = None) -> str:
    """``强壮🎲 (3): ⚄ ⚅ ⚀ → 2`` style line, faces marked when they score a point."""
    faces = " ".join(
        f"[{f}]" if pool.kind == POINTS and point_face(f) else str(f) for f in rolled.faces
    )
    kind = t(f"odds-kind-{pool.kind}", lang)
    line = t("roll-line", lang, notation=pool.render(lang), dice=len(rolled.faces), faces=faces,
             result=rolled.result, kind=kind)
    if pool.kind == POINTS:
        line += "  " + t("roll-success" if rolled.result > 0 else "roll-failure", lang)
    return f"{line}\n{burst_text(burst, max_leaks, lang)}" if burst else line
