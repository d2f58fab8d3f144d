// Opposed checks (L63, L145, L207-208): 1D10 + the attacker's modifier against 1D10 + the
// defender's, plain, impact (attacker +1) or grapple (defender +1, ties to the defender) → the exact
// chance of each result; "more than 5 / 10" read by ruling woss-margin-strict, its reading chosen here.

import { field, fraction, h, int, live, numberInput, results, select } from "../calculators/index.js";
import { guarded, woss } from "./common.js";

export async function mount(node, ctx, { attacker = 8, defender = 6, kind = "impact" } = {}) {
  const { data, w, say } = await woss(ctx);
  const mine = numberInput("attacker", attacker);
  const theirs = numberInput("defender", defender);
  const kinds = select("kind", data.rules.CONTEST_KINDS.map((k) => [k, data.labels.contest[`kind-${k}`]]), kind);
  const strict = select("margin-strict", ["strict", "at-least"].map((r) => [r, say(`js-woss-margin-${r}`)]));
  const controls = [
    h("div", { class: "meshal-calc__row" }, field(say("js-woss-contest-attacker"), mine, say("js-woss-contest-hint")),
      field(say("js-woss-contest-defender"), theirs)),
    h("div", { class: "meshal-calc__row" }, field(say("js-woss-contest-kind"), kinds),
      field(say("js-woss-ruling-margin-strict"), strict)),
  ];
  live(ctx, node, controls, guarded(say, () => {
    const found = w.contestResults(int(mine), int(theirs), kinds.value, strict.value);
    return results(Object.entries(found).map(([name, p]) => [data.labels.contest[name], fraction(p), { "data-result": name }]));
  }));
}
