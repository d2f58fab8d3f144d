"""The document's weapon dice tables as the engine takes them, read from the seed by the tests.

The source flattened each table to one value per line and lost its blank cells; the worked example
of 2.1.4 fixes where the values sit: the iron sword's 3, 3, 3, 6, ⚡6 are faces 2–6 (face 1 blank:
the example reads its 1 as 0), the claw's 2, 2, 4, ⚡4 are faces 3–6 (its 2 reads as 0, the sum
[2+2+2+4+4] = 14 of [2,3,3,4,6] + [5] needs faces 3, 4 → 2 and 5, 6 → 4). The attack die of 2.2 is
the sword with its class (+2 on faces 3, 4), permanent (⚡ on 5, +1 on 6) and enchantment (🔥 on 6) rows.
"""

from meshal_compendium.rulesets.tactics.engine.weapon import Face, table

IRON_SWORD = table([Face(0), Face(3), Face(3), Face(3), Face(6), Face(6, critical=True)])
MONSTER_CLAW = table([Face(0), Face(0), Face(2), Face(2), Face(4), Face(4, critical=True)])
ATTACK_DIE = table([Face(0), Face(3), Face(5), Face(5), Face(6, critical=True),
                    Face(7, critical=True, burning=True)])
