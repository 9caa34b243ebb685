"""Per-game edges: what the HTTP layer needs to know about each game.

The engine decides the rules (``engine.Game``); a game's edge brings what only the edge needs:
the schemas of its create options, actions and views (request validation and the OpenAPI
document), its presenter (the engine's language-free view → the contract's JSON with names),
and its vocabulary (``api.i18n.Vocabulary``: card names, event and prompt sentences, its error
codes, catalog and rules). The rest of ``api/`` dispatches on the stored game's id and never
names a game.

One list of games, the engine's (``engine.registry.INSTALLED``): the edge of ``engine.<name>``
is the ``EDGE`` of ``api.games.<name>`` (``edge_module``); a game kept outside the project
(tests' Nim) plugs in with ``register``. A game's module only declares its edge (its own
schemas are a function, ``GameEdge.own_schemas``): nothing is built at import time. The
composition root (``api.composition.build_services``, called by ``create_app(games=...)``)
builds what an app serves: ``serve(ids)`` → ``build_edge`` for each (a copy of the declaration
with its schemas and documentation, made in a registry of components of its own, and its
localizers) → ``Services.edges``, the app's, kept by no table here; the OpenAPI document's
unions are made from those edges (``api.schemas.openapi.finish``).

May import ``schemas``, ``i18n`` and the engine. ``tests/test_import_graph.py`` holds this.
"""

from __future__ import annotations

import copy
import importlib
from abc import ABC
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, ClassVar

from marshmallow import Schema

import engine
from engine.registry import INSTALLED as engine_installed

from ..i18n import GameLocalizers, Localizer
from ..i18n.vocabulary import VocabularyFactory
from ..schemas import examples
from ..schemas.action_schema import ActionSchemas
from ..schemas.code_docs import EventDoc, event_docs, problem_docs
from ..schemas.create_schema import create_schema as derived_create_schema
from ..schemas.field_schema import Component, Registry
from ..schemas.view_docs import catalog_schema, export_schema, view_schema


@dataclass(frozen=True)
class GameSchemas:
    """The schemas a game's edge makes itself (``GameEdge.own_schemas``; None or empty: derived
    from its engine declaration by ``build_edge``), made in one build's ``Registry``."""

    #: The create request, as a schema class.
    create: type[Schema] | None = None
    #: The body of ``POST /v1/games/{id}/actions``, as a schema class.
    action: type[Schema] | None = None
    #: Documentation: the view, the catalog, the export document, a preview's answer.
    view: type[Schema] | None = None
    catalog: type[Schema] | None = None
    export: type[Schema] | None = None
    preview: type[Schema] | None = None
    #: Documentation: one schema per action type.
    action_docs: Mapping[str, type[Schema]] = field(default_factory=dict)
    #: An event param's object → its component (``api.schemas.field_schema``).
    event_components: Mapping[str, Component] = field(default_factory=dict)


class GameEdge(ABC):
    """One game at the HTTP edge, as its module declares it (``EDGE``). The schemas and the
    documentation are not declared: ``build_edge`` (called by the composition root) makes
    them, into a copy of the declaration, from ``own_schemas`` and the engine's declaration."""

    game: ClassVar[engine.Game]
    #: The game's name: a proper noun, the same in every language (empty: its id).
    name: ClassVar[str] = ""
    #: The game's texts in one language (card names, sentences, catalog, rules).
    vocabulary: ClassVar[VocabularyFactory]
    #: Where the game's own gettext catalogs are, if it brings any (the shipped games' texts
    #: are in the project's catalogs).
    catalogs_dir: ClassVar[Path | None] = None
    #: What the names of the game's components end with (None: its id, titled: ``Biblios``,
    #: ``1347``, ``Nim``): ``ViewBiblios``, ``View1347``, ``ActionBiblios`` (the union of its
    #: own actions and ``resign``, ``api.schemas.openapi``). docs/openapi.md, "Component names".
    suffix: ClassVar[str | None] = None
    #: Documentation, the game's own content: what each event says (``"<type>"``), each event
    #: param's description (``"<type>.<param>"``) and each problem param's
    #: (``"<code>.<param>"``).
    event_texts: ClassVar[Mapping[str, str]] = {}
    problem_texts: ClassVar[Mapping[str, str]] = {}
    #: Documentation (docs/codes.md, ``support.codes_doc``): whom each prompt is said to
    #: (``"<code>"``) and its params' descriptions (``"<code>.<param>"``, ``"*.<param>"``);
    #: ``problem_texts`` and ``event_texts`` say there too when a code is raised
    #: (``"<code>"``, with the rule), what an event says.
    prompt_texts: ClassVar[Mapping[str, str]] = {}
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

    # What ``build_edge`` makes (a declared edge has none of it) ------------------------------

    #: The create request of this game, as a schema class, and one instance of it that takes
    #: this game's bots in a seat (loading is thread-safe).
    create_schema: type[Schema]
    create_request: Schema
    #: The body of ``POST /v1/games/{id}/actions`` (an instance; loading is thread-safe).
    action_schema: Schema
    #: Documentation: the view's schema (the presenter builds the same shape), the catalog's,
    #: the export document's (a member of the ``ExportDocument`` union; None: the generic
    #: ``OtherGameExport``, for a game that does not document its actions).
    view_schema: type[Schema]
    catalog_schema: type[Schema]
    export_schema: type[Schema] | None
    #: The schema of ``preview``'s answer (``POST /v1/games/{id}/preview``), None when the game
    #: has no previews (that route then answers 404).
    preview_schema: type[Schema] | None
    #: Documentation (the OpenAPI document, ``api.schemas.openapi``): one schema per action type
    #: (empty: the game's own ``Action`` union is not documented).
    action_docs: Mapping[str, type[Schema]]
    #: Documentation: the codes of the game's own problems and events (``ProblemOut``'s
    #: enum), derived from its engine's ``violations`` and ``events``.
    error_codes: frozenset[str]
    event_types: frozenset[str]
    #: Documentation derived from the engine's ``events`` and ``violations``
    #: (``api.schemas.code_docs``): each event type with its seat and typed ``params`` (the
    #: ``Event`` union's members), the parameters of each of the game's own problem codes
    #: (``ProblemParams``; the codes every game shares: ``api.schemas.code_docs.API_PROBLEMS``).
    event_docs: Mapping[str, EventDoc]
    problem_docs: Mapping[str, type[Schema]]
    #: The game's localizers, one per language (its texts and those every game shares).
    localizers: GameLocalizers

    def localizer(self, locale: str) -> Localizer:
        """The game's localizer of ``locale`` (unsupported languages: English)."""
        return self.localizers.get(locale)

    def own_schemas(self, registry: Registry) -> GameSchemas:
        """The schemas the game makes itself, in ``registry`` (its build's components); the
        others are derived (by default, all of them)."""
        return GameSchemas()

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


