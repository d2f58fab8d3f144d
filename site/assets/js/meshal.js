// Entry point: Material's document$ emits on every page load, including instant navigation,
// so everything is (re)initialised there.

import { initCards } from "./cards.js";
import { initLanguage } from "./language.js";
import { initLists } from "./lists.js";
import { initCalculators } from "./calculators/index.js";
import { initDice } from "./dice.js";
import { initOffline } from "./offline.js";

document$.subscribe(() => {
  initCards();
  initLanguage();
  initLists();
  initCalculators();
  initDice();
});

initOffline();
