"""Playing games: the service that judges and writes every move, and what it stands on.

Rooms: ``service`` (create, read, act; one compare-and-set per write), ``store`` (games in
Redis) and ``redis_connect``, ``clocks`` (each seat's time), ``event_log`` (a version's events,
replayed once), ``presenting`` (views and events as the contract's JSON), ``seat_tokens``, the
background work a write hands off (``bot_scheduler``, ``timeout_scheduler``, on the
``queues``), and ``metrics`` (what the services count for Prometheus).

May import ``games``, ``schemas``, ``i18n`` and the engine; nothing of HTTP (nor Flask).
``tests/test_import_graph.py`` holds this.
"""
