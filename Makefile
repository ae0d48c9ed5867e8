# larder: `make report` imports data/ and renders output/; `make test` runs the tests.
SWIFT ?= swift
DATA ?= data
OUT ?= output
DB ?= larder.sqlite
TEMPLATES ?= templates
AS_OF ?=
LARDER = .build/debug/larder

.PHONY: deps build report test lint clean

deps:
	@scripts/install-deps.sh

build: deps
	$(SWIFT) build --product larder

report: build
	$(LARDER) run $(DATA) --db $(DB) --out $(OUT) --templates $(TEMPLATES) $(if $(AS_OF),--as-of $(AS_OF))

test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

lint:
	$(SWIFT) format lint --strict --recursive Sources Tests

clean:
	rm -rf .build $(OUT) $(DB) $(DB)-wal $(DB)-shm
