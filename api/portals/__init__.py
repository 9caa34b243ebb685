"""Portals, the services that run games for their players: ``registry`` (the portals a server
knows, their keys and settings, from ``BIBLIOS_PORTALS_FILE``), ``listing`` (each portal's
games, newest first) and ``webhooks`` (what each write tells a portal).

May import ``play``, ``games``, ``schemas``, ``i18n`` and the engine.
``tests/test_import_graph.py`` holds this.
"""
