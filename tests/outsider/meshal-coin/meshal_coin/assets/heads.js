// How many of N flips come up heads, exactly: the numbers `meshal odds --system coin N --heads P` gives.
// A ruleset's calculator module, as any plugin writes one: mount(node, ctx, options), importing only the
// wiki's calculator kit and its exact fractions.

import { field, fraction, int, live, numberInput, results } from "../calculators/index.js";
import { Q } from "../exact.js";

const MOST = 50;

/** P(k heads) for k = 0 … flips, each heads with chance `p` (a Q). */
export function heads(flips, p) {
  const chances = [];
  let ways = 1n; // flips choose k, kept exact as k grows
  for (let k = 0; k <= flips; k++) {
    if (k > 0) ways = (ways * BigInt(flips - k + 1)) / BigInt(k);
    chances.push(Q.of(ways).mul(power(p, k)).mul(power(Q.of(1).sub(p), flips - k)));
  }
  return chances;
}

function power(q, n) {
  let found = Q.of(1);
  for (let i = 0; i < n; i++) found = found.mul(q);
  return found;
}

export async function mount(node, ctx, { flips = 3, percent = 50 } = {}) {
  const flipsInput = numberInput("flips", flips, { min: 1, max: MOST });
  const percentInput = numberInput("percent", percent, { min: 0, max: 100 });
  const controls = [field(ctx.t("js-coin-flips"), flipsInput), field(ctx.t("js-coin-percent"), percentInput)];
  live(ctx, node, controls, () => {
    const count = Math.min(MOST, Math.max(1, int(flipsInput, 1)));
    const p = new Q(BigInt(Math.min(100, Math.max(0, int(percentInput, 50)))), 100n);
    return results(heads(count, p).map((chance, k) =>
      [ctx.t("js-coin-heads", { n: k }), fraction(chance), { "data-heads": String(k) }]));
  });
}
