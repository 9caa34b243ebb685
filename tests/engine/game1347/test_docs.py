"""docs/1347-decisions.md documents every action and template the engine uses, and the engine
declares every event and prompt it sends with their params (``engine/game1347/codes.py``:
docs/codes.md is written from it)."""

from __future__ import annotations

import random

from engine import game1347 as g
from tests.engine.game1347.helpers import (
    PLAYER_COUNTS,
    VARIANTS,
    actor,
    documented,
    fill,
    options_for,
)

ACTIONS = documented("## Actions")
TEMPLATES = documented("## Templates")


def test_every_event_prompt_and_template_seen_in_play_is_declared_with_its_params():
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
    assert set(seen_events) == set(g.GAME.events)
    for kind, names in seen_events.items():
        assert names <= {field.name for field in g.GAME.events[kind].params}, (kind, names)
    assert set(seen_prompts) == set(g.GAME.prompts)
    for code, names in seen_prompts.items():
        expected = {field.name for field in g.GAME.prompts[code]}
        assert names == expected, (code, names, expected)
    assert seen_templates == set(TEMPLATES) == set(ACTIONS) == set(g.GAME.action_types)
