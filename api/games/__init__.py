"""Per-game edges: what the HTTP layer needs to know about each game.

The engine decides the rules (``engine.Game``); a game's edge brings what only the edge needs:
the schemas of its create options, actions and views (request validation and the OpenAPI
document), its presenter (the engine's language-free view → the contract's JSON with names),
and its vocabulary (``api.i18n.Vocabulary``: card names, event and prompt sentences, its error
codes, catalog and rules). The rest of ``api/`` dispatches on the stored game's id and never
names a game.

One list of games, the engine's (``engine.registry.INSTALLED``): the edge of ``engine.<name>``
is the ``EDGE`` of ``api.games.<name>`` (``edge_module``); a game kept outside the project
(tests' Nim) plugs in with ``register``. A game's module only declares its edge: nothing is
built at import time. The composition root (``api.composition.build_services``, called by
``create_app(games=...)``) builds what an app serves: ``serve(ids)`` → ``build_edge`` for each
(the schemas and documentation the edge does not bring, derived from its engine declaration,
as data of the built edge) → ``Services.edges``; the OpenAPI document's unions are made from
those edges (``api.schemas.openapi.finish``).

May import ``schemas``, ``i18n`` and the engine. ``tests/test_import_graph.py`` holds this.
"""

from __future__ import annotations

import copy
import importlib
from abc import ABC
from collections.abc import Iterable, Mapping
from functools import cache
from pathlib import Path
from typing import Any, ClassVar

from marshmallow import Schema

import engine
from engine.registry import INSTALLED as engine_installed

from ..i18n import Localizer, register_vocabulary
from ..i18n.vocabulary import VocabularyFactory
from ..schemas import examples
from ..schemas.action_schema import ActionSchemas
from ..schemas.code_docs import EventDoc, event_docs, problem_docs
from ..schemas.create_schema import create_schema as derived_create_schema
from ..schemas.field_schema import Component
from ..schemas.view_docs import catalog_schema, export_schema, view_schema


