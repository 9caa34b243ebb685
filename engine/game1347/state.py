"""The game state: plain data changed in place by the rules, with a compact JSON codec.

Hand cards are ints 0..149 (``cards``), building cards ints 0..59 (``buildings``); row and nun
positions are 0-based inside (1-based at the edges). Piles keep their top card at the END of
their list so that drawing is ``list.pop()``; "the bottom" is index 0. Hands are kept sorted.
The state holds everything needed to go on, the generator state included (one int); the log of
accepted actions is the table's (``engine.table``).
"""

from __future__ import annotations

from typing import Any

from ..slots_codec import SlotsCodec, dumps, loads

SCHEMA_VERSION = 1

# Phases that wait for decisions (P21); phases A and E run without any (P75).
SUPPLIES, ENTER, RESOLVE, OVER = "supplies", "enter", "resolve", "over"
PHASES = (SUPPLIES, ENTER, RESOLVE, OVER)

# Decisions: ``GameState.decision`` is [kind, seat, *details] (P72–P74).
SUPPLY = 0  # [SUPPLY, seat]: choose a row card's supply action (P25)
TURN = 1  # [TURN, seat]: enter a building or play a Pass (P30)
LOSER = 2  # [LOSER, winner, contest]: choose among tied losers (``queue``) (P36, P37)
GIVE = 3  # [GIVE, giver, receiver, count, reason]: choose cards to give (P36, P49)
PERFORM = 4  # [PERFORM, seat, level]: perform or decline an action (P38)
SWORD_CONTEST, FLUTE_CONTEST = 0, 1
CONTESTS = ("sword", "flute")
SWORD_GIFT, TOWER_GIFT = 0, 1
GIFT_REASONS = ("sword", "guard_tower")

# Phase D: the step to run next at the building being resolved (P34).
REVEAL, SWORDS, FLUTES, ACTIONS, NEXT_ACTION, TOWER, DISCARD = range(7)

# The state's fields, in snapshot order: the one list that makes the slots and the codec.
FIELDS: tuple[str, ...] = (
    "players",  # 2..5 (P1)
    "variant",  # the building selection method (P14)
    "options",  # the creator's options, as given and validated (P14, P65)
    "seed",  # the seed the game was created with: hidden until the game is over (P70)
    "first",  # the start seat the creator named, or None: drawn from the seed (P19)
    "rng",  # the generator state (one int)
    "phase",  # SUPPLIES, ENTER, RESOLVE or OVER
    "round",  # 1..rounds (P21)
    "start",  # the start player this round (P19, P58)
    "decision",  # [kind, seat, *details] the game waits for; None once over
    "turn",  # phases B/C: the seat of the last turn; phase D: the seat whose action resolves
    "queue",  # tied losers to choose from (P36, P37), or Guard Tower givers still to give (P49)
    "actions",  # phase D: [seat, level, ...] still entitled to act at this building (P38)
    "cursor",  # phase D: the row index being resolved (P34)
    "step",  # phase D: the step to run next there (REVEAL..DISCARD)
    "building_deck",  # building cards (top last) (P18)
    "reserve",  # the reserve deck (top last) (P18, P24)
    "row",  # this round's building row, in position order (P23)
    "sent",  # the cards sent to the reserve by P24 this round, in order (public)
    "spent",  # building cards discarded at the end of their round, out of the game (P58)
    "unused",  # building cards not chosen for this game (P14), as a bitmask (bit b: card b)
    "deck",  # the population deck (top last) (P16)
    "discard",  # the face-up discard pile (top last) (P16, P39)
    "nun_row",  # five population cards, positions 1..5 (P16, P33)
    "looked",  # per seat: bitmask of the nun-row positions it has looked at (P28, P67)
    "hands",  # per seat: sorted hand cards (P16)
    "committed",  # per seat: cards put face down this round (P30, P31)
    "at",  # per seat: the row index of the building entered this round, or -1 (P30)
    "entries",  # the seats in the order they entered a building this round (P30, P40)
    "passes",  # the seats in the order they played a Pass this round (P30, P67)
    "power",  # per seat: population cards + jokers committed this round (P38, P40, P43)
    "commits",  # per seat: how many cards it committed this round (P31, public)
    "rats",  # per seat: rat total (P11)
    "vp",  # per seat: VP tokens (P12)
    "vp_supply",  # VP tokens left in the supply (P13)
    "supply",  # the joker, Sword, Flute, Pass and Gold piles (``cards.SUPPLY_KINDS``), each a
    # bitmask of its interchangeable cards (bit i: the kind's card i + 1) (P5, P17)
    "influence",  # per class, per seat: influence (P7, P35)
    "stack",  # per class: the seats, least recently moved first (P35 stacking, P59 ties)
    "seq",  # how many events the game has emitted
)


class GameState:
    """Everything about one game: the fields of ``FIELDS``; ``encode``/``decode`` below."""

    __slots__ = FIELDS

    players: int
    variant: str
    options: dict[str, Any]
    seed: int
    first: int | None
    rng: int
    phase: str
    round: int
    start: int
    decision: list[int] | None
    turn: int
    queue: list[int]
    actions: list[int]
    cursor: int
    step: int
    building_deck: list[int]
    reserve: list[int]
    row: list[int]
    sent: list[int]
    spent: list[int]
    unused: int
    deck: list[int]
    discard: list[int]
    nun_row: list[int]
    looked: list[int]
    hands: list[list[int]]
    committed: list[list[int]]
    at: list[int]
    entries: list[int]
    passes: list[int]
    power: list[int]
    commits: list[int]
    rats: list[int]
    vp: list[int]
    vp_supply: int
    supply: list[int]
    influence: list[list[int]]
    stack: list[list[int]]
    seq: int

    @property
    def final_round(self) -> bool:
        """P22: the round whose phase A emptied the building deck (phase A never runs later)."""
        return not self.building_deck

    def __eq__(self, other: object) -> bool:
        return isinstance(other, GameState) and encode(self) == encode(other)

    __hash__ = None  # type: ignore[assignment]


def bits(mask: int) -> list[int]:
    """The set bits of a bitmask, ascending."""
    return [i for i in range(mask.bit_length()) if mask >> i & 1]


_CODEC = SlotsCodec(GameState, FIELDS, SCHEMA_VERSION, "1347")
#: The state as plain JSON-ready data: the schema version, then ``FIELDS`` in order.
to_data = _CODEC.to_data
#: The state of ``to_data``'s list (SchemaError if it is not one).
from_data = _CODEC.from_data


def encode(state: GameState) -> str:
    """The state as compact JSON."""
    return dumps(to_data(state))


def decode(text: str | bytes) -> GameState:
    """The state encoded by ``encode``."""
    return from_data(loads(text))
