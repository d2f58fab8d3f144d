// Action point planner: a turn's plan step by step (each action's cost from the chapter's table:
// attacks, two weapons, spells of ring R with armour penalty, 5-star savings, moves by pace and
// terrain) and how it runs over rounds — what each round pays and what carries to the next.

import { checkbox, field, h, int, live, numberInput, results, select } from "../calculators/index.js";
import { guarded, readingSelect, woss } from "./common.js";

const STEPS = 6;
const NONE = "";
// The numbers each action asks for (the rest of a row's fields are hidden).
const ASKS = {
  "weapon-attack": ["stars"], "two-weapon": ["stars", "off_hand_stars"], spell: ["ring", "stars", "armour"],
  move: ["metres", "pace", "terrain", "load"], "first-aid": ["assisted"], "quick-first-aid": ["assisted"],
};

export async function mount(node, ctx, { points = 10, plan = ["draw-weapon", "charge-attack"] } = {}) {
  const { data, w, say } = await woss(ctx);
  const R = data.rules;
  const pointsInput = numberInput("points", points, { min: 1 });
  const reading = readingSelect(data, say, select);
  const choices = [[NONE, say("js-woss-step-none")], ...w.actions().map((a) => [a, data.labels.actions[a]])];
  const rows = Array.from({ length: STEPS }, (_, i) => stepRow(i, plan[i] ?? NONE));

  function stepRow(i, action) {
    const name = (part) => `step${i}-${part}`;
    const inputs = {
      action: select(name("action"), choices, action),
      stars: numberInput(name("stars"), 1, { min: 1, max: R.FIVE_STAR }),
      off_hand_stars: numberInput(name("off-hand-stars"), 1, { min: 1, max: R.FIVE_STAR }),
      ring: numberInput(name("ring"), 1, { min: 0 }),
      armour: numberInput(name("armour"), 0, { min: 0 }),
      metres: numberInput(name("metres"), 1, { min: 1 }),
      pace: select(name("pace"), Object.keys(R.PACE_METRES).map((p) => [p, say(`js-woss-pace-${p}`)])),
      terrain: select(name("terrain"), Object.keys(R.TERRAIN_COST).map((t) => [t, say(`js-woss-terrain-${t}`)])),
      load: select(name("load"), R.LOADS.map((l) => [l, say(`js-woss-load-${l}`)])),
    };
    const assisted = checkbox(say("js-woss-assisted"), name("assisted"));
    const fields = Object.fromEntries(Object.entries(inputs).filter(([k]) => k !== "action")
      .map(([k, input]) => [k, field(say(`js-woss-${k.replace("_", "-")}`), input)]));
    fields.assisted = h("div", {}, assisted.element); // the check's own display rule would beat [hidden]
    const element = h("fieldset", { class: "meshal-calc__step" }, h("legend", { text: say("js-woss-step", { n: i + 1 }) }),
      field(say("js-woss-action"), inputs.action), h("div", { class: "meshal-calc__row" }, Object.values(fields)));
    const read = () => {
      const chosen = inputs.action.value;
      for (const [k, box] of Object.entries(fields)) box.hidden = !(ASKS[chosen] ?? []).includes(k);
      if (chosen === NONE) return null;
      const step = { action: chosen };
      for (const k of ASKS[chosen] ?? []) {
        if (k === "assisted") step.assisted = assisted.input.checked;
        else if (inputs[k].tagName === "SELECT") step[k] = inputs[k].value;
        else step[k] = int(inputs[k], Number(inputs[k].defaultValue));
      }
      return step;
    };
    return { element, read };
  }

  const controls = [
    h("div", { class: "meshal-calc__row" }, field(say("js-woss-points"), pointsInput, say("js-woss-points-hint")),
      field(say("js-woss-reading"), reading)),
    ...rows.map((row) => row.element),
  ];
  live(ctx, node, controls, guarded(say, () => {
    const chosen = rows.map((row) => row.read());
    // One empty step is offered after the last chosen one; the rest wait (a phone's screen is short).
    rows.forEach((row, i) => { row.element.hidden = i > 0 && !chosen[i] && !chosen[i - 1]; });
    const steps = chosen.filter(Boolean);
    const labels = steps.map((step, i) => `${i + 1}. ${data.labels.actions[step.action]}`);
    const found = w.plan(steps, int(pointsInput, 0), reading.value);
    return [
      results([
        ...steps.map((_, i) => [labels[i], say("js-woss-points-n", { n: found.costs[i] }), { "data-step": String(i) }]),
        [say("js-woss-total"), say("js-woss-points-n", { n: found.total }), { "data-result": "total" }],
        [say("js-woss-rounds"), String(found.rounds.length), { "data-result": "rounds" }],
      ]),
      roundsTable(found.rounds, labels, say),
    ];
  }));
}

function roundsTable(rounds, labels, say) {
  const spent = (round) => round.spends.map((s) => say(s.full_round ? "js-woss-spend-full" : s.done ? "js-woss-spend-done" : "js-woss-spend-part",
    { step: labels[s.step], n: s.points })).join("; ");
  return h("div", { class: "meshal-chart", tabindex: "0", role: "region", "aria-label": say("js-woss-rounds-caption") }, h("table", {},
    h("caption", { text: say("js-woss-rounds-caption") }),
    h("thead", {}, h("tr", {}, ["js-woss-round", "js-woss-round-spends", "js-woss-round-unspent", "js-woss-round-carried"]
      .map((key) => h("th", { scope: "col", text: say(key) })))),
    h("tbody", {}, rounds.map((round, i) => h("tr", { "data-round": String(i + 1) },
      h("th", { scope: "row", text: String(i + 1) }), h("td", { text: spent(round) }),
      h("td", { text: String(round.unspent) }), h("td", { text: String(round.carried) }))))));
}
