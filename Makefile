# larder: `make report` imports data/ and renders output/; `make test` runs the tests.
SWIFT ?= swift
DATA ?= data
OUT ?= output
DB ?= larder.sqlite
TEMPLATES ?= templates
AS_OF ?=
FUZZ_SECONDS ?= 60
SHOTS ?= $(OUT)/screenshots
LARDER = .build/debug/larder

PREFIX ?= /usr/local

.PHONY: deps build install report test test-scale test-asan lint clean bench bench-instructions screenshots check-pages fuzz

deps:
	@scripts/install-deps.sh

build: deps
	$(SWIFT) build --product larder

# Installs the larder binary into $(PREFIX)/bin. The templates are inside it, and the Swift runtime is
# linked in (--static-swift-stdlib), so the installed larder runs from any folder on a machine without
# the Swift toolchain; it needs only the C libraries scripts/install-deps.sh installs. Its own build
# folder keeps the benchmarked release build (.build/release) as it is.
install: deps
	$(SWIFT) build -c release --product larder --static-swift-stdlib --scratch-path .build-install
	install -d "$(DESTDIR)$(PREFIX)/bin"
	install -m 755 .build-install/release/larder "$(DESTDIR)$(PREFIX)/bin/larder"

report: build
	$(LARDER) run $(DATA) --db $(DB) --out $(OUT) --templates $(TEMPLATES) $(if $(AS_OF),--as-of $(AS_OF))

# Every page in headless Chromium at 390 and 1280 px (and 390 px dark) into $(SHOTS).
screenshots: report
	scripts/screenshots.sh $(OUT) $(SHOTS)

# Every page loaded in headless Chromium: no console error, no failed load, and laid out at 390 px,
# 1280 px and in print (no word broken in a cell or heading, nothing wider than the page) — for the
# report of $(DATA) and for the test fixture households' (scripts/check-fixtures.sh); report.md under
# cmark-gfm.
check-pages: report
	scripts/install-check-deps.sh
	python3 scripts/check-pages.py --self-test
	python3 scripts/check-pages.py $(OUT)
	scripts/check-report-md.sh --self-test
	scripts/check-report-md.sh $(OUT)
	LARDER=$(LARDER) scripts/check-fixtures.sh

test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

# The cases too slow for every run (minutes of processor time each): 10,000 unrecognised files.
test-scale: deps
	$(SWIFT) build --build-tests
	LARDER_SCALE_TESTS=1 $(SWIFT) test --skip-build --filter LimitsAtScaleTests

# The tests under the address sanitizer, in their own build folder; the leaks it cannot tell from
# Swift's own are listed in scripts/lsan-suppressions.txt.
test-asan: deps
	$(SWIFT) build --build-tests --sanitize=address --scratch-path .build-asan
	LSAN_OPTIONS=suppressions=$(CURDIR)/scripts/lsan-suppressions.txt \
		$(SWIFT) test --skip-build --sanitize=address --scratch-path .build-asan

lint:
	$(SWIFT) format lint --strict --recursive Sources Tests Plugins

clean:
	rm -rf .build .build-install $(OUT) $(DB) $(DB)-wal $(DB)-shm

# Benchmarks: release build, seeded inputs in .bench/, larder against sqlite3 and sqlite-utils.
# BASELINE=DIR (a checkout of an older larder, built with `swift build -c release`) also times that
# binary in the same run and writes this binary's medians as ratios to it.
BASELINE ?=
bench: deps
	@command -v /usr/bin/time >/dev/null || (apt-get install -y -qq time || sudo apt-get install -y -qq time)
	@command -v valgrind >/dev/null || (apt-get install -y -qq valgrind || sudo apt-get install -y -qq valgrind)
	$(SWIFT) build -c release --product larder
	BASELINE=$(BASELINE) python3 scripts/bench/run.py

# Only the instruction counts of BASELINE and this binary (callgrind, 50,000 rows of each format): the
# comparison that load on the machine does not move, written into docs/BENCHMARKS.md.
bench-instructions: deps
	@command -v valgrind >/dev/null || (apt-get install -y -qq valgrind || sudo apt-get install -y -qq valgrind)
	$(SWIFT) build -c release --product larder
	BASELINE=$(BASELINE) python3 scripts/bench/run.py --instructions

# Fuzzing: each libFuzzer target of Fuzz/ (readers and value parsers) for FUZZ_SECONDS, one after the
# other, in .build-fuzz/ (address sanitizer). A crash leaves its input in .build-fuzz/artifacts/.
fuzz: deps
	FUZZ_SECONDS=$(FUZZ_SECONDS) scripts/fuzz.sh
