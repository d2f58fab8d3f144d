"""The d20 success pool's engine: every example and number of the document (seed 003), the pool
against a brute-force simulation of the throw, and exactness properties."""

from __future__ import annotations

from collections import defaultdict
from fractions import Fraction
from itertools import product
from math import comb

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from meshal_compendium.problems import MeshalError
from meshal_compendium.rulesets.d20_pool import rules
from meshal_compendium.rulesets.d20_pool.engine import actions, character
from meshal_compendium.rulesets.d20_pool.engine.attack import Attack, attack_dice, defense_dice, resolve
from meshal_compendium.rulesets.d20_pool.engine.damage import Defenses, damage, dealt, parse_damage, roll
from meshal_compendium.rulesets.d20_pool.engine.notation import parse_pool
from meshal_compendium.rulesets.d20_pool.engine.pool import (
    RULINGS,
    SEQUENTIAL,
    SIMULTANEOUS,
    Pool,
    edge_of,
    faces,
    fortune_chance,
    successes,
)
from meshal_compendium.rulesets.d20_pool.engine.versus import chain, components, versus, win

# --- 属性 ------------------------------------------------------------------------------------


def test_the_documents_example_strength_8_constitution_5():
    """例如：人物力量8，体质5，则力量调整值+4，体质调整值+3，坚韧豁免+4 (体质 is 耐力: erratum)."""
    assert character.modifier(8) == 4
    assert character.modifier(5) == 3
    assert character.save({"strength": 8, "endurance": 5}, "fortitude") == 4


@pytest.mark.parametrize(("attribute", "expected"), [(0, 0), (1, 1), (2, 1), (3, 2), (4, 2), (6, 3), (7, 4),
                                                      (9, 5), (10, 5), (11, 6), (20, 10), (21, 11)])
def test_modifier_is_half_rounded_half_up(attribute, expected):
    assert character.modifier(attribute) == expected


def test_each_save_takes_the_higher_modifier_of_its_pair():
    assert rules.SAVES == {"fortitude": ("strength", "endurance"), "reflex": ("dexterity", "perception"),
                           "insight": ("intelligence", "charisma"), "fortune": ("willpower", "luck")}
    attributes = {"strength": 2, "endurance": 7, "dexterity": 9, "perception": 1, "intelligence": 4,
                  "charisma": 4, "willpower": 0, "luck": 3}
    assert character.saves(attributes) == {"fortitude": 4, "reflex": 5, "insight": 2, "fortune": 2}


@pytest.mark.parametrize(("attribute", "full_tens", "passed"), [(0, 0, 0), (10, 0, 0), (11, 0, 1), (19, 0, 1),
                                                               (20, 1, 1), (21, 1, 2), (29, 1, 2), (30, 2, 2),
                                                               (50, 4, 4)])
def test_extra_successes_by_each_reading_of_the_ruling(attribute, full_tens, passed):
    """d20-extra-success-threshold: one per full 10 above 10 (default), or one per multiple of 10 passed."""
    assert character.extra_successes(attribute) == full_tens
    assert character.extra_successes(attribute, "multiples-passed") == passed
    with pytest.raises(MeshalError, match="d20-pool-bad-extra-reading"):
        character.extra_successes(attribute, "tens")


@pytest.mark.parametrize(("attribute", "tier"), [(0, "mortal"), (10, "mortal"), (11, "extraordinary"),
                                                 (20, "extraordinary"), (21, "legendary"), (30, "legendary"),
                                                 (31, "mythic"), (50, "mythic"), (51, "divine")])
def test_tiers(attribute, tier):
    assert character.tier(attribute) == tier


def test_skill_caps_specialisation_feats_and_vital_strike_by_tier():
    tiers = ("mortal", "extraordinary", "legendary", "mythic")
    assert [character.skill_cap(t) for t in tiers] == [5, 10, 15, 20]               # 5级 … 每层级 +5
    assert [character.specialisation_bonus(t) for t in tiers] == [2, 4, 6, 8]       # 凡人+2 超凡+4 传奇+6 神话+8
    assert [character.feats(t) for t in tiers] == [2, 4, 6, 9]                      # 1 + 1, then 2, 2, 3
    assert [character.vital_strike_penalty(t) for t in tiers] == [4, 6, 8, 10]      # −4, 超凡 −6, 传奇 −8


