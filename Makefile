# Black Hole Arcade: `make run` plays, `make test` checks (ruff, mypy) and runs the suite headless.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed
DEV_STAMP := $(VENV)/.installed-dev
HEADLESS := SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy

.PHONY: run test test-fast lint bench venv clean assets

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

test: lint
	$(HEADLESS) $(PY) -m pytest -q $(PYTEST_ARGS)

test-fast: $(DEV_STAMP)
	$(HEADLESS) $(PY) -m pytest -q -m "not slow" $(PYTEST_ARGS)

# every benchmark briefly (a smoke run that prints figures; run them longer by hand)
bench: $(DEV_STAMP)
	$(HEADLESS) $(PY) tools/bench_frames.py --frames 60
	$(PY) tools/bench_ai.py --game numbers --games 2
	$(PY) tools/bench_ai.py --game stars --games 2
	$(PY) tools/bench_blackbox.py --boxes 3
	$(PY) tools/bench_patience.py --start 1 --end 50

assets: $(DEV_STAMP)
	$(PY) tools/gen_sounds.py
	$(PY) tools/gen_sprites.py

clean:
	rm -rf $(VENV) .pytest_cache
