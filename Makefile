# The README's two commands are `make site` and `make test`; each installs what it needs first.

# Debian packages each command needs beyond the Swift toolchain (the markdown pipeline will add
# libcmark-dev). The browser tests and the .image snapshot strategy drive headless Chromium.
SITE_PACKAGES :=
TEST_PACKAGES := chromium

.PHONY: site test bench

site:
	scripts/install-deps.sh $(SITE_PACKAGES)
	swift build -c release --product collor
	.build/release/collor gallery all --out _site/galleries

test:
	scripts/install-deps.sh $(TEST_PACKAGES)
	swift format lint --strict -r Sources Tests Benchmarks Examples Package.swift
	SNAPSHOT_TESTING_RECORD=never swift test

bench:
	swift build -c release --product CollorBenchmarks
	.build/release/CollorBenchmarks
