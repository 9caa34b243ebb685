"""Biblios's actions as small typed values, with their parsing and log tokens side by side.

``parse`` checks a client's JSON for shape only (types, destinations, category names) and
raises ``RuleViolation("invalid_action")`` when it is malformed; whether the action is legal
now (an unknown card id, a bid too low...) is the rules' business. ``token()`` is the action's
compact form in the action log and ``from_token`` reads it back.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, ClassVar

from ..errors import RuleViolation
from ..protocol import Field
from .cards import CARD_COUNT, CARD_IDS, CARD_INDEX, CATEGORIES
from .state import DESTINATIONS

_CATEGORY_INDEX = {name: i for i, name in enumerate(CATEGORIES)}


def _invalid() -> RuleViolation:
    return RuleViolation("invalid_action")


def _card_token(card_id: str) -> str:
    return str(CARD_INDEX[card_id])


@dataclass(frozen=True, slots=True)
class Place:
    """R11: the drawn card goes to ``to`` (keep, auction or public)."""

    type: ClassVar[str] = "place"
    to: str

    def token(self) -> str:
        return self.to[0]

    def to_json(self) -> dict[str, Any]:
        return {"type": "place", "to": self.to}


@dataclass(frozen=True, slots=True)
class Take:
    """R12: take ``card`` (an id, maybe unknown) from the public space."""

    type: ClassVar[str] = "take"
    card: str

    def token(self) -> str:
        return "t" + _card_token(self.card)

    def to_json(self) -> dict[str, Any]:
        return {"type": "take", "card": self.card}


@dataclass(frozen=True, slots=True)
class Church:
    """R16/R17: move dice (category index, ±1 or another int the rules refuse); () declines."""

    type: ClassVar[str] = "church"
    adjust: tuple[tuple[int, int], ...]

    def token(self) -> str:
        return "c" + "".join(f"{c}{'+' if delta > 0 else '-'}" for c, delta in self.adjust)

    def to_json(self) -> dict[str, Any]:
        return {
            "type": "church",
            "adjust": [{"category": CATEGORIES[c], "delta": delta} for c, delta in self.adjust],
        }


@dataclass(frozen=True, slots=True)
class Bid:
    """R19/R20: bid ``amount``."""

    type: ClassVar[str] = "bid"
    amount: int

    def token(self) -> str:
        return f"b{self.amount}"

    def to_json(self) -> dict[str, Any]:
        return {"type": "bid", "amount": self.amount}


@dataclass(frozen=True, slots=True)
class Pass:
    """R19: pass on the card on auction."""

    type: ClassVar[str] = "pass"

    def token(self) -> str:
        return "x"

    def to_json(self) -> dict[str, Any]:
        return {"type": "pass"}


@dataclass(frozen=True, slots=True)
class Pay:
    """R21/R22: pay with ``cards`` (ids, maybe unknown or repeated: the rules judge)."""

    type: ClassVar[str] = "pay"
    cards: tuple[str, ...]

    def token(self) -> str:
        return "y" + ".".join(map(_card_token, self.cards))

    def to_json(self) -> dict[str, Any]:
        return {"type": "pay", "cards": list(self.cards)}


@dataclass(frozen=True, slots=True)
class Refuse:
    """R24: the winner does not pay."""

    type: ClassVar[str] = "refuse"

    def token(self) -> str:
        return "r"

    def to_json(self) -> dict[str, Any]:
        return {"type": "refuse"}


Action = Place | Take | Church | Bid | Pass | Pay | Refuse
ACTION_TYPES = ("place", "take", "church", "bid", "pass", "pay", "refuse")
MAX_ID_LENGTH = 40  # a card id sent by a client (the longest real one has 12 characters)
#: Each action type's JSON fields (R11, R12, R16, R19, R21, R22, R24): what ``parse`` reads.
ACTION_FIELDS: dict[str, tuple[Field, ...]] = {
    "place": (Field("to", "string", choices=DESTINATIONS),),
    "take": (Field("card", "string", max_length=MAX_ID_LENGTH),),
    "church": (
        Field(
            "adjust",
            "array",
            items=(Field("category", "string", choices=CATEGORIES), Field("delta", "integer")),
            max_items=len(CATEGORIES),
        ),
    ),
    "bid": (Field("amount", "integer"),),
    "pass": (),
    "pay": (
        Field(
            "cards",
            "array",
            items=Field("", "string", max_length=MAX_ID_LENGTH),
            max_items=CARD_COUNT,
        ),
    ),
    "refuse": (),
}
PASS, REFUSE = Pass(), Refuse()
# The actions a game is made of, built once (a frozen value costs more to build than to find).
_PLACES = {to: Place(to) for to in DESTINATIONS}
_TAKES = {card_id: Take(card_id) for card_id in CARD_IDS}
_BIDS = {amount: Bid(amount) for amount in range(16)}


def parse(data: object) -> Action:
    """The typed action of a client's JSON object (shape checks only)."""
    if not isinstance(data, dict):
        raise _invalid()
    parser = PARSERS.get(data.get("type"))  # type: ignore[arg-type]
    if parser is None:
        raise _invalid()
    return parser(data)


