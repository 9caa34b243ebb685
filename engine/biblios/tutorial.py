"""Biblios's tutorial (``engine.tutorial``): a first 2-player game in which the learner (seat 0)
meets each rule of the rules text once, in order.

The deal is fixed (``SEED``). The other seat is the tutor, a scripted bot that plays the
greedy bot's moves except where its script steers the game to what the learner must meet:

- in the gift phase it puts every church card it draws in the public space, so that the
  learner takes it and plays it (R12, R15–R17), a gold card in the auction pile when it can
  (so that the learner may bid cards for gold, R22), and ``BLUFF_CARD`` in the auction pile;
- in the auction phase it passes, so that the learner wins what it bids on (R21, R22), except
  on ``BLUFF_CARD``: it bids ``BLUFF`` gold it does not hold and refuses to pay, so that the
  learner meets the penalty and the auction again without it (R20, R24).

The lessons (``LESSONS``) each apply at the first of the learner's prompts that shows their
rule at work: its first placement, taking a public card, a church card, then the game's goal,
the cards, the dice, secret hands, bidding, bidding cards for gold, paying gold, paying cards,
the penalty, the end coming near (ties), the last auction, the final scoring. The Medieval
Bluff variant (R25) is the one section it does not play: the tutorial is a standard game.
"""

from __future__ import annotations

import random

from ..protocol import Field, Setup
from ..tutorial import Lesson, Tutorial
from .bots import greedy_bot
from .cards import CARD_INDEX, IS_CHURCH, IS_GOLD
from .codes import CURRENCIES
from .state import AUCTION, GIFT

#: The fixed deal: 2 players, the learner first.
SEED = 2
#: The card the tutor bluffs on: one it draws on its first turn and puts in the auction pile.
BLUFF_CARD = "forbidden_tomes-I"
#: The tutor's bluff, in gold: more than it holds, more than the learner would bid.
BLUFF = 40
TUTOR = "tutor"
#: The cards left in the auction deck from which the end of the game is near.
LATE = 4


def tutor_bot(view: dict, legal: list[dict], rnd: random.Random) -> dict:
    """The tutor: the greedy bot's moves, but for its script (module docstring)."""
    kind = legal[0]["type"] if legal else None
    if kind == "place":
        return _place(view, legal) or greedy_bot(view, legal, rnd)
    if kind in ("bid", "pass"):
        auction = view["auction"]
        high = auction["high_bid"] or 0
        bid = next((t for t in legal if t["type"] == "bid"), None)
        if auction["card"] == BLUFF_CARD and bid is not None and high < BLUFF:
            return {"type": "bid", "amount": BLUFF}
        return {"type": "pass"}
    if kind in ("pay", "refuse") and view["auction"]["card"] == BLUFF_CARD:
        return {"type": "refuse"}
    return greedy_bot(view, legal, rnd)


def _place(view: dict, legal: list[dict]) -> dict | None:
    """Where the script puts the drawn card, if it says (the destination must be open)."""
    drawn = CARD_INDEX[view["drawn"]]
    open_to = {t["to"] for t in legal}
    if IS_CHURCH[drawn]:
        wanted = "public"
    elif view["drawn"] == BLUFF_CARD or IS_GOLD[drawn]:
        wanted = "auction"
    else:
        return None
    return {"type": "place", "to": wanted} if wanted in open_to else None


# --- The lessons: each applies at a view of the learner's, giving its params ----------------


def _prompt(view: dict, code: str) -> dict | None:
    prompt = view["prompt"]
    return prompt["params"] if prompt["code"] == code else None


def _deciding_in_gift(view: dict) -> dict | None:
    return {} if view["phase"] == GIFT and view["legal_actions"] else None


def _place_card(view: dict) -> dict | None:
    params = _prompt(view, "place_card")
    return None if params is None else dict(params)


def _take_card(view: dict) -> dict | None:
    return {} if _prompt(view, "take_card") is not None else None


