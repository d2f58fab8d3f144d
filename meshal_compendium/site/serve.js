// `meshal serve`'s page script: reload when this page's edition is rebuilt, and show an edit the
// content refused over the page (the server holds each question open until something changes).
// It also tells the workshop it is served here (a published site has no such script): the workshop then
// offers "Open in wiki", posting to `preview`, and is not reloaded under a preview it is waiting for (`busy`).
window.meshalServe = { preview: "/__meshal_preview", busy: false };
(function () {
  const path = location.pathname;
  const lang = path.startsWith("/en/") ? "en" : path.startsWith("/zh-Hant/") ? "zh-Hant" : "zh";
  let build = null;
  let seen = "";
  let box = null;

  function show(error) {
    if (box) box.remove();
    box = null;
    if (!error) return;
    box = document.createElement("div");
    box.id = "meshal-serve-error";
    box.setAttribute("role", "alert");
    box.lang = lang;
    box.style.cssText = "position:fixed;left:0;right:0;bottom:0;z-index:10000;max-height:50vh;overflow:auto;" +
      "margin:0;padding:.8em 1em;background:#7f1d1d;color:#fff;font:14px/1.5 monospace;white-space:pre-wrap";
    const title = document.createElement("strong");
    title.textContent = error.title;
    box.append(title, ...error.lines.map((line) => Object.assign(document.createElement("div"), { textContent: line })));
    document.body.append(box);
  }

  function ask() {
    fetch(`/__meshal_build?lang=${encodeURIComponent(lang)}&seen=${seen}`, { cache: "no-store" })
      .then((response) => response.json())
      .then((state) => {
        if (build !== null && state.builds[lang] !== build && !window.meshalServe.busy) return location.reload();
        build = state.builds[lang];
        seen = String(state.version);
        show(state.error);
        ask();
      })
      .catch(() => setTimeout(ask, 1000)); // the server restarting, or gone: ask again
  }
  ask();
})();
