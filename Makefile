# Black Hole Arcade: `make run` plays, `make test` checks (ruff, mypy) and runs the suite headless.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed
DEV_STAMP := $(VENV)/.installed-dev
HEADLESS := SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy

DIST_STAMP := $(VENV)/.installed-dist
PYINSTALLER := pyinstaller>=6.10,<7
XDG_DATA_HOME ?= $(HOME)/.local/share

.PHONY: locale run test test-slow test-all lint bench venv clean assets dist dist-check install-desktop uninstall-desktop

$(VENV)/bin/python:
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip

$(STAMP): requirements.txt | $(VENV)/bin/python
	$(PY) -m pip install --quiet -r requirements.txt
	touch $(STAMP)

$(DEV_STAMP): requirements.txt requirements-dev.txt | $(VENV)/bin/python
	$(PY) -m pip install --quiet -r requirements-dev.txt
	touch $(STAMP) $(DEV_STAMP)

venv: $(DEV_STAMP)

run: $(STAMP)
	$(PY) main.py $(ARGS)

lint: $(DEV_STAMP)
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .
	$(VENV)/bin/mypy

# the everyday check (under three minutes on 2 cores): lint, then every test not marked slow, on
# two processes (pytest-xdist: each test keeps its own user folder and app, so none shares state)
test: lint
	$(HEADLESS) $(PY) -m pytest -q -n 2 -m "not slow" $(PYTEST_ARGS)

# the tests that take seconds each (whole demos, long monkeys, Xvfb, faketime, memory caps); CI runs them too
test-slow: $(DEV_STAMP)
	$(HEADLESS) $(PY) -m pytest -q -m slow $(PYTEST_ARGS)

test-all: test test-slow

# every benchmark briefly (a smoke run that prints figures; run them longer by hand)
bench: $(DEV_STAMP)
	$(HEADLESS) $(PY) tools/bench_frames.py --frames 60
	$(PY) tools/bench_ai.py --game numbers --games 2
	$(PY) tools/bench_ai.py --game stars --games 2
	$(PY) tools/bench_blackbox.py --boxes 3
	$(PY) tools/bench_patience.py --start 1 --end 50

$(DIST_STAMP): $(STAMP)
	$(PY) -m pip install --quiet "$(PYINSTALLER)"
	touch $(DIST_STAMP)

# the frozen one-folder bundle: dist/black-hole-arcade/black-hole-arcade runs with no Python installed
dist: $(DIST_STAMP)
	rm -rf build/black-hole-arcade dist/black-hole-arcade
	$(PY) -m PyInstaller --noconfirm --log-level WARN --distpath dist --workpath build tools/black-hole-arcade.spec
	@du -sh dist/black-hole-arcade

# the bundle's size (fails above 60 MB), the glibc it needs and its cold start; then start it headless
# for a demo, from another folder, with no venv on PATH (CI runs this)
dist-check:
	$(PY) tools/dist_check.py dist/black-hole-arcade --limit-mb 60
	cd /tmp && env -i PATH=/usr/bin:/bin HOME="$$HOME" BHA_HOME="$$(mktemp -d)" $(HEADLESS) \
		"$(CURDIR)/dist/black-hole-arcade/black-hole-arcade" --demo --frames 300 --windowed --size 1280x720

# the menu entry, icons and AppStream data for this user (XDG folders; no root needed): the installed
# command when there is one, else this clone (tools/desktop/install-desktop quotes Exec for any folder)
install-desktop:
	@if command -v black-hole-arcade >/dev/null 2>&1; then \
		XDG_DATA_HOME="$(XDG_DATA_HOME)" sh tools/desktop/install-desktop black-hole-arcade; \
	else echo "no black-hole-arcade command: the entry runs this clone"; \
		XDG_DATA_HOME="$(XDG_DATA_HOME)" sh tools/desktop/install-desktop "$(CURDIR)/$(PY)" "$(CURDIR)/main.py"; fi

uninstall-desktop:
	XDG_DATA_HOME="$(XDG_DATA_HOME)" sh tools/desktop/install-desktop --uninstall

assets: $(DEV_STAMP)
	$(PY) tools/gen_sounds.py
	$(PY) tools/gen_sprites.py
	$(PY) tools/gen_swirl.py
	$(PY) tools/subset_font.py

# the catalogues: extract the marked words to assets/locale/messages.pot, bring de/fr/es.po up to
# date, compile each .mo (docs/LANGUAGES.md)
locale: $(STAMP)
	$(PY) tools/catalogues.py

clean:
	rm -rf $(VENV) .pytest_cache build dist
