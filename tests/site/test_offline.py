"""Offline without a download storm (issue 31): a first visit installs its edition's app shell only;
pages are kept as they are read; "Save for offline" keeps a whole edition, yielding to the reader,
cancellable, resumable, telling a full quota and a dropped network, and after a new build fetching
only what changed; a page neither read nor saved says so in its language. Search offline, on both
searches: test_search_table.py."""

from __future__ import annotations

import gzip
import json
import re

import pytest

from meshal_compendium.site import offline
from meshal_compendium.site.build import PREFIX

SHELL_BUDGET = 3 * 1024 * 1024  # gzip bytes a first visit may fetch (issue 31)
# Playwright's offline switch does not cover a worker's own fetches until it controls the page.
READY = "navigator.serviceWorker.ready.then(r => !!r.active)"
# Every address in every cache, without Workbox's ?__WB_REVISION__ (the precache's keys carry it).
CACHED = """async () => {
  const all = [];
  for (const name of await caches.keys()) {
    for (const request of await (await caches.open(name)).keys()) all.push(request.url.split("?")[0]);
  }
  return all;
}"""
# Milliseconds from a link's click to instant navigation's new page (document$ emits it).
NAVIGATE = """async (href) => {
  const start = performance.now();
  let watching, replayed = false;  // document$ replays the page it has; the next one is the new page
  const shown = new Promise((resolve) => {
    watching = document$.subscribe(() => { if (replayed) resolve(); replayed = true; });
  });
  const link = Object.assign(document.createElement("a"), { href });
  document.body.append(link);
  link.click();
  await shown;
  watching.unsubscribe();
  return performance.now() - start;
}"""


def _precached(root):
    return re.findall(r'"url":"([^"]+)"', (root / offline.WORKER).read_text(encoding="utf-8"))


def _listing(built):
    return json.loads((built / offline.LISTING).read_text(encoding="utf-8"))


def test_a_first_visit_installs_its_editions_shell_only(built):
    for lang, prefix in PREFIX.items():
        root = built / prefix
        urls = _precached(root)
        assert {"index.html", "404.html", "search/search_index.json", "assets/js/meshal.js"} <= set(urls), lang
        assert not [u for u in urls if u.startswith(("en/", "zh-Hant/", "items/", "woss/", "handbook/"))], lang
        assert '.map"' not in urls and not [u for u in urls if "lunr.ja" in u]
        transferred = sum(len(gzip.compress((root / url).read_bytes(), 6)) for url in urls)
        assert transferred <= SHELL_BUDGET, (lang, transferred)


def test_the_listing_has_every_file_with_its_edition_and_ruleset(built):
    listing = _listing(built)
    files = {address: (revision, size, lang, ruleset) for address, revision, size, lang, ruleset in listing["files"]}
    assert files["en/items/longsword/"][2:] == ("en", "meshal")
    assert files["zh-Hant/woss/"][2:] == ("zh-Hant", "woss")
    assert files["handbook/dice/"][2:] == ("zh", "meshal")
    assert files["en/assets/js/meshal.js"][2:] == ("en", "")
    assert files["en/search/search_index.json"][1] == (built / "en/search/search_index.json").stat().st_size
    pages = {path.parent.relative_to(built).as_posix() + "/" for path in built.rglob("index.html")}
    assert {p.replace("./", "") for p in pages} <= set(files)
    assert files["schemas/v1/item.schema.json"][2:] == ("", "")  # every edition's workshop reads them
    assert not [a for a in files if a.endswith(".map")]
    assert listing["rulesets"]["woss"]["en"] == "WOSS" and listing["editions"]["zh-Hant"]["name"] == "繁體中文"


