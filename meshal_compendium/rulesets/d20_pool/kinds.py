"""The d20 success pool's own entry kinds (the content helper's file; none yet)."""

KINDS = ()
