"""Test and benchmark tooling, shared by ``tests/`` and ``bench/``; never installed.

``redis_server`` runs a private, throw-away redis-server on a free port, ``gunicorn_server`` a
real gunicorn from the venv, and ``biblios_policy`` is the reference random policy of the
engine tests and the load benchmark (it reads the state, so it is not one of the engine's
bots). pyproject.toml's ``[tool.setuptools.packages.find]`` includes only ``engine*`` and
``api*``, which keeps this package out of the distribution.
"""