def test_the_cache_is_named_after_the_build(built):
    for prefix in PREFIX.values():
        helper = (built / prefix / offline.HELPER).read_text(encoding="utf-8")
        ids = {word for word in helper.replace('"', " ").split() if re.fullmatch(r"meshal-[0-9a-f]{12}", word)}
        assert ids == {f"meshal-{_listing(built)['build']}"}
        worker = (built / prefix / offline.WORKER).read_text(encoding="utf-8")
        assert worker.startswith("// ") and 'importScripts("sw-meshal.js", "workbox/workbox-sw.js")' in worker
        assert (built / prefix / "workbox" / "workbox-precaching.prod.js").is_file()


def test_each_language_can_be_installed(built):
    for root, lang in ((built, "zh"), (built / "en", "en")):
        manifest = json.loads((root / "manifest.webmanifest").read_text(encoding="utf-8"))
        assert manifest["lang"] == lang and manifest["start_url"] == "./" and manifest["icons"]
        assert (root / manifest["icons"][0]["src"]).is_file()
        assert 'rel="manifest"' in (root / "handbook/dice/index.html").read_text(encoding="utf-8")


@pytest.fixture
def visit(browser, site_url):
    """Open an address in a context of its own with service workers allowed; wait until the worker
    controls the page. The test fails on any error the pages threw."""
    contexts, errors = [], []

    def open_(path, width=1280):
        context = browser.new_context(viewport={"width": width, "height": 900}, service_workers="allow")
        contexts.append(context)
        page = context.new_page()
        page.on("pageerror", lambda error: errors.append(str(error)))
        page.base = site_url
        with page.expect_response(lambda r: r.url.endswith("sitemap.xml")):  # instant navigation is on
            page.goto(site_url + path)
        assert page.evaluate(READY) is True
        page.wait_for_function("navigator.serviceWorker.controller !== null")  # claimed: now it answers
        return page

    yield open_
    for context in contexts:
        context.close()
    assert errors == []


def _panel(page):
    panel = page.locator(".meshal-offline-save[data-mounted]")
    panel.wait_for()
    return panel


def _choose(page, edition, rulesets):
    panel = _panel(page)
    panel.locator(f"input[value='{edition}']").check()
    for box in panel.locator("input[name=meshal-offline-ruleset]").all():
        box.set_checked(box.get_attribute("value") in rulesets)
    return panel


def _status(page, starts, timeout=120_000):
    try:
        page.wait_for_function("s => document.querySelector('.meshal-offline__status')?.textContent.startsWith(s)",
                               arg=starts, timeout=timeout)
    except Exception as error:  # noqa: BLE001 — say what the panel said instead
        said = page.inner_text(".meshal-offline-save")
        raise AssertionError(f"waited for {starts!r}; the panel says {said!r}") from error
    return page.inner_text(".meshal-offline__status")


def _chosen(page, edition, rulesets):
    listing = json.loads(page.evaluate("fetch('/offline.json').then(r => r.text())"))
    return [page.base + address for address, _, _, lang, ruleset in listing["files"]
            if lang in (edition, "") and (not ruleset or ruleset in rulesets)]


def test_read_pages_open_offline_and_an_unread_one_says_so_in_its_language(visit):
    page = visit("en/")
    page.goto(page.base + "en/items/longsword/")
    page.context.set_offline(True)
    response = page.goto(page.base + "en/items/longsword/")
    assert response.ok and response.from_service_worker and "Longsword" in page.inner_text("article")
    page.goto(page.base + "en/items/dagger/")
    assert page.title() == "Offline: this page is not saved"
    assert "Save for offline" in page.inner_text("article") and "Page not found" not in page.inner_text("article")
    zh = visit("")
    zh.context.set_offline(True)
    zh.goto(zh.base + "species/dwarf/")
    assert zh.title() == "离线: 这一页没有保存" and "离线保存" in zh.inner_text("article")


