"""Benchmarks: the load benchmark of the HTTP API against its floor (``python -m bench.load``)."""