def test_sizes():
    assert rules.SIZES == {"fine": -8, "diminutive": -4, "tiny": -2, "small": -1, "medium": 0, "large": 1,
                           "huge": 2, "gargantuan": 4, "colossal": 8, "colossal-plus": 16}


def test_hit_points_are_twice_size_plus_constitution_plus_strength_modifier_at_least_1():
    assert character.hit_points("medium", 5, 8) == 9
    assert character.hit_points("large", 6, 7) == 2 + 6 + 4
    assert character.hit_points("colossal-plus", 10, 10) == 32 + 10 + 5
    assert character.hit_points("fine", 5, 8) == 1     # 2 × −8 + 5 + 4 = −7 → 生命值至少为1
    assert character.hit_points("tiny", 0, 0) == 1


def test_attack_and_defense_modifiers_sum_as_the_document_does():
    bonuses = {"skill": 2, "specialisation": 2, "enhancement": 1, "scouting": 0, "other": 0}
    assert character.attack_modifier(8, "large", bonuses) == 4 + 5 - 1     # 力量调整值 + … − 体型调整值
    assert character.attack_modifier(6, "small") == 3 + 1
    defense = {"natural": 1, "armour": 3, "shield": 1, "dodge": 1, "deflection": 0, "enhancement": 0}
    assert character.defense_modifier(7, "medium", defense) == 4 + 6


@pytest.mark.parametrize("call", [lambda: character.modifier(-1), lambda: character.tier_index("god"),
                                  lambda: character.size_modifier("vast"), lambda: character.save({}, "will")])
def test_bad_character_input_is_a_clear_error(call):
    with pytest.raises(MeshalError):
        call()


# --- 轮与回合, 行动点 ---------------------------------------------------------------------------


def test_round_and_action_point_numbers():
    assert rules.ROUND_SECONDS * rules.ROUNDS_PER_MINUTE == 60
    assert rules.ACTION_POINTS == 5
    assert rules.ACTIONS == {"full-round": 5, "standard": 3, "move": 2, "swift": 1, "reaction": 1, "free": 0}
    assert (rules.ACTIONS_PER_TYPE, rules.FATAL_ACTION_POINTS, rules.FATAL_ACTIONS_PER_TYPE) == (2, 3, 1)


def test_a_standard_and_a_move_action_fill_a_round():
    plan = actions.plan({"standard": 1, "move": 1, "free": 2})
    assert (plan.spent, plan.left, plan.fits) == (5, 0, True)


def test_no_more_than_two_actions_of_a_type():
    plan = actions.plan({"swift": 3})
    assert (plan.spent, plan.left, plan.over_limit, plan.fits) == (3, 2, ("swift",), False)
    assert actions.plan({"move": 2, "reaction": 1}).fits


def test_a_fatally_wounded_character_has_3_points_and_each_action_once():
    assert actions.plan({"standard": 1}, fatal=True).fits
    assert not actions.plan({"move": 1, "swift": 2}, fatal=True).fits      # two swift actions
    over = actions.plan({"move": 1, "swift": 1, "reaction": 1}, fatal=True)
    assert (over.spent, over.left, over.fits) == (4, -1, False)


def test_bad_plans_are_clear_errors():
    with pytest.raises(MeshalError, match="d20-pool-bad-action"):
        actions.plan({"dance": 1})
    with pytest.raises(MeshalError, match="d20-pool-negative-count"):
        actions.plan({"move": -1})


# --- D20规则: one die ---------------------------------------------------------------------------


def test_faces_18_to_20_succeed_advantage_17_disadvantage_19():
    for edge, succeeding in (("none", 3), ("advantage", 4), ("disadvantage", 2)):
        die = faces(edge)
        assert die.critical + die.success == Fraction(succeeding, 20)
        assert (die.critical, die.fumble) == (Fraction(1, 20), Fraction(1, 20))   # 大成功大失败不受影响
        assert die.critical + die.fumble + die.success + die.miss == 1


def test_advantage_and_disadvantage_cancel():
    assert edge_of(True, True) == edge_of(False, False) == "none"
    assert edge_of(True, False) == "advantage" and edge_of(False, True) == "disadvantage"


@pytest.mark.parametrize(("modifier", "chance"), [(0, Fraction(11, 20)), (3, Fraction(14, 20)),
                                                  (9, Fraction(1)), (12, Fraction(1)), (-10, Fraction(1, 20)),
                                                  (-11, Fraction(0))])
