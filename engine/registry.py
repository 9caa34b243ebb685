"""The registry of games: id → ``Game``, the way OpenSpiel's ``pyspiel.load_game`` finds them.

A game's package registers itself when imported (``register(MyGame())``). The games that ship
with the engine are listed once in ``INSTALLED`` and imported on first lookup, so importing the
engine stays cheap and a new game needs one line here.
"""

from __future__ import annotations

import importlib

from .protocol import Game

#: The engine's own games: id → the package that registers it.
INSTALLED: dict[str, str] = {
    "biblios": "engine.biblios",
    "1347": "engine.game1347",
}

_games: dict[str, Game] = {}


def register(game: Game) -> Game:
    """Make ``game`` available under ``game.info.id`` (the same instance again is a no-op)."""
    game_id = game.info.id
    known = _games.get(game_id)
    if known is not None and known is not game:
        raise ValueError(f"another game is registered as {game_id!r}")
    _games[game_id] = game
    return game


def unregister(game_id: str) -> None:
    """Forget a game registered at run time (tests' games); installed games stay."""
    if game_id not in INSTALLED:
        _games.pop(game_id, None)


def _load_installed() -> None:
    for game_id, module in INSTALLED.items():
        if game_id not in _games:
            importlib.import_module(module)


def get_game(game_id: str) -> Game:
    """The game registered as ``game_id`` (KeyError if none is)."""
    game = _games.get(game_id)
    if game is None:
        _load_installed()
        game = _games[game_id]
    return game


def game_ids() -> tuple[str, ...]:
    """The ids of every registered game: the installed ones first, in ``INSTALLED`` order."""
    _load_installed()
    return tuple(_games)
