"""The exact engine of the d20 success pool: Fractions only, every number from ``rules``.

``pool`` (successes of N d20), ``versus`` (the exact difference of two pools), ``character``
(modifiers, saves, tiers, hit points, attack and defense modifiers), ``damage`` (damage dice,
resistance, reduction), ``attack`` (attack against defense with armour piercing, cover and
concealment), ``actions`` (a round's plan).
"""