def test_the_fortune_check_is_1d20_plus_modifier_at_least_10(modifier, chance):
    assert fortune_chance(modifier) == chance


def test_one_d20_by_hand():
    """0 successes: a 2–17, a 1 (no success to lose), or a 20 whose bonus die shows 1 and fails
    the fortune check (1 − 1 = 0): 17/20 + 1/20 · 1/20 · 9/20."""
    found = dict(successes(Pool(1)).outcomes)
    assert found[0] == Fraction(17, 20) + Fraction(9, 8000)
    # exactly 1: an 18–19; or a 20 then a 2–17 or a 1 passing the check; or 20, 20, 1 failing it
    once = Fraction(2, 20) + Fraction(1, 20) * (Fraction(16, 20) + Fraction(1, 20) * Fraction(11, 20))
    assert found[1] == once + Fraction(1, 20) ** 3 * Fraction(9, 20)


def test_no_dice_no_successes():
    assert successes(Pool(0)) == successes(Pool(0, extra=3))
    assert successes(Pool(0)).outcomes == ((0, Fraction(1)),) and successes(Pool(0)).remainder == 0


# --- the pool against a literal simulation ----------------------------------------------------


def _effects(edge: str) -> dict[str, Fraction]:
    """Each face 1–20 read as the document says, counted: critical, fumble, success, miss."""
    found: dict[str, Fraction] = defaultdict(Fraction)
    for face in range(1, 21):
        name = ("critical" if face == 20 else "fumble" if face == 1
                else "success" if face >= {"none": 18, "advantage": 17, "disadvantage": 19}[edge] else "miss")
        found[name] += Fraction(1, 20)
    return found


def _fortune_fails(modifier: int) -> Fraction:
    return Fraction(sum(1 for face in range(1, 21) if face + modifier < 10), 20)


def _finish(out, rolled, fumbled_last, p, pool):
    """Record a finished throw: the fortune check (when due), extra and deducted successes."""
    fail = _fortune_fails(pool.fortune) if fumbled_last else Fraction(0)
    for failed, q in ((0, 1 - fail), (1, fail)):
        if q:
            extra = pool.extra if rolled else 0
            out[max(0, rolled + extra - pool.deduct - failed)] += p * q


def brute_sequential(pool: Pool, cap: int):
    """Roll the dice one by one as a list of dice left, at most ``cap`` rolls; → (P by value, mass cut off)."""
    effects = _effects(pool.edge)
    out: dict[int, Fraction] = defaultdict(Fraction)
    cut = [Fraction(0)]

    def go(left: int, rolled: int, p: Fraction, rolls: int) -> None:
        if left == 0:
            return _finish(out, rolled, False, p, pool)
        if rolls == cap:
            cut[0] += p
            return None
        for effect, q in effects.items():
            remaining = left - 1
            if effect == "critical":
                go(remaining + 1, rolled + 1, p * q, rolls + 1)
            elif effect == "success":
                go(remaining, rolled + 1, p * q, rolls + 1)
            elif effect == "miss":
                go(remaining, rolled, p * q, rolls + 1)
            elif remaining:
                go(remaining - 1, rolled, p * q, rolls + 1)
            else:
                _finish(out, rolled, True, p * q, pool)
        return None

    go(pool.dice, 0, Fraction(1), 0)
    return out, cut[0]


def brute_simultaneous(pool: Pool, cap: int):
    """Throw every die of a throw at once (each die's face in turn), at most ``cap`` throws."""
    effects = _effects(pool.edge)
    out: dict[int, Fraction] = defaultdict(Fraction)
    cut = [Fraction(0)]

    def go(throw: int, rolled: int, p: Fraction, throws: int) -> None:
        if throw == 0:
            return _finish(out, rolled, False, p, pool)
        if throws == cap:
            cut[0] += p
            return None
        for shown in product(effects, repeat=throw):
            q = Fraction(1)
            for effect in shown:
                q *= effects[effect]
            bonus = shown.count("critical") - shown.count("fumble")
            gained = shown.count("critical") + shown.count("success")
            if bonus < 0:
                _finish(out, rolled + gained, True, p * q, pool)
            else:
                go(bonus, rolled + gained, p * q, throws + 1)
        return None

    go(pool.dice, 0, Fraction(1), 0)
    return out, cut[0]


