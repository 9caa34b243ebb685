"""The HTTP edge: what turns a request into a call of the services and their answer back.

Rooms: ``routes`` (the blueprints, one module per group of operations), ``reading`` (the one
way every route reads its request and answers: ``Call``, who is calling, the body, the query,
entity tags, bodies validated once), ``responses`` and ``problems`` (the JSON writer of success
answers and RFC 9457 problems), and admission: ``admission`` (first come, first served),
``limits`` (rate limits), ``stream_caps`` (live streams per client); ``serving`` (the app and
its services: ``services_of``, the one way to what the composition root built); ``examples``
(the document's examples of the games served); and ``observability`` (request ids, logs,
``/metrics``).

May import every package below it (``live``, ``portals``, ``play``, ``games``, ``schemas``,
``i18n``); only the roots import it (``api.app``). ``tests/test_import_graph.py`` holds this.
"""
