// Calculators: each `.meshal-calc[data-calc=NAME]` placeholder is mounted once per page.
const registry = {};

export function initCalculators() {
  for (const node of document.querySelectorAll(".meshal-calc[data-calc]")) {
    if (node.dataset.ready || !registry[node.dataset.calc]) continue;
    node.dataset.ready = "1";
    registry[node.dataset.calc](node);
  }
}
