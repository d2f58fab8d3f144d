// Search, before Material's bundle runs (a classic script in <head>):
// 1. The index (hundreds of KB) is fetched when search is first wanted (the search box focused,
//    its icon tapped, a shortcut key), not on every page load: Material's request for it waits.
// 2. Material's search worker is wrapped: English words also match with one typo
//    ("Initative" finds Initiative); an exact name ranks first (长剑 before 长戟); pinyin keywords
//    (tags) find zh names but are not shown; result links carry the whole query (?h=) for
//    search.js to highlight.
(() => {
  const INDEX = /\/search\/search_index\.json$/;
  const QUERY = 2; // Material's SearchMessageType.QUERY
  const RESULT = 3; // Material's SearchMessageType.RESULT
  let wanted = false;
  const waiting = [];
  const want = () => {
    if (wanted) return;
    wanted = true;
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

  const Base = window.Worker;
  window.Worker = class extends Base {
    constructor(url, options) {
      super(url, options);
      if (!/\/workers\/search\.[^/]*\.js/.test(String(url))) return;
      let query = "";
      // Registered before Material's own listener, so it sees (and reorders) the result first.
      this.addEventListener("message", ({ data }) => {
        if (data?.type !== RESULT || !data.data?.items) return;
        const wanted = query.trim().toLowerCase();
        const groups = data.data.items;
        const first = groups.filter((group) => exact(group, wanted));
        data.data.items = [...first, ...groups.filter((group) => !first.includes(group))];
        for (const group of data.data.items) {
          for (const item of group) {
            delete item.tags;
            const [path, hash = ""] = item.location.split("#");
            item.location = `${path}${path.includes("?") ? "&" : "?"}h=${encodeURIComponent(query.trim())}${hash ? `#${hash}` : ""}`;
          }
        }
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
