// Hit tiers: 1D100+HIT against dodge and block → the exact chance of each tier of the margin
// table (miss, hit, critical, death blow, hors de combat, immediate killed), with its morale; and
// the situation's outcomes: cover (L343), a ranged attack on a shield-bearer (L104; ruling
// woss-ranged-shield-equal), always-critical hits (L153-164, L211-212, L319), friendly fire (L335;
// ruling woss-friendly-fire-roll) and a deaf caster's 50% spell failure (L414).

import { checkbox, field, fraction, h, int, live, numberInput, results, select, textInput } from "../calculators/index.js";
import { Q } from "../meshal-math.js";
import { guarded, readingSelect, woss } from "./common.js";

export async function mount(node, ctx, { check = "1d100+35", dodge = 60, block = 75 } = {}) {
  const { data, w, say } = await woss(ctx);
  const notation = textInput("check", check, { class: "meshal-pool", placeholder: data.rules.CHECK_EXAMPLE });
  const dodgeInput = numberInput("dodge", dodge);
  const blockInput = numberInput("block", block);
  const reading = readingSelect(data, say, select);
  const cover = select("cover", ["none", ...Object.keys(data.rules.COVER_AT_MOST)].map((c) => [c, say(`js-woss-cover-${c}`)]));
  const flags = Object.fromEntries(["shield", "always-critical", "friendly-fire", "deaf"]
    .map((name) => [name, checkbox(say(`js-woss-${name}`), name)]));
  const shieldEqual = select("shield-equal", ["immune", "critical"].map((r) => [r, say(`js-woss-shield-equal-${r}`)]));
  const friendlyRoll = select("friendly-roll", ["face", "total"].map((r) => [r, say(`js-woss-friendly-roll-${r}`)]));
  const controls = [
    field(say("js-woss-check"), notation, say("js-woss-check-hint")),
    h("div", { class: "meshal-calc__row" }, field(say("js-woss-dodge"), dodgeInput), field(say("js-woss-block"), blockInput)),
    field(say("js-woss-reading"), reading),
    field(say("js-woss-cover"), cover),
    h("div", { class: "meshal-calc__row" }, ...Object.values(flags).map((f) => f.element)),
    h("div", { class: "meshal-calc__row" },
      field(say("js-woss-ruling-shield-equal"), shieldEqual), field(say("js-woss-ruling-friendly-roll"), friendlyRoll)),
  ];
  live(ctx, node, controls, guarded(say, () => {
    const roll = w.parseCheck(notation.value);
    const situation = {
      cover: cover.value === "none" ? null : cover.value, shield: flags.shield.input.checked,
      alwaysCritical: flags["always-critical"].input.checked, friendlyFire: flags["friendly-fire"].input.checked,
      deaf: flags.deaf.input.checked,
    };
    const found = w.situationTiers(roll.modifier, int(dodgeInput), int(blockInput), reading.value, situation,
      { shieldEqual: shieldEqual.value, friendlyRoll: friendlyRoll.value });
    // Hors de combat takes life to 0, where unconsciousness is a 50% chance (L127, L323).
    const [n, d] = data.rules.UNCONSCIOUS_CHANCE;
    const unconscious = found["hors-de-combat"].mul(new Q(BigInt(n), BigInt(d)));
    return results([...Object.keys(found).map((tier) => {
      const morale = data.rules.TIER_MORALE[tier];
      const label = morale === undefined ? data.labels.tiers[tier] : say("js-woss-tier-morale", { tier: data.labels.tiers[tier], n: morale });
      return [label, fraction(found[tier]), { "data-result": tier }];
    }), [say("js-woss-unconscious"), fraction(unconscious), { "data-result": "unconscious" }]]);
  }));
}
