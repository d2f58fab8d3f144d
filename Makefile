# Two commands on a fresh machine: `make serve` (the wiki) and `make test` (every test).
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: serve test test-fast site lint browser-deps clean bench sealdice-plugin screenshots

NODE_STAMP := node_modules/.installed

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)

$(STAMP): pyproject.toml | $(BIN)/python
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e '.[test]'
	touch $(STAMP)

# Build- and test-time JS tools (Workbox, axe-core, Ajv, yaml-language-server), pinned in package-lock.json.
$(NODE_STAMP): package.json package-lock.json
	npm ci --no-audit --no-fund --loglevel=error
	touch $(NODE_STAMP)

serve: $(STAMP) $(NODE_STAMP)
	$(BIN)/meshal serve

site: $(STAMP) $(NODE_STAMP)
	$(BIN)/meshal build

# Browser tests drive Debian's Chromium (its headless shell; the full browser for the benchmarks); install
# them (and CJK fonts for zh pages) when missing.
browser-deps:
	@if [ ! -x /usr/bin/chromium ] || [ ! -x /usr/bin/chromium-headless-shell ] || ! fc-list 2>/dev/null | grep -qi 'noto.*cjk'; then \
		echo "installing chromium, chromium-headless-shell and fonts-noto-cjk (apt-get)"; \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-headless-shell fonts-noto-cjk fonts-noto-color-emoji >/dev/null; \
	fi

lint: $(STAMP)
	$(BIN)/ruff check meshal_compendium tests bench

# Every test, spread over the cores (a module's tests on one worker: its fixtures are made once).
test: $(STAMP) $(NODE_STAMP) browser-deps lint
	$(BIN)/python -m pytest -n auto --dist loadscope

# The edit loop: every test but those that need a browser or a whole site build (marked `full`).
test-fast: $(STAMP) $(NODE_STAMP) lint
	$(BIN)/python -m pytest -n auto --dist loadscope -m "not full"

# The committed screenshots (docs/screens/, which the READMEs show, and the manual's copies of a few), taken
# from a fresh build by tests/site/test_screens.py; run it when a page's look changes, then look at them.
screenshots: $(STAMP) $(NODE_STAMP) browser-deps
	rm -f docs/screens/*.png meshal_compendium/guide/*/images/*.png
	MESHAL_SCREENS=$(CURDIR)/docs/screens $(BIN)/python -m pytest -n 2 -q \
		tests/site/test_screens.py::test_each_kind_of_page_is_pictured_as_a_reader_sees_it
	$(BIN)/python -m pytest -q -p no:xdist tests/site/test_screens.py -m "not full"

BENCH_STAMP := $(VENV)/.installed-bench

$(BENCH_STAMP): $(STAMP)
	$(BIN)/pip install --quiet -e '.[test,bench]'
	touch $(BENCH_STAMP)

# The benchmarks (README "Benchmarks"): several minutes on 2 cores; `make bench BENCH=--quick` ≈1 min.
bench: $(BENCH_STAMP)
	$(BIN)/python bench/run.py $(BENCH)

# The SealDice plugin's bundled runtime (committed; `meshal export --format sealdice-plugin` embeds it).
sealdice-plugin: $(NODE_STAMP)
	node meshal_compendium/export/sealdice/build.mjs

clean:
	rm -rf $(VENV) node_modules site-dist bench/packs