POOLS = [Pool(1), Pool(2), Pool(3), Pool(2, "advantage"), Pool(3, "disadvantage"), Pool(2, extra=2),
         Pool(3, deduct=2), Pool(2, extra=1, deduct=1, fortune=4), Pool(1, fortune=-3), Pool(2, fortune=9)]


@pytest.mark.parametrize("pool", POOLS)
@pytest.mark.parametrize(("ruling", "brute", "cap"), [(SEQUENTIAL, brute_sequential, 11),
                                                      (SIMULTANEOUS, brute_simultaneous, 5)])
def test_the_pool_matches_a_literal_simulation(pool, ruling, brute, cap):
    pool = Pool(pool.dice, pool.edge, pool.extra, pool.deduct, pool.fortune, ruling)
    expected, cut = brute(pool, cap)
    found = successes(pool)
    assert cut < Fraction(1, 10**6)
    for value, p in found.outcomes:   # the simulation misses at most the mass it cut off
        assert expected.get(value, 0) <= p <= expected.get(value, 0) + cut
    listed, top = {v for v, _ in found.outcomes}, found.outcomes[-1][0]
    assert all(v in listed or v > top for v in expected)


def test_the_readings_differ():
    """Three dice: 1, 20, … — sequentially the 1 takes a die and the 20 gives one back; thrown at once
    the 1 cancels the 20's bonus die. The distributions are not the same."""
    assert successes(Pool(3, ruling=SEQUENTIAL)).outcomes != successes(Pool(3, ruling=SIMULTANEOUS)).outcomes
    assert successes(Pool(1, ruling=SEQUENTIAL)) == successes(Pool(1, ruling=SIMULTANEOUS))  # one die: one way


def test_extra_successes_need_a_rolled_success_and_deductions_stop_at_zero():
    extra = dict(successes(Pool(2, extra=2)).outcomes)
    rolled_none = dict(successes(Pool(2, fortune=10)).outcomes)[0]   # a check that cannot fail: 0 is no success rolled
    assert extra[0] == rolled_none and 1 not in extra   # 1 success → 3 (2 after a failed check): 0 stays 0
    deducted = successes(Pool(2, deduct=3))
    assert deducted.outcomes[0][0] == 0 and all(v >= 0 for v, _ in deducted.outcomes)
    assert dict(deducted.outcomes)[0] == sum((p for v, p in successes(Pool(2)).outcomes if v <= 3), Fraction(0))


@settings(max_examples=40, deadline=None)
@given(dice=st.integers(0, 12), edge=st.sampled_from(["none", "advantage", "disadvantage"]),
       extra=st.integers(0, 3), deduct=st.integers(0, 3), fortune=st.integers(-12, 12), ruling=st.sampled_from(RULINGS))
def test_listed_plus_remainder_is_exactly_one(dice, edge, extra, deduct, fortune, ruling):
    found = successes(Pool(dice, edge, extra, deduct, fortune, ruling))
    values = [v for v, _ in found.outcomes]
    assert sum(p for _, p in found.outcomes) + found.remainder == 1
    assert 0 <= found.remainder < rules.TOLERANCE
    assert values == sorted(set(values)) and all(p > 0 for _, p in found.outcomes)
    assert found.at_least(values[0]) == 1


def test_a_big_pool_lists_until_less_than_a_trillionth_is_left():
    found = successes(Pool(60))
    assert 0 < found.remainder < Fraction(1, 10**12)
    shorter = successes(Pool(60), tolerance=Fraction(1, 10**6))   # a coarser listing is a prefix of it
    assert shorter.outcomes == found.outcomes[: len(shorter.outcomes)] and shorter.remainder >= Fraction(1, 10**12)


@pytest.mark.parametrize(("pool", "code"), [(Pool(3, ruling="together"), "d20-pool-bad-ruling"),
                                            (Pool(61), "d20-pool-too-many-dice"),
                                            (Pool(-1), "d20-pool-too-many-dice"),
                                            (Pool(2, extra=-1), "d20-pool-negative-count"),
                                            (Pool(2, edge="luck"), "d20-pool-bad-edge")])
def test_bad_pools_are_clear_errors(pool, code):
    with pytest.raises(MeshalError, match=code):
        successes(pool)


@pytest.mark.parametrize(("text", "dice"), [("4d20", 4), ("d20", 1), (" 12D20 ", 12), ("0d20", 0)])
def test_pool_notation(text, dice):
    assert parse_pool(text) == dice


