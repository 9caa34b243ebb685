"""1347 (Åse & Henrik Berg, 2–5 players): the complete rules P1–P75, registered as ``"1347"``.

A Python package name cannot start with a digit, hence ``game1347``. One module per part of
the rules: ``cards`` (P2–P5), ``buildings`` (P6, P9, P10, P42–P53 as data; the per-card supply
actions come from ``data/supply_actions.json``), ``setup`` (P14–P20), ``rounds`` (phases A and
E, P21–P24, P58), ``supplies`` (phase B, P25–P29), ``turns`` (phase C, P30–P31), ``resolve``
(phase D, P34–P41), ``effects`` (the buildings' actions, P42–P53), ``stock`` (moving cards,
rats and tokens, P11, P13, P32), ``scoring`` (P59–P65), ``views`` (who sees what, P66–P70);
``flow`` runs the steps that ask nothing (P75), ``actions`` are the typed actions, ``game``
ties the rules into state + legal actions + transition, ``state`` is the state and its codec,
``audit`` an oracle of conservation and secrets written apart from ``views``, ``bots`` the
bots. The functions below are the package's own API (what the tests and the benchmark use);
``GAME`` is the same through the engine's game protocol::

    state, events = new_game(players=4, variant="first_game", seed=7)
    (seat,) = to_act(state)
    legal_actions(state, seat)  # templates, e.g. {"type": "supply", "row": 1, ...}
    apply_action(state, seat, {"type": "supply", "row": 1, "look": []})  # or RuleViolation
    view(state, seat)  # exactly what that seat may see

The building selection method (P14) is the variant; ``Setup.options`` may carry ``buildings``
(``custom``: copies per type), ``guard_tower`` and ``plague_spares_fewest_rats``. The start
seat is drawn from the seed unless the setup names it (P19).
"""

from __future__ import annotations

from collections import Counter
from typing import Any, ClassVar

from ..events import Event
from ..protocol import Game, GameInfo, Setup
from ..registry import register
from . import actions, audit, bots, bots_levels, codes, shapes, tutorial
from .buildings import BUILDING_COUNT, BUILDING_IDS, BUILDING_TYPES, LEVELS, type_info
from .cards import CARD_IDS, CLASSES, KIND_COUNTS, KINDS, NUNS_BY_NUMBER
from .game import apply_action, legal_actions, to_act
from .rounds import ROUNDS, ROW_SIZE
from .scoring import GOLD_FIRST, GOLD_SECOND, INFLUENCE_VP, MAJORITY_VP, SHARED_MAJORITY_VP
from .setup import (
    FIRST_GAME,
    HAND,
    MAX_PLAYERS,
    MIN_PLAYERS,
    NUN_ROW,
    OPTION_SPEC,
    OPTIONS,
    PER_CLASS,
    RESERVE,
    START_RATS,
    VARIANTS,
    VP_TOKENS,
    new_game,
)
from .state import OVER, PHASES, SCHEMA_VERSION, GameState, decode, encode, from_data, to_data
from .views import prompt, result, revealed_view, view

__all__ = [
    "GAME",
    "Game1347",
    "GameState",
    "apply_action",
    "decode",
    "encode",
    "legal_actions",
    "new_game",
    "prompt",
    "to_act",
    "view",
]


