"""Setting up a game (P14–P20): options, the 30 building cards, the decks, the deal.

The building selection method (P14) is the game's variant; the other choices of the creator
arrive as options: ``buildings`` (``custom`` only: copies per type), ``guard_tower`` (a
2-player random selection may include the Guard Tower) and ``plague_spares_fewest_rats`` (P65).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .. import rng
from ..errors import RuleViolation
from ..events import Event, emit
from ..protocol import Option
from .buildings import (
    BUILDING_COUNT,
    BUILDING_TYPES,
    CASTLE,
    COPIES,
    FARM,
    FORTUNE_TELLER,
    MARKETPLACE,
    MONASTERY,
    PALACE,
    TYPE_CLASS,
    TYPE_OF,
    TYPE_SPECIAL,
)
from .cards import (
    CARDS_OF_KIND,
    CHIVALRY,
    CLASSES,
    JOKER,
    KIND_COUNTS,
    KINDS,
    POPULATION,
    SUPPLY_KINDS,
    ids,
)
from .rounds import ROUNDS, start_round
from .state import GameState

MIN_PLAYERS, MAX_PLAYERS = 2, 5  # P1
VARIANTS = ("first_game", "one_type_per_class", "mixed", "custom")  # P14
#: The creator's options (P14, P65): their types, ranges and defaults.
OPTION_SPEC = (
    Option(
        "buildings",
        "object",
        items="integer",
        keys=BUILDING_TYPES,
        minimum=0,
        maximum=COPIES,
        variants=("custom",),
        required=True,
    ),
    Option("guard_tower", "boolean", default=False),
    Option("plague_spares_fewest_rats", "boolean", default=False),
)
OPTIONS = tuple(option.name for option in OPTION_SPEC)
FIRST_GAME = (FARM, MARKETPLACE, MONASTERY, CASTLE, FORTUNE_TELLER, PALACE)  # P14
PER_CLASS = 5  # P14: building cards per class
RESERVE = {2: 10, 3: 12, 4: 6, 5: 6}  # P18
START_RATS = 10  # P15
HAND = 5  # P16
NUN_ROW = 5  # P16
VP_TOKENS = 20  # P8
_TYPE_INDEX = {name: t for t, name in enumerate(BUILDING_TYPES)}


def new_game(
    players: int,
    variant: str = VARIANTS[0],
    seed: int = 0,
    first_seat: int | None = None,
    options: Mapping[str, Any] | None = None,
) -> tuple[GameState, list[Event]]:
    """A new game waiting for the start player's first supply choice, and its events."""
    if type(players) is not int or not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise RuleViolation("invalid_players", min=MIN_PLAYERS, max=MAX_PLAYERS)
    if variant not in VARIANTS:
        raise RuleViolation("invalid_variant", variants=list(VARIANTS))
    if type(seed) is not int:
        raise RuleViolation("invalid_seed")
    if first_seat is not None and (type(first_seat) is not int or not 0 <= first_seat < players):
        raise RuleViolation("invalid_first_seat", players=players)
    options = check_options(variant, {} if options is None else options)

    n = players
    state = GameState.__new__(GameState)
    state.players = n
    state.variant = variant
    state.options = options
    state.seed = seed
    state.first = first_seat
    state.rng = rng.seed_state(seed)
    # P20, the order of the random draws: building selection, building deck and reserve,
    # population shuffle (nun row, then the deal in seat order), start player.
    chosen = select_buildings(state, n, variant, options)
    state.unused = sum(1 << b for b in set(range(BUILDING_COUNT)) - set(chosen))
    state.rng = rng.shuffle(state.rng, chosen)
    cut = len(chosen) - RESERVE[n]
    state.building_deck, state.reserve = chosen[:cut], chosen[cut:]
    population = list(CARDS_OF_KIND[POPULATION])
    state.rng = rng.shuffle(state.rng, population)
    state.nun_row = [population.pop() for _ in range(NUN_ROW)]
    state.hands = [sorted(population.pop() for _ in range(HAND)) for _ in range(n)]
    state.deck = population
    start = first_seat
    if start is None:
        state.rng, start = rng.below(state.rng, n)
    state.start = start
    state.discard = []
    state.looked = [0] * n
    state.committed = [[] for _ in range(n)]
    state.at = [-1] * n
    state.entries = []
    state.passes = []
    state.power = [0] * n
    state.commits = [0] * n
    state.rats = [START_RATS] * n
    state.vp = [0] * n
    state.vp_supply = VP_TOKENS
    state.supply = [(1 << KIND_COUNTS[kind]) - 1 for kind in SUPPLY_KINDS]
    state.influence = [[0] * n for _ in CLASSES]
    state.stack = [list(range(n)) for _ in CLASSES]
    state.phase = ""
    state.round = 0
    state.decision = None
    state.turn = start
    state.queue = []
    state.actions = []
    state.cursor = 0
    state.step = 0
    state.row = []
    state.sent = []
    state.spent = []
    state.seq = 0

    events: list[Event] = []
    params = {
        "players": n,
        "variant": variant,
        "options": dict(options),
        "start_seat": start,
        "rounds": ROUNDS[n],
        "supplies": [KINDS[kind] for kind in placed_supplies(state)],
    }
    emit(state, events, "game_created", None, params)
    for seat, hand in enumerate(state.hands):
        emit(state, events, "cards_dealt", seat, {"count": HAND}, {"cards": ids(hand)}, (seat,))
    start_round(state, events)
    return state, events