class GameEdge(ABC):
    """One game at the HTTP edge."""

    game: ClassVar[engine.Game]
    #: The game's name: a proper noun, the same in every language (empty: its id).
    name: ClassVar[str] = ""
    #: The create request of this game, as a schema class (None: derived from its
    #: ``GameInfo`` by ``api.schemas.create_schema``).
    create_schema: ClassVar[type[Schema] | None] = None
    #: The body of ``POST /v1/games/{id}/actions`` (an instance; loading is thread-safe; None:
    #: derived from the game's ``action_fields`` by ``api.schemas.action_schema``).
    action_schema: ClassVar[Schema | None] = None
    #: The view's schema (documentation; the presenter builds the same shape; None: derived
    #: from the game's ``view_fields`` by ``api.schemas.view_docs``).
    view_schema: ClassVar[type[Schema] | None] = None
    #: The catalog's schema (documentation; None: derived from the game's ``catalog_fields``
    #: and its vocabulary's ``catalog_texts`` by ``api.schemas.view_docs``).
    catalog_schema: ClassVar[type[Schema] | None] = None
    #: The game's texts in one language (card names, sentences, catalog, rules).
    vocabulary: ClassVar[VocabularyFactory]
    #: Where the game's own gettext catalogs are, if it brings any (the shipped games' texts
    #: are in the project's catalogs).
    catalogs_dir: ClassVar[Path | None] = None
    #: Documentation (the OpenAPI document, ``api.schemas.openapi``): one schema per action type.
    action_docs: ClassVar[Mapping[str, type[Schema]]] = {}
    #: What the names of the game's components end with (None: its id, titled: ``Biblios``,
    #: ``1347``, ``Nim``): ``ViewBiblios``, ``View1347``, ``ActionBiblios`` (the union of its
    #: own actions and ``resign``, ``api.schemas.openapi``). docs/openapi.md, "Component names".
    suffix: ClassVar[str | None] = None
    #: Documentation: the codes of the game's own problems and events (``ProblemOut``'s
    #: enum), derived from its engine's ``violations`` and ``events``.
    error_codes: ClassVar[frozenset[str]]
    event_types: ClassVar[frozenset[str]]
    #: Documentation, the game's own content: what each event says (``"<type>"``), each event
    #: param's description (``"<type>.<param>"``) and each problem param's
    #: (``"<code>.<param>"``); ``event_components``: an event param's object → its component
    #: (``api.schemas.field_schema``).
    event_texts: ClassVar[Mapping[str, str]] = {}
    problem_texts: ClassVar[Mapping[str, str]] = {}
    #: Documentation (docs/codes.md, ``support.codes_doc``): whom each prompt is said to
    #: (``"<code>"``) and its params' descriptions (``"<code>.<param>"``, ``"*.<param>"``);
    #: ``problem_texts`` and ``event_texts`` say there too when a code is raised
    #: (``"<code>"``, with the rule), what an event says.
    prompt_texts: ClassVar[Mapping[str, str]] = {}
    event_components: ClassVar[Mapping[str, Component]] = {}
    #: Documentation derived from the engine's ``events`` and ``violations``
    #: (``api.schemas.code_docs``): each event type with its seat and typed ``params`` (the
    #: ``Event`` union's members), the parameters of each of the game's own problem codes
    #: (``ProblemParams``; the codes every game shares: ``api.schemas.code_docs.API_PROBLEMS``).
    event_docs: ClassVar[Mapping[str, EventDoc]]
    problem_docs: ClassVar[Mapping[str, type[Schema]]]
    #: Documentation: the game's export document (``api.schemas.view_docs.export_schema``: its
    #: options and its typed result), a member of the ``ExportDocument`` union (None: derived, for a
    #: game that documents its actions; else the generic ``OtherGameExport``).
    export_schema: ClassVar[type[Schema] | None] = None
    #: Documentation: examples of create requests and of actions (name → body), each valid
    #: and accepted on a fresh server (the OpenAPI document shows them; tests send them);
    #: None: made from the engine by ``api.schemas.examples``.
    create_examples: ClassVar[Mapping[str, Mapping[str, Any]] | None] = None
    action_examples: ClassVar[Mapping[str, Mapping[str, Any]] | None] = None
    #: The key of each seat's points in the engine's result (webhooks send it as ``points``);
    #: None: the game scores no points.
    result_points: ClassVar[str | None] = None
    #: The web client's labels for this game's table (``api.http.routes.web_client_labels``):
    #: key → msgid (or singular/plural pair, or either in a context), the keys unique across
    #: games.
    client_texts: ClassVar[Mapping[str, Any]] = {}

    @property
    def id(self) -> str:
        return self.game.info.id

    def game_type(self) -> dict[str, Any]:
        """The game as ``GET /v1/game-types`` lists it: its id and name, what it may be
        created with (``engine.GameInfo.parameters``), its bots and those a person is offered
        (its catalog names them), whether it has a tutorial."""
        return {
            "id": self.id,
            "name": self.name or self.id,
            **self.game.info.parameters(),
            "bots": list(self.game.bots),
            "bot_levels": list(self.game.bot_levels),
            "tutorial": self.game.info.tutorial is not None,
        }

    #: The schema of ``preview``'s answer (``POST /v1/games/{id}/preview``), None when the game
    #: has no previews (that route then answers 404).
    preview_schema: ClassVar[type[Schema] | None] = None

    def preview(self, state: Any, seat: int, action: Mapping[str, Any], loc: Localizer) -> dict:
        """What ``action`` of ``seat`` would cost and earn that seat, without playing it (the
        engine's RuleViolation when it is illegal); only with a ``preview_schema``."""
        raise NotImplementedError

    def setup_options(self, body: Mapping[str, Any]) -> dict[str, Any]:
        """The engine's game-specific setup options from a loaded create body: the options
        its ``GameInfo`` declares, as given."""
        return {
            option.name: body[option.name]
            for option in self.game.info.options
            if option.name in body
        }

    def present_view(self, view: dict, names: list[str], loc: Localizer) -> dict:
        """The engine's view (plus ``seats``) as the contract's JSON in ``loc``'s language
        (as it is: a game with nothing to name)."""
        return view


#: Every edge built in this process, by id (``get_edge``: a stored game's edge, one lookup).
_built: dict[str, GameEdge] = {}


def build_edge(declared: GameEdge) -> GameEdge:
    """The edge ``declared`` as the API serves it: a copy of it with what it does not bring
    derived from its engine declaration (the documentation of its events and problems; its
    view, catalog, export, create and action schemas when it brings none:
    ``api.schemas.view_docs``, ``api.schemas.create_schema``, ``api.schemas.action_schema``).
    The composition root calls it for each game it serves (``serve``); built once per declared
    edge (the result is data: schemas and documentation)."""
    edge = _build(declared)
    _built[edge.id] = edge
    return edge


