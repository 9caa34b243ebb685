"""What 1347 sends besides its views: the events it emits, its prompts and its rule
violations with their params, declared once (``Game.events``, ``Game.prompts``,
``Game.violations``; the API documents them from here and a test holds every event, prompt
and violation to them)."""

from __future__ import annotations

from ..protocol import EventType, Field
from .buildings import LEVELS
from .cards import CLASSES, KINDS
from .setup import OPTION_SPEC, VARIANTS
from .state import CONTESTS, GIFT_REASONS, PHASES

#: The kinds of the special supply piles (P17): every kind but population.
SUPPLY_KINDS = tuple(kind for kind in KINDS if kind != "population")


def _int(name: str) -> Field:
    return Field(name, "integer")


def _str(name: str, choices: tuple[str, ...] = (), private: bool = False) -> Field:
    return Field(name, "string", choices=choices, private=private)


def _list(name: str, item: str, private: bool = False) -> Field:
    return Field(name, "array", items=Field("", item), private=private)


def _hidden_cards() -> tuple[Field, ...]:
    return (_int("count"), _list("cards", "string", private=True))


_AT_ROW = (_int("row"), _str("building"))
_CONTEST = _str("contest", CONTESTS)

#: Each event of 1347 (P19-P70): its seat, its params (the private ones: P67-P70).
EVENTS: dict[str, EventType] = {
    "game_created": EventType(
        False,
        (
            _int("players"),
            _str("variant", VARIANTS),
            Field("options", "object", items=tuple(option.field() for option in OPTION_SPEC)),
            _int("start_seat"),
            _int("rounds"),
            Field("supplies", "array", items=Field("", "string", choices=SUPPLY_KINDS)),
        ),
    ),
    "cards_dealt": EventType(True, _hidden_cards()),
    "round_started": EventType(False, (_int("round"), _int("start_seat"))),
    "buildings_drawn": EventType(
        False,
        (
            _list("buildings", "string"),
            _list("sent_to_reserve", "string"),
            Field("final_round", "boolean"),
        ),
    ),
    "phase_changed": EventType(False, (_str("phase", PHASES),)),
    "supply_chosen": EventType(True, _AT_ROW),
    "deck_reshuffled": EventType(False, (_int("count"),)),
    "cards_drawn": EventType(True, _hidden_cards()),
    "rats_discarded": EventType(True, (_int("amount"),)),
    "nun_looked": EventType(True, (_int("position"), _str("card", private=True))),
    "building_entered": EventType(True, (*_AT_ROW, _int("space"), *_hidden_cards())),
    "pass_played": EventType(True, (_str("card"),)),
    "cards_revealed": EventType(True, (*_AT_ROW, _list("cards", "string"))),
    "influence_gained": EventType(
        True,
        (
            _str("class", CLASSES),
            _int("amount"),
            _int("value"),
            _str("reason", ("cards", "final_round")),
        ),
    ),
    "rats_gained": EventType(True, (_int("amount"),)),
    "contest_won": EventType(True, (_int("row"), _CONTEST, _list("losers", "integer"))),
    "loser_chosen": EventType(True, (_int("row"), _CONTEST, _int("loser"))),
    "cards_given": EventType(True, (_int("to"), _str("reason", GIFT_REASONS), *_hidden_cards())),
    "rat_given": EventType(True, (_int("to"), _int("amount"))),
    "action_performed": EventType(True, (*_AT_ROW, _str("level", LEVELS))),
    "action_declined": EventType(True, (*_AT_ROW, _str("level", LEVELS))),
    "givers_fixed": EventType(True, (_int("row"), _list("givers", "integer"))),
    "cards_taken": EventType(True, (_str("kind", SUPPLY_KINDS), _list("cards", "string"))),
    "vp_taken": EventType(True, (_int("count"),)),
    "cards_discarded": EventType(True, (_list("cards", "string"), _str("reason", ("hospital",)))),
    "committed_discarded": EventType(True, (_int("row"), _list("cards", "string"))),
    "round_ended": EventType(False, (_int("round"), _int("start_seat"))),
    "plague": EventType(
        False,
        (
            _list("nun_row", "string"),
            _int("nuns"),
            _list("rats", "integer"),
            _list("killed", "integer"),
        ),
    ),
    "game_over": EventType(
        False,
        (_list("winners", "integer"), _list("survivors", "integer"), _list("vp", "integer")),
    ),
}

#: Each rule violation of 1347 with its params (P14, P25-P56).
VIOLATIONS: dict[str, tuple[Field, ...]] = {
    "invalid_option": (Field("option", "string", nullable=True),),
    "missing_option": (_str("option"),),
    "invalid_building_counts": (_str("class", CLASSES), _int("given")),
    "invalid_row": (_int("row"), _int("max")),
    "wrong_look_count": (_int("expected"), _int("given")),
    "invalid_position": (_int("position"), _int("max")),
    "duplicate_position": (_int("position"),),
    "unknown_card": (_str("card"),),
    "duplicate_card": (_str("card"),),
    "card_not_in_hand": (_str("card"),),
    "card_not_committable": (_str("card"),),
    "invalid_loser": (_int("seat"), _list("candidates", "integer")),
    "wrong_card_count": (_int("min"), _int("max"), _int("given")),
    "no_pass": (),  # P30: a Pass played without one in hand
}


#: The decisions a seat may be asked for (``views.prompt``), with their params; whoever waits
#: gets ``wait_<code>`` with the deciding ``seat`` too.
_DECISIONS: dict[str, tuple[Field, ...]] = {
    "choose_supply": (),
    "enter_building": (),
    "choose_loser": (*_AT_ROW, _CONTEST, _list("candidates", "integer")),
    "give_cards": (*_AT_ROW, _int("to"), _int("count"), _str("reason", GIFT_REASONS)),
    "perform_action": (*_AT_ROW, _str("level", LEVELS)),
}
#: Each prompt of 1347: a decision, someone else's, or the end.
PROMPTS: dict[str, tuple[Field, ...]] = {
    **_DECISIONS,
    **{f"wait_{code}": (_int("seat"), *params) for code, params in _DECISIONS.items()},
    "game_over": (_list("winners", "integer"),),
}