@pytest.mark.parametrize("text", ["4d6", "4", "d", "-1d20", "4d20+1", ""])
def test_bad_pool_notation(text):
    with pytest.raises(MeshalError, match="d20-pool-bad-pool"):
        parse_pool(text)


# --- 攻击检定, 破甲 ------------------------------------------------------------------------------


def test_the_net_difference_of_two_pools():
    alone = successes(Pool(2))
    against_nothing = versus(Pool(2), Pool(0))
    assert dict(against_nothing.outcomes) == {v: p for v, p in alone.outcomes if v in dict(against_nothing.outcomes)}
    assert versus(Pool(0), Pool(0)) == versus(Pool(0), Pool(0), Fraction(1)) == \
        type(alone)(((0, Fraction(1)),), Fraction(0))


@pytest.mark.parametrize("pool", [Pool(1), Pool(2), Pool(3, "advantage", 1, 0, 2), Pool(2, ruling="simultaneous"),
                                  Pool(4, extra=2, deduct=1, ruling="simultaneous")])
def test_p_win_of_a_pool_against_its_twin_is_half_of_what_is_not_a_tie(pool):
    # Two independent copies: P(A > B) = P(B > A), so P(win) = (1 − P(tie)) / 2 exactly, the
    # infinite tails included (the listed values alone fall short by about half the remainder).
    tie = dict(versus(pool, pool).outcomes)[0]
    assert win(pool, pool) == (1 - tie) / 2


@pytest.mark.parametrize("first, second", [
    (Pool(3, extra=2), Pool(2, deduct=1)), (Pool(2, "disadvantage", 0, 2, -3), Pool(4, "advantage", 3, 0, 5)),
    (Pool(3, extra=1, ruling="simultaneous"), Pool(2, deduct=2, fortune=3, ruling="simultaneous"))])
def test_win_tie_and_loss_sum_to_exactly_1(first, second):
    tie = dict(versus(first, second).outcomes).get(0, Fraction(0))
    assert win(first, second) + tie + win(second, first) == 1


@pytest.mark.parametrize("dice", [1, 3])
def test_p_win_against_no_dice_is_p_of_at_least_one_success(dice):
    assert win(Pool(dice), Pool(0)) == 1 - dict(successes(Pool(dice)).outcomes)[0]
    assert win(Pool(0), Pool(dice)) == 0


def test_a_gap_in_the_difference_s_support_is_stepped_over():
    # 0 dice against 2 with 4 extra: the difference is 0 or ≤ −4 (a failed fortune check takes one);
    # listing outward from 0 once met zeros on both sides and walked the empty positive side for ever.
    found = versus(Pool(0), Pool(2, extra=4))
    assert {v for v, _ in found.outcomes} & {-3, -2, -1, 1} == set() and min(v for v, _ in found.outcomes) < -5
    assert found.remainder < rules.TOLERANCE


def _polynomial_tail(pool: Pool, degree: int) -> tuple[Fraction, list[Fraction]]:
    """P(0) and the values 20ⁿ·P(n), n = 1 …, from the single-pool engine: for a plain sequential pool
    they lie on one polynomial of degree < dice + 1 (its level map's diagonal is 1/20 throughout)."""
    found = dict(successes(pool, Fraction(1, 10**80)).outcomes)
    scaled = [found[n] * 20**n for n in range(1, degree + 8)]
    differences = _forward(scaled)
    assert all(d == 0 for d in differences[degree + 1:])   # the polynomial model holds on 6 more points
    return found[0], differences[:degree + 1]


def _forward(values: list[Fraction]) -> list[Fraction]:
    """Δʲ f(first point), j = 0 …: f(first + n) = Σⱼ C(n, j)·Δʲ."""
    found = []
    while values:
        found.append(values[0])
        values = [b - a for a, b in zip(values, values[1:], strict=False)]
    return found


def _at(differences: list[Fraction], n: int) -> Fraction:
    return sum((d * comb(n, j) for j, d in enumerate(differences)), Fraction(0))


