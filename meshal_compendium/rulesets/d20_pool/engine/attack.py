"""攻击检定: the attacker's pool (attack modifier many d20) against the defender's (defense
modifier many, plus cover, minus armour piercing up to natural + armour + shield); a positive
difference of successes hits, then a concealment miss chance is rolled apart."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from fractions import Fraction

from ....problems import MeshalError
from .. import rules
from .character import vital_strike_penalty
from .damage import Defenses, Outcomes, damage
from .pool import Pool, Successes
from .versus import versus, win


@dataclass(frozen=True)
class Attack:
    attack: Pool                 # dice: the attack modifier
    defense: Pool                # dice: the defense modifier, before cover and piercing
    piercing: int = 0            # 破甲
    armour: int = 0              # 天生防御 + 盔甲 + 盾牌: the most piercing takes away
    cover: str = "none"          # 遮蔽: none | half | full
    concealment: str = "none"    # 隐蔽: none | half | full
    vital: str | None = None     # 攻击要害: the attacker's tier, or None
    damage: str | None = None    # the hit's damage dice, e.g. 1d8+3
    defenses: Defenses = field(default_factory=Defenses)


@dataclass(frozen=True)
class Outcome:
    attack_dice: int
    defense_dice: int
    margin: Successes            # attacker's successes − defender's
    miss_chance: Fraction
    hit: Fraction                # P(margin > 0), its infinite tail included, × (1 − miss chance)
    damage: Outcomes | None      # the damage of a hit


def defense_dice(defense: int, cover: str, piercing: int, armour: int) -> int:
    """Defense dice: the modifier plus cover, less piercing (at most natural + armour + shield), at least 0."""
    if cover not in rules.COVER:
        raise MeshalError("d20-pool-bad-cover", given=cover, known=", ".join(rules.COVER))
    if piercing < 0 or armour < 0:
        raise MeshalError("d20-pool-negative-piercing")
    return max(0, defense + rules.COVER[cover] - min(piercing, armour))


def attack_dice(modifier: int, vital: str | None) -> int:
    """Attack dice: the modifier, less the vital strike penalty of the attacker's tier; at least 0."""
    return max(0, modifier - (vital_strike_penalty(vital) if vital else 0))


def resolve(plan: Attack) -> Outcome:
    """The exact outcome of one attack."""
    if plan.concealment not in rules.CONCEALMENT:
        raise MeshalError("d20-pool-bad-concealment", given=plan.concealment, known=", ".join(rules.CONCEALMENT))
    attacking = attack_dice(plan.attack.dice, plan.vital)
    defending = defense_dice(plan.defense.dice, plan.cover, plan.piercing, plan.armour)
    attacker, defender = replace(plan.attack, dice=attacking), replace(plan.defense, dice=defending)
    margin = versus(attacker, defender)
    miss = rules.CONCEALMENT[plan.concealment]
    hit = win(attacker, defender) * (1 - miss)
    defenses = replace(plan.defenses, vital=plan.vital is not None)
    dealt = damage(plan.damage, defenses) if plan.damage else None
    return Outcome(attacking, defending, margin, miss, hit, dealt)