def build_edge(declared: GameEdge) -> GameEdge:
    """The edge ``declared`` as an app serves it: a copy of it with its schemas and
    documentation, made now in a registry of its own (``api.schemas.field_schema.Registry``):
    those its ``own_schemas`` makes, the others derived from its engine declaration (the
    documentation of its events and problems; its view, catalog, export, create and action
    schemas: ``api.schemas.view_docs``, ``api.schemas.create_schema``,
    ``api.schemas.action_schema``). The composition root calls it for each game an app serves
    (``serve``): nothing is kept between builds, so no app shares another's."""
    edge = copy.copy(declared)
    game = edge.game
    if edge.suffix is None:  # the built edge says its suffix (api.schemas.openapi reads it)
        edge.suffix = game.info.id.title()
    suffix = edge.suffix
    registry = Registry()
    own = declared.own_schemas(registry)
    edge.event_docs = event_docs(
        suffix, game.events, edge.event_texts, own.event_components, registry=registry
    )
    edge.problem_docs = problem_docs(suffix, game.violations, edge.problem_texts, registry=registry)
    edge.error_codes = frozenset(game.violations)
    edge.event_types = frozenset(game.events)
    edge.view_schema = own.view or view_schema(
        game,
        f"View{suffix}",
        seat_result=f"SeatResult{suffix}",
        suffix=suffix,
        registry=registry,
    )
    edge.catalog_schema = own.catalog or catalog_schema(
        game,
        f"Catalog{suffix}",
        edge.vocabulary.catalog_texts,
        suffix=suffix,
        registry=registry,
    )
    edge.action_docs = own.action_docs
    edge.export_schema = own.export
    if edge.export_schema is None and edge.action_docs:
        # (a game whose actions the document does not type keeps the generic export)
        edge.export_schema = export_schema(
            game,
            suffix,
            result=f"ExportResult{suffix}",
            seat_result=f"ExportSeatResult{suffix}",
            registry=registry,
        )
    edge.preview_schema = own.preview
    edge.create_schema = own.create or derived_create_schema(
        game.info, f"CreateGameRequest{suffix}"
    )
    edge.create_request = edge.create_schema(bots=game.bots)
    # (a derived action schema is not documented: the document's Action union names each type
    # once, and such a game's types may be another's; a game that documents its actions makes
    # both)
    action = (
        own.action
        or ActionSchemas(
            game, f"ActionRequest{suffix}", f"Action{suffix}", registry=registry
        ).request
    )
    edge.action_schema = action()
    edge.localizers = GameLocalizers(edge.id, edge.vocabulary, edge.catalogs_dir)
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
        engine.unregister(game_id)


def known_ids() -> tuple[str, ...]:
    """The ids of the games an app may serve: the engine's installed ones first (in its
    ``INSTALLED`` order), then those plugged in."""
    return (*engine_installed, *(g for g in _plugged if g not in engine_installed))


def serve(game_ids: Iterable[str] | None = None) -> dict[str, GameEdge]:
    """The built edges of ``game_ids`` (None: every game known, ``known_ids``), in that order:
    what an app serves (KeyError for an unknown id)."""
    return {game_id: build_edge(declared_edge(game_id)) for game_id in (game_ids or known_ids())}


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