class Game1347(Game):
    """1347 behind the engine's game protocol."""

    info = GameInfo(
        id="1347",
        min_players=MIN_PLAYERS,
        max_players=MAX_PLAYERS,
        variants=VARIANTS,
        schema_version=SCHEMA_VERSION,
        default_first_seat=None,
        options=OPTION_SPEC,
        tutorial=tutorial.TUTORIAL,
    )
    action_types = actions.ACTION_TYPES
    action_fields = actions.ACTION_FIELDS
    events = codes.EVENTS
    violations = codes.VIOLATIONS
    prompts = codes.PROMPTS
    view_fields = shapes.VIEW_FIELDS
    result_fields = shapes.RESULT_FIELDS
    catalog_fields = shapes.CATALOG_FIELDS
    bots: ClassVar = {
        "random": bots.random_bot,
        "easy": bots_levels.easy_bot,
        "greedy": bots.greedy_bot,
        "expert": bots_levels.expert_bot,
    }
    bot_levels = ("easy", "greedy", "expert")
    expert = bots_levels.EXPERT
    rules_sections = (
        "overview",
        "components",
        "setup",
        "building_selection",
        "round",
        "draw_buildings",
        "supplies",
        "enter",
        "resolve",
        "resolve_cards",
        "swords_and_flutes",
        "perform_actions",
        "two_players",
        "final_round",
        "discard_cards",
        "buildings",
        "special_cards",
        "end_round",
        "scoring",
        "plague",
        "visibility",
    )

    def new_game(self, setup: Setup) -> tuple[GameState, list[Event]]:
        return new_game(setup.players, setup.variant, setup.seed, setup.first_seat, setup.options)

    def setup_of(self, state: GameState) -> Setup:
        return Setup(state.players, state.seed, state.variant, state.first, dict(state.options))

    def to_act(self, state: GameState) -> tuple[int, ...]:
        return to_act(state)

    def is_over(self, state: GameState) -> bool:
        return state.phase == OVER

    def legal_actions(self, state: GameState, seat: int | None) -> list[dict]:
        return legal_actions(state, seat)

    def parse_action(self, data: object) -> actions.Action:
        return actions.parse(data)

    def action_from_token(self, token: str) -> actions.Action:
        return actions.from_token(token)

    def apply_action(self, state: GameState, seat: int, action: Any) -> list[Event]:
        return apply_action(state, seat, action)

    def view(self, state: GameState, seat: int | None) -> dict:
        return view(state, seat)

    def revealed_view(self, state: GameState) -> dict:
        return revealed_view(state)

    def prompt(self, state: GameState, seat: int | None) -> dict:
        return prompt(state, seat)

    def result(self, state: GameState) -> dict | None:
        return result(state) if state.phase == OVER else None

    def to_data(self, state: GameState) -> list:
        return to_data(state)

    def from_data(self, data: object) -> GameState:
        return from_data(data)

    def inventory(self, state: GameState) -> Counter[str]:
        return audit.inventory(state)

    def secrets(self, state: GameState, seat: int | None) -> set[str]:
        return audit.secrets(state, seat)

    def catalog(self) -> dict:
        return {
            "classes": [{"id": c} for c in CLASSES],
            "kinds": [{"id": k, "count": n} for k, n in zip(KINDS, KIND_COUNTS, strict=True)],
            "cards": list(CARD_IDS),
            "nuns_by_number": list(NUNS_BY_NUMBER),
            "building_types": [type_info(t) for t in range(len(BUILDING_TYPES))],
            "buildings": list(BUILDING_IDS),
            "levels": [{"id": level} for level in LEVELS],
            "variants": [{"id": variant} for variant in VARIANTS],
            "first_game": [BUILDING_TYPES[t] for t in FIRST_GAME],
            "options": [{"id": option} for option in OPTIONS],
            "phases": [{"id": phase} for phase in PHASES],
            "steps": [{"id": step} for step in shapes.STEPS],
            "counts": {
                **{kind: count for kind, count in zip(KINDS, KIND_COUNTS, strict=True)},
                "buildings": BUILDING_COUNT,
                "buildings_per_class": PER_CLASS,
                "vp_tokens": VP_TOKENS,
                "start_rats": START_RATS,
                "hand": HAND,
                "nun_row": NUN_ROW,
            },
            "player_counts": [
                {
                    "players": n,
                    "rounds": ROUNDS[n],
                    "row_size": ROW_SIZE[n],
                    "reserve_deck": RESERVE[n],
                    "building_deck": 6 * PER_CLASS - RESERVE[n],
                }
                for n in range(MIN_PLAYERS, MAX_PLAYERS + 1)
            ],
            "scoring": {
                "influence": list(INFLUENCE_VP),
                "majority": MAJORITY_VP,
                "shared_majority": SHARED_MAJORITY_VP,
                "gold": [GOLD_FIRST, GOLD_SECOND],
            },
        }


GAME = register(Game1347())
