"""The background worker and its jobs: ``worker`` (``python -m api.jobs.worker [ROLE...]``, RQ
with its scheduler), ``timeouts`` (the clocks' job), ``bot_moves`` (the slow bots' job) and
``supervisor`` (``scripts/serve`` keeps the API and the workers running under it).

A root, like ``api.app``: a job writes through the services of ``api.composition``, so it may
import anything of ``api``; nothing imports it (the schedulers name the jobs by their path).
"""
