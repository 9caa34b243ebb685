"""The game state: plain data, changed in place by the rules, with a compact JSON codec.

Cards are ints (see ``cards``). Piles keep their top card at the END of their list so that
drawing is ``list.pop()``. The state holds everything needed to go on, including the generator
state (one int); the log of accepted actions is the table's (``engine.table``).
"""

from __future__ import annotations

from ..protocol import SchemaError
from ..slots_codec import SlotsCodec, dumps, loads

SCHEMA_VERSION = 2

GIFT, AUCTION, OVER = "gift", "auction", "over"
PHASES = (GIFT, AUCTION, OVER)
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


# The state's fields, in snapshot order: the one list that makes the slots and the codec.
FIELDS: tuple[str, ...] = (
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
    "seq",  # how many events the game has emitted
)
_BLUFF, _AUCTION = FIELDS.index("bluff"), FIELDS.index("auction")


class GameState:
    """Everything about one game: the fields of ``FIELDS``; ``encode``/``decode`` below."""

    __slots__ = FIELDS

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
    seq: int

    @property
    def variant(self) -> str:
        return "medieval_bluff" if self.bluff else "standard"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, GameState) and encode(self) == encode(other)

    __hash__ = None  # type: ignore[assignment]


_CODEC = SlotsCodec(GameState, FIELDS, SCHEMA_VERSION, "Biblios")


def encode(state: GameState) -> str:
    """The state as compact JSON (a positional list headed by the schema version)."""
    return dumps(to_data(state))


def to_data(state: GameState) -> list:
    """The state as plain JSON-ready data: the schema version, then ``FIELDS`` in order."""
    data = _CODEC.to_data(state)
    data[1 + _BLUFF] = int(state.bluff)
    auction = state.auction
    if auction is not None:
        data[1 + _AUCTION] = auction.to_list()
    return data


def decode(text: str | bytes) -> GameState:
    """The state encoded by ``encode``."""
    return from_data(loads(text))


def from_data(data: object) -> GameState:
    """The state of ``to_data``'s list."""
    state = _CODEC.from_data(data)
    state.bluff = bool(state.bluff)
    auction = state.auction
    if auction is not None:
        if not isinstance(auction, list) or len(auction) != 7:
            raise SchemaError("not an auction")
        state.auction = Auction.from_list(auction)
    return state
