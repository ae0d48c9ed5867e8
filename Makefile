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

# The environment of a build: the caller's, without make's own variables and those given on make's command
# line (`make install PREFIX=…`). SwiftPM plans a build again, embedding the templates anew, whenever its
# environment changes; so `make install PREFIX=…` then `make dist` build once, and so do `make test` then
# `make report OUT=…`.
BUILD_ENV = $(strip env -u MAKEFLAGS -u MAKELEVEL -u MFLAGS -u MAKEOVERRIDES \
	$(foreach v,$(.VARIABLES),$(if $(filter command line,$(origin $(v))),-u $(v))))

.PHONY: deps build build-tests release stage install dist report test test-scale test-asan lint clean bench bench-instructions screenshots check-pages fuzz

deps:
	@scripts/install-deps.sh

build: deps
	$(BUILD_ENV) $(SWIFT) build --product larder

# The release: larder's version is written once, in Sources/larder/Version.swift; the CHANGELOG's latest
# heading gives its date, which the man page carries (so one release gives the same bytes every time).
VERSION := $(shell sed -n 's/.*static let number = "\(.*\)"/\1/p' Sources/larder/Version.swift)
RELEASE_DATE := $(shell sed -n 's/^\#\# [0-9.]* - \([0-9-]*\)$$/\1/p' CHANGELOG.md | head -n 1)
ARCH := $(shell uname -m)
STAGE = .build-install/stage
DIST_NAME = larder-$(VERSION)-linux-$(ARCH)

# What make install and make dist copy, laid out under $(STAGE) as under PREFIX: bin/larder (a release build
# with the Swift runtime linked in and the templates inside, stripped of its debug information), its man page
# (generate-manual, swift-argument-parser's, run on it) and its bash, zsh and fish completion scripts. Its own
# build folder keeps the benchmarked release build (.build/release) as it is, and builds larder alone: a build
# of another product there plans it again and embeds the templates anew (as a change of environment does:
# BUILD_ENV), so generate-manual is a debug build in .build, which the tests' build has mostly done.
# The release build make install and make dist stage (in its own build folder, so the benchmarked
# .build/release stays as it is); .ci/run starts it while the tests run.
release: deps
	$(BUILD_ENV) $(SWIFT) build -c release --product larder --static-swift-stdlib --scratch-path .build-install

stage: release
	$(BUILD_ENV) $(SWIFT) build --product generate-manual
	rm -rf $(STAGE)
	install -d $(STAGE)/bin $(STAGE)/share/man/man1 $(STAGE)/share/bash-completion/completions \
		$(STAGE)/share/zsh/site-functions $(STAGE)/share/fish/vendor_completions.d
	install -m 755 -s .build-install/release/larder $(STAGE)/bin/larder
	.build/debug/generate-manual $(STAGE)/bin/larder --date $(RELEASE_DATE) -o $(STAGE)/share/man/man1
	$(STAGE)/bin/larder --generate-completion-script bash > $(STAGE)/share/bash-completion/completions/larder
	$(STAGE)/bin/larder --generate-completion-script zsh > $(STAGE)/share/zsh/site-functions/_larder
	$(STAGE)/bin/larder --generate-completion-script fish > $(STAGE)/share/fish/vendor_completions.d/larder.fish

# Installs larder into $(PREFIX): bin/larder, share/man/man1/larder.1 and the completion scripts where bash,
# zsh and fish look for them. It runs from any folder on a Debian machine with only the runtime libraries of
# `scripts/install-deps.sh --runtime`.
install: stage
	install -d "$(DESTDIR)$(PREFIX)"
	cp -R $(STAGE)/bin $(STAGE)/share "$(DESTDIR)$(PREFIX)/"

# dist/$(DIST_NAME).tar.gz: the stage (the same release build as make install's, built once) with the
# templates, README.md, LICENSE and CHANGELOG.md, in a reproducible archive; then unpacked into an empty
# temporary folder, where its larder must print its version and run on $(DATA).
dist: stage
	rm -rf dist/$(DIST_NAME) dist/$(DIST_NAME).tar.gz
	install -d dist/$(DIST_NAME)
	cp -R $(STAGE)/bin $(STAGE)/share $(TEMPLATES) README.md LICENSE CHANGELOG.md dist/$(DIST_NAME)/
	tar --sort=name --owner=0 --group=0 --numeric-owner --mtime="$(RELEASE_DATE) 00:00Z" -C dist \
		-cf - $(DIST_NAME) | gzip -n > dist/$(DIST_NAME).tar.gz
	rm -rf dist/$(DIST_NAME)
	scripts/check-dist.sh dist/$(DIST_NAME).tar.gz $(DATA) $(VERSION)

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

build-tests: deps
	$(BUILD_ENV) $(SWIFT) build --build-tests

test: build-tests
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
	rm -rf .build .build-install dist $(OUT) $(DB) $(DB)-wal $(DB)-shm

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
