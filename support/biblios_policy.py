"""A random player: the reference policy of the benchmark and of the playout tests.

It picks uniformly among the legal-action templates; a bid is min, min+1 or min+2 (within
the maximum); a payment covers the bid when the hand can, else the winner refuses.
"""

from __future__ import annotations

import random

from engine.biblios.cards import CARD_IDS, IS_GOLD, VALUE
from engine.biblios.state import GameState


def choose(rnd: random.Random, state: GameState, seat: int, legal: list[dict]) -> dict:
    """One action for ``seat`` among the ``legal`` templates."""
    for template in legal:
        if template["type"] == "pay":
            return _payment(rnd, state, seat, template)
    if legal[-1]["type"] == "refuse":
        return legal[-1]
    template = legal[int(rnd.random() * len(legal))]
    if template["type"] == "bid":
        return {
            "type": "bid",
            "amount": min(template["min"] + int(rnd.random() * 3), template["max"]),
        }
    return template


def _payment(rnd: random.Random, state: GameState, seat: int, template: dict) -> dict:
    hand = state.hands[seat]
    if "count" in template:
        return {"type": "pay", "cards": [CARD_IDS[c] for c in rnd.sample(hand, template["count"])]}
    golds = sorted((c for c in hand if IS_GOLD[c]), key=VALUE.__getitem__, reverse=True)
    paid: list[int] = []
    total = 0
    for card in golds:
        if total >= template["at_least"]:
            break
        paid.append(card)
        total += VALUE[card]
    return {"type": "pay", "cards": [CARD_IDS[c] for c in paid]}
