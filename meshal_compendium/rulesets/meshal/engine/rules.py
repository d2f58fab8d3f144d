"""Every number the Meshal Lite v7 handbook states, each as one named constant.

The engine, the CLI and (through exports) the calculators read them from here; nothing else in
the engine writes a handbook number literally. Comments cite the handbook passage (the seed's
line numbers, ``seeds/000_48e6f334469fca4e.txt``).
"""

from __future__ import annotations

from fractions import Fraction

# --- Dice (L36-89) -------------------------------------------------------------------------
DIE_FACES = 6  # "骰子都是6面骰" (L39)
POINT_FACES = frozenset({5, 6})  # a point is a die showing 5 or 6 (L48)
MIN_DICE = 1  # "最少都可投出1颗骰子" (L41, L76)
ROLL_ADD_DICE = 1  # ties: each rolls 1🎲⁺ until different (L52)
BURSTS_PER_ROLL = 1  # "在1次投骰中, 你只能进行1次爆发" (L73)
ADVANTAGE_PER_LEAK = 1  # "每增加1透支即可得到1优势" (L73)

# --- Attributes, wear, potential (L90-170) ---------------------------------------------------
STARTING_ATTRIBUTE = 3  # "这些素质初始都为3" (L93)
MIN_ATTRIBUTE = 1  # "素质最低都为1" (L112)
ATTRIBUTE_COST_FACTOR = 3  # raising costs current x3 potential (L93, L113)
ABILITY_COST_FACTOR = 3  # an ability costs rank x3 potential (L96, L460)
STARTING_POTENTIAL = 60  # character creation: "你有60点潜能" (L92)
STARTING_POTENTIAL_ERRATUM = 36  # potential section: 36 (L172), erratum starting-potential
MIN_WEAR = 0  # "损耗最低都为0" (L127)
CARRY_KG_PER_MIGHT = 10  # "你的载重为强壮x10" (L166)
ENCOUNTER_BALANCE_RANGE = 30  # "相差30以内" (L174)

# --- Money (L97) -----------------------------------------------------------------------------
COPPER_PER_SILVER = 100  # 3 gold = 300 silver = 30000 copper
COPPER_PER_GOLD = 10_000
STARTING_FUNDS_GOLD = 3
STARTING_FUNDS_COPPER = STARTING_FUNDS_GOLD * COPPER_PER_GOLD

# --- Sizes, tokens, reach (L151, L194, L283) ---------------------------------------------
METRES_PER_STEP = Fraction(3, 4)  # "1步的长度约为0.75米" (L287)
TOKEN_BASE_METRES = {  # base diameter by size (L283); micro/colossal come from the species
    "small": Fraction(6, 10),
    "medium": Fraction(75, 100),
    "large": Fraction(12, 10),
    "huge": Fraction(19, 10),
}
TOKEN_BASE_STEPS = {  # the handbook's own step figures (L283)
    "small": Fraction(3, 4),
    "medium": Fraction(1),
    "large": Fraction(3, 2),
    "huge": Fraction(5, 2),
}
BLINDAGE_SIZE_SPAN = 1  # blindage creature: same size, one larger or one smaller (L769)

# --- Equipment (L590-610) --------------------------------------------------------------------
MAX_ACCESSORIES = 3  # "你最多可以装备3件饰品" (L599)
MAX_ACCESSORIES_PER_TYPE = 1  # "每种类型的饰品只能装备1件" (L599)

# --- Time (L261-279) -------------------------------------------------------------------------
SECONDS_PER_MINUTE = 60
SECONDS_PER_HOUR = 3600
GAP_SECONDS_PER_ACTED = 1  # "每增加1疲劳就能缩短1秒" (L270)
INSTANT_ACTION = 0  # an action shortened below 1 second is instant (L274)