def check_options(variant: str, options: Mapping[str, Any]) -> dict[str, Any]:
    """The creator's options, checked (P14, P65), as a plain dict."""
    if not isinstance(options, Mapping):
        raise RuleViolation("invalid_option", option=None)
    for name, value in options.items():
        if name not in OPTIONS:
            raise RuleViolation("invalid_option", option=str(name))
        if name != "buildings" and type(value) is not bool:
            raise RuleViolation("invalid_option", option=name)
    checked = dict(options)
    if variant == "custom":
        if "buildings" not in options:
            raise RuleViolation("missing_option", option="buildings")
        checked["buildings"] = _check_counts(options["buildings"])
    elif "buildings" in options:
        raise RuleViolation("invalid_option", option="buildings")
    return checked


def _check_counts(counts: object) -> dict[str, int]:
    """P14 ``custom``: copies per type (0..5, absent = 0), summing to 5 in every class."""
    if not isinstance(counts, Mapping) or not all(
        name in _TYPE_INDEX and type(k) is int and 0 <= k <= COPIES for name, k in counts.items()
    ):
        raise RuleViolation("invalid_option", option="buildings")
    for c, name in enumerate(CLASSES):
        total = sum(k for t, k in counts.items() if TYPE_CLASS[_TYPE_INDEX[t]] == c)
        if total != PER_CLASS:
            raise RuleViolation("invalid_building_counts", **{"class": name}, given=total)
    return dict(counts)


def select_buildings(
    state: GameState, players: int, variant: str, options: dict[str, Any]
) -> list[int]:
    """P14: the 30 building cards (ascending), drawing from the generator when random. With 2
    players the random methods leave the Guard Tower out unless ``guard_tower`` is on."""
    if variant == "first_game":
        return [b for b in range(BUILDING_COUNT) if TYPE_OF[b] in FIRST_GAME]
    if variant == "custom":
        counts = options["buildings"]
        return [
            t * COPIES + k
            for t, name in enumerate(BUILDING_TYPES)
            for k in range(counts.get(name, 0))
        ]
    towers = players > 2 or options.get("guard_tower", False)
    chosen: list[int] = []
    for c in range(len(CLASSES)):
        first = 2 * c  # the class's two types are 2c and 2c + 1
        if c == CHIVALRY and not towers:
            chosen += range(CASTLE * COPIES, (CASTLE + 1) * COPIES)
        elif variant == "one_type_per_class":
            state.rng, pick = rng.below(state.rng, 2)
            t = first + pick
            chosen += range(t * COPIES, (t + 1) * COPIES)
        else:  # mixed: shuffle the class's 10 cards, take 5
            cards = list(range(first * COPIES, (first + 2) * COPIES))
            state.rng = rng.shuffle(state.rng, cards)
            chosen += cards[-PER_CLASS:]
    return sorted(chosen)


def chosen_types(state: GameState) -> set[int]:
    """The building types among the game's 30 cards: those with a copy not left unused."""
    every_copy = (1 << COPIES) - 1
    unused = state.unused
    return {
        t for t in range(len(BUILDING_TYPES)) if unused >> (t * COPIES) & every_copy != every_copy
    }


def placed_supplies(state: GameState) -> list[int]:
    """P17: the jokers, and each special kind whose building type is in the game."""
    types = chosen_types(state)
    placed = [JOKER]
    placed += [kind for t, kind in TYPE_SPECIAL.items() if kind != JOKER and t in types]
    return sorted(placed)
