"""What a game provides to the engine: the protocol every registered game implements.

Modelled on OpenSpiel's ``Game``/``State`` pair and python-chess's ``Move``: a game declares
its metadata once (``GameInfo``), makes states from a ``Setup``, lists the seats it waits for
and their legal actions, applies typed actions (raising ``RuleViolation`` and changing nothing
when an action is not legal), shows each seat exactly what it may see, and encodes its states
as plain JSON-ready data with a schema version. Everything is language-free: codes and
parameters only; the API's per-game edge turns them into sentences.

A game's state is any object with an integer attribute ``seq``: the number of events the game
has emitted (``engine.events.emit`` increments it), so that the table (seats, bots, resigning,
timeouts: ``engine.table``) numbers its own events in the same sequence.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections import Counter
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar, Protocol

from .events import Event

if TYPE_CHECKING:
    from .search import Expert
    from .tutorial import Tutorial

#: A bot: the seat's view and its legal action templates, an RNG → one concrete action (as
#: the JSON a client would send). It never receives the state, so it cannot see more than its
#: seat may.
Bot = Callable[[dict, list[dict], random.Random], dict]


#: The types an option's value may have (``Option.type``), as JSON names them.
OPTION_TYPES = ("boolean", "integer", "string", "array", "object")


@dataclass(frozen=True)
class Option:
    """One creation option of a game (an entry of OpenSpiel's parameter specification): what
    ``Setup.options`` may hold under ``name``. Language-free: the edge names and explains it."""

    name: str
    type: str
    """One of ``OPTION_TYPES``. ``array``: a list of ``items``; ``object``: a map from the
    ``keys`` to ``items``."""
    default: Any = None
    """The value when the option is left out (None: the option is absent)."""
    minimum: int | None = None
    """The smallest integer (for ``integer``, or each ``items`` value that is one)."""
    maximum: int | None = None
    items: str | None = None
    """``array`` and ``object``: the type of each value."""
    keys: tuple[str, ...] = ()
    """``object``: the keys it may have (absent keys: 0, ``false`` or none)."""
    max_items: int | None = None
    """``array``: the most values it may hold."""
    variants: tuple[str, ...] = ()
    """The variants the option applies to; (): every variant."""
    required: bool = False
    """Whether a game of one of ``variants`` must give it."""

    def __post_init__(self) -> None:
        if self.type not in OPTION_TYPES:
            raise ValueError(f"option {self.name!r}: unknown type {self.type!r}")

    def to_data(self) -> dict[str, Any]:
        """The option as JSON-ready data (the fields that say something)."""
        data: dict[str, Any] = {"name": self.name, "type": self.type, "default": self.default}
        for key in ("minimum", "maximum", "items", "max_items"):
            value = getattr(self, key)
            if value is not None:
                data[key] = value
        if self.keys:
            data["keys"] = list(self.keys)
        if self.variants:
            data["variants"] = list(self.variants)
        data["required"] = self.required
        return data

    def field(self) -> Field:
        """The option as a ``Field`` of a JSON object that holds it as given (never required:
        a game's ``game_created`` event, for one)."""
        if self.type == "object":
            items: Field | tuple[Field, ...] | None = tuple(
                Field(key, self.items or "integer", required=False) for key in self.keys
            )
        elif self.type == "array":
            items = Field("", self.items or "string")
        else:
            items = None
        return Field(self.name, self.type, required=False, items=items)


#: The JSON types a field may have (``Field.type``).
FIELD_TYPES = ("integer", "string", "boolean", "array", "object", "union")


@dataclass(frozen=True)
class Field:
    """One field of a JSON object the engine reads or writes, language-free: of an action, as
    ``Game.parse_action`` reads it (the shape a client sends: the API checks requests against
    it), of an event's or a rule violation's ``params`` (``EventType``, ``Game.violations``)
    or of a view or the catalog (``Game.view_fields``, ``Game.catalog_fields``): the shapes
    the engine sends. The API documents each from these."""

    name: str
    type: str
    """One of ``FIELD_TYPES``."""
    required: bool = True
    """False: it may be left out (a list left out means none)."""
    choices: tuple[str, ...] = ()
    """``string``: the values it may take (): any."""
    max_length: int | None = None
    """``string``: its longest length."""
    items: Field | tuple[Field, ...] | None = None
    """``array``: each item, a value (a ``Field`` without a name) or an object of fields;
    ``object``: its fields; ``union``: its members, each an ``object`` (or a ``union``) named
    by its ``tag``'s value."""
    tag: str = ""
    """``union``: the key whose value tells its members apart (``"type"``)."""
    ref: str = ""
    """``string``: what the value is the id of, where the API shows the thing itself in its
    place (``"card"``: a card id, shown as the card)."""
    max_items: int | None = None
    """``array``: the most items it may hold."""
    nullable: bool = False
    """Whether it may be null."""
    private: bool = False
    """An event's parameter: shown only to the event's audience until the game is over
    (``engine.events``); absent for the others."""

    def __post_init__(self) -> None:
        if self.type not in FIELD_TYPES:
            raise ValueError(f"field {self.name!r}: unknown type {self.type!r}")


@dataclass(frozen=True)
class EventType:
    """One type of event a game emits (``engine.events``): whether it names a seat (else its
    ``seat`` is None: the game's own event) and the fields of its ``params``, the private ones
    marked (``Field.private``)."""

    seat: bool
    params: tuple[Field, ...] = ()


@dataclass(frozen=True)
class GameInfo:
    """A game's metadata, declared once: with ``parameters()``, what a game may be created
    with (OpenSpiel's ``GameType`` with its ``parameter_specification``)."""

    id: str
    """The game's id in requests and stored records (``"biblios"``)."""
    min_players: int
    max_players: int
    variants: tuple[str, ...]
    """The variants a game may be created with; the first is the default."""
    schema_version: int
    """The version of the game's state encoding (``Game.to_data``)."""
    default_first_seat: int | None = 0
    """The first seat when a request names none; None: drawn from the seed."""
    options: tuple[Option, ...] = ()
    """The game-specific options ``Setup.options`` may hold."""
    default_players: int | None = None
    """The player count a client offers first; None: ``min_players``."""
    tutorial: Tutorial | None = None
    """The game's tutorial (``engine.tutorial``), if it has one: a fixed deal and scripted bots
    in which a learner meets each rule once."""

    @property
    def default_variant(self) -> str:
        return self.variants[0]

    def parameters(self) -> dict[str, Any]:
        """Everything a game may be created with, its ranges and defaults, JSON-ready."""
        players = self.min_players if self.default_players is None else self.default_players
        return {
            "players": {"min": self.min_players, "max": self.max_players, "default": players},
            "variants": {"values": list(self.variants), "default": self.default_variant},
            "first_seat": {"default": self.default_first_seat},
            "options": [option.to_data() for option in self.options],
        }


@dataclass(frozen=True)
class Setup:
    """Everything a new game is made from; with the action log, everything a replay needs."""

    players: int
    seed: int
    variant: str
    first_seat: int | None = None
    """None: the game's default (``GameInfo.default_first_seat``)."""
    options: Mapping[str, Any] = field(default_factory=dict)
    """Game-specific options (a fixed deck, building selection...), JSON-ready."""

    def to_data(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "players": self.players,
            "seed": self.seed,
            "variant": self.variant,
            "first_seat": self.first_seat,
        }
        if self.options:
            data["options"] = dict(self.options)
        return data


class Action(Protocol):
    """A typed action value (python-chess's ``Move``): parsed once, then trusted by the rules.

    ``token()`` is its compact form in the action log (no whitespace, no ``:``), read back by
    ``Game.action_from_token``; ``to_json()`` is the body a client sends for it.
    """

    type: ClassVar[str]

    def token(self) -> str: ...

    def to_json(self) -> dict[str, Any]: ...


class Game(ABC):
    """A game the engine can run. Subclasses are stateless: one instance serves every game."""

    info: ClassVar[GameInfo]
    #: The action types of the game, in the order documents list them.
    action_types: ClassVar[tuple[str, ...]]
    #: Each action type's JSON fields besides ``type`` (what ``parse_action`` reads).
    action_fields: ClassVar[Mapping[str, tuple[Field, ...]]]
    #: The bots that may take a seat, by name (``"random"``, ``"greedy"``).
    bots: ClassVar[Mapping[str, Bot]]
    #: The bots a person is offered when seating one, weakest first (ids of ``bots``; the
    #: others, such as ``"random"``, serve tests and benchmarks). Each game's edge names them.
    bot_levels: ClassVar[tuple[str, ...]]
    #: Each type of event the game emits, with its params (the table's own:
    #: ``engine.table.TABLE_EVENTS``).
    events: ClassVar[Mapping[str, EventType]]
    #: Each of the game's own ``RuleViolation`` codes with its params as raised (``()``: none;
    #: the codes every game shares, the table's and the API's are not the game's).
    violations: ClassVar[Mapping[str, tuple[Field, ...]]]
    #: Each code ``prompt`` may return, with its params.
    prompts: ClassVar[Mapping[str, tuple[Field, ...]]]
    #: The fields of ``view`` besides those every view has (``seat``, ``to_act``,
    #: ``prompt``): the game's own, its ``legal_actions`` (a union of templates) and its
    #: ``result``.
    view_fields: ClassVar[tuple[Field, ...]]
    #: The fields of ``result``; its ``seats`` items hold the game's own fields (the table adds
    #: each seat's ``status`` and ``standing``: ``engine.table.RESULT_SEAT_FIELDS``).
    result_fields: ClassVar[tuple[Field, ...]]
    #: The fields of ``catalog()``: ids and numbers, each entry the edge names (a category,
    #: a variant...) an object of them (``{"id": ...}``) so that its localized texts join it.
    catalog_fields: ClassVar[tuple[Field, ...]]
    #: What the expert searches with (its advice: hints, reviews; ``engine.advice``); None: the
    #: game gives no advice.
    expert: ClassVar[Expert | None] = None

    # --- Making and reading states -------------------------------------------------------

    @abstractmethod
    def new_game(self, setup: Setup) -> tuple[Any, list[Event]]:
        """A new state and the events of setting it up (RuleViolation for a bad setup)."""

    @abstractmethod
    def setup_of(self, state: Any) -> Setup:
        """The setup ``state`` was made from (what a replay starts from)."""

    @abstractmethod
    def to_act(self, state: Any) -> tuple[int, ...]:
        """The seats whose decision the game waits for, ascending; () once it is over."""

    @abstractmethod
    def is_over(self, state: Any) -> bool: ...

    @abstractmethod
    def legal_actions(self, state: Any, seat: int | None) -> list[dict]:
        """``seat``'s legal actions now, as templates (ranges where a list would explode)."""

    # --- Acting ----------------------------------------------------------------------------

    @abstractmethod
    def parse_action(self, data: object) -> Action:
        """The typed action of a client's JSON; RuleViolation("invalid_action") if malformed.

        Only the shape is checked here; whether the action is legal is ``apply_action``'s.
        """

    @abstractmethod
    def action_from_token(self, token: str) -> Action:
        """The action a log token stands for (ValueError if it is none)."""

    @abstractmethod
    def apply_action(self, state: Any, seat: int, action: Action) -> list[Event]:
        """Apply ``seat``'s action in place and return its events.

        Raises RuleViolation, changing nothing, when the action is not legal: ``game_over``,
        then ``not_your_turn``, then the action's own rules.
        """

    # --- Seeing ----------------------------------------------------------------------------

    @abstractmethod
    def view(self, state: Any, seat: int | None) -> dict:
        """The game as ``seat`` may see it (None: a spectator), as plain data.

        The one place that decides what each seat sees. It holds at least ``to_act``,
        ``legal_actions``, ``prompt`` (a code and parameters) and ``result`` (None until the
        game is over; then a dict whose ``seats`` list gives each seat's ``rank``, and, when
        not every seat may win, ``eligible``: the seats that may — the winners are the
        eligible seats ranked first).
        """

    def revealed_view(self, state: Any) -> dict:
        """The game with everything a seat may hold hidden shown (every hand...): a spectator's
        view otherwise, for replaying a finished game with everything shown. A game with
        hidden information overrides it (in the module that decides what each seat sees); this
        one is a spectator's view, all a game of perfect information has."""
        return self.view(state, None)

    @abstractmethod
    def prompt(self, state: Any, seat: int | None) -> dict:
        """What ``seat`` must decide now, or whom the game waits for: ``{code, params}``.

        Once the game is over: ``{"code": "game_over", "params": {"winners": [...]}}``.
        """

    @abstractmethod
    def result(self, state: Any) -> dict | None:
        """The outcome by the game's own rules once it is over (``seats`` with ``rank``)."""

    # --- Storing ---------------------------------------------------------------------------

    @abstractmethod
    def to_data(self, state: Any) -> list:
        """The state as JSON-ready data headed by ``info.schema_version``."""

    @abstractmethod
    def from_data(self, data: object) -> Any:
        """The state of ``to_data``'s data (``SchemaError`` if it is not one)."""

    # --- Auditing (what the contract test over every game checks) --------------------------

    @abstractmethod
    def inventory(self, state: Any) -> Counter[str]:
        """Every component in play, wherever it is (cards, tokens...): the same multiset in
        every state of a game, whatever happens (conservation)."""

    @abstractmethod
    def secrets(self, state: Any, seat: int | None) -> set[str]:
        """The component ids ``seat`` may not see now (other hands, decks...): none of them
        may appear in its view. Empty once the game is over and everything is revealed."""

    # --- Reference data --------------------------------------------------------------------

    @abstractmethod
    def catalog(self) -> dict:
        """The game's components, language-free (ids and numbers; the edge names them), as
        ``catalog_fields`` declares them."""

    #: The ids of the sections of the game's rules, in reading order (the edge writes them).
    rules_sections: ClassVar[tuple[str, ...]]


class SchemaError(ValueError):
    """Stored data that is not a state (or a table) of the expected schema version."""
