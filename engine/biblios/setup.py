"""Setting up a game (R7–R10): removals, the draw pile, the dice, the first draw."""

from __future__ import annotations

from collections.abc import Sequence

from .. import rng
from ..errors import RuleViolation
from ..events import Event, emit
from . import gift
from .cards import CARD_COUNT, CARD_IDS, CARD_INDEX, GOLD_CARDS_BY_VALUE
from .state import GIFT, GameState

MIN_PLAYERS, MAX_PLAYERS = 2, 4
VARIANTS = ("standard", "medieval_bluff")
# R9: gold cards of each value removed first, then further cards at random.
GOLD_REMOVED_PER_VALUE = {2: 2, 3: 1, 4: 0}
RANDOM_REMOVED = {2: 21, 3: 12, 4: 7}


def removed_count(players: int) -> int:
    """How many cards setup removes (27, 15 or 7)."""
    return 3 * GOLD_REMOVED_PER_VALUE[players] + RANDOM_REMOVED[players]


def new_game(
    players: int,
    variant: str = "standard",
    first_seat: int = 0,
    seed: int = 0,
    deck: Sequence[str] | None = None,
) -> tuple[GameState, list[Event]]:
    """A new game, its first card already drawn for the first seat, and the events so far.

    ``deck`` fixes the draw pile (card ids, top first); the cards it leaves out are the ones
    removed at setup. Otherwise the seed decides everything random.
    """
    if type(players) is not int or not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise RuleViolation("invalid_players", min=MIN_PLAYERS, max=MAX_PLAYERS)
    if variant not in VARIANTS:
        raise RuleViolation("invalid_variant", variants=list(VARIANTS))
    if type(first_seat) is not int or not 0 <= first_seat < players:
        raise RuleViolation("invalid_first_seat", players=players)
    if type(seed) is not int:
        raise RuleViolation("invalid_seed")

    state = GameState.__new__(GameState)
    state.players = players
    state.bluff = variant == "medieval_bluff"
    state.first = first_seat
    state.seed = seed
    state.rng = rng.seed_state(seed)
    if deck is None:
        state.deck = None
        state.draw, state.removed = _random_setup(state, players)
    else:
        state.deck = _check_deck(deck, players)
        state.draw = state.deck[::-1]
        in_deck = set(state.deck)
        state.removed = [c for c in range(CARD_COUNT) if c not in in_deck]
    state.phase = GIFT
    state.active = first_seat
    state.dice = [3, 3, 3, 3, 3]  # R8
    state.drawn = None
    state.placed = [0, 0, 0]
    state.kept = None
    state.public = []
    state.hands = [[] for _ in range(players)]
    state.pile = []
    state.auction = None
    state.church = None
    state.face_up = []
    state.face_down = []
    state.seq = 0

    events: list[Event] = []
    emit(
        state,
        events,
        "game_created",
        None,
        {"players": players, "variant": variant, "first_seat": first_seat},
    )
    gift.start_turn(state, events)
    return state, events


def _random_setup(state: GameState, players: int) -> tuple[list[int], list[int]]:
    """R9: the draw pile (shuffled, top last) and the removed cards, from the generator."""
    removed: list[int] = []
    per_value = GOLD_REMOVED_PER_VALUE[players]
    if per_value:
        for value in (1, 2, 3):
            golds = list(GOLD_CARDS_BY_VALUE[value])
            state.rng = rng.shuffle(state.rng, golds)
            removed.extend(golds[:per_value])
    taken = set(removed)
    rest = [c for c in range(CARD_COUNT) if c not in taken]
    state.rng = rng.shuffle(state.rng, rest)
    count = RANDOM_REMOVED[players]
    removed.extend(rest[:count])
    removed.sort()
    return rest[count:], removed


def _check_deck(deck: Sequence[str], players: int) -> list[int]:
    """A fixed draw pile as card ints (top first), checked against R9."""
    expected = CARD_COUNT - removed_count(players)
    if len(deck) != expected:
        raise RuleViolation("deck_wrong_size", expected=expected, given=len(deck))
    cards: list[int] = []
    seen: set[int] = set()
    for card_id in deck:
        card = CARD_INDEX.get(card_id) if isinstance(card_id, str) else None
        if card is None:
            raise RuleViolation("unknown_card", card=str(card_id))
        if card in seen:
            raise RuleViolation("deck_duplicate_card", card=CARD_IDS[card])
        seen.add(card)
        cards.append(card)
    required = GOLD_REMOVED_PER_VALUE[players]
    for value in (1, 2, 3):
        left_out = sum(1 for c in GOLD_CARDS_BY_VALUE[value] if c not in seen)
        if left_out < required:
            raise RuleViolation("deck_gold_removal", value=value, required=required)
    return cards
