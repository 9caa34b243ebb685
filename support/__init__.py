"""Test and benchmark tooling, shared by ``tests/`` and ``bench/``; never installed.

``redis_server`` runs a private, throw-away redis-server on a free port, ``gunicorn_server`` a
real gunicorn from the venv, and ``biblios_policy`` is the reference random policy of the
engine tests and the load benchmark (it reads the state, so it is not one of the engine's
bots). pyproject.toml's ``[tool.setuptools.packages.find]`` includes only ``engine*`` and
``api*``, which keeps this package out of the distribution.

The servers these start lead a process group of their own (``process_group=0``): a Ctrl-C in
the terminal is pytest's, and a server is stopped by its pid or its group. They stay in the
session of the test that starts them (``scripts/serve`` too, when the test runs at a lower CPU
priority: ``serve_process``): Linux shares the CPU between sessions' autogroups first
(``/proc/sys/kernel/sched_autogroup_enabled``), so a server in a session of its own would take
as much CPU as all the rest together, whatever the niceness it was started at, and the
niceness ``scripts/test`` gives the busy timed tests (the stream floods) would count for
nothing (docs/testing.md, "The busy timed tests beside the waiting ones").
"""
