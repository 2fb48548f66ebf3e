# Easel — make targets. `make run` and `make test` work on a fresh Debian machine.

SWIFT ?= swift
SPEC ?= Assets/Specs/Gallery.json
RUN_DIR := .build/easel-run
# Debian packages the project needs: C libraries behind EaselCairo (Cairo, Pango, and librsvg
# for SVG images) and EaselX11, Xvfb for the window tests, and the fonts the text engine prefers
# (fonts-dejavu-extra has DejaVu's condensed, oblique and italic faces, which .width(.condensed)
# and italic serif or monospaced text use; fonts-dejavu-core has only the upright ones).
# python3 runs Scripts/check-layers and Scripts/compatibility (make lint), build-time checks.
# xclip is the other X11 program the clipboard tests (X11SelectionTests) copy to and paste from.
# libxkbcommon(-x11) turns the window's key events into text (keymaps, dead keys, Compose), with
# libx11-xcb for the XCB connection under Xlib's; the typing tests (TextTypingWindowTests) type
# with xdotool and switch layouts with setxkbmap (x11-xkb-utils) over xkb-data's layouts.
# libdbus-1-dev is the D-Bus library of the AT-SPI bridge (EaselATSPI); its tests
# (AccessibilityBusTests) start a private session bus (dbus-daemon), on which at-spi2-core's
# bus launcher and registry start, and read the window as a screen reader does with
# python3-pyatspi, a test-time client only.
# ibus and ibus-m17n (with m17n-db's input methods) are the input method server the XIM tests
# (InputMethodWindowTests) compose Chinese with, on the same kind of private session bus.
PACKAGES := pkg-config libx11-dev libx11-xcb-dev libxext-dev libxi-dev libxtst-dev libcairo2-dev \
	libpixman-1-dev libpango1.0-dev libfontconfig1-dev librsvg2-dev xvfb fonts-inter \
	fonts-dejavu-core fonts-dejavu-extra fonts-comfortaa libmimalloc-dev python3 xclip \
	libxkbcommon-dev libxkbcommon-x11-dev xdotool x11-xkb-utils xkb-data \
	libdbus-1-dev dbus-daemon at-spi2-core python3-pyatspi ibus ibus-m17n
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: deps build run test bench storm soak lint format clean

## deps: install the Debian packages that are missing (a no-op when all are present)
deps:
	@missing=""; \
	for package in $(PACKAGES); do \
	  dpkg-query -W -f='$${Status}\n' $$package 2>/dev/null | grep -q '^install ok installed$$' \
	    || missing="$$missing $$package"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "make deps: installing$$missing"; \
	  $(SUDO) apt-get update -qq && \
	  DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq --no-install-recommends $$missing; \
	fi

## build: build every target in debug
build: deps
	$(SWIFT) build

## run: open the preview window on $(SPEC); without $$DISPLAY, render it headless to PNG
run: deps build
	@if [ -n "$$DISPLAY" ]; then \
	  exec $$($(SWIFT) build --show-bin-path)/easel preview $(SPEC); \
	else \
	  mkdir -p $(RUN_DIR); \
	  echo "make run: no DISPLAY is set, so the preview window cannot open; rendering $(SPEC) headless."; \
	  $$($(SWIFT) build --show-bin-path)/easel render $(SPEC) -o $(RUN_DIR)/$$(basename $(SPEC) .json).png --scale 2; \
	fi

## test: formatting, valgrind on three specs (make valgrind), then every test, the Xvfb
## window tests included
test: deps build lint valgrind
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build
	@echo "Examples/: a package that depends on Easel by path (docs/getting-started.md)"
	cd Examples && $(SWIFT) build --build-tests && $(SWIFT) test --skip-build

## valgrind: render three specs with the debug `easel` under valgrind (installed when missing);
## fails on memory Easel leaks or reads, writes or frees wrongly (Scripts/valgrind)
.PHONY: valgrind
valgrind: deps
	SWIFT=$(SWIFT) Scripts/valgrind

## bench: build in release and print the benchmarks' figures (medians); the window group
## starts the release `easel` beside easel-bench on a private Xvfb; the live group times
## Examples' `easel-stars watch` (its debug build, as `swift run` makes it) on a private Xvfb
bench: deps
	$(SWIFT) build -c release --product easel-bench
	$(SWIFT) build -c release --product easel
	cd Examples && $(SWIFT) build --product easel-stars
	$$($(SWIFT) build -c release --show-bin-path)/easel-bench

## storm: 100,000 random XTest events (EASEL_STORM_EVENTS) against `easel preview` of the
## gallery and of Assets/Specs/EveryComponent.json, each on a private Xvfb, in the debug build;
## prints each storm's seed, time and events a second. Replay a failure with the seed it
## prints: make storm EASEL_STORM_SEED=...
EASEL_STORM_EVENTS ?= 100000
storm: deps
	$(SWIFT) build --build-tests
	EASEL_STORM_EVENTS=$(EASEL_STORM_EVENTS) $(SWIFT) test --skip-build --filter 'InputStormTests/(theGallery|everyComponent)SurvivesAStorm'

## soak: ten minutes of the gallery's controls driven through XTest in the release window;
## prints resident memory and the longest frame, and fails when a target is missed
## (EASEL_SOAK_SECONDS sets another length)
soak: deps
	$(SWIFT) build -c release --product easel-bench
	$(SWIFT) build -c release --product easel
	$$($(SWIFT) build -c release --show-bin-path)/easel-bench soak

## lint: check formatting with swift format, the targets' layers (Scripts/check-layers), and
## that docs/compatibility.md is what the sources declare (Scripts/compatibility --check)
# The seeds' listings in Tests/SeedSnippetTests/Snippets are verbatim copies of the articles'
# code: they keep their authors' formatting.
SWIFT_FILES = Package.swift Examples/Package.swift \
	$(shell find Sources Tests Examples/Sources Examples/Tests -name '*.swift' -not -path '*/Snippets/*')

lint:
	@echo "swift format lint --strict (packages, Sources, Tests, Examples; seeds' verbatim listings skipped)"
	@$(SWIFT) format lint --strict $(SWIFT_FILES)
	@SWIFT=$(SWIFT) Scripts/check-layers
	@Scripts/compatibility --check

## format: rewrite sources in the checked-in swift format style
format:
	$(SWIFT) format --in-place $(SWIFT_FILES)

## clean: remove build products
clean:
	rm -rf .build Examples/.build
