"""Every number of WOSS chapter 4 (combat) the engine uses, each as one named constant.

The engine, the CLI and (through ``calcdata``) the calculators read them from here; nothing else
writes a chapter number literally. Comments cite the chapter (the seed's line numbers,
``content/woss/source/001_bb3d3c42f46b6222.txt``).
"""

from __future__ import annotations

# --- The hit check (L11, L103-105, L121-128) -------------------------------------------------
CHECK_DIE = 100  # "1D100+命中" against the target's dodge (L11, L103)

#: The margin table (L121-128), lowest tier first: a tier applies when the total is at least
#: ``base + margin`` where base is the target's dodge or block. "大于对方挡格25点" is strictly
#: more than block + 25, i.e. at least block + 26.
TIERS = ("miss", "hit", "critical", "death-blow", "hors-de-combat", "instant-kill")
TIER_THRESHOLDS = {  # tier → (compared with, least margin over it)
    "hit": ("dodge", 0),  # "大于等于对方回避"
    "critical": ("block", 0),  # "大于等于对方挡格"
    "death-blow": ("block", 26),  # "大于对方挡格25点"
    "hors-de-combat": ("block", 51),  # "大于对方挡格50点"
    "instant-kill": ("block", 76),  # "大于对方挡格75点"
}
#: Morale each tier takes from the target (L124-126); hors de combat: an insight check or 0,
#: instant kill: dead — no number.
TIER_MORALE = {"hit": 1, "critical": 2, "death-blow": 3}
#: Hors de combat takes life to 0, and life at 0 is 50% unconsciousness (L127, L323).
UNCONSCIOUS_CHANCE = (1, 2)
#: Tiers whose damage roll takes the die at its maximum (L125-126); above them damage is moot.
MAXIMUM_DIE_TIERS = ("critical", "death-blow")
#: The readings of erratum woss-critical-examples: ``table`` (the margin and cost tables, default)
#: or ``examples`` (the worked examples: Asna's 103 and the fireball's 112 against block 75 are
#: only critical; two weapons attack twice for 7 action points).
READINGS = ("table", "examples")
DEFAULT_READING = "table"
#: The rulings (``content/woss/rulings.yaml``) whose reading changes a number the engine computes:
#: ruling id → its reading ids, the default first. ``meshal odds --system woss --ruling ID=READING``.
CHECK_RULINGS = {
    "woss-margin-strict": ("strict", "at-least"),  # "大于对方挡格25点": at least block+26, or block+25
    "woss-tier-order": ("miss", "block-hits"),  # a total reaching block but not dodge: miss, or critical
}
SHIELD_RULINGS = {
    "woss-ranged-shield-equal": ("immune", "critical"),  # a ranged total equal to block: no damage, or critical
}
FRIENDLY_FIRE_RULINGS = {
    "woss-friendly-fire-roll": ("face", "total"),  # "命中投骰…小于等于50": the 1D100's face, or the total
}
COVER_FRIENDLY_RULINGS = {
    "woss-cover-friendly-order": ("cover-first", "friendly-first"),  # which reads the 1D100 first
}
DAMAGE_RULINGS = {
    "woss-enchantment": ("at-least-zero", "negative"),  # 附魔伤害-对方抗性 ≥ 0, or may lower the weapon's
    "woss-damage-floor": ("once", "parts"),  # the sum floored at 0 once, or the weapon's part alone first
    "woss-critical-defense-default": ("defense", "required"),  # no critical defense given: --defense, or refuse
}

# --- What the situation adds to the check (L104, L153-164, L211-212, L319, L343) ----------------
#: Cover: the ranged attack's 1D100 at most this is blocked, whatever the total (L343).
COVER_AT_MOST = {"small": 30, "medium": 50}
#: Outcomes besides the tiers: blocked by cover, and a hit on a shield-bearer that does not exceed
#: its block, immune to the physical damage (L104).
BLOCKED = "blocked"
IMMUNE = "immune"
#: Shooting at a target in a melee: a hit roll at most 50 hits an ally instead (L335).
FRIENDLY_FIRE_AT_MOST = 50
ALLY_HIT = "ally-hit"
#: Deafness (耳聋): a bard song or a spell fails half the time (L414), rolled apart from the check.
DEAF_FAILURE = (1, 2)
SPELL_FAILED = "spell-failed"

