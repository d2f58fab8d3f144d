"""Every number the tactics TRPG v0.4 states, each as one named constant.

The engine, the CLI and (through ``calcdata``) the calculators read them from here; nothing else
writes one of the document's numbers. Comments cite the seed's lines
(``content/tactics/source/004_c5343b7744d6a09f.txt``).
"""

from __future__ import annotations

from fractions import Fraction

# --- Dice (L78-83, L122-131) ---------------------------------------------------------------
DIE_SIDES = 6  # "六面骰" (L80)
CHECK_DICE = 2  # daily checks: "投掷2d6" (L131)

# --- Attributes (L32-77) -------------------------------------------------------------------
ATTRIBUTES = ("str", "int", "dex", "vit", "per", "con")  # Str Int Dex Vit Per Con (L36-53)
BASE_ATTRIBUTE = 2  # "所有属性基础均为2点" (L34)
FREE_POINTS = 3  # "另有3点基础属性点 … (不可重复)": one each to three attributes (L34)
CLASSES_PER_MASTERY_POINT = 3  # "每精通3个职业后, 可以额外获得1点属性点" (L34)
HP_BASE = 3  # "生命=3+体质×2+感知" (L56)
HP_PER_VIT = 2
HP_PER_PER = 1
DEFENSE_DIVISOR = 2  # "防御=体质÷2(向下取整)+防具加成" (L74); 魔防 likewise from Per (L77)
MOVEMENT = {"walk": 3, "mounted": 5, "flying": 5, "heavy": 2, "water": 3}  # the table (L58-71)

# --- Combat (L78-86, L276) -----------------------------------------------------------------
PURSUIT_DEX_GAP = 5  # "敏捷差≥5" (L84)
INITIATIVE_DICE = 2  # "[2d6+敏捷]" (L276)
EFFECTIVE_MULTIPLIER = Fraction(3, 2)  # weapon effectiveness: "原有伤害×1.5" (L366)

# --- Statuses and domains (L326, L379-380) -------------------------------------------------------
BURNING_DIE = 6  # 【燃烧X】 "受到[X]d6点伤害" (L326): plain d6, no weapon table
#: a worker's d6 → resources produced: "出目[1-3]…不产出 … [4-5]…产出1点 … [6]…产出2点" (L380)
PRODUCTION = {1: 0, 2: 0, 3: 0, 4: 1, 5: 1, 6: 2}

# --- Movement and terrain (L282-300, L328, L337-346, L170) ----------------------------------
STEP_COST = 1  # "进入一个新的格子需要的移动力是1" (L282)
DIFFICULT_STEP_COST = 2  # "如果进入困难地形, 那么需要的移动力为2" (L282)
SLOWED_MOVEMENT = -1  # 【迟缓】 "移动力减少1" (L328)
#: terrain → (difficult, passable, defense, magic defense) (L339-346; plains are ordinary ground)
TERRAIN = {
    "plain": (False, True, 0, 0),
    "forest": (True, True, 1, 0),
    "mountain": (True, True, 2, 0),
    "fort": (False, True, 2, 2),
    "river": (True, True, 0, 0),
    "wall": (False, False, 0, 0),
    "boulder": (False, False, 0, 0),
}
WATER_RIVER = (1, 1)  # 《移动：水系》 in a river: "防御+1, 魔防+1" (L342), and steps cost STEP_COST
ELF_FOREST = (1, 1)  # 【密林仙踪】 "额外提供1点防御和魔防" (L170), and the forest is not difficult

# --- Listing an unbounded distribution (issue 15: "until the remaining mass is below 10⁻¹²") --
LISTED_MASS = Fraction(1, 10**12)
