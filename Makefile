# The README's two commands are `make site` and `make test`; each installs what it needs first.

# Debian packages each command needs: libcmark for the markdown pipeline, Pygments (for Debian's
# /usr/bin/python3) to highlight code in languages other than Swift, Chromium for the browser
# tests, its chromedriver for the accessibility check, cmark-gfm as the oracle the table and
# strikethrough tests compare with (run, never linked), Java for the W3C's HTML checker.
SITE_PACKAGES := libcmark-dev python3-pygments
TEST_PACKAGES := libcmark-dev python3-pygments chromium chromium-driver cmark-gfm \
	openjdk-17-jre-headless

.PHONY: site test bench site-bench site-scale site-nesting site-wide site-highlight site-serve site-warm serve \
	symbolgraph site-inputs docc-corpus docc-test-catalogs tutorial-corpus

# This project's site is built as a user's would be: collor.yml names the docs, the title and the
# modules, and the site executable (`collor` with the sample galleries) builds it. Everything is
# the debug build; the symbol graphs are extracted from its modules (scripts/symbol-graphs.sh says
# why not `swift package dump-symbol-graph`).
SITE_MODULES := CollorDiff CollorText Collor CollorHTMLWriter CollorHTML CollorSnapshotTesting \
	CollorGallery CollorMarkdown CollorSite CollorSiteCommand
SITE_GRAPHS := .build/site-symbolgraph

site: site-inputs
	.build/debug/CollorDocs build --symbol-graphs $(SITE_GRAPHS)

serve: site-inputs
	.build/debug/CollorDocs serve --symbol-graphs $(SITE_GRAPHS)

site-inputs:
	scripts/install-deps.sh $(SITE_PACKAGES)
	swift build --product CollorDocs
	swift build --target CollorSnapshotTesting
	scripts/symbol-graphs.sh $(SITE_GRAPHS) $(SITE_MODULES)

# Where `swift package dump-symbol-graph` writes (.build/<triple>/symbolgraph), for the benchmarks.
SYMBOLGRAPHS = $(dir $(shell swift build --show-bin-path))symbolgraph

# The command can exit 1 (it also tries the synthesized test modules) after writing the library
# graphs, so success is judged by the file it must write.
symbolgraph:
	scripts/install-deps.sh $(SITE_PACKAGES)
	swift package dump-symbol-graph --skip-synthesized-members >/dev/null || true
	test -f "$(SYMBOLGRAPHS)/Collor.symbols.json"

# The architecture check (every import on a declared edge, no cycle between a module's folders)
# runs after the lint, before anything is built.
# Tests run one at a time: the browser tests wait on Chromium synchronously, and on 2 cores two of
# them in parallel would hold every thread of Swift's concurrency pool that the preview-server
# tests need (they then time out). Then this project's own site is built (`make site`, reusing
# the test build), and, as a user would: the code in the docs is checked against
# the user package it comes from, that package (Examples/TeamRoster) is built and tested, each
# earlier step of its tutorial is type-checked against it, both sites' galleries are checked to
# be in their sidebars, search and (TeamRoster's, built again with a base URL) sitemap
# (scripts/check-gallery-pages.py), the README's walk-through is typed,
# block by block, into a fresh package in a temporary folder (scripts/test-fresh-package.sh: it
# builds, records and passes its snapshot test, gets its site from `collor build` and the plugin,
# and a crawl at / and at a sub-path finds no bad link), and the fuzzers
# run for a bounded time (FUZZ_SECONDS each).
# The accessibility check (axe-core, scripts/check-accessibility.py) runs on every page of this
# site and of TeamRoster's at 375 and 1280 px, and checks that none scrolls sideways at 320 px,
# after its self-test; its pinned Python packages go
# into a virtual environment of their own (A11Y_VENV), installed once.
FUZZ_SECONDS ?= 45
A11Y_VENV := .build/a11y-venv
A11Y_PYTHON := $(A11Y_VENV)/bin/python

# --ignore-requires-python: scripts/requirements-a11y.txt says why. The stamp marks a complete
# install (bin/python is a link to the system's interpreter, not to be touched).
$(A11Y_VENV)/installed: scripts/requirements-a11y.txt
	python3 -m venv $(A11Y_VENV)
	$(A11Y_PYTHON) -m pip install -q --disable-pip-version-check --ignore-requires-python \
		-r scripts/requirements-a11y.txt
	touch $@

# The HTML check (the W3C's Nu HTML Checker, scripts/check-html.py) runs on the same pages after
# the accessibility check; its pinned package goes into a virtual environment of its own.
HTML_VENV := .build/html-venv

$(HTML_VENV)/installed: scripts/requirements-html.txt
	python3 -m venv $(HTML_VENV)
	$(HTML_VENV)/bin/python -m pip install -q --disable-pip-version-check \
		-r scripts/requirements-html.txt
	touch $@

