"""The game state: plain data, changed in place by the rules, with a compact JSON codec.

Cards are ints (see ``cards``). Piles keep their top card at the END of their list so that
drawing is ``list.pop()``. The state holds everything needed to go on — including the generator
state (one int) and the log of accepted actions, so a game can be replayed from its seed.
"""

from __future__ import annotations

import json

SCHEMA_VERSION = 1

GIFT, AUCTION, OVER = "gift", "auction", "over"
KEEP, AUCTION_PILE, PUBLIC = 0, 1, 2  # indexes into ``GameState.placed``
DESTINATIONS = ("keep", "auction", "public")


class Auction:
    """The card on auction and its bidding (R19–R24). ``passed``/``excluded`` are seat bitmasks."""

    __slots__ = ("card", "high_bid", "high_bidder", "passed", "excluded", "to_act", "awaiting")

    def __init__(
        self,
        card: int,
        high_bid: int = 0,
        high_bidder: int | None = None,
        passed: int = 0,
        excluded: int = 0,
        to_act: int = 0,
        awaiting: bool = False,
    ) -> None:
        self.card = card
        self.high_bid = high_bid
        self.high_bidder = high_bidder
        self.passed = passed
        self.excluded = excluded
        self.to_act = to_act
        self.awaiting = awaiting

    def to_list(self) -> list:
        return [
            self.card,
            self.high_bid,
            self.high_bidder,
            self.passed,
            self.excluded,
            self.to_act,
            int(self.awaiting),
        ]

    @classmethod
    def from_list(cls, data: list) -> Auction:
        card, high_bid, high_bidder, passed, excluded, to_act, awaiting = data
        return cls(card, high_bid, high_bidder, passed, excluded, to_act, bool(awaiting))


class GameState:
    """Everything about one game. See the field comments; ``encode``/``decode`` below."""

    __slots__ = (
        "players",  # 2..4 (R7)
        "bluff",  # the Medieval Bluff variant is on (R25)
        "first",  # the first seat (R10)
        "seed",  # the seed the game was created with: hidden until the game is over
        "deck",  # the fixed draw pile it was created with (top first), or None
        "rng",  # the generator state (one int)
        "phase",  # GIFT, AUCTION or OVER
        "active",  # the active seat
        "dice",  # five die faces, in Scriptorium order (R2, R8)
        "draw",  # the draw pile (top last)
        "drawn",  # the card being allocated by the active seat, or None
        "placed",  # placements made this gift turn: [keep, auction, public]
        "kept",  # this turn's kept card (joins the hand when the allocation ends), or None
        "public",  # the public space
        "hands",  # one list per seat
        "pile",  # the auction pile; in the auction phase, the auction deck (top last)
        "auction",  # the card on auction (an Auction), or None
        "church",  # the church card waiting to be resolved: [seat, card, source], or None
        "face_up",  # cards discarded face-up
        "face_down",  # cards that left play unseen (gold-auction payments, bluff removals)
        "removed",  # the cards removed at setup (R9)
        "log",  # the accepted actions as short tokens, each followed by a space (``game``)
        "seq",  # how many events the game has emitted
    )

    players: int
    bluff: bool
    first: int
    seed: int
    deck: list[int] | None
    rng: int
    phase: str
    active: int
    dice: list[int]
    draw: list[int]
    drawn: int | None
    placed: list[int]
    kept: int | None
    public: list[int]
    hands: list[list[int]]
    pile: list[int]
    auction: Auction | None
    church: list[int] | None
    face_up: list[int]
    face_down: list[int]
    removed: list[int]
    log: str
    seq: int

    @property
    def variant(self) -> str:
        return "medieval_bluff" if self.bluff else "standard"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, GameState) and encode(self) == encode(other)

    __hash__ = None  # type: ignore[assignment]


_ENCODER = json.JSONEncoder(separators=(",", ":"))


def encode(state: GameState) -> str:
    """The state as compact JSON (a positional list headed by the schema version)."""
    return _ENCODER.encode(to_data(state))


def to_data(state: GameState) -> list:
    """The state as plain JSON-ready data: a positional list headed by the schema version."""
    auction = state.auction
    return [
        SCHEMA_VERSION,
        state.players,
        int(state.bluff),
        state.first,
        state.seed,
        state.deck,
        state.rng,
        state.phase,
        state.active,
        state.dice,
        state.draw,
        state.drawn,
        state.placed,
        state.kept,
        state.public,
        state.hands,
        state.pile,
        auction.to_list() if auction is not None else None,
        state.church,
        state.face_up,
        state.face_down,
        state.removed,
        state.log,
        state.seq,
    ]


_FIELDS = 24  # the schema version and the 23 fields of ``encode``


class SchemaError(ValueError):
    """A snapshot that is not a state of this schema version."""


def decode(text: str | bytes) -> GameState:
    """The state encoded by ``encode``."""
    try:
        data = json.loads(text)
    except (ValueError, TypeError) as exc:  # not JSON, not UTF-8, not text
        raise SchemaError("not JSON") from exc
    return from_data(data)


def from_data(data: object) -> GameState:
    """The state of ``to_data``'s list."""
    if (
        not isinstance(data, list)
        or len(data) != _FIELDS
        or type(data[0]) is not int
        or data[0] != SCHEMA_VERSION
    ):
        raise SchemaError(f"not a Biblios state of schema version {SCHEMA_VERSION}")
    state = GameState.__new__(GameState)
    (
        _,
        state.players,
        bluff,
        state.first,
        state.seed,
        state.deck,
        state.rng,
        state.phase,
        state.active,
        state.dice,
        state.draw,
        state.drawn,
        state.placed,
        state.kept,
        state.public,
        state.hands,
        state.pile,
        auction,
        state.church,
        state.face_up,
        state.face_down,
        state.removed,
        state.log,
        state.seq,
    ) = data
    state.bluff = bool(bluff)
    if auction is not None:
        if not isinstance(auction, list) or len(auction) != 7:
            raise SchemaError("not an auction")
        state.auction = Auction.from_list(auction)
    else:
        state.auction = None
    return state