def _closed_form(first: Pool, second: Pool, v: int) -> Fraction:
    """P(first − second = v) summed in closed form: Σₙ C(n, j)·xⁿ = xʲ/(1 − x)ʲ⁺¹ with x = 1/400."""
    zero_a, poly_a = _polynomial_tail(first, first.dice + 1)
    zero_b, poly_b = _polynomial_tail(second, second.dice + 1)

    def p(zero: Fraction, poly: list[Fraction], n: int) -> Fraction:
        return Fraction(0) if n < 0 else zero if n == 0 else _at(poly, n - 1) / 20**n

    edge = {b for b in (0, -v) if b >= 0}
    found = sum((p(zero_a, poly_a, b + v) * p(zero_b, poly_b, b) for b in edge), Fraction(0))
    start = max(1, 1 - v)   # from here both values are ≥ 1: 20^-(2b+v)·pA(b+v−1)·pB(b−1)
    degree = len(poly_a) + len(poly_b)
    product = _forward([_at(poly_a, start + n + v - 1) * _at(poly_b, start + n - 1) for n in range(degree + 1)])
    x = Fraction(1, 400)
    series = sum((d * x**j / (1 - x) ** (j + 1) for j, d in enumerate(product)), Fraction(0))
    return found + series / 20 ** (2 * start + v)


@pytest.mark.parametrize(("first", "second"), [(Pool(2), Pool(1)), (Pool(3, "advantage"), Pool(2, "disadvantage")),
                                               (Pool(1), Pool(4))])
def test_each_listed_difference_is_the_whole_infinite_sum(first, second):
    """Issue 28: pairing two truncated pools left every value short of its tails (2d20 vs 1d20: P(−9)
    1.6% low). Each listed P(D = v) equals the closed-form sum, and the remainder is 1 − Σ listed."""
    found = versus(first, second)
    for v, p in found.outcomes:
        assert p == _closed_form(first, second, v), v
    assert sum(p for _, p in found.outcomes) + found.remainder == 1
    assert 0 <= found.remainder < rules.TOLERANCE


@pytest.mark.parametrize(("first", "second"), [
    (Pool(5), Pool(5)),
    (Pool(3, "advantage", 2, 1, 3), Pool(2, "disadvantage", 1, 3, -5)),
    (Pool(4, ruling=SIMULTANEOUS), Pool(3, extra=2, deduct=2, fortune=-3, ruling=SIMULTANEOUS)),
    (Pool(6, "advantage", ruling=SIMULTANEOUS), Pool(5, ruling=SIMULTANEOUS)),
    (Pool(0), Pool(3, ruling=SIMULTANEOUS)), (Pool(2, deduct=4, extra=1), Pool(0))])
def test_the_difference_is_within_the_bound_of_a_deep_pairing(first, second):
    """Against pairs of two pools listed to 10⁻⁴⁰ (each pair exact; the pairs left out weigh at most the
    two remainders): every listed value, with advantage, extras, deductions, fortune and both rulings."""
    deep_a, deep_b = successes(first, Fraction(1, 10**40)), successes(second, Fraction(1, 10**40))
    paired: dict[int, Fraction] = defaultdict(Fraction)
    for a, p in deep_a.outcomes:
        for b, q in deep_b.outcomes:
            paired[a - b] += p * q
    found = versus(first, second)
    bound = deep_a.remainder + deep_b.remainder
    assert all(0 <= p - paired[v] <= bound for v, p in found.outcomes)
    assert sum(p for _, p in found.outcomes) + found.remainder == 1 and 0 <= found.remainder < rules.TOLERANCE


def test_a_chains_parts_are_lone_states_or_cycles_of_all_20s():
    """The Stein equation is solved by substitution only if every part is a state or one cycle."""
    assert all(len(part) == 1 for part in components(chain(Pool(6)).rows))
    sizes = sorted(len(part) for part in components(chain(Pool(4, ruling=SIMULTANEOUS)).rows))
    assert {1, 2, 3, 4} <= set(sizes)   # a throw of s dice all 20s returns to s dice after s levels


@pytest.mark.parametrize(("ruling", "dice"), [(SEQUENTIAL, 61), (SIMULTANEOUS, 11)])
def test_the_difference_has_a_stated_limit(ruling, dice):
    with pytest.raises(MeshalError, match="too-many-dice"):
        versus(Pool(dice, ruling=ruling), Pool(1, ruling=ruling))


def test_armour_piercing_takes_away_at_most_natural_armour_and_shield():
    assert defense_dice(5, "none", 2, 4) == 3
    assert defense_dice(5, "none", 10, 4) == 1         # 上限为天生防御加值，盔甲加值和盾牌加值的总和
    assert defense_dice(2, "none", 10, 4) == 0
    assert defense_dice(5, "half", 0, 0) == 8 and defense_dice(5, "full", 0, 0) == 11   # 遮蔽 +3 / +6
    with pytest.raises(MeshalError, match="d20-pool-bad-cover"):
        defense_dice(5, "partial", 0, 0)


