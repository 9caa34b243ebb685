"""1347's actions as small typed values, with their parsing and log tokens side by side.

``parse`` checks a client's JSON for shape only (types of the fields) and raises
``RuleViolation("invalid_action")`` when it is malformed; whether the action is legal now (a
card not in hand, a wrong count...) is the rules' business. List fields may be left out and
then mean "none". ``token()`` is the action's compact form in the action log (card ids as their
small ints, no whitespace, no ``:``) and ``from_token`` reads it back.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from ..errors import RuleViolation
from ..protocol import Field
from .cards import CARD_COUNT, CARD_IDS, CARD_INDEX
from .stock import NUN_POSITIONS


def _invalid() -> RuleViolation:
    return RuleViolation("invalid_action")


def _cards_token(cards: tuple[str, ...]) -> str:
    return ".".join(str(CARD_INDEX[c]) for c in cards)


def _ints_token(values: tuple[int, ...]) -> str:
    return ".".join(map(str, values))


@dataclass(frozen=True, slots=True)
class Supply:
    """P25–P28: take the supply action of row position ``row``, looking at ``look``."""

    type: ClassVar[str] = "supply"
    row: int
    look: tuple[int, ...] = ()

    def token(self) -> str:
        return "s" + _ints_token((self.row, *self.look))

    def to_json(self) -> dict[str, Any]:
        return {"type": "supply", "row": self.row, "look": list(self.look)}


@dataclass(frozen=True, slots=True)
class Enter:
    """P30, P31: enter the building at row position ``row``, committing ``cards``."""

    type: ClassVar[str] = "enter"
    row: int
    cards: tuple[str, ...] = ()

    def token(self) -> str:
        return "e" + str(self.row) + "".join("." + str(CARD_INDEX[c]) for c in self.cards)

    def to_json(self) -> dict[str, Any]:
        return {"type": "enter", "row": self.row, "cards": list(self.cards)}


@dataclass(frozen=True, slots=True)
class PlayPass:
    """P30, P56: play a Pass instead of entering (the turn comes back later)."""

    type: ClassVar[str] = "play_pass"

    def token(self) -> str:
        return "p"

    def to_json(self) -> dict[str, Any]:
        return {"type": "play_pass"}


@dataclass(frozen=True, slots=True)
class ChooseLoser:
    """P36, P37: the contest's winner names the loser among those tied for fewest."""

    type: ClassVar[str] = "choose_loser"
    seat: int

    def token(self) -> str:
        return f"l{self.seat}"

    def to_json(self) -> dict[str, Any]:
        return {"type": "choose_loser", "seat": self.seat}


@dataclass(frozen=True, slots=True)
class Give:
    """P36, P49: the cards a Sword loser or a Guard Tower giver hands over."""

    type: ClassVar[str] = "give"
    cards: tuple[str, ...] = ()

    def token(self) -> str:
        return "g" + _cards_token(self.cards)

    def to_json(self) -> dict[str, Any]:
        return {"type": "give", "cards": list(self.cards)}


@dataclass(frozen=True, slots=True)
class Perform:
    """P38, P42–P53: perform the entitled action; ``cards`` for the Hospital (P47), ``look``
    for the Fortune-teller's Tent (P50)."""

    type: ClassVar[str] = "perform"
    cards: tuple[str, ...] = ()
    look: tuple[int, ...] = ()

    def token(self) -> str:
        tail = "/" + _ints_token(self.look) if self.look else ""
        return "f" + _cards_token(self.cards) + tail

    def to_json(self) -> dict[str, Any]:
        return {"type": "perform", "cards": list(self.cards), "look": list(self.look)}


@dataclass(frozen=True, slots=True)
class Decline:
    """P38: do not perform the entitled action."""

    type: ClassVar[str] = "decline"

    def token(self) -> str:
        return "d"

    def to_json(self) -> dict[str, Any]:
        return {"type": "decline"}


Action = Supply | Enter | PlayPass | ChooseLoser | Give | Perform | Decline
ACTION_TYPES = ("supply", "enter", "play_pass", "choose_loser", "give", "perform", "decline")
MAX_ID_LENGTH = 20  # a card id sent by a client (the longest real one has 16 characters)
_ROW = Field("row", "integer")
#: Nun-row positions, 1-based; left out: none.
_LOOK = Field("look", "array", required=False, items=Field("", "integer"), max_items=NUN_POSITIONS)
#: Card ids from the hand; left out: none.
_CARDS = Field(
    "cards",
    "array",
    required=False,
    items=Field("", "string", max_length=MAX_ID_LENGTH),
    max_items=CARD_COUNT,
)
#: Each action type's JSON fields (docs/1347-decisions.md, "Actions"): what ``parse`` reads.
ACTION_FIELDS: dict[str, tuple[Field, ...]] = {
    "supply": (_ROW, _LOOK),
    "enter": (_ROW, _CARDS),
    "play_pass": (),
    "choose_loser": (Field("seat", "integer"),),
    "give": (_CARDS,),
    "perform": (_CARDS, _LOOK),
    "decline": (),
}
PLAY_PASS, DECLINE = PlayPass(), Decline()


def _int(data: dict, key: str) -> int:
    value = data.get(key)
    if type(value) is not int:
        raise _invalid()
    return value


def _ints(data: dict, key: str) -> tuple[int, ...]:
    values = data.get(key, [])
    if not isinstance(values, list) or any(type(v) is not int for v in values):
        raise _invalid()
    return tuple(values)


def _card_ids(data: dict, key: str) -> tuple[str, ...]:
    values = data.get(key, [])
    if not isinstance(values, list) or not all(isinstance(v, str) for v in values):
        raise _invalid()
    return tuple(values)


def parse(data: object) -> Action:
    """The typed action of a client's JSON object (shape checks only)."""
    if not isinstance(data, dict):
        raise _invalid()
    kind = data.get("type")
    if kind == "supply":
        return Supply(_int(data, "row"), _ints(data, "look"))
    if kind == "enter":
        return Enter(_int(data, "row"), _card_ids(data, "cards"))
    if kind == "play_pass":
        return PLAY_PASS
    if kind == "choose_loser":
        return ChooseLoser(_int(data, "seat"))
    if kind == "give":
        return Give(_card_ids(data, "cards"))
    if kind == "perform":
        return Perform(_card_ids(data, "cards"), _ints(data, "look"))
    if kind == "decline":
        return DECLINE
    raise _invalid()


def _split(text: str) -> list[int]:
    return [int(part) for part in text.split(".")] if text else []


def _cards(text: str) -> tuple[str, ...]:
    numbers = _split(text)
    if any(i < 0 for i in numbers):
        raise ValueError(text)
    return tuple(CARD_IDS[i] for i in numbers)


def from_token(token: str) -> Action:
    """The action a log token stands for (the inverse of ``token()``)."""
    head, rest = token[:1], token[1:]
    try:
        if head == "s":
            row, *look = _split(rest)
            return Supply(row, tuple(look))
        if head == "e":
            row_text, _, cards = rest.partition(".")
            return Enter(int(row_text), _cards(cards))
        if head == "l":
            return ChooseLoser(int(rest))
        if head == "g":
            return Give(_cards(rest))
        if head == "f":
            cards, _, look = rest.partition("/")
            return Perform(_cards(cards), tuple(_split(look)))
    except (ValueError, IndexError):
        pass
    if token == "p":
        return PLAY_PASS
    if token == "d":
        return DECLINE
    raise ValueError(f"not an action token: {token!r}")
