"""Biblios at the HTTP edge: its schemas, its presenter, its fixed-deck option."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.biblios import GAME

from ...http.problems import Problem
from ...i18n import N_, Localizer
from ...i18n.field_messages import Message
from .. import GameEdge, register
from . import presenter, schemas
from . import web_client_labels as client_texts
from .vocabulary import BibliosVocabulary

_NO_FIXED_DECKS = Message(N_("Fixed decks are not enabled on this server."))


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
    export_schema = schemas.EXPORT  # the export document: the `ExportDocument` union
    result_points = "vp"
    client_texts = client_texts.TEXTS

    def setup_options(self, body: Mapping[str, Any], allow_fixed_deck: bool) -> dict[str, Any]:
        deck = body.get("deck")
        if deck is None:
            return {}
        if not allow_fixed_deck:
            raise Problem(400, "invalid_request", errors={"deck": [_NO_FIXED_DECKS.format()]})
        return {"deck": deck}

    def present_view(self, view: dict, names: list[str], loc: Localizer) -> dict:
        return presenter.present_view(view, names, loc)


EDGE = register(BibliosEdge())