# --- Character fighting-skill stances (L276-280) -----------------------------------------------
FOCUS_STEP = 5  # "专注攻击": +5, +10, +15 … hit until a miss, then from +5 again (L277)
MAX_FOCUS_ATTACKS = 20  # our limit: attacks in one round (every stance)
#: The margin table's outcome that ends a stance's run ("直到失手为止")
STANCE_MISSES = ("miss",)
#: Outcomes that are critical damage or above it (刺杀攻击 counts these, L279)
STANCE_CRITICALS = ("critical", "death-blow", "hors-de-combat", "instant-kill")
STANCE_RULINGS = {
    "woss-assassin-run": ("criticals", "hits"),  # 刺杀攻击's run: criticals only, or every hit
}
#: A stance in a situation (L104, L335, L343, L414 against "直到失手为止"): the rulings that read
#: the outcomes the margin table does not name.
STANCE_SITUATION_RULINGS = {
    "woss-stance-interrupted": ("breaks", "skips"),  # blocked / ally hit / spell failed: ends the run, or passes
}
STANCE_SHIELD_RULINGS = {
    "woss-stance-immune": ("no-damage", "miss"),  # an immune hit: a hit that deals no damage, or a miss
}
#: Outcomes where the attack never reaches its target (cover, friendly fire, a deaf caster's failed spell)
INTERRUPTIONS = (BLOCKED, ALLY_HIT, SPELL_FAILED)
#: Stances whose run counts damage dealt ("每次造成伤害", L278), so an immune hit adds no step to it
DAMAGE_STANCES = ("wounding",)

# --- Opposed checks (L63, L145, L207-208) ------------------------------------------------------
CONTEST_DIE = 10  # "属性对抗为1D10+属性" (L145); "1次1D10+修正的对抗判定" (L63)
CONTEST_KINDS = ("plain", "impact", "grapple")
#: The environment bonus of each kind: the attacker's on impact (L207), the defender's in a grapple (L208).
CONTEST_BONUS = {"plain": (0, 0), "impact": (1, 0), "grapple": (0, 1)}
#: Named results of a contest won by more than a margin (L207-208), lowest first; "高于对方5点" is
#: read like "大于对方挡格25点" (ruling woss-margin-strict): strictly more by default.
CONTEST_RESULTS = {
    "plain": (("win", 0),),
    "impact": (("pushed-back", 0), ("knocked-down", 5), ("sent-flying", 10)),  # back 1 m a point (L207)
    "grapple": (("held", 0), ("pinned", 5), ("one-hand-pinned", 10)),  # a tie goes to the defender (L208)
}
MAX_CONTEST_MODIFIER = 10_000

