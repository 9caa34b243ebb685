.PHONY: serve test lint format openapi codes i18n-extract i18n-update i18n-compile bench

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

openapi:
	$(VENV_SETUP) && .venv/bin/flask --app 'api:create_app()' openapi write --format=yaml openapi.yaml

codes:
	$(VENV_SETUP) && .venv/bin/python -m support.codes_doc

i18n-extract:
	scripts/i18n extract

i18n-update:
	scripts/i18n update

i18n-compile:
	scripts/i18n compile

bench:
	$(VENV_SETUP) && .venv/bin/python -m bench.engine && .venv/bin/python -m bench.bots --games 100 --games-1347 40 --processes 2 && .venv/bin/python -m bench.load
