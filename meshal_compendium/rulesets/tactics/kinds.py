"""The tactics TRPG's own entry kinds (written by the content side; empty until it lands)."""

KINDS = ()