# --- Movement (L371-423) ---------------------------------------------------------------------
MIN_RESISTANCE = 1  # "阻力最小为1" (L377)
BASE_RESISTANCE = 1  # resistance in your own habitual terrain (L377)
SPRINT_SPEED_FACTOR = 2  # sprint: speed x2 (L405)
SPRINT_ACTED = 1  # each sprint: Acted +1 (L405)
CROSS_OVER_RESISTANCE_PER_STEP = 1  # +1 resistance per step of obstacle height (L407)
PUSH_KG_PER_MIGHT = 10  # push/pull: weight ÷ (Might x10) resistance (L410-412)
FALL_DICE = 3  # falling/jumping off: 3🎲 physical attack (L409, L422)
FALL_ADVANTAGE_PER_MULTIPLE = 3  # +3 advantage per extra multiple of own height (L409, L422)
FALL_ATTACK_TYPE = "physical"

# --- Poses (L424-454) ------------------------------------------------------------------------
POSES = ("standing", "crouching", "mounted", "prone", "lying")
POSE_RANGED_COVER = {"standing": 0, "crouching": 1, "mounted": 1, "prone": 3, "lying": 3}
POSE_RESISTANCE = {"standing": 0, "crouching": 1, "mounted": 0, "prone": 2, "lying": 2}
POSE_ROLL_PENALTY = {"standing": 0, "crouching": 0, "mounted": 0, "prone": 2, "lying": 2}
POSE_MOVES_ALONE = {"standing": True, "crouching": True, "mounted": False, "prone": True,
                    "lying": True}
# Seconds of action to change pose (0 = instant), from -> to (L449-451).
POSE_CHANGE_SECONDS = {
    "standing": {"crouching": 0, "mounted": 0, "prone": 0, "lying": 0},
    "crouching": {"standing": 1, "mounted": 0, "prone": 0, "lying": 0},
    "mounted": {"standing": 1, "crouching": 0, "prone": 0, "lying": 0},
    "prone": {"standing": 2, "crouching": 1, "mounted": 1, "lying": 0},
    "lying": {"standing": 2, "crouching": 1, "mounted": 1, "prone": 0},
}

# --- Combat (L739-837) -----------------------------------------------------------------------
INITIATIVE_ATTRIBUTE = "elastane"  # initiative: 灵巧🎲⁺ (L742)
BLINDAGE_PENALTY = 2  # per blindage creature (L769)
TOO_CLOSE_PENALTY = 2  # (L803, L811)
OVER_RANGE_PENALTY = 2  # per multiple of range exceeded (L810)
THROWN_RANGE_PER_MIGHT = 3  # thrown melee weapon: range Might x3 (L812)
THROWN_PENALTY = 2  # and 2 penalty (L812)
DEFENSE_ATTRIBUTES = {"block": "might", "dodge": "elastane", "resist": "sense"}  # (L828-834)
DEFENSE_TIMING = {"action": 0, "gap": 1}  # "[瞬间][破绽1]" (L821)
ATTACK_TYPES = ("physical", "energetic", "spectral", "raw")
RAW_ATTACK = "raw"  # protections give no penalty to raw attacks (L788)

# --- Unconsciousness (L961-966) --------------------------------------------------------------
WAKE_MINUTES_AFTER_COMBAT = 10  # (L964)
PENALTY_PER_UNCONSCIOUSNESS = 1  # until a full rest (L964)

# --- Environment (L857-960): the numbers live in the environment entries' structured effects;
# only the drowning death rule is stated outside them.
DROWNING_HURTS_PER_SECOND = 1  # (L885)

# --- Age, rest and needs (L224, L973-998) ----------------------------------------------------
PENALTY_PER_DAY_WITHOUT = 1  # hungry/thirsty/sleepy: -1 attribute per day (L981, L987, L993)
RECOVERY_PER_DAY_FED = 1  # hunger/thirst: the penalty falls by at most 1 per day (L981, L987)
SLEEP_HOURS_PER_RECOVERY = 6  # sleepiness: -1 penalty per 6 hours of sleep (L993)
DAILY_SLEEP_HOURS = 6  # (L991)
FULL_REST_HOURS = 8  # (L995)
NEEDS_ATTRIBUTES = {"hungry": "might", "thirsty": "elastane", "sleepy": "sense"}