def _place(data: dict) -> Action:
    to = data.get("to")
    place = _PLACES.get(to) if isinstance(to, str) else None
    if place is None:
        raise _invalid()
    return place


def _take(data: dict) -> Action:
    card = data.get("card")
    if not isinstance(card, str):
        raise _invalid()
    return _TAKES.get(card) or Take(card)


def _church(data: dict) -> Action:
    return Church(_adjustments(data.get("adjust")))


def _bid(data: dict) -> Action:
    amount = data.get("amount")
    if type(amount) is not int:
        raise _invalid()
    return _BIDS.get(amount) or Bid(amount)


def _pay(data: dict) -> Action:
    cards = data.get("cards")
    if not isinstance(cards, list) or not all(isinstance(c, str) for c in cards):
        raise _invalid()
    return Pay(tuple(cards))


#: The parser of each action type's JSON object (the object's ``type`` already read).
PARSERS: dict[str, Callable[[dict], Action]] = {
    "place": _place,
    "take": _take,
    "church": _church,
    "bid": _bid,
    "pass": lambda data: PASS,
    "pay": _pay,
    "refuse": lambda data: REFUSE,
}
assert tuple(PARSERS) == ACTION_TYPES


def _adjustments(adjust: object) -> tuple[tuple[int, int], ...]:
    if not isinstance(adjust, list):
        raise _invalid()
    changes = []
    for item in adjust:
        if not isinstance(item, dict):
            raise _invalid()
        name = item.get("category")
        c = _CATEGORY_INDEX.get(name) if isinstance(name, str) else None
        delta = item.get("delta")
        if c is None or type(delta) is not int:
            raise _invalid()
        changes.append((c, delta))
    return tuple(changes)


_FROM_HEAD = {"k": _PLACES["keep"], "a": _PLACES["auction"], "p": _PLACES["public"]}
_FROM_HEAD.update({"x": PASS, "r": REFUSE})


def from_token(token: str) -> Action:
    """The action a log token stands for (the inverse of ``token()``)."""
    head, rest = token[:1], token[1:]
    simple = _FROM_HEAD.get(head)
    if simple is not None and not rest:
        return simple
    try:
        if head == "t":
            return Take(CARD_IDS[int(rest)])
        if head == "c" and len(rest) % 2 == 0:
            return Church(
                tuple(
                    (int(rest[i]), 1 if rest[i + 1] == "+" else -1) for i in range(0, len(rest), 2)
                )
            )
        if head == "b":
            return Bid(int(rest))
        if head == "y":
            return Pay(tuple(CARD_IDS[int(c)] for c in rest.split(".") if c))
    except (ValueError, IndexError):
        pass
    raise ValueError(f"not an action token: {token!r}")
