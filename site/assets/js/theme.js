// Fixes to the theme's own markup that its templates offer no setting for.

/** Name the search dialog (Material renders role="dialog" without a name) with its own "Search" label. */
export function initTheme() {
  const dialog = document.querySelector(".md-search[role=dialog]");
  const label = document.querySelector(".md-search__options[aria-label]")?.getAttribute("aria-label");
  if (dialog && label && !dialog.hasAttribute("aria-label")) dialog.setAttribute("aria-label", label);
}
