"""1347 at the HTTP edge: its schemas, its presenter, its vocabulary."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.game1347 import GAME
from engine.game1347.preview import preview

from ...i18n import Localizer
from ...schemas.field_schema import Registry
from .. import GameEdge, GameSchemas
from . import presenter, schemas
from . import web_client_labels as client_texts
from .vocabulary import Vocabulary1347


class Edge1347(GameEdge):
    game = GAME
    name = "1347"
    vocabulary = Vocabulary1347
    event_texts = schemas.EVENT_TEXTS
    problem_texts = schemas.PROBLEM_TEXTS
    prompt_texts = schemas.PROMPT_TEXTS
    result_points = "vp"
    client_texts = client_texts.TEXTS

    def own_schemas(self, registry: Registry) -> GameSchemas:
        return schemas.build(registry)

    def present_view(self, view: dict, names: list[str], loc: Localizer) -> dict:
        return presenter.present_view(view, names, loc)

    def preview(self, state: Any, seat: int, action: Mapping[str, Any], loc: Localizer) -> dict:
        """The engine's preview (``engine.game1347.preview``), its lost cards as objects."""
        answer = preview(state, seat, dict(action))
        answer["cards_lost"] = [loc.vocabulary.card(c) for c in answer["cards_lost"]]
        return {"game": self.id, **answer}


EDGE = Edge1347()  # built and served by the composition root (api.games.serve)
