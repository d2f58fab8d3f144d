// Entry point: Material's document$ emits on every page load, including instant navigation,
// so everything is (re)initialised there. The calculators (with the exact math and their ruleset's engine)
// are loaded only on a page that has one; dice buttons load them on the first click.

import { initCards } from "./cards.js";
import { initLanguage } from "./language.js";
import { initGlossaryFilter, initLists } from "./lists.js";
import { initTheme } from "./theme.js";
import { initDice } from "./dice.js";
import { initOffline, initOfflinePage } from "./offline.js";
import { initSearch } from "./search.js";

document$.subscribe(() => {
  initCards();
  initLanguage();
  initLists();
  initGlossaryFilter();
  initTheme();
  if (document.querySelector(".meshal-calc[data-calc]")) {
    import("./calculators/index.js").then(({ initCalculators }) => initCalculators());
  }
  if (document.querySelector(".meshal-workshop")) {
    import("./workshop/index.js").then(({ initWorkshop }) => initWorkshop());
  }
  initDice();
  initSearch();
  initOfflinePage();
});

initOffline();