def test_a_vital_strike_costs_hit_dice_by_tier_and_halves_damage():
    assert attack_dice(9, "mortal") == 5 and attack_dice(9, "legendary") == 1 and attack_dice(3, "mythic") == 0
    assert attack_dice(9, None) == 9
    assert dealt(7, Defenses(vital=True)) == 3
    assert dealt(7, Defenses(vital=True, resistant=True)) == 1       # 这个减半和伤害抗性相叠加


def test_an_attack_hits_on_a_positive_difference_and_concealment_misses_apart():
    plain = resolve(Attack(Pool(4), Pool(2)))
    positive = win(Pool(4), Pool(2))   # the whole P(margin > 0), tails included
    assert positive > sum((p for v, p in plain.margin.outcomes if v > 0), Fraction(0))
    assert plain.hit == positive and (plain.attack_dice, plain.defense_dice) == (4, 2)
    assert resolve(Attack(Pool(4), Pool(2), concealment="half")).hit == positive * Fraction(3, 4)   # 25%
    assert resolve(Attack(Pool(4), Pool(2), concealment="full")).hit == positive * Fraction(1, 2)   # 50%
    pierced = resolve(Attack(Pool(4), Pool(4), piercing=3, armour=2))
    assert pierced.defense_dice == 2 and pierced.margin == versus(Pool(4), Pool(2))


def test_an_attack_carries_its_damage():
    found = resolve(Attack(Pool(3), Pool(1), damage="1d4+1", defenses=Defenses(resistant=True)))
    assert found.damage == ((1, Fraction(1, 2)), (2, Fraction(2, 4)))


# --- 伤害 ------------------------------------------------------------------------------------


def test_damage_dice():
    assert parse_damage("2d6+3") == ((1, 2, 6), (1, 3, 0))
    assert roll(parse_damage("1d4-1")) == tuple((v, Fraction(1, 4)) for v in range(0, 4))
    two = dict(roll(parse_damage("2d6")))
    assert two[7] == Fraction(6, 36) and sum(two.values()) == 1


@pytest.mark.parametrize(("defenses", "expected"), [
    (Defenses(), 7), (Defenses(resistant=True), 3), (Defenses(vulnerable=True), 14),
    (Defenses(resistant=True, vulnerable=True), 7),                  # 互相抵消
    (Defenses(resistant=True, reduction=2), 1),                       # 先计算伤害抗性
    (Defenses(reduction=-3), 10),                                     # 伤害增幅
    (Defenses(reduction=9), 0),
    (Defenses(true=True, resistant=True, reduction=5), 7),            # 真实伤害无视
])
def test_resistance_vulnerability_reduction_and_true_damage(defenses, expected):
    assert dealt(7, defenses) == expected


def test_damage_distribution_is_exact():
    assert damage("1d6", Defenses(reduction=4)) == ((0, Fraction(4, 6)), (1, Fraction(1, 6)), (2, Fraction(1, 6)))


@pytest.mark.parametrize(("text", "code"), [("", "d20-pool-bad-damage"), ("2d", "d20-pool-bad-damage"),
                                            ("1d6+x", "d20-pool-bad-damage"), ("d0", "d20-pool-damage-too-big"),
                                            ("101d6", "d20-pool-damage-too-big")])
def test_bad_damage_is_a_clear_error(text, code):
    with pytest.raises(MeshalError, match=code):
        parse_damage(text)


def test_cover_concealment_and_check_numbers():
    assert {"none": 0, "half": Fraction(1, 4), "full": Fraction(1, 2)} == rules.CONCEALMENT
    assert rules.COVER == {"none": 0, "half": 3, "full": 6}
    assert (rules.DYING_DC, rules.DYING_DC_STEP, rules.FORTUNE_DC) == (10, 2, 10)


# --- the engine's numbers are the pack's ------------------------------------------------------
# rules.py holds each number once for the engine; the pack (content/d20-pool) holds the same
# numbers as data for the pages. These tests keep the two the same.


