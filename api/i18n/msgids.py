"""English msgids of the texts every game shares: HTTP titles, the API's and the engine's own
error codes, seat names. Each game's edge has its own (``api/games/<game>/texts.py``).

Keys are the stable codes of ``docs/codes.md``; values are msgids (``str``) or singular/plural
pairs (``tuple``, rendered with ``ngettext`` on ``count``). Placeholders are named
(``%(seat)s``) so translators can reorder the words; ``%(seat)s`` is a player's name.
"""

from __future__ import annotations

from .markers import N_, Np_

#: A seat whose player has no name, and a bot's.
PLAYER_NUMBER = N_("Player %(number)s")
BOT_NUMBER = N_("Bot %(number)s")

#: Who holds a seat (play-contract, "Seats"); each game's vocabulary names its bots.
STATUSES: dict[str, str] = {
    "playing": N_("Playing"),
    "resigned": N_("Resigned"),
    "taken_over": N_("Taken over by a bot"),
}

#: The length of a turn on the clock.
TURN_LENGTH: tuple[tuple[int, tuple[str, str]], ...] = (
    (86400, Np_("%(count)s day per decision", "%(count)s days per decision")),
    (3600, Np_("%(count)s hour per decision", "%(count)s hours per decision")),
    (60, Np_("%(count)s minute per decision", "%(count)s minutes per decision")),
    (1, Np_("%(count)s second per decision", "%(count)s seconds per decision")),
)

#: A time bank's clock (play-contract, "Clocks, second version"): its initial time and its
#: increment, each a duration in CLDR's short form ("3 min", "10 s").
CLOCK_BANK = N_("Time bank: %(initial)s, +%(increment)s a decision")

#: The table's own events, whatever the game (play-contract: "Clocks", "Resigning", "Learning").
EVENTS: dict[str, str] = {
    "resigned": N_("%(seat)s resigns: a bot plays their seat from now on."),
    "timed_out": N_("%(seat)s runs out of time: a bot makes the decision for them."),
    "seat_taken_over": N_(
        "%(seat)s runs out of time for the third time in a row: a bot plays their seat from now on."
    ),
    "seat_reclaimed": N_("%(seat)s takes their seat back from the bot and plays again."),
    "hint_given": N_("%(seat)s asks for a hint."),
}

TITLES: dict[int, str] = {
    400: N_("Bad request"),
    401: N_("Invalid or missing token"),
    404: N_("Not found"),
    405: N_("Method not allowed"),
    408: N_("Request timeout"),
    409: N_("Conflict"),
    412: N_("Version mismatch"),
    413: N_("Request too large"),
    415: N_("Unsupported media type"),
    421: N_("Misdirected request"),
    422: N_("Not allowed by the rules"),
    429: N_("Too many requests"),
    500: N_("Internal error"),
    503: N_("Service unavailable"),
}
TITLE_OTHER = N_("Error")

