"""What Biblios sends besides its views: the events it emits, its prompts and its rule
violations with their params, declared once (``Game.events``, ``Game.prompts``,
``Game.violations``; the API documents them from here and a test holds every event, prompt
and violation to them)."""

from __future__ import annotations

from ..protocol import EventType, Field
from .actions import ACTION_FIELDS
from .cards import CATEGORIES
from .setup import VARIANTS
from .state import DESTINATIONS, PHASES

#: What bids are counted in (R19: gold for a category card, cards for a gold card).
CURRENCIES = ("gold", "cards")


def _int(name: str) -> Field:
    return Field(name, "integer")


def _str(name: str, choices: tuple[str, ...] = (), private: bool = False) -> Field:
    return Field(name, "string", choices=choices, private=private)


def _ints(name: str) -> Field:
    return Field(name, "array", items=Field("", "integer"))


_CARD = _str("card")
_CURRENCY = _str("currency", CURRENCIES)

#: Each event of Biblios (R6-R30): its seat, its params (the private ones: R30).
EVENTS: dict[str, EventType] = {
    "game_created": EventType(
        False, (_int("players"), _str("variant", VARIANTS), _int("first_seat"))
    ),
    "card_drawn": EventType(True, (_str("card", private=True),)),
    "card_placed": EventType(True, (_str("to", DESTINATIONS), _str("card", private=True))),
    "church_acquired": EventType(True, (_CARD, _str("source", DESTINATIONS))),
    "church_resolved": EventType(True, (_CARD, *ACTION_FIELDS["church"])),
    "card_taken": EventType(True, (_CARD,)),
    "phase_changed": EventType(False, (_str("phase", PHASES[1:]),)),
    "auction_opened": EventType(True, (_CARD, _CURRENCY)),
    "bid": EventType(True, (_int("amount"), _CURRENCY)),
    "pass": EventType(True),
    "auction_won": EventType(True, (_CARD, _int("amount"), _CURRENCY)),
    "paid": EventType(
        True,
        (
            _CURRENCY,
            _int("amount"),
            _int("count"),
            Field("cards", "array", items=Field("", "string"), private=True),
        ),
    ),
    "card_won": EventType(True, (_CARD,)),
    "penalized": EventType(True, (_CARD,)),
    "card_transferred": EventType(True, (_int("from"), _str("card", private=True))),
    "card_removed": EventType(True, (_str("card", private=True),)),
    "card_discarded": EventType(False, (_CARD, _str("reason", ("unsold", "excluded")))),
    "game_over": EventType(False, (_ints("winners"), _ints("vp"))),
}

_CATEGORY = _str("category", CATEGORIES)

#: Each rule violation of Biblios with its params (R11-R24, R9).
VIOLATIONS: dict[str, tuple[Field, ...]] = {
    "quota_used": (_str("to", DESTINATIONS),),
    "card_not_public": (_CARD,),
    "unknown_card": (_CARD,),
    "invalid_delta": (_int("delta"),),
    "wrong_die_count": (_int("expected"), _int("given")),
    "wrong_direction": (_int("delta"),),
    "same_die_twice": (_CATEGORY,),
    "die_out_of_range": (_CATEGORY, _int("value")),
    "bid_too_low": (_int("min"),),
    "bid_too_high": (_int("max"),),
    "card_not_in_hand": (_CARD,),
    "duplicate_card": (_CARD,),
    "payment_not_gold": (_CARD,),
    "payment_too_small": (_int("paid"), _int("due")),
    "wrong_card_count": (_int("expected"), _int("given")),
    "deck_wrong_size": (_int("expected"), _int("given")),
    "deck_duplicate_card": (_CARD,),
    "deck_gold_removal": (_int("value"), _int("required")),
}


_SEAT = _int("seat")
_PAYMENT = (_CARD, _CURRENCY, _int("amount"))

#: Each prompt of Biblios (``views.prompt``): what the seat decides, or whom it waits for.
PROMPTS: dict[str, tuple[Field, ...]] = {
    "place_card": (_CARD, _int("keep"), _int("auction"), _int("public")),
    "wait_place": (_SEAT,),
    "take_card": (),
    "wait_take": (_SEAT,),
    "resolve_church": (_CARD,),
    "wait_church": (_SEAT, _CARD),
    "bid": (_CARD, _CURRENCY, _int("min"), Field("pass_only", "boolean")),
    "wait_bid": (_SEAT, _CARD),
    "pay": _PAYMENT,
    "wait_pay": (_SEAT, *_PAYMENT),
    "game_over": (_ints("winners"),),
}