def _church_card(view: dict) -> dict | None:
    params = _prompt(view, "resolve_church")
    return None if params is None else {"card": params["card"]}


def _secret_hands(view: dict) -> dict | None:
    count = view["hands"][view["seat"]]["count"]
    return {"count": count} if _deciding_in_gift(view) is not None and count >= 3 else None


def _bid(view: dict, currency: str | None = None) -> dict | None:
    params = _prompt(view, "bid")
    if params is None or (currency is not None and params["currency"] != currency):
        return None
    return params


def _auction(view: dict) -> dict | None:
    params = _bid(view)
    return None if params is None else {k: params[k] for k in ("card", "currency", "min")}


def _bid_cards(view: dict) -> dict | None:
    params = _bid(view, "cards")
    return None if params is None else {"card": params["card"]}


def _pay(currency: str):  # noqa: ANN202
    def applies(view: dict) -> dict | None:
        params = _prompt(view, "pay")
        if params is None or params["currency"] != currency:
            return None
        return {"card": params["card"], "amount": params["amount"]}

    return applies


def _penalty(view: dict) -> dict | None:
    auction = view["auction"]
    if auction is None or not auction["excluded"] or not view["legal_actions"]:
        return None
    return {"seat": auction["excluded"][0], "card": auction["card"]}


def _late(view: dict) -> dict | None:
    deciding = view["phase"] == AUCTION and view["legal_actions"]
    return {} if deciding and view["auction_pile"] <= LATE else None


def _last_card(view: dict) -> dict | None:
    deciding = view["phase"] == AUCTION and view["legal_actions"]
    return {} if deciding and view["auction_pile"] == 0 else None


def _scoring(view: dict) -> dict | None:
    params = _prompt(view, "game_over")
    return None if params is None else {"winners": list(params["winners"])}


_CARD = Field("card", "string")
_COUNT = (Field("card", "string"), Field("amount", "integer"))

#: Biblios's lessons, the rules of a decision first: at a prompt, the first not shown yet that
#: applies (the game's goal, its cards and dice at the gift phase's first prompts without one).
LESSONS = (
    Lesson(
        "place_card",
        "R11",
        "gift_phase",
        _place_card,
        (
            _CARD,
            Field("keep", "integer"),
            Field("auction", "integer"),
            Field("public", "integer"),
        ),
    ),
    Lesson("take_card", "R12", "gift_phase", _take_card),
    Lesson("church_card", "R16", "church_cards", _church_card, (_CARD,)),
    Lesson("goal", "R28", "overview", _deciding_in_gift),
    Lesson("cards", "R1", "components", _deciding_in_gift),
    Lesson("scriptorium", "R8", "setup", _deciding_in_gift),
    Lesson("secret_hands", "R14", "gift_phase", _secret_hands, (Field("count", "integer"),)),
    Lesson(
        "auction",
        "R19",
        "auction_phase",
        _auction,
        (_CARD, Field("currency", "string", choices=CURRENCIES), Field("min", "integer")),
    ),
    Lesson("bid_cards", "R22", "auction_phase", _bid_cards, (_CARD,)),
    Lesson("pay_gold", "R21", "auction_phase", _pay("gold"), _COUNT),
    Lesson("pay_cards", "R22", "auction_phase", _pay("cards"), _COUNT),
    Lesson("penalty", "R24", "penalty", _penalty, (Field("seat", "integer"), _CARD)),
    Lesson("last_card", "R26", "end_of_game", _last_card),
    Lesson("ties", "R29", "ties", _late),
    Lesson(
        "scoring",
        "R27",
        "scoring",
        _scoring,
        (Field("winners", "array", items=Field("", "integer")),),
    ),
)

TUTORIAL = Tutorial(
    setup=Setup(2, SEED, "standard", 0),
    seats=(None, TUTOR),
    bots={TUTOR: tutor_bot},
    lessons=LESSONS,
)
