"""docs/1347-decisions.md documents every event, prompt, action and template the engine uses."""

from __future__ import annotations

import random
import re

from engine import game1347 as g
from tests.engine.game1347.helpers import (
    PLAYER_COUNTS,
    VARIANTS,
    actor,
    documented,
    fill,
    options_for,
)

EVENTS = documented("## Events")
PROMPTS = documented("## Prompts")
ACTIONS = documented("## Actions")
TEMPLATES = documented("## Templates")


def params_of(row: str) -> set[str]:
    return set(re.findall(r"`(\w+)`", row.split("|")[0]))


def test_every_event_prompt_and_template_seen_in_play_is_documented_with_its_params():
    seen_events: dict[str, set[str]] = {}
    seen_prompts: dict[str, set[str]] = {}
    seen_templates: set[str] = set()
    for seed in range(24):
        rnd = random.Random(seed)
        players, variant = PLAYER_COUNTS[seed % 4], VARIANTS[seed // 6 % 4]
        state, events = g.new_game(players, variant, seed, None, options_for(variant))
        while (seat := actor(state)) is not None:
            for who in (seat, None):
                prompt = g.prompt(state, who)
                seen_prompts.setdefault(prompt["code"], set()).update(prompt["params"])
            legal = g.legal_actions(state, seat)
            seen_templates.update(t["type"] for t in legal)
            events += g.apply_action(state, seat, fill(rnd.choice(legal), rnd))
        prompt = g.prompt(state, 0)
        seen_prompts.setdefault(prompt["code"], set()).update(prompt["params"])
        for event in events:
            names = set(event.params) | set(event.private or ())
            seen_events.setdefault(event.type, set()).update(names)
    assert set(seen_events) == set(EVENTS)
    for kind, names in seen_events.items():
        private = set(re.findall(r"`(\w+)`", EVENTS[kind].split("|")[1]))
        assert names <= params_of(EVENTS[kind]) | private, (kind, names)
    for code, names in seen_prompts.items():
        base = code.removeprefix("wait_")
        assert base in PROMPTS, code
        expected = params_of(PROMPTS[base]) | ({"seat"} if code.startswith("wait_") else set())
        assert names == expected, (code, names, expected)
    assert seen_templates == set(TEMPLATES) == set(ACTIONS) == set(g.GAME.action_types)
