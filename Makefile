.PHONY: serve test lint format

SHELL := /bin/bash
VENV_SETUP := . scripts/_venv.sh && biblios_ensure_venv

serve:
	scripts/serve

test:
	scripts/test

lint:
	$(VENV_SETUP) && .venv/bin/ruff check . && .venv/bin/ruff format --check .

format:
	$(VENV_SETUP) && .venv/bin/ruff format . && .venv/bin/ruff check --fix . && .venv/bin/ruff format .
