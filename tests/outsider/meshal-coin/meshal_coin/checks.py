"""The coin's rule its schema does not say: a coin that always lands the same way is no flip.
The browser half, for the workshop, is ``assets/checks.js`` (``Kind.browser_check``)."""

SURE = (0, 100)  # heads percentages that leave nothing to chance


def coin(data):
    """``coin-certain`` at ``heads`` when a flip of the coin could only come up one way."""
    if data.get("heads") in SURE:
        yield "coin-certain", ("heads",), {"heads": data["heads"]}
