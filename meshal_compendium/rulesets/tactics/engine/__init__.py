"""The tactics TRPG v0.4 engine: exact damage, exchanges, derived attributes, initiative, movement.

Probabilities are Fractions (integer weights inside); nothing is a float. Every number of the
document comes from ``..rules``.
"""
