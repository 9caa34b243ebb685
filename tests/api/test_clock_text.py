"""The view's clock `text` names the clock a game has (play-contract, "Clocks, second
version"): a time bank reads as a bank, with its initial time and its increment in each
language's short units, not as a per-decision clock."""

from __future__ import annotations

import pytest

from tests.api.helpers import Api, bearer, create_game

BANK = {"type": "bank", "initial_seconds": 180, "increment_seconds": 10}
TEXTS = {
    "en": "Time bank: 3 min, +10 sec a decision",
    "es": "Reserva de tiempo: 3 min, +10 s por decisión",
    "fr": "Banque de temps\u00a0: 3\u00a0min, +10\u202fs par décision",  # CLDR's no-break spaces
    "ru": "Запас времени: 3 мин, +10 с за решение",
}


@pytest.mark.parametrize("lang", sorted(TEXTS))
def test_a_time_bank_is_named_as_a_bank(client: Api, lang: str) -> None:
    game = create_game(client, 2, clock=BANK)
    view = client.get(game.path, headers={**bearer(game.tokens[0]), "Accept-Language": lang})
    assert view.json["clock"]["type"] == "bank"
    assert view.json["clock"]["text"] == TEXTS[lang]


@pytest.mark.parametrize(
    ("clock", "text"),
    [
        ({"type": "days", "days": 3}, "3 days per decision"),
        ({"type": "decision", "seconds": 90}, "90 seconds per decision"),
        (
            {"type": "bank", "initial_seconds": 3600, "increment_seconds": 0},
            "Time bank: 1 hr, +0 sec a decision",
        ),
    ],
)
def test_the_other_clocks_keep_their_length(client: Api, clock: dict, text: str) -> None:
    game = create_game(client, 2, clock=clock)
    view = client.get(game.path, headers={**bearer(game.tokens[0]), "Accept-Language": "en"})
    assert view.json["clock"]["text"] == text
