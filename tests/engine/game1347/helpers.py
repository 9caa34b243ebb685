"""Shared helpers of the 1347 tests: forced scenarios, acting, refusals, random playouts.

``scenario`` builds a position the rules can then play from: a real new game whose cards are
rearranged (hands, nun row, deck top, building row) with every component still in exactly one
place (``audit.inventory`` is unchanged), then phase B or phase C of the round begins.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterable, Sequence
from pathlib import Path

from engine import Event, RuleViolation
from engine import game1347 as g
from engine.game1347 import audit, turns
from engine.game1347.buildings import BUILDING_COUNT, BUILDING_INDEX
from engine.game1347.cards import CARD_IDS, CARD_INDEX, CARDS_OF_KIND, KIND_OF, KINDS, POPULATION
from engine.game1347.state import SUPPLY, GameState
from engine.game1347.stock import return_cards, supply_cards

VARIANTS = ("first_game", "one_type_per_class", "mixed", "custom")
PLAYER_COUNTS = (2, 3, 4, 5)
MAX_STEPS = 5_000  # far above any game (about 60 to 250 decisions)
CUSTOM = {  # a custom selection with every special kind and the Guard Tower (P14)
    "farm": 3,
    "brewery": 2,
    "marketplace": 2,
    "office": 3,
    "monastery": 2,
    "hospital": 3,
    "castle": 3,
    "guard_tower": 2,
    "fortune_teller": 3,
    "pipers_hut": 2,
    "palace": 2,
    "treasury": 3,
}
DECISIONS_MD = Path(__file__).resolve().parents[3] / "docs" / "1347-decisions.md"


def options_for(variant: str) -> dict:
    return {"buildings": dict(CUSTOM)} if variant == "custom" else {}


def ints(card_ids: Iterable[str]) -> list[int]:
    return [CARD_INDEX[c] for c in card_ids]


def ids(cards: Iterable[int]) -> list[str]:
    return [CARD_IDS[c] for c in cards]


def pop(cls: str, *numbers: int) -> list[str]:
    """Population card ids of a class: ``pop("church", 1, 12)`` → church-01, church-12."""
    return [f"{cls}-{n:02d}" for n in numbers]


def scenario(
    players: int,
    row: Sequence[str],
    *,
    hands: dict[int, Sequence[str] | int] | None = None,
    nun_row: Sequence[str] | None = None,
    deck_top: Sequence[str] = (),
    start: int = 0,
    rats: Sequence[int] | None = None,
    final: bool = False,
    building_deck: Sequence[str] | None = None,
    phase: str = "enter",
    options: dict | None = None,
    seed: int = 1,
) -> GameState:
    """A forced position at the start of phase B (``phase="supplies"``) or C of round 1.

    ``hands``: seat → card ids, or a number of filler population cards (default 5 fillers);
    ``nun_row``: five population card ids; ``deck_top``: the next population cards drawn (top
    first); ``row``: the building row; ``building_deck``: its content (default 4 other cards, or
    none in the ``final`` round, P22); specials in hands come out of their supply piles.
    """
    state, _ = g.new_game(players, "mixed", seed, start, options)
    before = audit.inventory(state)
    hands = dict(hands or {})
    wanted = {s: list(v) for s, v in hands.items() if not isinstance(v, int)}
    used = [c for cards in wanted.values() for c in ints(cards)] + ints(deck_top)
    used += ints(nun_row or ())
    assert len(used) == len(set(used)), "a card is placed twice"
    taken = set(used)
    fillers = [c for c in CARDS_OF_KIND[POPULATION] if c not in taken]
    new_hands = []
    for seat in range(players):
        spec = hands.get(seat, 5)
        if isinstance(spec, int):
            new_hands.append(sorted(fillers.pop(0) for _ in range(spec)))
        else:
            new_hands.append(sorted(ints(spec)))
    state.hands = new_hands
    state.nun_row = ints(nun_row) if nun_row else [fillers.pop(0) for _ in range(5)]
    state.deck = fillers[::-1] + ints(deck_top)[::-1]  # top last
    state.discard = []
    state.supply = [0] * len(state.supply)
    held = {c for h in new_hands for c in h}
    return_cards(state, [c for c in range(len(CARD_IDS)) if KIND_OF[c] and c not in held])
    # Buildings: the row, the building deck, a reserve of six, the rest unused.
    row_ints = [BUILDING_INDEX[b] for b in row]
    others = [b for b in range(BUILDING_COUNT) if b not in row_ints]
    if building_deck is not None:
        deck_ints = [BUILDING_INDEX[b] for b in building_deck]
    else:
        deck_ints = [] if final else others[-4:]
    others = [b for b in others if b not in deck_ints]
    state.row, state.building_deck = row_ints, deck_ints
    state.reserve, state.unused = others[:6], sum(1 << b for b in others[6:])
    state.sent, state.spent = [], []
    if rats is not None:
        state.rats = list(rats)
    assert audit.inventory(state) == before
    if phase == "enter":
        turns.begin(state, [])
    else:
        state.decision = [SUPPLY, start]
    return state


def actor(state: GameState) -> int | None:
    seats = g.to_act(state)
    assert len(seats) <= 1
    return seats[0] if seats else None


def act(state: GameState, action: dict, seat: int | None = None) -> list[Event]:
    """Apply ``action`` for the seat the game waits for (or ``seat``)."""
    return g.apply_action(state, actor(state) if seat is None else seat, action)


def enter(state: GameState, row: int, cards: Sequence[str] = ()) -> list[Event]:
    return act(state, {"type": "enter", "row": row, "cards": list(cards)})


def types(events: Iterable[Event]) -> list[str]:
    return [e.type for e in events]


def of_type(events: Iterable[Event], kind: str) -> list[Event]:
    return [e for e in events if e.type == kind]


def rejects(state: GameState, seat: int | None, action: object) -> RuleViolation:
    """Assert that ``action`` is refused and changes nothing; return the violation."""
    before = g.encode(state)
    try:
        g.apply_action(state, seat, action)
    except RuleViolation as exc:
        assert g.encode(state) == before, "a refused action changed the state"
        return exc
    raise AssertionError(f"{action!r} by seat {seat} was accepted")


def hand(state: GameState, seat: int) -> list[str]:
    return ids(state.hands[seat])


# --- Random play ---------------------------------------------------------------------------


def fill(template: dict, rnd: random.Random) -> dict:
    """A random concrete action of a template (the random bot's way)."""
    return g.bots.fill(template, rnd)


def random_game(
    players: int, variant: str, seed: int, first: int | None = None
) -> tuple[GameState, list[Event], list[tuple[int, dict]]]:
    """A complete game with random choices among the templates; its events and steps."""
    rnd = random.Random(seed)
    state, events = g.new_game(players, variant, seed, first, options_for(variant))
    steps = []
    while (seat := actor(state)) is not None:
        assert len(steps) < MAX_STEPS
        action = fill(rnd.choice(g.legal_actions(state, seat)), rnd)
        events += g.apply_action(state, seat, action)
        steps.append((seat, action))
    return state, events, steps


def documented(heading: str) -> dict[str, str]:
    """First column (a `code`) → the rest of the row, in the table under ``heading`` of
    docs/1347-decisions.md."""
    section = DECISIONS_MD.read_text().split(heading, 1)[1].split("\n## ", 1)[0]
    rows = {}
    for line in section.splitlines():
        m = re.match(r"\|\s*`(\w+)`\s*\|(.*)\|\s*$", line)
        if m:
            rows[m.group(1)] = m.group(2)
    return rows


def supply(state: GameState, kind: str) -> list[str]:
    """The ids in a supply pile."""
    return ids(supply_cards(state, KINDS.index(kind)))
