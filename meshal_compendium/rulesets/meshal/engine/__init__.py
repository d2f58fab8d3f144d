"""The Meshal Lite v7 rules engine: pure functions and frozen dataclasses, exact arithmetic.

Conventions: probabilities are ``fractions.Fraction`` (never floats); every number the handbook
states is one named constant in ``rules``; rounding down happens only on final results; user
errors are ``MeshalError``s with a message key. Modules, one job each:

- ``arith``: exact numbers, rounding down only the final result;
- ``dice``: distributions of points/number pools, dice counts, versus, differences, rolls;
- ``attack``: protection, cover and range modifiers, defenses, wounds, falls;
- ``odds``: one call that resolves a pool with its situation (what ``meshal odds`` shows);
- ``character`` / ``character_items``: the character check;
- ``time``: actions, gaps, keeps, instants, along actions, effect durations, environments;
- ``movement``: resistance, steps, sprint, cross over, push/pull, poses;
- ``conditions``: initiative, twilight, needs, unconsciousness, drowning, senses, encounters;
- ``format``: text tables, bars, fraction strings and the CLI's JSON shapes (no math).
"""
