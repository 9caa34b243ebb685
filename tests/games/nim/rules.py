"""Nim's rules behind the engine's game protocol (the whole game: one pile, take 1 to 3)."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass
from typing import Any, ClassVar

from engine import (
    Event,
    EventType,
    Field,
    Game,
    GameInfo,
    Option,
    RuleViolation,
    SchemaError,
    Setup,
)
from engine import rng as engine_rng
from engine.events import emit

MAX_TAKE = 3
DEFAULT_STONES = 15


@dataclass(frozen=True, slots=True)
class Take:
    type: ClassVar[str] = "take"
    count: int

    def token(self) -> str:
        return str(self.count)

    def to_json(self) -> dict[str, Any]:
        return {"type": "take", "count": self.count}


class NimState:
    __slots__ = ("players", "seed", "variant", "first", "stones", "taken", "turn", "seq")

    def __init__(self, setup: Setup, stones: int) -> None:
        self.players = setup.players
        self.seed = setup.seed
        self.variant = setup.variant
        self.first = setup.first_seat
        self.stones = stones
        self.taken = [0] * setup.players
        self.turn = 0 if setup.first_seat is None else setup.first_seat
        self.seq = 0


def _random_bot(view: dict, legal: list[dict], rnd: random.Random) -> dict:
    (template,) = legal
    return {"type": "take", "count": rnd.randint(template["min"], template["max"])}


def _greedy_bot(view: dict, legal: list[dict], rnd: random.Random) -> dict:
    """Leave a multiple of 4 (normal) or one more than a multiple of 4 (misère) when it can."""
    (template,) = legal
    target = 0 if view["variant"] == "normal" else 1
    count = (view["stones"] - target) % (MAX_TAKE + 1)
    if not template["min"] <= count <= template["max"]:
        count = template["min"]
    return {"type": "take", "count": count}


def _int(name: str) -> Field:
    return Field(name, "integer")


class Nim(Game):
    info = GameInfo(
        id="nim",
        min_players=2,
        max_players=2,
        variants=("normal", "misere"),
        schema_version=1,
        options=(Option("stones", "integer", default=DEFAULT_STONES, minimum=1, maximum=99),),
    )
    action_types = ("take",)
    action_fields: ClassVar = {"take": (Field("count", "integer"),)}
    events: ClassVar = {
        "game_created": EventType(
            False, (Field("stones", "integer"), Field("first_seat", "integer"))
        ),
        "took": EventType(True, (Field("count", "integer"), Field("left", "integer"))),
        "game_over": EventType(False, (Field("winners", "array", items=Field("", "integer")),)),
    }
    violations: ClassVar = {"wrong_stone_count": (Field("max", "integer"),)}
    prompts: ClassVar = {
        "take_stones": (Field("max", "integer"),),
        "wait_take": (Field("seat", "integer"),),
        "game_over": (Field("winners", "array", items=Field("", "integer")),),
    }
    result_fields: ClassVar = (
        Field(
            "seats",
            "array",
            items=(Field("seat", "integer"), Field("rank", "integer"), Field("taken", "integer")),
        ),
    )
    view_fields: ClassVar = (
        Field("players", "integer"),
        Field("variant", "string", choices=("normal", "misere")),
        Field("stones", "integer"),
        Field("taken", "array", items=Field("", "integer")),
        Field(
            "legal_actions",
            "array",
            items=Field(
                "",
                "union",
                tag="type",
                items=(
                    Field(
                        "take", "object", items=(Field("min", "integer"), Field("max", "integer"))
                    ),
                ),
            ),
        ),
        Field("result", "object", items=result_fields, nullable=True),
    )
    catalog_fields: ClassVar = (
        Field("max_take", "integer"),
        Field("default_stones", "integer"),
        Field("variants", "array", items=(Field("id", "string", choices=("normal", "misere")),)),
    )
    bots: ClassVar = {"random": _random_bot, "greedy": _greedy_bot}
    bot_levels = ("greedy",)
    rules_sections = ("overview", "play")

    def new_game(self, setup: Setup) -> tuple[NimState, list[Event]]:
        if setup.players != 2:
            raise RuleViolation("invalid_players", min=2, max=2)
        if setup.variant not in self.info.variants:
            raise RuleViolation("invalid_variant", variants=list(self.info.variants))
        stones = setup.options.get("stones", DEFAULT_STONES)
        state = NimState(setup, stones)
        if setup.first_seat is None:  # drawn from the seed
            _, state.turn = engine_rng.below(engine_rng.seed_state(setup.seed), 2)
        events: list[Event] = []
        emit(state, events, "game_created", None, {"stones": stones, "first_seat": state.turn})
        return state, events

    def setup_of(self, state: NimState) -> Setup:
        stones = state.stones + sum(state.taken)
        options = {} if stones == DEFAULT_STONES else {"stones": stones}
        return Setup(state.players, state.seed, state.variant, state.first, options)

    def to_act(self, state: NimState) -> tuple[int, ...]:
        return () if state.stones == 0 else (state.turn,)

    def is_over(self, state: NimState) -> bool:
        return state.stones == 0

    def legal_actions(self, state: NimState, seat: int | None) -> list[dict]:
        if seat not in self.to_act(state):
            return []
        return [{"type": "take", "min": 1, "max": min(MAX_TAKE, state.stones)}]

    def parse_action(self, data: object) -> Take:
        if (
            not isinstance(data, dict)
            or data.get("type") != "take"
            or type(data.get("count")) is not int
        ):
            raise RuleViolation("invalid_action")
        return Take(data["count"])

    def action_from_token(self, token: str) -> Take:
        return Take(int(token))

    def apply_action(self, state: NimState, seat: int, action: Any) -> list[Event]:
        if self.is_over(state):
            raise RuleViolation("game_over")
        if seat != state.turn:
            raise RuleViolation("not_your_turn", waiting_for=state.turn)
        if type(action) is dict:
            action = self.parse_action(action)
        if not 1 <= action.count <= min(MAX_TAKE, state.stones):
            raise RuleViolation("wrong_stone_count", max=min(MAX_TAKE, state.stones))
        out: list[Event] = []
        state.stones -= action.count
        state.taken[seat] += action.count
        emit(state, out, "took", seat, {"count": action.count, "left": state.stones})
        if state.stones == 0:
            emit(state, out, "game_over", None, {"winners": [self._winner(state, seat)]})
        else:
            state.turn = 1 - seat
        return out

    def _winner(self, state: NimState, last: int) -> int:
        return last if state.variant == "normal" else 1 - last

    def view(self, state: NimState, seat: int | None) -> dict:
        return {
            "seat": seat,
            "players": state.players,
            "variant": state.variant,
            "stones": state.stones,
            "taken": list(state.taken),
            "to_act": list(self.to_act(state)),
            "legal_actions": self.legal_actions(state, seat),
            "prompt": self.prompt(state, seat),
            "result": self.result(state),
        }

    def prompt(self, state: NimState, seat: int | None) -> dict:
        if self.is_over(state):
            return {"code": "game_over", "params": {"winners": [self._winner(state, state.turn)]}}
        if seat == state.turn:
            return {"code": "take_stones", "params": {"max": min(MAX_TAKE, state.stones)}}
        return {"code": "wait_take", "params": {"seat": state.turn}}

    def result(self, state: NimState) -> dict | None:
        if not self.is_over(state):
            return None
        winner = self._winner(state, state.turn)
        return {
            "seats": [
                {"seat": s, "rank": 1 if s == winner else 2, "taken": state.taken[s]}
                for s in range(state.players)
            ]
        }

    def to_data(self, state: NimState) -> list:
        return [self.info.schema_version, *(getattr(state, f) for f in NimState.__slots__)]

    def from_data(self, data: object) -> NimState:
        if not isinstance(data, list) or len(data) != 9 or data[0] != self.info.schema_version:
            raise SchemaError("not a Nim state")
        state = NimState.__new__(NimState)
        for name, value in zip(NimState.__slots__, data[1:], strict=True):
            setattr(state, name, value)
        return state

    def inventory(self, state: NimState) -> Counter[str]:
        return Counter({"stone": state.stones + sum(state.taken)})

    def secrets(self, state: NimState, seat: int | None) -> set[str]:
        return set()  # perfect information

    def catalog(self) -> dict:
        return {
            "max_take": MAX_TAKE,
            "default_stones": DEFAULT_STONES,
            "variants": [{"id": variant} for variant in self.info.variants],
        }


GAME = Nim()
