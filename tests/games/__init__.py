"""Games that exist only for the tests: they prove that a game plugs in without touching the
engine's core or the HTTP layer (docs/adding-a-game.md)."""