def test_saving_an_edition_yields_to_the_reader_then_keeps_all_of_it_and_nothing_else(visit):
    page = visit("en/")
    tour = [page.base + path for path in ("en/glossary/", "en/errata/", "en/about/")]

    def navigations():
        times = [page.evaluate(NAVIGATE, url) for url in tour]
        page.evaluate(NAVIGATE, page.base + "en/")
        return times

    navigations()  # the pages' first fetch, so both rounds below read them alike
    alone = navigations()
    _choose(page, "en", ["meshal", "woss", "d20-pool", "tactics"]).locator("button.md-button--primary").click()
    _status(page, "Saving")
    during = navigations()
    assert "Saving" in _status(page, "Saving"), "the tour ran after the saving ended: it measured nothing"
    # Each navigation while saving stays within a small factor of the same one alone (same run).
    for url, before, after in zip(tour, alone, during, strict=True):
        assert after <= 3 * before + 250, (url, alone, during)
    assert "works with no network" in _status(page, "Saved")
    cached = set(page.evaluate(CACHED))
    missing = [url for url in _chosen(page, "en", ["meshal", "woss", "d20-pool", "tactics"]) if url not in cached]
    assert missing == []
    # Nothing of the other editions but their sitemaps (the language switch reads them to stay on the page).
    others = [url for url in cached if not url.startswith((page.base + "en/", page.base + "schemas/"))
              and url != page.base + "offline.json" and not url.endswith("/sitemap.xml")]
    assert others == [], others[:5]
    page.context.set_offline(True)
    page.goto(page.base + "en/calculators/")
    odds = page.locator(".meshal-calc[data-calc='meshal/odds'][data-mounted]").first
    odds.wait_for()
    odds.locator("input[name=pool]").fill("3d")
    odds.locator("input[name=pool]").dispatch_event("input")
    assert odds.locator("[data-result=success] [data-fraction]").first.get_attribute("data-fraction") == "19/27"
    deepest = max((url for url in _chosen(page, "en", ["woss"]) if url.endswith("/")), key=len)
    assert page.goto(deepest).ok and "Offline" not in page.title() and page.inner_text("article h1")


def test_saving_is_cancelled_resumed_and_after_a_new_build_fetches_only_what_changed(visit):
    page = visit("en/")
    chosen = _chosen(page, "en", ["d20-pool"])
    _choose(page, "en", ["d20-pool"]).locator("button.md-button--primary").click()
    page.wait_for_function("document.querySelector('.meshal-offline__bar')?.value > 0.1")
    page.locator(".meshal-offline-save button", has_text="Cancel").click()
    assert re.match(r"Cancelled: \d+ of \d+ files saved", _status(page, "Cancelled"))
    saved = int(re.search(r"(\d+) of", _status(page, "Cancelled")).group(1))
    fetched = []
    page.on("request", lambda request: request.url in chosen and fetched.append(request.url))
    resume = page.locator(".meshal-offline-save button.md-button--primary")
    assert resume.inner_text() == "Resume"
    resume.click()
    _status(page, "Saved")
    assert len(fetched) == len(chosen) - saved, (len(fetched), len(chosen), saved)
    # A new build: two pages have new revisions. The next page load fetches those two only.
    listing = json.loads(page.evaluate("fetch('/offline.json').then(r => r.text())"))
    changed = [row for row in listing["files"] if row[3] == "en" and row[4] == "d20-pool"][:2]
    for row in changed:
        row[1] = "0" * 32
    page.context.route("**/offline.json", lambda route: route.fulfill(json=listing))
    fetched.clear()
    pages = {page.base + row[0] for row in listing["files"] if row[3] == "en" and row[4] == "d20-pool"}
    page.reload()
    page.wait_for_function("JSON.parse(localStorage.getItem('meshal-offline-choice')).state === 'done'")
    page.wait_for_function("n => Object.values(JSON.parse(localStorage.getItem('meshal-offline-saved')))"
                           ".filter(r => r === '0'.repeat(32)).length === n", arg=len(changed))
    assert sorted(set(fetched) & pages) == sorted(page.base + row[0] for row in changed)
    page.locator(".meshal-offline-save button", has_text="Remove saved pages").click()
    assert _status(page, "The saved pages are removed")
    assert set(page.evaluate(CACHED)) & pages == set()  # none of them was read
    assert page.evaluate("localStorage.getItem('meshal-offline-choice')") is None


