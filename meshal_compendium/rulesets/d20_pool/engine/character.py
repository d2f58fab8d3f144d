"""Attributes and what follows from them: modifiers, saves, extra successes, tiers, hit points,
attack and defense modifiers, skill caps, specialisation, feats and the vital strike penalty."""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from math import floor

from ....problems import MeshalError
from .. import rules

TIER_NAMES = tuple(name for name, _ in rules.TIERS)


def modifier(attribute: int) -> int:
    """属性值除2，四舍五入: half the attribute, rounded half up (5 → +3, 8 → +4)."""
    _check_attribute(attribute)
    return floor(Fraction(attribute, rules.MODIFIER_DIVISOR) + Fraction(1, 2))


def save(attributes: Mapping[str, int], name: str) -> int:
    """豁免调整值: the higher modifier of the save's two attributes."""
    if name not in rules.SAVES:
        raise MeshalError("d20-pool-bad-save", given=name, known=", ".join(rules.SAVES))
    return max(modifier(attributes.get(a, 0)) for a in rules.SAVES[name])


def saves(attributes: Mapping[str, int]) -> dict[str, int]:
    return {name: save(attributes, name) for name in rules.SAVES}


FULL_TENS, MULTIPLES_PASSED = "full-tens", "multiples-passed"
EXTRA_READINGS = (FULL_TENS, MULTIPLES_PASSED)  # the ruling d20-extra-success-threshold


def extra_successes(attribute: int, reading: str = FULL_TENS) -> int:
    """属性每超过10的整数倍 … 一个额外成功. ``full-tens`` (default): one per full 10 above 10
    (19 → 0, 20 → 1, 30 → 2); ``multiples-passed``: one per multiple of 10 passed (11 → 1, 21 → 2)."""
    _check_attribute(attribute)
    if reading not in EXTRA_READINGS:
        raise MeshalError("d20-pool-bad-extra-reading", given=reading, known=", ".join(EXTRA_READINGS))
    above = max(0, attribute - rules.MORTAL_LIMIT)
    return above // rules.EXTRA_SUCCESS_STEP if reading == FULL_TENS else -(-above // rules.EXTRA_SUCCESS_STEP)


def tier(attribute: int) -> str:
    """The tier an attribute value lies in: mortal ≤ 10, extraordinary 11–20, legendary 21–30, mythic 31–50."""
    _check_attribute(attribute)
    return next((name for name, top in rules.TIERS if attribute <= top), rules.BEYOND_TIERS)


def tier_index(name: str) -> int:
    """Tiers above mortal (mortal 0, extraordinary 1 …)."""
    if name not in TIER_NAMES:
        raise MeshalError("d20-pool-bad-tier", given=name, known=", ".join(TIER_NAMES))
    return TIER_NAMES.index(name)


def skill_cap(tier_name: str) -> int:
    """5 for a mortal, +5 per tier above."""
    return rules.SKILL_MORTAL_CAP + rules.SKILL_CAP_PER_TIER * tier_index(tier_name)


def specialisation_bonus(tier_name: str) -> int:
    """+2 per tier: mortal +2, extraordinary +4, legendary +6, mythic +8."""
    return rules.SPECIALISATION_PER_TIER * (tier_index(tier_name) + 1)


def feats(tier_name: str) -> int:
    """Feats a character of this tier has had: 1 at the start, then those of each tier reached."""
    reached = TIER_NAMES[: tier_index(tier_name) + 1]
    return rules.FEATS_AT_START + sum(rules.FEATS_ON_REACHING[name] for name in reached)


def vital_strike_penalty(tier_name: str) -> int:
    """攻击要害: hit dice lost, −4 for a mortal and a further −2 per tier above (超凡 −6, 传奇 −8)."""
    return rules.VITAL_STRIKE_PENALTY + rules.VITAL_STRIKE_PENALTY_PER_TIER * tier_index(tier_name)


def size_modifier(size: str) -> int:
    if size not in rules.SIZES:
        raise MeshalError("d20-pool-bad-size", given=size, known=", ".join(rules.SIZES))
    return rules.SIZES[size]


def hit_points(size: str, endurance: int, strength: int) -> int:
    """基础生命值 = 2 × size modifier + Constitution (耐力) + Strength modifier, at least 1."""
    _check_attribute(endurance)
    total = rules.HIT_POINTS_PER_SIZE * size_modifier(size) + endurance + modifier(strength)
    return max(rules.MIN_HIT_POINTS, total)


def attack_modifier(attribute: int, size: str, bonuses: Mapping[str, int] | None = None) -> int:
    """Melee (Strength) or ranged (Dexterity) modifier + skill, specialisation, enhancement,
    scouting and other bonuses − size modifier: the number of attack dice."""
    return modifier(attribute) + sum((bonuses or {}).values()) - size_modifier(size)


def defense_modifier(dexterity: int, size: str, bonuses: Mapping[str, int] | None = None) -> int:
    """Dexterity modifier + natural, armour, shield, dodge, deflection, enhancement and other bonuses
    − size modifier: the number of defense dice."""
    return modifier(dexterity) + sum((bonuses or {}).values()) - size_modifier(size)


def _check_attribute(value: int) -> None:
    if value < 0:
        raise MeshalError("d20-pool-negative-attribute", given=value)
