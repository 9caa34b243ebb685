"""The labels of the reference web client (``/play/``), as msgids of the project's catalogs.

Keys are stable (the client's ``t("key")``, ``api/static/play/``); values are msgids, or
singular/plural pairs whose count is the ``%(count)s`` placeholder, or either in a context
(``Nc_``, ``Npc_``) where a game words the same English label its own way; a count that may be
0 has its words for none (``WithZero``: "no cards in hand", never "0 cards in hand"). ``GET
/play/texts/<lang>.json`` serves them translated (``api.http.routes.web_client``), so the
client has one translation workflow with the API and the catalog-completeness test covers it.
Everything else the client shows (cards, categories, prompts, the log, errors, rules) comes
from the API.
"""

from __future__ import annotations

from collections.abc import Mapping

from ...games import GameEdge
from ...i18n import N_, InContext, Np_, WithZero
from ...i18n import msgids as shared

Label = str | tuple[str, str] | InContext | WithZero

#: The page's own line for a browser without JavaScript (``<noscript>``, in the language the
#: request negotiates: the page names no game, since any game may open in it).
NOSCRIPT = N_("Turn on JavaScript to play in the browser.")

#: The labels of the shared client: the page, the lobby, what is around every game's table.
SHARED: dict[str, Label] = {
    # The page
    "nav.lobby": N_("New game"),
    "nav.language": N_("Language"),
    "nav.rules": N_("Rules"),
    "nav.home": N_("Board games"),
    "rules.title": N_("Rules"),
    "dialog.close": N_("Close"),
    "status.loading": N_("Loading…"),
    "error.network": N_("The server cannot be reached. Check your connection and try again."),
    "error.unknown_game": N_("This client cannot show this game yet."),
    # The lobby
    "lobby.title": N_("New game of %(game)s"),
    "lobby.game": N_("Game"),
    "lobby.options": N_("Options"),
    "lobby.first_seat": N_("Starting player"),
    "lobby.first_drawn": N_("Drawn at random"),
    "lobby.lead": N_(
        "Choose who sits at the table. Each person gets a private link to their seat; bots "
        "take their turns by themselves, and the table shows their moves one by one."
    ),
    "lobby.players": N_("Players"),
    "lobby.seat": N_("Seat %(number)s"),
    "lobby.who": N_("Played by"),
    "lobby.person": N_("A person"),
    "lobby.name": N_("Name"),
    "lobby.player_number": shared.PLAYER_NUMBER,
    "lobby.language": N_("Language"),
    "lobby.variant": N_("Variant"),
    "lobby.clock": N_("Clock"),
    "lobby.no_clock": N_("No clock"),
    "lobby.advanced": N_("More options"),
    "lobby.seed": N_("Seed"),
    "lobby.seed_hint": N_(
        "Optional: a whole number that deals the same cards every time (replays, tournaments). "
        "Without one, the shuffle is committed to and can be verified after the game."
    ),
    "lobby.hints": N_("Hints"),
    "lobby.hints_text": N_(
        "A Hint button at the table: the expert's advice on your decision, told to everyone."
    ),
    "lobby.start": N_("Start the game"),
    "lobby.starting": N_("Starting the game…"),
    "lobby.portal_title": N_("Games of this server"),
    "lobby.portal_lead": N_(
        "Games here are started from a portal. To play, open the link to your seat that the "
        "portal gave you."
    ),
    "clock.per_day": shared.TURN_LENGTH[0][1],
    "clock.per_hour": shared.TURN_LENGTH[1][1],
    "clock.per_minute": shared.TURN_LENGTH[2][1],
    "clock.per_second": shared.TURN_LENGTH[3][1],
    "invite.title": N_("Invitations"),
    "invite.lead": N_(
        "Send each person their own link: it opens the game at their seat, on any device. Keep "
        "the links private: anyone with a link can play that seat."
    ),
    "invite.copy": N_("Copy"),
    "invite.copied": N_("Copied"),
    "invite.play_as": N_("Play as %(seat)s"),
    "invite.watch": N_("Link for spectators"),
    "invite.open": N_("Watch"),
    "invite.gone": N_("The links of this game are not kept in this browser."),
    "pace.label": N_("Others' moves one by one"),
    "pace.skip": N_("Show them all"),
    "mygames.title": N_("My games"),
    "mygames.your_turn": N_("Your turn"),
    "mygames.waiting": N_("Waiting for %(seats)s"),
    "mygames.over": N_("Finished"),
    "mygames.as": N_("as %(seat)s"),
    "mygames.with": N_("with %(seats)s"),
    "mygames.won": N_("you won"),
    "mygames.nobody_won": N_("nobody won"),
    "mygames.rank": N_("rank %(rank)s of %(count)s"),
    "mygames.replay": N_("Replay"),
    # Learning: the tutorial, hints, replays and the expert's review
    "learn.title": N_("Learn to play"),
    "learn.lead": N_(
        "A first game with a fixed deal: each rule comes up once, explained when you meet it."
    ),
    "learn.start": N_("Learn to play %(game)s"),
    "learn.starting": N_("Setting up the lesson…"),
    "lesson.title": N_("Lesson"),
    "lesson.rule": N_("Read rule %(rule)s"),
    "hint.button": N_("Hint"),
    "hint.why_turn": N_("Not your turn: a hint is for your own decision."),
    "hint.thinking": N_("The expert is thinking…"),
    "hint.says": N_("The expert suggests: %(action)s"),
    "hint.chance": N_("chance of winning: %(chance)s"),
    "hint.others": N_("Other moves:"),
    "replay.title": N_("Replay"),
    "replay.open": N_("Watch the replay"),
    "replay.back": N_("Back"),
    "replay.forward": N_("Forward"),
    "replay.step": N_("Step %(step)s of %(steps)s"),
    "replay.slider": N_("Step"),
    "replay.seat": N_("Seen by"),
    "replay.everything": N_("Everything shown"),
    "replay.by": N_("%(seat)s's move"),
    "replay.end": N_("The end of the game"),
    "replay.none": N_("Nothing happened at this step."),
    "replay.keys": N_("The arrow keys move by one step."),
    "replay.to_table": N_("Back to the table"),
    "review.title": N_("The expert's review"),
    "review.ask": N_("Ask for the expert's review"),
    "review.lead": N_(
        "The expert looks at each of your decisions from what you could see, and marks those "
        "that lowered your chance of winning the most."
    ),
    "review.pending": N_("The expert is reviewing the game…"),
    "review.ready": WithZero(
        N_("Review ready: no mistake marked."),
        Np_("Review ready: %(count)s mistake marked.", "Review ready: %(count)s mistakes marked."),
    ),
    "review.mistakes": N_("Mistakes"),
    "review.mistake": N_("The expert would have chosen %(action)s: %(expert)s -> %(played)s"),
    "review.mistake_lead": N_(
        "Chance of winning after the expert's choice, then after the move played."
    ),
    "review.good": N_("The expert agrees: %(chance)s chance of winning."),
    "review.fine": N_("The expert preferred %(action)s, by little: %(expert)s -> %(played)s"),
    "review.go": N_("Step %(step)s: %(seat)s"),
    # Around the table
    "game.spectator": N_("Spectator"),
    "link.connecting": N_("Connecting…"),
    "link.live": N_("Live"),
    "link.reconnecting": N_("Reconnecting…"),
    "link.ended": N_("Finished"),
    "link.failed": N_("Disconnected"),
    "resign.button": N_("Resign"),
    "resign.confirm": N_("Resign? A bot will play your seat for the rest of the game."),
    "prompt.label": N_("What to do now"),
    "clock.yours": N_("Your time left"),
    "clock.bank": N_("Time bank: %(minutes)s min, +%(seconds)s s a decision"),
    "clock.correspondence": Np_(
        "Correspondence: %(count)s day a decision", "Correspondence: %(count)s days a decision"
    ),
    "clock.timed_out": N_("Your time ran out: a bot made a decision for you."),
    "reclaim.lead": N_("A bot is playing your seat since your time ran out."),
    "reclaim.button": N_("Take my seat back"),
    "clock.label": N_("Time left for %(seat)s"),
    "clock.days": Np_("%(count)s day", "%(count)s days"),
    "clock.awaiting": Np_(
        "The clocks start when %(seats)s opens the game (%(time)s at the latest).",
        "The clocks start when %(seats)s open the game (%(time)s at the latest).",
    ),
    "seats.title": N_("Players"),
    "seats.person": N_("Person"),
    "seats.you": N_("(you)"),
    "seats.online": N_("online"),
    "seats.offline": N_("offline"),
    "seats.to_act": N_("their decision now"),
    "log.title": N_("Game log"),
    # What the games' tables share
    "card.face_down": N_("Face-down card"),
    "result.title": N_("Final scoring"),
    "result.vp": N_("Victory points"),
    "result.gold": N_("Gold"),
    "result.rank": N_("Rank"),
    "result.new_game": N_("New game"),
}


def labels(served: Mapping[str, GameEdge]) -> dict[str, Label]:
    """Every label the client uses (its ``t("key")``): ``SHARED`` and the labels of the table
    of each game ``served`` (``GameEdge.client_texts``)."""
    texts = dict(SHARED)
    for edge in served.values():
        clash = texts.keys() & edge.client_texts.keys()
        if clash:
            raise ValueError(f"{edge.id}'s client labels {sorted(clash)} are taken")
        texts.update(edge.client_texts)
    return texts