def _pack(kind: str) -> dict[str, dict]:
    import yaml

    from tests.conftest import ROOT

    found = {}
    for path in sorted((ROOT / "content" / "d20-pool").rglob("*.yaml")):
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        found.update({e["id"]: e for e in (data if isinstance(data, list) else [data]) if e.get("kind") == kind})
    assert found, f"no {kind} entries in content/d20-pool"
    return found


def test_the_packs_sizes_actions_and_saves_are_the_engines():
    assert {id: e["modifier"] for id, e in _pack("d20-size").items()} == rules.SIZES
    assert {id: e["cost"] for id, e in _pack("d20-action").items()} == rules.ACTIONS
    assert {id: tuple(e["attributes"]) for id, e in _pack("d20-save").items()} == rules.SAVES
    assert sorted(_pack("d20-attribute")) == sorted(rules.ATTRIBUTES)


def test_the_packs_tiers_are_the_engines():
    for id, tier in _pack("d20-tier").items():
        assert character.tier(tier["attribute_max"]) == id == character.tier(tier["attribute_min"])
        assert (tier["skill_cap"], tier["specialisation_bonus"], tier["vital_strike"]) == (
            character.skill_cap(id), character.specialisation_bonus(id), -character.vital_strike_penalty(id))
        assert tier["feats"] == rules.FEATS_ON_REACHING[id]


def test_the_packs_numbers_are_the_engines():
    numbers = {id: e["number"] for id, e in _pack("d20-number").items()}
    assert (numbers["mortal-attribute-limit"], numbers["attribute-modifier-divisor"],
            numbers["extra-success-step"]) == (rules.MORTAL_LIMIT, rules.MODIFIER_DIVISOR, rules.EXTRA_SUCCESS_STEP)
    assert (numbers["success-minimum"], numbers["critical-success-face"], numbers["critical-failure-face"],
            numbers["fortune-check-dc"]) == (rules.SUCCESS_FROM["none"], rules.CRITICAL_SUCCESS,
                                             rules.CRITICAL_FAILURE, rules.FORTUNE_DC)
    assert (numbers["round-seconds"], numbers["rounds-per-minute"], numbers["action-points-per-round"],
            numbers["actions-of-a-type-per-round"]) == (rules.ROUND_SECONDS, rules.ROUNDS_PER_MINUTE,
                                                        rules.ACTION_POINTS, rules.ACTIONS_PER_TYPE)
    assert (numbers["hit-points-size-factor"], numbers["hit-points-minimum"], numbers["vital-strike-penalty"],
            numbers["vital-strike-tier-step"], numbers["vital-strike-damage-divisor"]) == (
        rules.HIT_POINTS_PER_SIZE, rules.MIN_HIT_POINTS, -rules.VITAL_STRIKE_PENALTY,
        -rules.VITAL_STRIKE_PENALTY_PER_TIER, rules.VITAL_STRIKE_DIVISOR)
    assert (numbers["resistance-divisor"], numbers["vulnerability-factor"]) == (
        rules.RESISTANCE_DIVISOR, rules.VULNERABILITY_FACTOR)


def test_the_packs_conditions_are_the_engines():
    effects = {id: {x["type"]: x for x in e.get("effects", ())} for id, e in _pack("d20-condition").items()}
    assert effects["advantage"]["success-min"]["amount"] == rules.SUCCESS_FROM["advantage"]
    assert effects["disadvantage"]["success-min"]["amount"] == rules.SUCCESS_FROM["disadvantage"]
    for degree in ("half", "full"):
        assert Fraction(effects[f"{degree}-concealment"]["miss-chance"]["amount"], 100) == rules.CONCEALMENT[degree]
        assert effects[f"{degree}-cover"]["defense"]["amount"] == rules.COVER[degree]
    assert (effects["stable"]["action-points"]["amount"], effects["stable"]["per-type-limit"]["amount"]) == (
        rules.FATAL_ACTION_POINTS, rules.FATAL_ACTIONS_PER_TYPE)
    dying = effects["dying"]["save"]
    assert (dying["dc"], dying["dc_step"]) == (rules.DYING_DC, rules.DYING_DC_STEP)


def test_the_packs_rulings_name_the_engines_readings_and_defaults():
    from meshal_compendium.rulesets.d20_pool.calcdata import SWITCHABLE

    found = _pack("ruling")
    for id, (default, readings) in SWITCHABLE.items():
        assert found[id]["default"] == default
        assert tuple(r["id"] for r in found[id]["readings"]) == readings
