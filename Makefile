# Black Hole Arcade: `make run` plays, `make test` runs the suite headless.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: run test venv bench clean assets

$(STAMP): requirements.txt
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -r requirements.txt
	touch $(STAMP)

venv: $(STAMP)

run: $(STAMP)
	$(PY) main.py $(ARGS)

test: $(STAMP)
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(PY) -m pytest -q $(PYTEST_ARGS)

assets: $(STAMP)
	$(PY) tools/gen_sounds.py
	$(PY) tools/gen_sprites.py

clean:
	rm -rf $(VENV) .pytest_cache
