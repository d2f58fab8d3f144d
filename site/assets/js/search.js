// Search on the page: every way text gets into the search box searches (Material listens to
// keyup only; a paste, a phone's long-press or an IME sends input events alone), and a page
// opened from a result highlights the whole query (?h=潜能等级), not only words that stand
// between separators.

let listening = false;

/** Forward input events on the search box as the keyup Material listens for. */
function forwardInput() {
  if (listening) return;
  listening = true;
  document.addEventListener("input", (event) => {
    if (event.target.matches?.(".md-search__input") && !event.isComposing) {
      event.target.dispatchEvent(new KeyboardEvent("keyup", { bubbles: true }));
    }
  });
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Mark `pattern`'s matches in the text under `root`; the count marked. */
function mark(root, pattern) {
  const found = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) => (node.parentElement.closest("mark, script, style, button, .headerlink")
      ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
  });
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (pattern.test(node.data)) found.push(node);
    pattern.lastIndex = 0;
  }
  for (const node of found) {
    const parts = node.data.split(pattern);
    node.replaceWith(...parts.map((part, i) => {
      if (i % 2 === 0) return part;
      const highlight = document.createElement("mark");
      highlight.dataset.mdHighlight = "";
      highlight.textContent = part;
      return highlight;
    }));
  }
  return found.length;
}

/** Highlight the page's `h` query: the whole of it, else each of its words. */
function highlight() {
  const query = (new URLSearchParams(location.search).get("h") ?? "").trim();
  const article = document.querySelector(".md-content article");
  if (!query || !article || article.dataset.highlighted === query) return;
  article.dataset.highlighted = query;
  if (mark(article, new RegExp(`(${escape(query)})`, "giu"))) return;
  const words = query.split(/\s+/).filter((word) => word.length > 1).map(escape);
  if (words.length) mark(article, new RegExp(`(${words.join("|")})`, "giu"));
}

export function initSearch() {
  forwardInput();
  highlight();
}
