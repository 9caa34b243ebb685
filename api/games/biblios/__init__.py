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
    create_schema = schemas.CreateGameRequestBiblios
    action_schema = schemas.ActionRequestBiblios()
    view_schema = schemas.ViewBiblios
    catalog_schema = schemas.CatalogBiblios
    vocabulary = BibliosVocabulary
    action_docs = schemas.ACTIONS
    event_texts = schemas.EVENT_TEXTS
    problem_texts = schemas.PROBLEM_TEXTS
    prompt_texts = schemas.PROMPT_TEXTS
    export_schema = schemas.EXPORT  # the export document: the `ExportDocument` union
    result_points = "vp"
    client_texts = client_texts.TEXTS

    def present_view(self, view: dict, names: list[str], loc: Localizer) -> dict:
        return presenter.present_view(view, names, loc)


EDGE = BibliosEdge()  # built and served by the composition root (api.games.serve)
