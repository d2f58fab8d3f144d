"""WOSS entry kinds (the content helper's file; this placeholder until theirs is merged)."""

KINDS = ()
