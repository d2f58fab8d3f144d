"""Dice buttons roll: seeded faces, the counted result, the dialog's modifiers, a roll log; the
odds one click below. Probabilities read percentage first, exact fraction after."""

from __future__ import annotations

from meshal_compendium.rulesets.meshal.engine import rules

POINT_FACES = set(rules.POINT_FACES)


def _roll(dialog):
    shown = dialog.locator("[data-result=roll]")
    shown.wait_for()
    faces = [int(f) for f in shown.get_attribute("data-faces").split(",")]
    return shown, faces


def _set(locator, value):
    locator.fill(str(value))
    locator.dispatch_event("input")


def test_a_dice_button_rolls_its_pool(page):
    page.goto(page.base + "handbook/dice/")
    page.locator("button.meshal-dice[data-dice='3d']").first.click()
    dialog = page.locator("dialog.meshal-dialog[open]")
    shown, faces = _roll(dialog)
    assert len(faces) == 3 and all(1 <= f <= rules.DIE_FACES for f in faces)
    assert int(shown.get_attribute("data-value")) == sum(f in POINT_FACES for f in faces)
    assert dialog.locator(".meshal-roll__face").count() == 3
    # The faces come from the seed shown: the same seed rolls them again.
    seed = int(shown.get_attribute("data-seed"))
    again = page.evaluate("""async (seed) => {
        const { seededRandom } = await import(new URL("../../assets/js/exact.js", location.href).href);
        const { meshalMath } = await import(new URL("../../assets/js/meshal/math.js", location.href).href);
        const data = await (await fetch(new URL("../../assets/calculators-meshal.json", location.href))).json();
        return meshalMath(data.rules).rollDice("points", 3, seededRandom(seed)).faces; }""", seed)
    assert again == faces


def test_the_roll_honours_advantage_penalty_and_burst(page):
    page.goto(page.base + "en/handbook/dice/")
    page.locator("button.meshal-dice[data-dice='3d']").first.click()
    dialog = page.locator("dialog.meshal-dialog[open]")
    _roll(dialog)
    _set(dialog.locator("input[name=pool-advantage]"), 2)
    _set(dialog.locator("input[name=pool-penalty]"), 1)
    _set(dialog.locator("input[name=pool-burst]"), 1)
    dialog.get_by_role("button", name="Roll again").click()
    expected = 3 + 2 - 1 + rules.ADVANTAGE_PER_LEAK
    dialog.locator(f"[data-result=roll][data-dice='{expected}']").wait_for()
    _, faces = _roll(dialog)
    assert len(faces) == expected


def test_a_number_pool_counts_the_sum(page):
    page.goto(page.base + "calculators/")
    page.evaluate("""() => { const b = document.createElement("button");
        b.className = "meshal-dice"; b.dataset.dice = "2d+"; b.dataset.ruleset = "meshal"; b.textContent = "2🎲⁺";
        document.querySelector("article").prepend(b); }""")
    page.locator("button.meshal-dice[data-dice='2d+']").click()
    shown, faces = _roll(page.locator("dialog.meshal-dialog[open]"))
    assert len(faces) == 2 and int(shown.get_attribute("data-value")) == sum(faces)


def test_the_roll_log_keeps_the_last_rolls_across_pages(page):
    page.goto(page.base + "handbook/dice/")
    page.locator("button.meshal-dice[data-dice='3d']").first.click()
    dialog = page.locator("dialog.meshal-dialog[open]")
    _roll(dialog)
    seeds = {dialog.locator("[data-result=roll]").get_attribute("data-seed")}
    dialog.locator(".meshal-roll__again").click()
    dialog.locator(".meshal-roll__log li").nth(1).wait_for()
    seeds.add(dialog.locator("[data-result=roll]").get_attribute("data-seed"))
    page.goto(page.base + "items/longsword/")
    page.locator("button.meshal-dice").first.click()
    log = page.locator("dialog.meshal-dialog[open] .meshal-roll__log li")
    log.nth(2).wait_for()
    assert seeds <= set(log.evaluate_all("ls => ls.map(l => l.dataset.seed)"))
    page.locator("dialog.meshal-dialog[open] .meshal-roll__clear").click()
    assert log.count() == 0


def test_the_odds_are_one_click_away(page):
    page.goto(page.base + "en/handbook/dice/")
    page.locator("button.meshal-dice[data-dice='3d']").first.click()
    dialog = page.locator("dialog.meshal-dialog[open]")
    _roll(dialog)
    success = dialog.locator("[data-result=success]")
    assert not success.is_visible()
    dialog.locator(".meshal-roll__odds > summary").click()
    assert success.is_visible() and "70.4% (19/27)" in success.inner_text()


def test_percentages_lead_and_huge_fractions_fold(page):
    page.goto(page.base + "en/calculators/")
    odds = page.locator(".meshal-calc[data-calc='meshal/odds'][data-mounted]").first
    odds.wait_for()
    _set(odds.locator("input[name=pool]"), "3d")
    assert "70.4% (19/27)" in odds.locator("[data-result=success]").inner_text()
    _set(odds.locator("input[name=pool]"), "40d")
    fold = odds.locator("[data-result=success] .meshal-fraction__fold")
    assert fold.count() == 1
    whole = fold.locator(".meshal-fraction__whole")
    assert not whole.is_visible()
    fold.locator("button").click()
    assert whole.is_visible() and "/" in whole.inner_text()
