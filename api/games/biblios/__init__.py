"""Biblios at the HTTP edge: its schemas, its presenter, its vocabulary."""

from __future__ import annotations

from engine.biblios import GAME

from ...i18n import Localizer
from ...schemas.field_schema import Registry
from .. import GameEdge, GameSchemas
from . import presenter, schemas
from . import web_client_labels as client_texts
from .vocabulary import BibliosVocabulary


class BibliosEdge(GameEdge):
    game = GAME
    name = "Biblios"
    vocabulary = BibliosVocabulary
    event_texts = schemas.EVENT_TEXTS
    problem_texts = schemas.PROBLEM_TEXTS
    prompt_texts = schemas.PROMPT_TEXTS
    result_points = "vp"
    client_texts = client_texts.TEXTS

    def own_schemas(self, registry: Registry) -> GameSchemas:
        return schemas.build(registry)

    def present_view(self, view: dict, names: list[str], loc: Localizer) -> dict:
        return presenter.present_view(view, names, loc)


EDGE = BibliosEdge()  # built and served by the composition root (api.games.serve)
