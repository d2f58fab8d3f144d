"""The exact WOSS chapter 4 engine: the hit check's tiers, damage, action points (numbers in ``rules``)."""