def test_a_full_quota_and_a_dropped_network_are_said_and_saving_goes_on(visit):
    page = visit("en/")
    cdp = page.context.new_cdp_session(page)
    origin = page.base.rstrip("/")
    cdp.send("Storage.overrideQuotaForOrigin", {"origin": origin, "quotaSize": 4 * 1024 * 1024})
    _choose(page, "en", ["d20-pool"])
    page.locator(".meshal-offline-save button.md-button--primary").click()
    stopped = _status(page, "The browser refused")
    assert "refused to store more" in stopped
    kept = int(re.search(r"(\d+) of", stopped).group(1))
    cdp.send("Storage.overrideQuotaForOrigin", {"origin": origin})  # the quota back
    page.locator(".meshal-offline-save button.md-button--primary", has_text="Resume").click()
    page.wait_for_function("n => Number(/Saving: (\\d+)/.exec(document.querySelector('.meshal-offline__status')"
                           ".textContent)?.[1]) > n", arg=kept)  # saving again, past where the quota stopped it
    page.context.set_offline(True)
    assert "goes on by itself" in _status(page, "The network dropped")
    page.context.set_offline(False)
    assert "works with no network" in _status(page, "Saved")


def test_the_panel_speaks_the_pages_language_on_a_phone(visit):
    page = visit("", width=390)
    panel = _panel(page)
    assert panel.locator("h2").inner_text() == "离线保存"
    assert panel.locator("input[value='zh']").is_checked()
    assert re.search(r"需要取回: [\d.,]+ MB", page.inner_text(".meshal-offline__size"))
    assert page.evaluate("document.documentElement.scrollWidth") <= 390  # nothing wider than the phone


@pytest.mark.full  # node, Workbox
@pytest.mark.parametrize("mode", offline.MODES)
def test_each_offline_mode_stores_what_it_says(tmp_path, mode):
    """``--offline shell`` installs the shell, ``all`` the whole edition, ``none`` a worker that removes itself."""
    for prefix in PREFIX.values():
        for path in ("index.html", "404.html", "items/axe/index.html", "assets/js/meshal.js"):
            (tmp_path / prefix / path).parent.mkdir(parents=True, exist_ok=True)
            (tmp_path / prefix / path).write_text(f"{prefix}{path}", encoding="utf-8")
    names = {lang: ("Site", "About it") for lang in PREFIX}
    build = offline.write_offline(tmp_path, PREFIX, names, {"items/axe/": "meshal"}, {"meshal": {"en": "Meshal"}}, mode)
    if mode == "none":
        assert build is None and not (tmp_path / offline.LISTING).exists()
        for prefix in PREFIX.values():
            assert "unregister()" in (tmp_path / prefix / offline.WORKER).read_text(encoding="utf-8")
        return
    for prefix in PREFIX.values():
        assert ("items/axe/index.html" in _precached(tmp_path / prefix)) == (mode == "all")
        assert "index.html" in _precached(tmp_path / prefix)
    assert not [url for url in _precached(tmp_path) if url.startswith(("en/", "zh-Hant/"))]  # the others' own
    files = {row[0]: row[3:] for row in _listing(tmp_path)["files"]}
    assert files["en/items/axe/"] == ["en", "meshal"] and files["items/axe/"] == ["zh", "meshal"]


def test_the_404_page_links_its_head_from_any_address(built):
    """The offline page is the 404 page answered at the address asked for: its links must not be relative."""
    head = (built / "en/404.html").read_text(encoding="utf-8").split("</head>")[0]
    assert '<link rel="manifest" href="/en/manifest.webmanifest">' in head
    assert '<script src="/en/assets/js/search-gate.js"' in head
