"""Per-game edges: what the HTTP layer needs to know about each game, and their registry.

The engine decides the rules (``engine.Game``); a game's edge brings what only the edge needs:
the schemas of its create options, actions and views (request validation and the OpenAPI
document), its presenter (the engine's language-free view → the contract's JSON with names),
and its vocabulary (``api.i18n.Vocabulary``: card names, event and prompt sentences, its error
codes, catalog and rules). The rest of ``api/`` dispatches on the stored game's id and never
names a game.

The edges that ship are listed once in ``INSTALLED`` (game id → module with an ``EDGE``); a
test may ``register`` its own.

May import ``schemas``, ``i18n`` and the engine. ``tests/test_import_graph.py`` holds this.
"""

from __future__ import annotations

import importlib
from abc import ABC
from collections.abc import Mapping
from pathlib import Path
from typing import Any, ClassVar

from marshmallow import Schema

import engine

from ..i18n import Localizer, register_vocabulary
from ..i18n.vocabulary import VocabularyFactory
from ..schemas import examples
from ..schemas.action_schema import ActionSchemas
from ..schemas.code_docs import EventDoc, event_docs, problem_docs
from ..schemas.create_schema import create_schema as derived_create_schema
from ..schemas.field_schema import Component
from ..schemas.openapi_fields import UnionSpec, declare, drop_union, unions
from ..schemas.view_docs import catalog_schema, export_schema, view_schema

INSTALLED: dict[str, str] = {
    "biblios": "api.games.biblios",
    "1347": "api.games.game1347",
}


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
    #: The name of the union of the game's own actions and ``resign`` (``BibliosAction``,
    #: ``Action1347``; empty: ``<Id>Action``), made from ``action_docs`` (``api.schemas.openapi``).
    action_union: ClassVar[str] = ""
    #: What the names of the game's derived components end with (None: its id, titled).
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
    #: The unions its derived schemas declared (``api.schemas.openapi_fields``), by name.
    unions: ClassVar[Mapping[str, UnionSpec]] = {}
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

    def __init_subclass__(cls, **kwargs: Any) -> None:
        """The documentation of the game's events and problems comes from its engine
        declaration; so do its view, catalog, export, create and action schemas when it brings
        none (``api.schemas.view_docs``: its view, result and catalog fields;
        ``api.schemas.create_schema``: players, variants, options; ``api.schemas.action_schema``:
        its action types' fields)."""
        super().__init_subclass__(**kwargs)
        game = getattr(cls, "game", None)
        if game is None:
            return
        suffix = game.info.id.title() if cls.suffix is None else cls.suffix
        declared = set(unions())
        cls.event_docs = event_docs(suffix, game.events, cls.event_texts, cls.event_components)
        cls.problem_docs = problem_docs(suffix, game.violations, cls.problem_texts)
        cls.error_codes = frozenset(game.violations)
        cls.event_types = frozenset(game.events)
        if getattr(cls, "view_schema", None) is None:
            cls.view_schema = view_schema(
                game,
                f"View{suffix}",
                seat_result=f"SeatResult{suffix}",
                suffix=suffix,
            )
        if getattr(cls, "catalog_schema", None) is None:
            cls.catalog_schema = catalog_schema(
                game, f"Catalog{suffix}", cls.vocabulary.catalog_texts, suffix=suffix
            )
        if getattr(cls, "export_schema", None) is None and cls.action_docs:
            # (a game whose actions the document does not type keeps the generic export)
            cls.export_schema = export_schema(
                game,
                suffix,
                result=f"ExportResult{suffix}",
                seat_result=f"ExportSeatResult{suffix}",
            )
        if getattr(cls, "create_schema", None) is None:
            cls.create_schema = derived_create_schema(game.info, f"CreateGameRequest{suffix}")
        if getattr(cls, "action_schema", None) is None:
            # (not documented: the document's Action union names each type once, and such a
            # game's types may be another's; a game that documents its actions sets both)
            actions = ActionSchemas(game, f"ActionRequest{suffix}", f"Action{suffix}")
            cls.action_schema = actions.request()
        # the unions derived here: declared when the game is registered, dropped when it is
        # no longer served (a test's game), so the document names them only while it is
        cls.unions = {name: spec for name, spec in unions().items() if name not in declared}
        for name in cls.unions:
            drop_union(name)

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


_edges: dict[str, GameEdge] = {}


def register(edge: GameEdge) -> GameEdge:
    """Serve ``edge``'s game through the API (its engine game must be registered too)."""
    engine.register(edge.game)
    register_vocabulary(edge.id, edge.vocabulary, edge.catalogs_dir)
    _edges[edge.id] = edge
    for spec in edge.unions.values():
        declare(spec)
    return edge


def unregister(game_id: str) -> None:
    """Forget a game registered at run time (tests' games)."""
    if game_id not in INSTALLED:
        edge = _edges.pop(game_id, None)
        engine.unregister(game_id)
        for name in edge.unions if edge is not None else ():
            drop_union(name)


def get_edge(game_id: str) -> GameEdge:
    """The edge of ``game_id`` (KeyError if the API does not serve it)."""
    edge = _edges.get(game_id)
    if edge is None:
        module = INSTALLED.get(game_id)
        if module is None:
            raise KeyError(game_id)
        importlib.import_module(module)
        edge = _edges[game_id]
    return edge


def game_ids() -> tuple[str, ...]:
    """The ids of the games the API serves: installed ones first."""
    for game_id in INSTALLED:
        get_edge(game_id)
    return tuple(_edges)


def edges() -> Mapping[str, GameEdge]:
    game_ids()
    return dict(_edges)


def request_examples() -> tuple[dict[str, dict[str, Any]], dict[str, dict[str, Any]]]:
    """The create and the action examples of the installed games, by name (an edge's own, or
    those ``api.schemas.examples`` makes from its engine)."""
    create: dict[str, dict[str, Any]] = {}
    act: dict[str, dict[str, Any]] = {}
    for game_id in INSTALLED:
        edge = get_edge(game_id)
        given = edge.create_examples
        create.update(given if given is not None else examples.create_examples(edge.game))
        given = edge.action_examples
        act.update(given if given is not None else examples.action_examples(edge.game))
    return create, act


def is_served(game_id: str) -> bool:
    """Whether the API serves ``game_id`` (a stored game's id: every request reads it)."""
    return game_id in _edges or game_id in INSTALLED
