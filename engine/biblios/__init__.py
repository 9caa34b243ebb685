"""Biblios (Steve Finn, 2–4 players): the complete rules R1–R30, registered as ``"biblios"``.

One module per part of the rules: ``cards`` (R1–R6), ``setup`` (R7–R10), ``gift`` (R11–R14),
``church`` (R15–R17), ``auction`` (R18–R26), ``scoring`` (R27–R29), ``views`` (who sees what,
R30); ``actions`` are the typed actions, ``game`` ties the rules into state + legal actions +
transition, ``state`` is the state and its codec, ``bots`` the bots. The functions below are
the package's own API (what the tests and the benchmark use); ``GAME`` is the same through the
engine's game protocol::

    state, events = new_game(players=3, seed=7)
    (seat,) = to_act(state)
    legal_actions(state, seat)  # templates, e.g. {"type": "place", "to": "keep"}
    apply_action(state, seat, {"type": "place", "to": "keep"})  # events, or RuleViolation
    view(state, seat)  # exactly what that seat may see
"""

from __future__ import annotations

from collections import Counter
from typing import ClassVar

from ..events import Event
from ..protocol import Game, GameInfo, Option, Setup
from ..registry import register
from . import actions, audit, bots, bots_levels, codes, shapes, tutorial
from .cards import (
    CARD_COUNT,
    CARD_IDS,
    CATEGORIES,
    CATEGORY,
    CATEGORY_OF,
    CHURCH_EFFECTS,
    EFFECT,
    GOLD,
    KIND,
)
from .game import apply_action, legal_actions, to_act
from .scoring import score
from .setup import MAX_PLAYERS, MIN_PLAYERS, VARIANTS, new_game
from .state import OVER, PHASES, GameState, decode, encode, from_data, to_data
from .views import prompt, revealed_view, view

__all__ = [
    "GAME",
    "Biblios",
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


class Biblios(Game):
    """Biblios behind the engine's game protocol."""

    info = GameInfo(
        id="biblios",
        min_players=MIN_PLAYERS,
        max_players=MAX_PLAYERS,
        variants=VARIANTS,
        schema_version=2,
        # A fixed draw pile, top first (tests and tournaments; servers may refuse it).
        options=(Option("deck", "array", items="string", max_items=CARD_COUNT),),
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
        "gift_phase",
        "church_cards",
        "auction_phase",
        "penalty",
        "medieval_bluff",
        "end_of_game",
        "scoring",
        "ties",
    )

    def new_game(self, setup: Setup) -> tuple[GameState, list[Event]]:
        first = 0 if setup.first_seat is None else setup.first_seat
        deck = setup.options.get("deck")
        return new_game(setup.players, setup.variant, first, setup.seed, deck)

    def setup_of(self, state: GameState) -> Setup:
        options = {} if state.deck is None else {"deck": [CARD_IDS[c] for c in state.deck]}
        return Setup(state.players, state.seed, state.variant, state.first, options)

    # The rules' own functions, called directly (a method that only passes its arguments on
    # would add a call to each of the several lookups a move makes).
    to_act = staticmethod(to_act)
    legal_actions = staticmethod(legal_actions)
    parse_action = staticmethod(actions.parse)
    action_from_token = staticmethod(actions.from_token)
    apply_action = staticmethod(apply_action)
    view = staticmethod(view)
    revealed_view = staticmethod(revealed_view)
    prompt = staticmethod(prompt)

    def is_over(self, state: GameState) -> bool:
        return state.phase == OVER

    def result(self, state: GameState) -> dict | None:
        return score(state) if state.phase == OVER else None

    to_data = staticmethod(to_data)
    from_data = staticmethod(from_data)

    def inventory(self, state: GameState) -> Counter[str]:
        return audit.inventory(state)

    def secrets(self, state: GameState, seat: int | None) -> set[str]:
        return audit.secrets(state, seat)

    def catalog(self) -> dict:
        kinds: dict[str, list[str]] = {}  # the card ids of each category, of gold, of each effect
        for i, card_id in enumerate(CARD_IDS):
            key = CATEGORIES[CATEGORY_OF[i]] if KIND[i] == CATEGORY else EFFECT[i] or GOLD
            kinds.setdefault(key, []).append(card_id)
        return {
            "categories": [{"id": c, "cards": kinds[c]} for c in CATEGORIES],
            "gold": kinds[GOLD],
            "church": [{"effect": e, "cards": kinds[e]} for e in CHURCH_EFFECTS],
            "phases": [{"id": phase} for phase in PHASES],
            "variants": [{"id": variant} for variant in VARIANTS],
        }


GAME = register(Biblios())
