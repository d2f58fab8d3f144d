"""Every number of the d20 success-pool document (``003_1880a51cef1e387f.txt``), each once.

The engine, the CLI and the calculators (through ``calcdata``) read them from here; the comment
after each names the paragraph of the document it comes from.
"""

from __future__ import annotations

from fractions import Fraction

# 属性: the eight attributes, in pairs, each pair naming one save (豁免).
# 耐力 (endurance) is the attribute the document's example and hit points call 体质 (Constitution).
SAVES: dict[str, tuple[str, str]] = {
    "fortitude": ("strength", "endurance"),   # 力量、耐力 → 坚韧
    "reflex": ("dexterity", "perception"),    # 敏捷、感知 → 反应
    "insight": ("intelligence", "charisma"),  # 智力、魅力 → 洞察
    "fortune": ("willpower", "luck"),         # 毅力、幸运 → 机遇
}
ATTRIBUTES: tuple[str, ...] = tuple(a for pair in SAVES.values() for a in pair)
MODIFIER_DIVISOR = 2          # 属性调整值为属性值除2，四舍五入
MORTAL_LIMIT = 10             # 普通人单一属性极限值为10
EXTRA_SUCCESS_STEP = 10       # 属性每超过10的整数倍 … 获得一个额外成功

# 关于属性的层级: tier → the highest attribute in it (the last is open-ended).
TIERS: tuple[tuple[str, int], ...] = (
    ("mortal", 10), ("extraordinary", 20), ("legendary", 30), ("mythic", 50),
)
BEYOND_TIERS = "divine"       # 神灵或者某些等同神灵的存在可以拥有更高的属性

# 关于技能等级: level 0–5 for a mortal, +5 per tier above.
SKILL_MORTAL_CAP = 5
SKILL_CAP_PER_TIER = 5
SPECIALISATION_PER_TIER = 2   # 每层级专精+2: 凡人+2, 超凡+4, 传奇+6, 神话+8
# 专长: 1 at the start, +1 as a mortal, then on entering each higher tier.
FEATS_AT_START = 1
FEATS_ON_REACHING: dict[str, int] = {"mortal": 1, "extraordinary": 2, "legendary": 2, "mythic": 3}

# 体型和体型调整值
SIZES: dict[str, int] = {
    "fine": -8, "diminutive": -4, "tiny": -2, "small": -1, "medium": 0,
    "large": 1, "huge": 2, "gargantuan": 4, "colossal": 8, "colossal-plus": 16,
}
HIT_POINTS_PER_SIZE = 2       # 基础生命值=2*体型调整值+体质值+力量调整值
MIN_HIT_POINTS = 1            # 生物的基础生命值至少为1

# 攻击要害: −4 hit dice, a further −2 per tier above mortal; damage halved.
VITAL_STRIKE_PENALTY = 4
VITAL_STRIKE_PENALTY_PER_TIER = 2
VITAL_STRIKE_DIVISOR = 2

# 生命垂危: a DC 10 fortune save each round, DC +2 after each success.
DYING_DC = 10
DYING_DC_STEP = 2
# 受伤的计算: the wound save's DC is the fatal damage taken; acting while stable adds 1 a round.
FATAL_DAMAGE_PER_ACTING_ROUND = 1

# 轮与回合 / 行动点规则
ROUND_SECONDS = 10
ROUNDS_PER_MINUTE = 6
ACTION_POINTS = 5
ACTIONS: dict[str, int] = {"full-round": 5, "standard": 3, "move": 2, "swift": 1, "reaction": 1, "free": 0}
ACTIONS_PER_TYPE = 2          # 同一回合执行同一类型的动作不能超过两次
FATAL_ACTION_POINTS = 3       # 受致命伤害的目标每轮基础行动点为3点
FATAL_ACTIONS_PER_TYPE = 1    # 并且每回合每种动作只能执行一次

# D20规则
DIE = 20
SUCCESS_FROM = {"none": 18, "advantage": 17, "disadvantage": 19}  # the lowest natural that succeeds
CRITICAL_SUCCESS = 20         # 大成功: one bonus die
CRITICAL_FAILURE = 1          # 大失败: one die less
FORTUNE_DC = 10               # 最后一个投骰出1 → DC10的机缘检定
TOLERANCE = Fraction(1, 10**12)  # the listed distribution stops where the mass left is below this

# 伤害抗性/脆弱
RESISTANCE_DIVISOR = 2
VULNERABILITY_FACTOR = 2
TRUE_DAMAGE = "true"          # 真实伤害无视伤害抗性/脆弱和伤害减免/增幅

# 隐蔽和遮蔽
CONCEALMENT: dict[str, Fraction] = {"none": Fraction(0), "half": Fraction(1, 4), "full": Fraction(1, 2)}
COVER: dict[str, int] = {"none": 0, "half": 3, "full": 6}

# Input bounds the engine refuses beyond (exact math on bigger pools takes too long to be useful).
MAX_POOL = 60
# The exact difference of two pools (--vs, the attack check), dice per side by ruling: measured with
# both sides equal, with the exact win (a second solve), sequential 60 takes 7.6 s, simultaneous 10 4.0 s;
# before it, simultaneous 12 took 13 s and 14 73 s (its throws'
# cycles put factors 20^2m − 1 in every denominator, m = lcm of two throw sizes).
MAX_VERSUS = {"sequential": 60, "simultaneous": 10}
# The browser's attack calculator (BigInt fractions, measured in node): sequential 20 against 20
# takes 1.4 s (40: 21 s, 60: 85 s), simultaneous 6 against 6 2.4 s (10: 219 s).
CALCULATOR_MAX_VERSUS = {"sequential": 20, "simultaneous": 6}
MAX_DAMAGE_DICE = 100
# Modifiers, DCs and failures the save chains take: beyond, a chain runs thousands of rounds.
MAX_CHECK_NUMBER = 100
MAX_DAMAGE_FACES = 1000
