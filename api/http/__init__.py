"""The HTTP edge: what turns a request into a call of the services and their answer back.

Rooms: ``routes`` (the blueprints, one module per group of operations), ``reading`` (the
body, the query, entity tags), ``access`` (who is calling: portal keys, seat tokens),
``responses`` and ``problems`` (success answers and RFC 9457 problems), and admission:
``admission`` (first come, first served), ``limits`` (rate limits), ``stream_caps`` (live
streams per client), ``body_cache`` (bodies validated once); ``serving`` (the app and its
services: ``services_of``, the one way to what the composition root built); ``examples`` (the
document's examples of the games served); and ``observability`` (request ids, logs,
``/metrics``).

May import every package below it (``live``, ``portals``, ``play``, ``games``, ``schemas``,
``i18n``); only the roots import it (``api.app``). ``tests/test_import_graph.py`` holds this.
"""
