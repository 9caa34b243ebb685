"""The codes every game's rules raise besides their own ``Game.violations``: the API documents
them with the table's (``api.schemas.code_docs.SHARED_CODES``, docs/codes.md;
``tests/api/test_codes_doc.py`` holds this list to that declaration)."""

from __future__ import annotations

SHARED_CODES = frozenset(
    {
        "game_over",
        "not_your_turn",
        "illegal_action",
        "invalid_action",
        "invalid_players",
        "invalid_variant",
        "invalid_seed",
        "invalid_first_seat",
    }
)
