"""Biblios at the HTTP edge: its schemas, its presenter, its vocabulary."""

from __future__ import annotations

from engine.biblios import GAME

from ...i18n import Localizer
from .. import GameEdge
from . import presenter, schemas
from . import web_client_labels as client_texts
from .vocabulary import BibliosVocabulary


class BibliosEdge(GameEdge):
    game = GAME
    name = "Biblios"
    create_schema = schemas.CreateGameRequest
    action_schema = schemas.ActionRequest()
    view_schema = schemas.View
    catalog_schema = schemas.Catalog
    vocabulary = BibliosVocabulary
    action_docs = schemas.ACTIONS
    action_union = "BibliosAction"  # its actions and resign (api.schemas.openapi)
    suffix = ""  # its components came first: `View`, `CardPlacedParams`
    event_texts = schemas.EVENT_TEXTS
    problem_texts = schemas.PROBLEM_TEXTS
    prompt_texts = schemas.PROMPT_TEXTS
    export_schema = schemas.EXPORT  # the export document: the `ExportDocument` union
    result_points = "vp"
    client_texts = client_texts.TEXTS

    def present_view(self, view: dict, names: list[str], loc: Localizer) -> dict:
        return presenter.present_view(view, names, loc)


EDGE = BibliosEdge()  # built and served by the composition root (api.games.serve)