# A key "code.variant" is a more precise sentence chosen from the parameters.
ERRORS: dict[str, str | tuple[str, str]] = {
    # Raised by the engine (422), whatever the game.
    "game_over": N_("The game is over: no more actions can be taken."),
    "not_your_turn": N_("It is not your turn: the game is waiting for %(seat)s."),
    "not_your_turn.nobody": N_("It is not your turn."),
    "illegal_action": N_("That action is not possible at this moment."),
    "invalid_action": N_("This is not a valid action."),
    "invalid_players": N_("A game needs %(min)s to %(max)s players."),
    "invalid_variant": N_("Unknown variant: choose %(variants)s."),
    "invalid_seed": N_("The seed must be a whole number."),
    "seat_resigned": N_("You have resigned: a bot plays your seat. You can still follow the game."),
    "seat_taken_over": N_(
        "A bot has taken over your seat after three timeouts in a row. Take your seat back to "
        "play again."
    ),
    "seat_not_taken_over": N_(
        "Your seat is not taken over by a bot: there is nothing to take back."
    ),
    "bot_seat": N_("%(seat)s is a bot's seat: this needs a person's seat."),
    "hints_off": N_("This game was created without hints: none can be given."),
    "export_invalid": N_(
        "This export document does not pass the verifier's checks: it cannot be replayed."
    ),
    "unknown_bot": N_("Unknown bot: choose %(bots)s."),
    "wrong_seat_count": N_("Give one seat per player: %(expected)s, not %(given)s."),
    "invalid_first_seat": Np_(
        "The first player must be one of the seats of this %(count)s-player game: 0 to %(last)s.",
        "The first player must be one of the seats of this %(count)s-player game: 0 to %(last)s.",
    ),
    # Raised by the API.
    "invalid_request": N_("The request is not valid JSON or does not have the expected fields."),
    "invalid_request.fields": N_("These fields of the request are not valid: %(fields)s."),
    "invalid_token": N_("This request needs a valid seat token for this game."),
    "invalid_portal_key": N_(
        "This request needs a valid portal key (your portal's key, sent as a bearer token)."
    ),
    "invalid_ticket": N_(
        "This stream ticket is unknown, expired or already used: ask for a new one."
    ),
    "game_not_over": N_("The game is not over yet: it can be exported once it has ended."),
    "game_not_found": N_("There is no game with this id: it may have expired."),
    "not_found": N_("There is nothing at this address."),
    "not_supported_by_game": N_("This game does not offer this operation."),
    "method_not_allowed": N_("This address does not accept this method."),
    "conflict": N_(
        "Other actions kept changing the game while yours was being applied: try again."
    ),
    "stale_version": N_(
        "The game has changed since the version you sent: reload it and try again."
    ),
    "payload_too_large": N_("The request body is larger than 16 KiB."),
    "unsupported_media_type": N_("The body must be JSON, sent as %(expected)s."),
    "name_reserved": N_(
        "“%(name)s” is the name the game gives to a player without a name: choose another name."
    ),
    "duplicate_name": N_("Two seats cannot both be called “%(name)s”."),
    "rate_limited": N_("Too many requests: wait a moment and try again."),
    "too_many_streams": N_(
        "Too many live streams are open from your IP address: close one and try again."
    ),
    "request_timeout": N_("The request body did not arrive in time."),
    "hint_unavailable": N_("The expert is still thinking about your hint: ask again in a moment."),
    "store_unavailable": N_(
        "The game store cannot be reached right now; nothing was changed. Try again later."
    ),
    "idempotency_key_reused": N_(
        "The Idempotency-Key %(key)s was sent before with another request: use a new key for a "
        "new request."
    ),
    "outcome_unknown": N_(
        "The game store could not confirm whether your request was written: it may or may not "
        "have been applied. Send it again with the same Idempotency-Key, or read the game again "
        "before you act again."
    ),
    "internal_error": N_("Something went wrong on the server; nothing was changed."),
    # What gunicorn refuses before the app reads the request, as the production proxy words it
    # (docker/haproxy.cfg), in English: the request was not read far enough to know its language.
    "uri_too_long": N_("The request line is too long."),
    "header_fields_too_large": N_("The request has too many header fields, or one too long."),
    "expectation_failed": N_("The server cannot meet the request's Expect header."),
    "forbidden": N_("This request is not allowed."),
    "not_implemented": N_("The server does not support this request."),
    "too_many_connections": N_(
        "Too many connections are open from your IP address: close some and try again."
    ),
    # Answered by the production proxy (docker/haproxy.cfg), in English likewise.
    "service_unavailable": N_("The service is busy: try again in a moment."),
    "misdirected_request": N_(
        "Live streams are not served at this address: open them at the service's public address."
    ),
}
ERROR_OTHER = N_("This request could not be carried out.")
EVENT_OTHER = N_("The game moves on.")
PROMPT_OTHER = N_("Waiting for the game to go on.")
