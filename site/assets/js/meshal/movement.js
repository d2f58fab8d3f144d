// Movement and falling: speed and every source of resistance (terrain, environments, pose,
// crossing an obstacle, pushing or pulling a weight against Might), sprint → steps and Acted;
// a fall's height against your own height → the 3🎲 physical attack with its advantage.

import { chart, checkbox, exact, field, fraction, h, int, live, numberInput, problem, quantity, results, select } from "../calculators/index.js";
import { diceLabel, meshal } from "./kit.js";

// Its links say ?movement.… (the short name they always had), not ?meshal/movement.….
export const share = "movement";

export async function mount(node, _) {
  const ctx = await meshal();
  const { m, t, data } = ctx;
  const R = m.rules;
  const speed = numberInput("speed", 3, { min: 0 });
  const terrain = numberInput("terrain", 0, { step: "any" });
  const environments = data.environments.filter((e) => e.effects.some((x) => x.type === "resistance"))
    .map((environment) => ({ environment, ...checkbox(environment.name, `env-${environment.id}`) }));
  const posture = select("pose", R.POSES.map((p) => [p, t(`js-pose-${p}`)]), "standing");
  const sprint = checkbox(t("js-sprint"), "sprint");
  const cross = numberInput("cross-over", 0, { min: 0, step: "any" });
  const ownSteps = numberInput("own-height-steps", 2, { min: 0, step: "any" });
  const push = numberInput("push", 0, { min: 0, step: "any" });
  const might = numberInput("might", 3, { min: 1 });
  const height = numberInput("fall-height", 0, { min: 0, step: "any" });
  const ownHeight = numberInput("own-height", "1.8", { min: 0, step: "any" });
  const saving = numberInput("fall-saving", 0);

  const moveBox = h("fieldset", {}, h("legend", { text: t("js-move") }),
    h("div", { class: "meshal-calc__row" }, field(t("js-speed"), speed), field(t("js-terrain"), terrain, t("js-terrain-hint")),
      field(t("js-pose"), posture), sprint.element),
    environments.length ? h("div", { class: "meshal-calc__row", role: "group", "aria-label": t("js-environments") },
      h("span", { class: "meshal-field__label", text: t("js-environments") }), environments.map((e) => e.element)) : null,
    h("div", { class: "meshal-calc__row" }, field(t("js-cross-over"), cross, t("js-cross-over-hint")), field(t("js-own-height-steps"), ownSteps)),
    h("div", { class: "meshal-calc__row" }, field(t("js-push"), push, t("js-push-hint", { n: R.PUSH_KG_PER_MIGHT })), field(data.labels.attribute.might, might)));
  const fallBox = h("fieldset", {}, h("legend", { text: t("js-fall") }),
    h("div", { class: "meshal-calc__row" }, field(t("js-fall-height"), height), field(t("js-own-height"), ownHeight, t("js-own-height-hint")),
      field(data.labels.protection.physical, saving)));

  live(ctx, node, [moveBox, fallBox], () => [moveResult(), fallResult()]);

  function moveResult() {
    try {
      const found = m.move(Math.max(0, int(speed)), {
        terrain: [exact(terrain)], environments: environments.filter((e) => e.input.checked).map((e) => e.environment),
        posture: posture.value, sprint: sprint.input.checked, crossOver: exact(cross),
        ownHeight: exact(ownSteps, "1"), pushKg: exact(push), might: Math.max(0, int(might, 3)),
      });
      return h("section", { class: "meshal-calc__part", "data-part": "move" }, h("h4", { text: t("js-move") }), results([
        [t("js-resistance"), quantity(found.resistance), { "data-result": "resistance" }],
        [t("js-speed"), String(found.speed), { "data-result": "speed" }],
        [t("js-steps-moved"), t("js-steps", { n: found.steps }), { "data-result": "steps", "data-steps": String(found.steps) }],
        [t("js-acted-added"), String(found.acted), { "data-result": "acted" }],
      ]));
    } catch (error) {
      return h("section", { class: "meshal-calc__part", "data-part": "move" }, h("h4", { text: t("js-move") }), problem(ctx, error));
    }
  }

  function fallResult() {
    const part = (...children) => h("section", { class: "meshal-calc__part", "data-part": "fall" }, h("h4", { text: t("js-fall") }), ...children);
    try {
      const found = m.fallAttack(exact(height), exact(ownHeight, "1"));
      if (!found) return part(h("p", { "data-result": "fall", "data-advantage": "none", text: t("js-fall-none") }));
      const rolled = m.oddsOf(found.pool, {}, { advantage: found.advantage, types: [found.type], protections: { physical: int(saving) } });
      const outcome = m.attackOutcome(rolled.distribution);
      return part(
        results([
          [t("js-fall-attack"), t("js-fall-attack-value", { pool: m.renderPool(found.pool, ctx.lang), advantage: found.advantage, type: data.labels["attack-type"][found.type] }),
            { "data-result": "fall", "data-advantage": String(found.advantage) }],
          [t("js-dice-rolled"), diceLabel(ctx, rolled.dice, m.POINTS), { "data-result": "dice", "data-dice": String(rolled.dice) }],
          [t("js-hit"), fraction(outcome.hit), { "data-result": "hit" }],
          [t("js-mean"), quantity(rolled.distribution.mean)],
        ]),
        chart(ctx, outcome.wounds, t("js-wounds-chart"), data.labels.wear.hurts));
    } catch (error) {
      return part(problem(ctx, error));
    }
  }
}
