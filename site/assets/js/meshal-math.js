// Kept for plugins written against this path before the exact numbers had a module of their own:
// it gives the same `Q`, `Distribution`, `MeshalError`, `difference` and `seededRandom` as ./exact.js
// (the same classes, so `instanceof` agrees). It must not import ./meshal/: a wiki without Meshal has
// no assets/js/meshal/. New code imports ./exact.js; Meshal's engine is ./meshal/math.js.

export { Distribution, MeshalError, Q, difference, seededRandom } from "./exact.js";
