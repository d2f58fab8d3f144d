// Search, before Material's bundle runs (a classic script in <head>):
// 1. The index (hundreds of KB) is fetched when search is first wanted (the search box focused,
//    its icon tapped, a shortcut key), not on every page load: Material's request for it waits.
// 2. Material's search worker is wrapped: English words also match with one typo
//    ("Initative" finds Initiative); an exact name ranks first (长剑 before 长戟); pinyin keywords
//    (tags) find zh names but are not shown; result links carry the whole query (?h=) for
//    search.js to highlight.
// 3. On a site built with Pagefind (data-search="pagefind", site/chunked.py), Pagefind answers
//    the messages Material sends its worker, fetching only the chunks a query needs; its results
//    are ranked and linked as in 2.
(() => {
  const INDEX = /\/search\/search_index\.json$/;
  const [SETUP, READY, QUERY, RESULT] = [0, 1, 2, 3]; // Material's SearchMessageType
  const SEARCH_WORKER = /\/workers\/search\.[^/]*\.js/;
  const gate = document.currentScript;
  const ROOT = new URL("../../", gate.src); // this script is assets/js/search-gate.js
  const [FIRST, SHOWN] = [5, 24]; // Pagefind results shown first, and in all, for one query
  let wanted = false;
  const waiting = [];
  let chunked = null; // the PagefindWorker, on a site built with Pagefind
  const want = () => {
    if (wanted) return;
    wanted = true;
    chunked?.load(); // Pagefind needs no index of Material's: it starts loading at once
    for (const send of waiting.splice(0)) send();
  };

  const open = XMLHttpRequest.prototype.open;
  const send = XMLHttpRequest.prototype.send;
  XMLHttpRequest.prototype.open = function (method, url, ...rest) {
    this.meshalIndex = INDEX.test(new URL(url, location.href).pathname);
    return open.call(this, method, url, ...rest);
  };
  XMLHttpRequest.prototype.send = function (...args) {
    if (this.meshalIndex && !wanted) waiting.push(() => send.apply(this, args));
    else send.apply(this, args);
  };
  const isSearch = (target) => target instanceof Element && target.closest(".md-search__input, [for=__search]");
  document.addEventListener("focusin", (event) => { if (isSearch(event.target)) want(); });
  document.addEventListener("pointerdown", (event) => { if (isSearch(event.target)) want(); });
  document.addEventListener("keydown", (event) => {
    if (["/", "s", "S", "f", "F"].includes(event.key) && !event.target.closest?.("input, textarea, select")) want();
  });
  // Arriving from a shared search (?q=) needs the index at once.
  if (new URLSearchParams(location.search).has("q")) want();

  const typo = (query) => query.replace(/(^|\s)([A-Za-z]{5,})(?=\s|$)/g, "$1$2 $2~1");
  const plain = (html) => html.replace(/<[^>]*>/g, "").toLowerCase();
  const names = (item) => {
    const title = plain(item.title ?? "");
    return [title, ...title.split("\u200b"), ...(item.tags ?? [])].map((part) => part.trim().toLowerCase());
  };
  const exact = (group, query) => group.some((item) => names(item).includes(query));

  // The index's text is plain: the Chinese names an English page quotes have lost their lang="zh".
  const HAN = /[\p{sc=Han}\u3000-\u303f\uff00-\uffef]+/gu;
  const markZh = (html) => (document.documentElement.lang === "en"
    ? html.replace(HAN, '<span lang="zh">$&</span>') : html);

  /** Material's result groups, exact names first, without keywords, linked with the query, their
   * Chinese marked as such on an English page. */
  const arrange = (groups, query) => {
    const wanted = query.trim().toLowerCase();
    const first = groups.filter((group) => exact(group, wanted));
    const items = [...first, ...groups.filter((group) => !first.includes(group))];
    for (const group of items) {
      for (const item of group) {
        delete item.tags;
        item.title = markZh(item.title);
        item.text = markZh(item.text);
        const [path, hash = ""] = item.location.split("#");
        item.location = `${path}${path.includes("?") ? "&" : "?"}h=${encodeURIComponent(query.trim())}${hash ? `#${hash}` : ""}`;
      }
    }
    return items;
  };

  // A record's text begins with its title and ends with its keywords (chunked.py): neither is shown
  // twice. Pagefind's excerpt may mark any part of either.
  const MARKS = "(?:</?mark>)*";
  const marked = (words) => MARKS + [...words].map((char) => char.replace(/[.*+?^${}()|[\]\\]/g, "\\$&") + MARKS).join("");

  /** Pagefind's records as Material's groups: a page's records together, the page itself among them. */
  const grouped = (records) => {
    const pages = new Map();
    for (const { data, score } of records) {
      const { location, page, title, keys = "" } = data.meta;
      const path = location.split("#")[0];
      const tags = keys.split(" ").filter(Boolean);
      const text = tags.reduce((excerpt, key) => excerpt.replace(new RegExp(`\\s*${marked(key)}\\.?\\s*$`), ""),
        data.excerpt.replace(new RegExp(`^${marked(title)}\\.?\\s*`), ""));
      if (!pages.has(path)) pages.set(path, { page, items: [] });
      pages.get(path).items.push({ location, title, text, score, terms: {}, tags });
    }
    return [...pages].map(([path, { page, items }]) => (items.some((item) => item.location === path)
      ? items : [...items, { location: path, title: page, text: "", score: 0, terms: {} }]));
  };

  /** Answers Material's search messages from Pagefind, as its worker would. */
  class PagefindWorker extends EventTarget {
    postMessage(message) {
      if (message?.type === SETUP) {
        this.load(); // search is wanted: Pagefind loads while the query is typed
        this.answer({ type: READY });
      } else if (message?.type === QUERY) this.search(message.data);
    }

    load() {
      this.pagefind ??= import(new URL("pagefind/pagefind.js", ROOT).href)
        .then(async (pagefind) => {
          // In the page, not Pagefind's own worker: one script fewer to fetch and start (40 ms).
          await pagefind.options({ noWorker: true });
          await pagefind.init();
          return pagefind;
        });
      return this.pagefind;
    }

    terminate() {}

    answer(data) {
      this.dispatchEvent(new MessageEvent("message", { data }));
    }

    /** The first results as soon as their text is in, then the rest; none once the query changed. */
    async search(query) {
      this.latest = query;
      const current = () => query === this.latest;
      if (!query.trim()) {
        this.answer({ type: RESULT, data: { items: [] } });
        return;
      }
      const { results } = await (await this.load()).search(query.trim());
      const record = async (result) => ({ data: await result.data(), score: result.score });
      let records = [];
      for (const batch of [results.slice(0, FIRST), results.slice(FIRST, SHOWN)]) {
        if (!current() || (records.length && !batch.length)) return;
        records = [...records, ...await Promise.all(batch.map(record))];
        if (current()) this.answer({ type: RESULT, data: { items: arrange(grouped(records), query) } });
      }
    }
  }

  const Base = window.Worker;
  window.Worker = class extends Base {
    constructor(url, options) {
      const search = SEARCH_WORKER.test(String(url));
      if (search && gate.dataset.search === "pagefind") return (chunked = new PagefindWorker());
      super(url, options);
      if (!search) return;
      let query = "";
      // Registered before Material's own listener, so it sees (and reorders) the result first.
      this.addEventListener("message", ({ data }) => {
        if (data?.type === RESULT && data.data?.items) data.data.items = arrange(data.data.items, query);
      });
      const post = this.postMessage.bind(this);
      this.postMessage = (message, ...rest) => {
        if (message?.type === QUERY && typeof message.data === "string") {
          query = message.data;
          message = { ...message, data: typo(message.data) };
        }
        post(message, ...rest);
      };
    }
  };
})();
