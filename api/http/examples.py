"""The document's examples that name a game, filled in for the games an app serves.

A route's documentation is written once, when its module is imported, and may not name a game
(which games an app serves is the composition root's to say: ``create_app(games=...)``). Where
an example is a game's (a create body, an action, the game of a replay), the route writes a
marker (``CREATE_EXAMPLES``, ``ACTION_EXAMPLES``, ``EXAMPLE_GAME``, ``EXAMPLE_ACTION``,
``OTHER_ACTION``); the app's document builder (apispec) calls ``GameExamples`` with each
operation as it is added, and it puts the served games' examples in the markers' place (their
edges' own, or those ``api.schemas.examples`` makes from their engine).
"""

from __future__ import annotations

import copy
from collections.abc import Mapping
from typing import Any

from apispec import BasePlugin

from ..games import GameEdge, request_examples

__all__ = [
    "ACTION_EXAMPLES",
    "CREATE_EXAMPLES",
    "EXAMPLE_ACTION",
    "EXAMPLE_GAME",
    "OTHER_ACTION",
    "GameExamples",
]

#: The create bodies of every game served (a request body's ``examples``: name → ``value``).
CREATE_EXAMPLES = "x-biblios-examples:create"
#: An action of each type of every game served, and ``resign`` (name → ``value``).
ACTION_EXAMPLES = "x-biblios-examples:actions"
#: The first game served's id.
EXAMPLE_GAME = "x-biblios-example:game"
#: The first and the second action examples (a response's example shows them).
EXAMPLE_ACTION = "x-biblios-example:action"
OTHER_ACTION = "x-biblios-example:other-action"


class GameExamples(BasePlugin):
    """An apispec plugin: each operation's markers replaced with the examples of ``served``."""

    def __init__(self, served: Mapping[str, GameEdge]) -> None:
        create, actions = request_examples(served)
        first_actions = list(actions.values())
        self._values: dict[str, Any] = {
            CREATE_EXAMPLES: {name: {"value": value} for name, value in create.items()},
            ACTION_EXAMPLES: {
                name: {"value": value}
                for name, value in {**actions, "resign": {"type": "resign"}}.items()
            },
            EXAMPLE_GAME: next(iter(served)),
            EXAMPLE_ACTION: first_actions[0] if first_actions else {"type": "resign"},
            OTHER_ACTION: first_actions[1] if len(first_actions) > 1 else {"type": "resign"},
        }

    def operation_helper(
        self, path: str | None = None, operations: dict | None = None, **kwargs: Any
    ) -> None:
        if operations:
            self._fill(operations)

    def _fill(self, node: Any) -> None:
        items = node.items() if isinstance(node, dict) else enumerate(node)
        for key, value in list(items):
            if isinstance(value, str) and value in self._values:
                node[key] = copy.deepcopy(self._values[value])
            elif isinstance(value, dict | list):
                self._fill(value)
