"""Nim, a test-only game: a pile of stones, two players take 1 to 3 in turn; whoever takes the
last stone wins (``normal``) or loses (``misere``).

``rules`` is the engine's side (pure, behind ``engine.Game``), ``edge`` the API's (schemas,
presenter, vocabulary), ``locales/`` its own gettext catalogs. A test serves it with
``api.games.register(EDGE)`` (an app made afterwards serves it, by default or when
``create_app(games=...)`` names it) and forgets it with ``api.games.unregister("nim")``.
"""