# --- First aid, running and falling (L84, L307, L311, L321) ------------------------------------
#: The die of a check against a difficulty, which the chapter never names: ruling
#: woss-difficulty-check, 1D100 (as the attack rolls against a difficulty, L153) or 1D10 (as the
#: opposed attribute check, L145). A total at least the difficulty passes (as L105, L153).
DIFFICULTY_DICE = {"d100": 100, "d10": 10}
DIFFICULTY_RULINGS = {"woss-difficulty-check": tuple(DIFFICULTY_DICE)}
MAX_SKILL = 10_000  # our limit on a skill or attribute
#: The medicine difficulty per bleeding effect (L321): first aid ×15, quick first aid ×25.
FIRST_AID_DIFFICULTY = {"first-aid": 15, "quick-first-aid": 25}
#: What help takes off that difficulty: L321 says 15, L84 says 5 (ruling woss-first-aid-assist).
FIRST_AID_HELP = {"minus-15": 15, "minus-5": 5}
FIRST_AID_RULINGS = {"woss-first-aid-assist": tuple(FIRST_AID_HELP)}
MAX_BLEEDING = 1000  # our limit
#: A Constitution check every so many metres, its first difficulty and its rise after (L307):
#: running every 500 m from 25, +25; fast movement every 1000 m from 25, +15.
RUN_CHECKS = {"run": (500, 25, 25), "fast": (1000, 25, 15)}
PACES = tuple(RUN_CHECKS)  # in the chapter's order (the calculators' JSON sorts a dict's keys)
#: "体重和携带每50磅＋5额外难度" (L307), for both paces: pounds a step, difficulty a step.
WEIGHT_STEP = (50, 5)
RUNNING_RULINGS = {
    "woss-running-weight": ("whole", "started"),  # each whole 50 lb, or each 50 lb begun
    "woss-running-failure": ("stops", "counts"),  # a failed check ends the run, or the run goes on
}
MAX_RUN_METRES = 100_000  # our limits
MAX_WEIGHT = 10_000
#: "坠落超过3米每1米造成1D10坠落伤害，有阻拦每2米…，有缓冲每3米…" (L311)
FALL_FREE_METRES = 3
FALL_DIE = 10
FALL_METRES_PER_DIE = {"open": 1, "obstacles": 2, "cushion": 3}
FALL_SURFACES = tuple(FALL_METRES_PER_DIE)
FALLING_RULINGS = {
    "woss-falling-metres": ("beyond", "all"),  # the metres past 3 m, or every metre of a fall past 3 m
    "woss-falling-steps": ("whole", "started"),  # only whole 2 m / 3 m steps, or each begun
}
MAX_FALL_DICE = 100  # our limit: the exact sum of the dice is listed

# --- Damage (L107-109, L117-118) --------------------------------------------------------------
MIN_DAMAGE = 0  # damage is never negative (a defense above the roll deals nothing)

# --- Action points (L30-99) -------------------------------------------------------------------
#: Cost in action points of each listed action (L32-78), by id.
ACTION_COSTS = {
    "crouch": 1, "prone": 1,
    "pick-up": 2, "draw-weapon": 2, "load-bow": 2,
    "charge-attack": 3, "claw": 3,
    "stand-up": 4, "bite": 4, "hard-item": 4, "use-item": 4, "sheathe": 4, "swap-hands": 4,
    "weapon-attack": 5, "tail-sweep": 5, "breath": 5, "special-ability": 5, "special-action": 5,
    "load-sling": 4, "load-light-crossbow": 6, "load-heavy-crossbow": 10,  # L83
    "first-aid": 25, "quick-first-aid": 15,  # L84
}
AID_DISCOUNT = 5  # "有人协助…-5行动点消耗" (L84)
#: Metres one action point moves at each pace (L33-35); running under a medium load only 3 (注1, L307).
PACE_METRES = {"walk": 1, "fast": 2, "run": 4}
RUN_METRES_MEDIUM_LOAD = 3
#: Action points per metre by terrain (L40, L46): difficult 2, hard 3. (The conditions section,
#: L293, doubles again to 4: erratum woss-hard-terrain; the cost table is taken.)
TERRAIN_COST = {"normal": 1, "difficult": 2, "hard": 3}
#: No running or charging in difficult or hard terrain (L293); no fast move or run under a heavy load (L305, L307).
NO_RUN_TERRAIN = ("difficult", "hard")
NO_HASTE_LOADS = ("heavy",)
LOADS = ("light", "medium", "heavy")
OFF_HAND_EXTRA = 3  # "两手同时攻击：额外消耗3点行动点" (L81)
OFF_HAND_EXTRA_EXAMPLES = 2  # the examples' reading: two weapons attack twice for 7 (L91)
SPELL_BASE = 3  # "法术环数＋3＋防具惩罚" (L85); 3 + ring (L21, L23)
FIVE_STAR = 5  # a 5-star weapon or spell saves 1 action point per action (examples L90-96)
FIVE_STAR_DISCOUNT = 1
FULL_ACTION = 5  # "全力动作：即使行动点不足5点，依然能执行一个5点行动点的动作" (L67)
MAX_PLAN_POINTS = 10_000  # our limit: a plan's rounds are listed one by one