@cache
def _build(declared: GameEdge) -> GameEdge:
    edge = copy.copy(declared)
    game = edge.game
    if edge.suffix is None:  # the built edge says its suffix (api.schemas.openapi reads it)
        edge.suffix = game.info.id.title()
    suffix = edge.suffix
    edge.event_docs = event_docs(suffix, game.events, edge.event_texts, edge.event_components)
    edge.problem_docs = problem_docs(suffix, game.violations, edge.problem_texts)
    edge.error_codes = frozenset(game.violations)
    edge.event_types = frozenset(game.events)
    if edge.view_schema is None:
        edge.view_schema = view_schema(
            game, f"View{suffix}", seat_result=f"SeatResult{suffix}", suffix=suffix
        )
    if edge.catalog_schema is None:
        edge.catalog_schema = catalog_schema(
            game, f"Catalog{suffix}", edge.vocabulary.catalog_texts, suffix=suffix
        )
    if edge.export_schema is None and edge.action_docs:
        # (a game whose actions the document does not type keeps the generic export)
        edge.export_schema = export_schema(
            game, suffix, result=f"ExportResult{suffix}", seat_result=f"ExportSeatResult{suffix}"
        )
    if edge.create_schema is None:
        edge.create_schema = derived_create_schema(game.info, f"CreateGameRequest{suffix}")
    if edge.action_schema is None:
        # (not documented: the document's Action union names each type once, and such a
        # game's types may be another's; a game that documents its actions sets both)
        actions = ActionSchemas(game, f"ActionRequest{suffix}", f"Action{suffix}")
        edge.action_schema = actions.request()
    register_vocabulary(edge.id, edge.vocabulary, edge.catalogs_dir)
    return edge


#: The games plugged in at run time (``register``): id → their declared edge.
_plugged: dict[str, GameEdge] = {}


def edge_module(game_id: str) -> str:
    """Where the edge of the engine's installed game ``game_id`` is: ``api.games.<name>`` for
    the engine's ``engine.<name>`` (``engine.registry.INSTALLED``, the one list of installed
    games). KeyError when the engine installs no such game."""
    return "api.games." + engine_installed[game_id].rpartition(".")[2]


def declared_edge(game_id: str) -> GameEdge:
    """The edge ``game_id``'s module declares (its ``EDGE``), or the one plugged in for it
    (KeyError if neither)."""
    plugged = _plugged.get(game_id)
    if plugged is not None:
        return plugged
    return importlib.import_module(edge_module(game_id)).EDGE


def register(edge: GameEdge) -> GameEdge:
    """Plug in ``edge``'s game (a game the engine does not install: tests' Nim); an app then
    serves it when ``create_app(games=...)`` names it (its engine game is registered too)."""
    engine.register(edge.game)
    _plugged[edge.id] = edge
    return edge


def unregister(game_id: str) -> None:
    """Forget a game plugged in at run time (tests' games)."""
    if _plugged.pop(game_id, None) is not None:
        _built.pop(game_id, None)
        engine.unregister(game_id)


def known_ids() -> tuple[str, ...]:
    """The ids of the games an app may serve: the engine's installed ones first (in its
    ``INSTALLED`` order), then those plugged in."""
    return (*engine_installed, *(g for g in _plugged if g not in engine_installed))


def serve(game_ids: Iterable[str] | None = None) -> dict[str, GameEdge]:
    """The built edges of ``game_ids`` (None: every game known, ``known_ids``), in that order:
    what an app serves (KeyError for an unknown id)."""
    return {game_id: build_edge(declared_edge(game_id)) for game_id in (game_ids or known_ids())}


def get_edge(game_id: str) -> GameEdge:
    """The built edge of ``game_id``, whether or not an app serves it (KeyError if unknown):
    what presents a stored game's view."""
    edge = _built.get(game_id)
    return edge if edge is not None else build_edge(declared_edge(game_id))


def is_known(game_id: str) -> bool:
    """Whether ``game_id`` is a game an app may serve (installed or plugged in)."""
    return game_id in engine_installed or game_id in _plugged


def request_examples(
    served: Mapping[str, GameEdge],
) -> tuple[dict[str, dict[str, Any]], dict[str, dict[str, Any]]]:
    """The create and the action examples of the games ``served``, by name (an edge's own, or
    those ``api.schemas.examples`` makes from its engine)."""
    create: dict[str, dict[str, Any]] = {}
    act: dict[str, dict[str, Any]] = {}
    for edge in served.values():
        given = edge.create_examples
        create.update(given if given is not None else examples.create_examples(edge.game))
        given = edge.action_examples
        act.update(given if given is not None else examples.action_examples(edge.game))
    return create, act
