"""End of the game and scoring (R27–R29)."""

from __future__ import annotations

from ..events import Event, emit
from .cards import CATEGORIES, CATEGORY_OF, IS_GOLD, LETTER, VALUE
from .state import OVER, GameState

_NO_LETTER = 9  # ranks after every letter A..I


def category_standings(hand: list[int]) -> list[tuple[int, int]]:
    """Per category: (total value, index of the earliest letter held or 9)."""
    totals = [0] * 5
    letters = [_NO_LETTER] * 5
    for card in hand:
        c = CATEGORY_OF[card]
        if c >= 0:
            totals[c] += VALUE[card]
            if LETTER[card] < letters[c]:
                letters[c] = LETTER[card]
    return list(zip(totals, letters, strict=True))


def category_winners(standings: list[list[tuple[int, int]]]) -> list[int | None]:
    """R27: the highest total wins; a tie goes to the earliest letter; nobody if none held."""
    winners: list[int | None] = []
    for c in range(5):
        best = max(s[c][0] for s in standings)
        if best == 0:
            winners.append(None)
            continue
        tied = [seat for seat, s in enumerate(standings) if s[c][0] == best]
        winners.append(min(tied, key=lambda seat: standings[seat][c][1]))
    return winners


def gold_total(hand: list[int]) -> int:
    return sum(VALUE[c] for c in hand if IS_GOLD[c])


def score(state: GameState) -> dict:
    """R27–R29 on the current hands: categories, VP, gold and ranks (card ids not included)."""
    standings = [category_standings(hand) for hand in state.hands]
    winners = category_winners(standings)
    vp = [0] * state.players
    for c, seat in enumerate(winners):
        if seat is not None:
            vp[seat] += state.dice[c]
    gold = [gold_total(hand) for hand in state.hands]
    keys = []
    for seat in range(state.players):  # R29: VP, gold, then each category's total and letter
        key: list[int] = [-vp[seat], -gold[seat]]
        for total, letter in standings[seat]:
            key += [-total, letter]
        keys.append(key)
    ranks = [1 + sum(1 for other in keys if other < key) for key in keys]
    return {
        "categories": {
            name: {
                "die": state.dice[c],
                "totals": [s[c][0] for s in standings],
                "winner": winners[c],
            }
            for c, name in enumerate(CATEGORIES)
        },
        "seats": [
            {"seat": seat, "vp": vp[seat], "gold": gold[seat], "rank": ranks[seat]}
            for seat in range(state.players)
        ],
    }


def finish(state: GameState, out: list[Event]) -> None:
    """R26: the game is over once the auction deck is empty."""
    state.phase = OVER
    emit(state, out, "phase_changed", None, {"phase": OVER})
    result = score(state)
    winners = [s["seat"] for s in result["seats"] if s["rank"] == 1]
    emit(
        state,
        out,
        "game_over",
        None,
        {"winners": winners, "vp": [s["vp"] for s in result["seats"]]},
    )