test: $(A11Y_VENV)/installed $(HTML_VENV)/installed
	scripts/install-deps.sh $(TEST_PACKAGES)
	swift format lint --strict -r Sources Tests Benchmarks Examples Plugins Package.swift
	python3 scripts/check-architecture-test.py
	python3 scripts/check-architecture.py
	python3 scripts/check-file-opening.py --self-test
	python3 scripts/check-file-opening.py
	python3 scripts/check-docc-parity.py --self-test
	python3 scripts/snippets.py
	SNAPSHOT_TESTING_RECORD=never swift test --no-parallel
	$(MAKE) site
	cd Examples/TeamRoster && SNAPSHOT_TESTING_RECORD=never swift test
	python3 scripts/snippets.py --typecheck
	$(MAKE) -C Examples/TeamRoster site
	cd Examples/TeamRoster && .build/debug/RosterSite build --base-url https://example.org/roster/ \
		--output .build/site-with-base-url
	python3 scripts/check-gallery-pages.py --self-test
	python3 scripts/check-gallery-pages.py _site Examples/TeamRoster/_site \
		Examples/TeamRoster/.build/site-with-base-url
	$(A11Y_PYTHON) scripts/check-accessibility.py --self-test
	$(A11Y_PYTHON) scripts/check-accessibility.py _site Examples/TeamRoster/_site
	$(HTML_VENV)/bin/python scripts/check-html.py --fixture-site .build/debug/collor _site \
		Examples/TeamRoster/_site
	scripts/test-fresh-package.sh
	scripts/fuzz.sh $(FUZZ_SECONDS)

bench:
	swift build -c release --product CollorBenchmarks
	.build/release/CollorBenchmarks

site-bench: symbolgraph
	swift build -c release --product SiteBenchmarks
	.build/release/SiteBenchmarks

# Synthetic sites of 500 to 10,000 pages built with the real SiteBuilder, against issue 13's
# targets (pages/s, growth, output per page, peak memory).
site-scale:
	scripts/install-deps.sh $(SITE_PACKAGES)
	swift build -c release --product SiteBenchmarks
	.build/release/SiteBenchmarks scale

# Each construct whose nesting a page controls (quotes, lists, emphasis, links, directives, table
# columns, Swift brackets, [, generics, #if, interpolations, open brackets, and the Swift chains
# try?, await try, repeat each, arrows, members, else if and runs of #) at depths 10 to 10,000
# and at the limits, on pages of 10, 100 and 250 KB: time, peak memory, and a verdict on linear
# growth; then the worst seconds per KB over the Swift fuzzer's corpus (after scripts/fuzz.sh).
site-nesting:
	scripts/install-deps.sh $(SITE_PACKAGES)
	swift build -c release --product SiteBenchmarks
	.build/release/SiteBenchmarks nesting

# One folder of 50,000 pages and one module of 10,000 types, whose growth must be linear.
site-wide:
	scripts/install-deps.sh $(SITE_PACKAGES)
	swift build -c release --product SiteBenchmarks
	.build/release/SiteBenchmarks wide

# Issue 32's edit-to-served time: the release `collor serve` on a 10,000-page synthetic site (on
# tmpfs), 10 one-page edits, each timed from the save to the first GET (polled every 5 ms) with the
# new bytes and to the reload event; serve's peak memory; then `hugo server` and `hugo` on the same
# pages, with verdicts. Its own scratch path, so the debug build is not touched.
site-serve:
	scripts/install-deps.sh $(SITE_PACKAGES) hugo
	swift build -c release --scratch-path .build/release-scratch --product collor
	swift build -c release --scratch-path .build/release-scratch --product SiteBenchmarks
	.build/release-scratch/release/SiteBenchmarks serve

# A warm `collor build` of Examples/TeamRoster with nothing changed since its last symbol-graph
# dump (issue 38): one cold build, five warm ones, a verdict on the warm median (at most 1 s).
site-warm:
	scripts/install-deps.sh bc
	swift build --product collor
	scripts/bench-warm-package.sh

# What highlighting code in languages other than Swift with Pygments adds to a build, per block.
site-highlight:
	scripts/install-deps.sh $(SITE_PACKAGES)
	swift build -c release --product SiteBenchmarks
	.build/release/SiteBenchmarks highlight

# Issue 24's corpus of 17 packages: each DocC catalog through `collor build` and `docc convert` on
# the same symbol graphs, one table row per catalog (errors, links landing elsewhere, raw directive
# text, median time and peak memory of each tool). Not part of `make test`: the first run builds
# every package to dump its symbol graphs (about an hour on 2 cores; cached in
# .build/docc-catalogs/graphs). It fails until collor builds every catalog as docc does.
# /usr/bin/time (Debian's time) measures the peak memory. Then the page parity of each catalog whose
# graphs are cached (scripts/check-docc-parity.py: every section kind of docc's render JSON and
# every link occurrence against collor's build report; it exits 1 while any page differs).
# CORPUS_FLAGS: e.g. --release, --runs 5, --only swift-nio Nimble.
CORPUS_FLAGS ?=
docc-corpus:
	scripts/install-deps.sh $(SITE_PACKAGES) time
	python3 scripts/check-docc-catalogs.py --corpus $(CORPUS_FLAGS)
	python3 scripts/check-docc-parity.py --cached-corpus --differences 3 \
		--json .build/docc-catalogs/parity.json

# Issue 34's second oracle: swift-docc's own test catalogs (each written to exercise a DocC rule,
# with its symbol graphs), built by `docc convert` and `collor build`, compared page by page with
# scripts/check-docc-parity.py. DOCC_TESTS: swift-docc's "Test Bundles" folder, from
# `git clone https://github.com/swiftlang/swift-docc` (none of its files is kept here).
DOCC_TESTS ?= /tmp/swift-docc/Tests/SwiftDocCTests/Test Bundles
docc-test-catalogs:
	scripts/install-deps.sh $(SITE_PACKAGES)
	swift build --product collor
	python3 scripts/check-docc-parity.py --test-catalogs "$(DOCC_TESTS)"

# Issue 25's check: the tutorials of swift-syntax, grpc-swift-2 and swift-openapi-vapor build with
# no error, every .tutorial file a page, no directive shown as text (a few seconds once cloned).
tutorial-corpus:
	scripts/install-deps.sh $(SITE_PACKAGES)
	python3 scripts/check-tutorials.py
