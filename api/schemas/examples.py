"""Examples of a game's requests for the OpenAPI document (Swagger UI's "Try it out"), made
from its engine: a create body from its ``GameInfo`` (its default player count and variant;
one with a greedy bot in every seat but the first and a clock), and one action of each type
its greedy bots played in a seeded game (``Table``'s log, each action as a client sends it),
so each is a body the API accepts and none restates a shape.

The seeded games are played once per process and game (``_played``): what they give depends on
the engine alone, and each app of the process (each test's, each of a server's workers if it
builds more than one) would otherwise play them again, about a quarter of an app's build."""

from __future__ import annotations

import functools
import json
from typing import Any

from engine import Game, Setup, Table

#: The people of the examples.
NAMES = ("Ana", "Boris", "Chen", "Dalia", "Emeka")
#: The seed of the first game the action examples come from, and the most games played.
SEED, GAMES = 1, 2


def create_examples(game: Game) -> dict[str, dict[str, Any]]:
    """Two create bodies: people only, and one person with bots and a clock."""
    info = game.info
    players = info.parameters()["players"]["default"]
    return {
        info.id: {"game": info.id, "players": players, "names": list(NAMES[:players])},
        f"{info.id}_with_bots": {
            "game": info.id,
            "seats": [{"name": NAMES[0]}, *({"bot": "greedy"} for _ in range(players - 1))],
            "variant": info.default_variant,
            "turn_seconds": 3600,
        },
    }


def action_examples(game: Game) -> dict[str, dict[str, Any]]:
    """The first action of each type greedy bots played in seeded games of ``game`` (with its
    default player count, then its most, until every type has one or ``GAMES`` were played),
    named ``<game>_<type>``, in the order of ``game.action_types``: new dicts at each call."""
    return json.loads(_played(game))


@functools.cache
def _played(game: Game) -> str:
    """``action_examples``'s answer for ``game`` as JSON text (so no caller shares a dict)."""
    info = game.info
    found: dict[str, dict[str, Any]] = {}
    default = info.parameters()["players"]["default"]
    for seed in range(SEED, SEED + GAMES):
        players = default if seed == SEED else info.max_players
        table, _ = Table.create(
            game, Setup(players, seed, info.default_variant), ["greedy"] * players
        )
        for entry in table.log.split():
            if entry[0] in "~+":  # a resignation, a reclaim: no action
                continue
            body = entry.lstrip("!")
            _, colon, token = body.partition(":")
            action = game.action_from_token(token if colon else body).to_json()
            found.setdefault(action["type"], action)
        if len(found) == len(game.action_types):
            break
    return json.dumps(
        {f"{info.id}_{kind}": found[kind] for kind in game.action_types if kind in found}
    )
