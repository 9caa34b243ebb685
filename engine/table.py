"""A game at a table: who holds each seat (a person or a bot), resigning, timeouts, the log.

Any registered game plays at a table. A table moves its bots itself: after every person's
action (and at creation) it lets each bot, resigned or taken-over seat that the game waits for
decide, until a person must decide or the game is over. Bots decide from their seat's view and
legal actions only (``protocol.Bot``), with randomness derived from the game's seed and the
event count, so a game replays identically from its setup and its log.

Pure like the rest of the engine: no clock. The API decides *when* a decision is overdue and
calls ``time_out``; the table decides what that does (play-contract: "Clocks", "Resigning").

The log holds one entry per write to the game, separated by spaces:

``tok``      an action by the one seat the game waited for (a person's or a bot's);
``3:tok``    an action by seat 3 when the game waited for several seats;
``!tok``     a timeout: the greedy bot's action on the overdue seat's behalf (``!3:tok`` too);
``~3``       seat 3 resigned;
``+3``       seat 3, taken over after timeouts, was reclaimed by its person;
``?3``       seat 3 asked for a hint (a table made with ``hints``: ``hint``).

Bots that search (``SLOW_BOTS``: the expert) may be deferred: a table made with ``defer``
stops before their moves instead of making them, so that an edge that must answer at once
(the API) can hand them to background work, which makes them with ``play_deferred``. The log
and every move are the same either way (a bot's generator depends on the seed and the event
count only).

Two options are the table's, not the game's (stored with it): ``hints``, whether its people may
ask the expert for a hint (each one logged and told to every seat as ``hint_given``), and
``tutorial``, whether it plays the game's tutorial (``engine.tutorial``: every prompt of the
learner's seat gains the lesson that applies).
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Sequence
from typing import Any, NamedTuple

from .errors import RuleViolation
from .events import Event, emit
from .protocol import Action, Bot, EventType, Field, Game, SchemaError, Setup
from .registry import get_game
from .tutorial import learner_lesson

SCHEMA_VERSION = 1
PLAYING, RESIGNED, TAKEN_OVER = "playing", "resigned", "taken_over"
STATUSES = (PLAYING, RESIGNED, TAKEN_OVER)
#: A result seat's ``standing`` (play-contract, "Clocks, second version"): a seat still playing
#: at the end ``finished`` (or the game's own standing, e.g. 1347's ``killed`` and ``spared``),
#: else its status.
FINISHED = "finished"
STANDINGS = (FINISHED, RESIGNED, TAKEN_OVER)
#: The bot that plays resigned and taken-over seats and overdue decisions.
STAND_IN = "greedy"
#: Timeouts in a row after which the stand-in takes the seat for good.
TIMEOUTS_TO_TAKE_OVER = 3
#: The bots whose decisions may take long (a search): a table with ``defer`` leaves those
#: decisions pending. A bot function may say which of its decisions search by a
#: ``deliberates(view)`` attribute (the others are made at once, like any bot's).
SLOW_BOTS = frozenset({"expert"})
#: What the table adds to each seat of a game's result (``Table.result``, ``Table.view``): its
#: status and its standing (the game's own standings, if it declares a ``standing``, besides).
RESULT_SEAT_FIELDS = (
    Field("status", "string", choices=STATUSES),
    Field("standing", "string", choices=STANDINGS),
)
#: The table's own events, in every game (play-contract: "Clocks", "Resigning").
TABLE_EVENTS = {
    "resigned": EventType(True),
    "timed_out": EventType(True),
    "seat_taken_over": EventType(True, (Field("reason", "string", choices=("timeout",)),)),
    "seat_reclaimed": EventType(True),
    "hint_given": EventType(True),
}
#: The codes only the table raises, with their params (``not_your_turn`` and ``game_over``
#: every game raises too; the API documents those).
TABLE_VIOLATIONS: dict[str, tuple[Field, ...]] = {
    "wrong_seat_count": (Field("expected", "integer"), Field("given", "integer")),
    "unknown_bot": (Field("bot", "string"), Field("bots", "array", items=Field("", "string"))),
    "bot_seat": (Field("seat", "integer"),),
    "seat_resigned": (Field("seat", "integer"),),
    "seat_taken_over": (Field("seat", "integer"),),
    "seat_not_taken_over": (Field("seat", "integer"),),
    "hints_off": (),
}
#: The kinds of log entries (``LogEntry.kind``).
ACTION, TIMEOUT, RESIGN, RECLAIM, HINT = "action", "timeout", "resign", "reclaim", "hint"
#: The table's options, as ``to_data`` stores them (only those that are on).
OPTIONS = ("hints", "tutorial")


class LogEntry(NamedTuple):
    """One entry of a table's log, read (``Table.read_entry``): its kind, its seat and, for an
    action or a timeout, the action."""

    kind: str
    seat: int
    action: Action | None = None


def bot_function(game: Game, name: str) -> Bot | None:
    """The bot ``name`` of ``game``: one of its ``bots``, or a scripted bot of its tutorial;
    None if it has none of that name."""
    bot = game.bots.get(name)
    if bot is None and game.info.tutorial is not None:
        bot = game.info.tutorial.bots.get(name)
    return bot


class Seat:
    """Who decides for one seat: ``bot`` (None: a person), its ``status``, its timeouts in a row."""

    __slots__ = ("bot", "status", "timeouts")

    def __init__(self, bot: str | None, status: str = PLAYING, timeouts: int = 0) -> None:
        self.bot = bot
        self.status = status
        self.timeouts = timeouts

    @property
    def person(self) -> bool:
        """A person decides for this seat (neither a bot nor the stand-in)."""
        return self.bot is None and self.status == PLAYING

    def __repr__(self) -> str:
        return f"Seat({self.bot!r}, {self.status!r}, {self.timeouts})"


class Table:
    """One game of ``game`` with its seats and log. Change it only through its methods."""

    __slots__ = (
        "game",
        "state",
        "seats",
        "log",
        "defer",
        "hints",
        "tutorial",
        "bot_moves",
        "timeouts_applied",
    )

    def __init__(
        self,
        game: Game,
        state: Any,
        seats: list[Seat],
        log: str = "",
        defer: bool = False,
        *,
        hints: bool = False,
        tutorial: bool = False,
    ) -> None:
        self.game = game
        self.state = state
        self.seats = seats
        self.log = log
        self.defer = defer  # leave the moves of ``SLOW_BOTS`` pending (not stored)
        self.hints = hints  # its people may ask for hints
        self.tutorial = tutorial  # it plays the game's tutorial
        # What this instance did since it was made (for metrics; not stored):
        self.bot_moves = 0  # moves made by bots and stand-ins, timeouts included
        self.timeouts_applied = 0

    # --- Making a table ---------------------------------------------------------------------

    @classmethod
    def create(
        cls,
        game: Game,
        setup: Setup,
        bots: Sequence[str | None] | None = None,
        defer: bool = False,
        *,
        hints: bool = False,
    ) -> tuple[Table, list[Event]]:
        """A new game; ``bots`` names each seat's bot (None: a person; default: all people);
        ``hints``: its people may ask for hints (``hint``).

        The bots play at once, up to the first person's decision (or the end of a game of
        bots only; with ``defer``, up to the first slow bot's). Raises RuleViolation for a bad
        setup or an unknown bot.
        """
        bots = list(bots) if bots is not None else [None] * setup.players
        if len(bots) != setup.players:
            raise RuleViolation("wrong_seat_count", expected=setup.players, given=len(bots))
        for name in bots:
            if name is not None and bot_function(game, name) is None:
                raise RuleViolation("unknown_bot", bot=str(name), bots=sorted(game.bots))
        state, events = game.new_game(setup)
        seats = [Seat(name) for name in bots]
        table = cls(game, state, seats, defer=defer, hints=hints)
        table._autoplay(events)
        return table, events

    @classmethod
    def create_tutorial(
        cls, game: Game, defer: bool = False, *, hints: bool = False
    ) -> tuple[Table, list[Event]]:
        """A new game of ``game``'s tutorial (ValueError if it has none): its setup, its
        scripted bots, a person in the learner's seat."""
        tutorial = game.info.tutorial
        if tutorial is None:
            raise ValueError(f"{game.info.id} has no tutorial")
        state, events = game.new_game(tutorial.setup)
        seats = [Seat(name) for name in tutorial.seats]
        table = cls(game, state, seats, defer=defer, hints=hints, tutorial=True)
        table._autoplay(events)
        return table, events

    # --- Reading ----------------------------------------------------------------------------

    def to_act(self) -> tuple[int, ...]:
        """The seats the game waits for (people, or bots about to move)."""
        return self.game.to_act(self.state)

    def is_over(self) -> bool:
        return self.game.is_over(self.state)

    def waiting_for(self) -> tuple[int, ...]:
        """The people whose decision the game waits for (after ``_autoplay``: all it waits for)."""
        seats = self.seats
        return tuple([s for s in self.game.to_act(self.state) if seats[s].person])

    def deferred(self) -> tuple[int, ...]:
        """The slow bots whose move this table left pending (``defer``), in ``to_act`` order."""
        if not self.defer:
            return ()
        return tuple([s for s in self.game.to_act(self.state) if self._slow(s)])

    def _slow(self, seat: int) -> bool:
        """Whether ``seat``'s decision is a slow bot's search that this table defers."""
        name = self.seats[seat].bot
        if not self.defer or name not in SLOW_BOTS or self.seats[seat].status != PLAYING:
            return False
        deliberates = getattr(self.game.bots[name], "deliberates", None)
        return deliberates is None or bool(deliberates(self.game.view(self.state, seat)))

    def view(self, seat: int | None) -> dict:
        """The game's view for ``seat`` plus who holds each seat; final ranks per status; at a
        tutorial's table, the learner's prompt with its lesson (``engine.tutorial``)."""
        return self._dressed(self.game.view(self.state, seat), seat)

    def revealed_view(self) -> dict:
        """``view`` with everything shown (``Game.revealed_view``), as a spectator's."""
        return self._dressed(self.game.revealed_view(self.state), None)

    def _dressed(self, view: dict, seat: int | None) -> dict:
        view["seats"] = [
            {"seat": i, "bot": s.bot, "status": s.status} for i, s in enumerate(self.seats)
        ]
        if seat is not None and not self.seats[seat].person:
            view["legal_actions"] = []  # resigned or taken over: its token only reads
        if self.tutorial:
            lesson = learner_lesson(self, seat)
            if lesson is not None:
                view["prompt"]["lesson"] = lesson
        result = view.get("result")
        if result is not None:
            self._rank_result(result)
            prompt = view["prompt"]
            if prompt.get("code") == "game_over":
                prompt["params"]["winners"] = _winners(result)
        return view

    def result(self) -> dict | None:
        """The game's result with each seat's status, resigned and taken-over seats last."""
        result = self.game.result(self.state)
        if result is not None:
            self._rank_result(result)
        return result

    def _ranked(self, result: dict) -> dict:
        """``result`` (a game's) with the final ranks, statuses and standings (see below)."""
        self._rank_result(result)
        return result

    def _rank_result(self, result: dict) -> None:
        """The final ranks (resigned and taken-over seats after every playing one), each seat's
        status and ``standing``, and the winners by those ranks: a seat's ``won`` and the
        result's ``winners`` (when the game gives them) are those ranked first that may win
        (``eligible``), so a rank never contradicts them."""
        statuses = [s.status for s in self.seats]
        entries = result["seats"]
        ranks = final_ranks([e["rank"] for e in entries], statuses)
        for entry in entries:
            status = statuses[entry["seat"]]
            entry["status"] = status
            entry["rank"] = ranks[entry["seat"]]
            own = entry.pop("standing", None)
            entry["standing"] = status if status != PLAYING else own or FINISHED
        winners = _winners(result)
        for entry in entries:
            if "won" in entry:
                entry["won"] = entry["seat"] in winners
        if "winners" in result:
            result["winners"] = winners

    # --- Acting -----------------------------------------------------------------------------

    def act(self, seat: int, action: Action | dict) -> list[Event]:
        """A person's action for ``seat``, then the bots up to the next person's decision.

        Checks in the contract's order: game over, the seat's status (resigned, taken over),
        whose turn it is, then the action's own rules (RuleViolation, nothing changed).
        """
        self._check_can_act(seat)
        if type(action) is dict:
            action = self.game.parse_action(action)
        out = self._apply(seat, action, "")
        self._autoplay(out)
        return out

    def play_deferred(self) -> list[Event]:
        """The first pending slow bot's move (``deferred``), then the fast bots after it, up to
        the next person's or slow bot's decision; no events when none is pending."""
        pending = self.deferred()
        if not pending:
            return []
        seat = pending[0]
        out = self._apply(seat, self._decide(seat, self.seats[seat].bot), "")
        self.bot_moves += 1
        self._autoplay(out)
        return out

    def resign(self, seat: int) -> list[Event]:
        """``seat`` resigns (in turn or not): the stand-in plays it for the rest of the game."""
        self._check_can_act(seat)
        out: list[Event] = []
        self._resign(seat, out)
        self._autoplay(out)
        return out

    def reclaim(self, seat: int) -> list[Event]:
        """``seat``'s person takes back the seat the stand-in took over after timeouts
        (play-contract, "Clocks, second version"): ``seat_reclaimed``, status ``playing``,
        no timeouts in a row. Checks: game over, a bot's seat, a resigned seat
        (``seat_resigned``), a seat that is not taken over (``seat_not_taken_over``)."""
        self._check_can_reclaim(seat)
        out: list[Event] = []
        self._reclaim(seat, out)
        self._autoplay(out)
        return out

    def hint(self, seat: int) -> list[Event]:
        """Log that ``seat`` asked for a hint (``hint_given``, told to every seat; the hint
        itself is ``engine.advice.hint``'s, from the seat's view). Checks: the table has hints
        (``hints_off``), then as ``act`` does up to whose turn it is (``not_your_turn`` when
        the seat has no decision to make)."""
        self._check_can_hint(seat)
        out: list[Event] = []
        self._hint(seat, out)
        return out

    def check_can_hint(self, seat: int) -> None:
        """RuleViolation unless ``seat`` may ask for a hint now (``hint``'s checks): what an
        edge checks before it has the hint computed."""
        self._check_can_hint(seat)

    def _check_can_hint(self, seat: int) -> None:
        if not self.hints:
            raise RuleViolation("hints_off")
        self._check_can_act(seat)
        if seat not in self.waiting_for():
            raise RuleViolation("not_your_turn", waiting_for=list(self.waiting_for()))

    def _hint(self, seat: int, out: list[Event]) -> None:
        emit(self.state, out, "hint_given", seat, {})
        self.log += f"?{seat} "

    def _check_can_reclaim(self, seat: int) -> None:
        if self.game.is_over(self.state):
            raise RuleViolation("game_over")
        holder = self.seats[seat]
        if holder.bot is not None:
            raise RuleViolation("bot_seat", seat=seat)
        if holder.status == RESIGNED:
            raise RuleViolation("seat_resigned", seat=seat)
        if holder.status != TAKEN_OVER:
            raise RuleViolation("seat_not_taken_over", seat=seat)

    def _reclaim(self, seat: int, out: list[Event]) -> None:
        holder = self.seats[seat]
        holder.status, holder.timeouts = PLAYING, 0
        emit(self.state, out, "seat_reclaimed", seat, {})
        self.log += f"+{seat} "

    def time_out(self, seat: int) -> list[Event]:
        """``seat``'s decision is overdue: the stand-in makes it (``timed_out``); the third in a
        row hands it the seat for good (``seat_taken_over``). Then the bots move."""
        if seat not in self.waiting_for():
            raise RuleViolation("not_your_turn", waiting_for=list(self.waiting_for()))
        out: list[Event] = []
        self._time_out(seat, self._decide(seat, STAND_IN), out)
        self._autoplay(out)
        return out

    def replay_entry(
        self,
        seat: int,
        action: Action | None,
        *,
        timeout: bool = False,
        reclaim: bool = False,
        hint: bool = False,
    ) -> list[Event]:
        """Apply one recorded log entry, checked, without moving the bots (what rebuilding a
        game from an export goes through: ``engine.export``).

        ``action`` None is ``seat``'s resignation; ``timeout`` marks the stand-in's ``action``
        on an overdue seat's behalf. Raises RuleViolation, changing nothing, unless ``create``,
        ``act``, ``resign`` and ``time_out`` could have logged this entry next: while the game
        waits for a bot, resigned or taken-over seat, the next entry is that seat's action (the
        first such seat in ``to_act``; else ``not_your_turn``); a resignation passes
        ``resign``'s checks; a timeout is a waiting person's; then the game's own rules.
        ``reclaim`` (``action`` None) is ``seat``'s reclaiming, checked as ``reclaim`` does
        (it moves nothing, so it may come while the game waits for any seat); ``hint``
        (``action`` None) is ``seat``'s asking for a hint, checked as ``hint`` does.
        """
        if hint:
            self._check_can_hint(seat)
            out_hinted: list[Event] = []
            self._hint(seat, out_hinted)
            return out_hinted
        if self.game.is_over(self.state):
            raise RuleViolation("game_over")
        if reclaim:
            self._check_can_reclaim(seat)
            out_reclaimed: list[Event] = []
            self._reclaim(seat, out_reclaimed)
            return out_reclaimed
        pending = next((s for s in self.game.to_act(self.state) if not self.seats[s].person), None)
        if pending is not None and (seat != pending or action is None or timeout):
            raise RuleViolation("not_your_turn", waiting_for=[pending])
        out: list[Event] = []
        if action is None:
            self._check_can_act(seat)
            self._resign(seat, out)
        elif timeout:
            if seat not in self.waiting_for():
                raise RuleViolation("not_your_turn", waiting_for=list(self.waiting_for()))
            holder = self.seats[seat]
            before = holder.timeouts, holder.status, self.state.seq
            try:
                self._time_out(seat, action, out)
            except RuleViolation:
                holder.timeouts, holder.status, self.state.seq = before
                raise
        else:
            out += self._apply(seat, action, "")
        return out

    def check_can_act(self, seat: int) -> None:
        """RuleViolation unless ``seat`` may act now as far as the table is concerned (the
        game goes on, a person holds the seat and plays it); the game's own rules come next."""
        self._check_can_act(seat)

    def _check_can_act(self, seat: int) -> None:
        if self.game.is_over(self.state):
            raise RuleViolation("game_over")
        holder = self.seats[seat]
        if holder.bot is not None:
            raise RuleViolation("bot_seat", seat=seat)
        if holder.status == RESIGNED:
            raise RuleViolation("seat_resigned", seat=seat)
        if holder.status == TAKEN_OVER:
            raise RuleViolation("seat_taken_over", seat=seat)

    def _apply(self, seat: int, action: Action, mark: str) -> list[Event]:
        sole = self.game.to_act(self.state) == (seat,)
        out = self.game.apply_action(self.state, seat, action)
        holder = self.seats[seat]
        if holder.person and not mark:
            holder.timeouts = 0
        token = action.token()
        self.log += f"{mark}{token} " if sole else f"{mark}{seat}:{token} "
        if self.game.is_over(self.state) and any(s.status != PLAYING for s in self.seats):
            self._rank_final_event(out)
        return out

    def _rank_final_event(self, out: list[Event]) -> None:
        """``game_over`` names the winners by the final ranks (resigned seats last)."""
        for i, event in enumerate(out):
            if event.type == "game_over":
                out[i] = event.with_params(winners=_winners(self.result()))  # type: ignore[arg-type]

    def _resign(self, seat: int, out: list[Event]) -> None:
        self.seats[seat].status = RESIGNED
        emit(self.state, out, "resigned", seat, {})
        self.log += f"~{seat} "

    def _time_out(self, seat: int, action: Action, out: list[Event]) -> None:
        holder = self.seats[seat]
        holder.timeouts += 1
        self.timeouts_applied += 1
        self.bot_moves += 1
        emit(self.state, out, "timed_out", seat, {})
        if holder.timeouts >= TIMEOUTS_TO_TAKE_OVER:
            holder.status = TAKEN_OVER
            emit(self.state, out, "seat_taken_over", seat, {"reason": "timeout"})
        out += self._apply(seat, action, "!")

    def _autoplay(self, out: list[Event]) -> None:
        """Let every bot (and stand-in) the game waits for decide, until a person must."""
        game, state, seats = self.game, self.state, self.seats
        while True:
            for seat in game.to_act(state):
                if not seats[seat].person:
                    if self.defer and self._slow(seat):
                        return  # left to ``play_deferred``
                    out += self._apply(seat, self._decide(seat, seats[seat].bot or STAND_IN), "")
                    self.bot_moves += 1
                    break
            else:
                return

    def _decide(self, seat: int, bot: str) -> Action:
        """What ``bot`` plays for ``seat``: from the seat's view and legal actions only."""
        view = self.game.view(self.state, seat)
        decide = bot_function(self.game, bot)
        choice = decide(view, view["legal_actions"], self._bot_random(seat))  # type: ignore[misc]
        return self.game.parse_action(choice)

    def _bot_random(self, seat: int) -> random.Random:
        """A generator for one bot decision, derived one-way from the seed and the event count
        (so it replays, and reveals nothing about the game's own generator)."""
        setup = self.game.setup_of(self.state)
        key = f"{setup.seed}:{self.state.seq}:{seat}".encode()
        return random.Random(int.from_bytes(hashlib.blake2b(key, digest_size=8).digest(), "big"))

    # --- Replaying and storing -----------------------------------------------------------

    def replay(self) -> tuple[Table, list[Event]]:
        """The same game rebuilt from its setup and log: the same table and every event."""
        fresh, events = self.restarted()
        for entry in self.log.split():
            events += fresh.apply_entry(fresh.read_entry(entry))
        return fresh, events

    def restarted(self) -> tuple[Table, list[Event]]:
        """The game as it was created, before its log's first entry: its setup, each seat's
        bot (every seat playing), the table's options; and the events of setting it up."""
        game = self.game
        state, events = game.new_game(game.setup_of(self.state))
        seats = [Seat(s.bot) for s in self.seats]
        return Table(game, state, seats, hints=self.hints, tutorial=self.tutorial), events

    def read_entry(self, entry: str) -> LogEntry:
        """One entry of the log as this table, at the point it was made, reads it (an action
        made while the game waited for one seat does not name it). ValueError if it is none."""
        mark = entry[0]
        if mark in "~+?":
            return LogEntry({"~": RESIGN, "+": RECLAIM, "?": HINT}[mark], int(entry[1:]))
        timeout = mark == "!"
        body = entry[1:] if timeout else entry
        head, colon, token = body.partition(":")
        if colon:
            seat = int(head)
        else:
            token = body
            (seat,) = self.game.to_act(self.state)
        return LogEntry(TIMEOUT if timeout else ACTION, seat, self.game.action_from_token(token))

    def apply_entry(self, entry: LogEntry) -> list[Event]:
        """Apply an entry of this table's own log as it was logged (unchecked: the log is the
        table's; ``replay_entry`` checks one from elsewhere), without moving the bots."""
        out: list[Event] = []
        kind, seat, action = entry
        if kind == RESIGN:
            self._resign(seat, out)
        elif kind == RECLAIM:
            self._reclaim(seat, out)
        elif kind == HINT:
            self._hint(seat, out)
        elif kind == TIMEOUT:
            self._time_out(seat, action, out)  # type: ignore[arg-type]
        else:
            out += self._apply(seat, action, "")  # type: ignore[arg-type]
        return out

    def to_data(self) -> list:
        """The table as JSON-ready data: schema, game id, seats, log, the game's state, and
        the table's options that are on (``OPTIONS``), when any is."""
        data = [
            SCHEMA_VERSION,
            self.game.info.id,
            [[s.bot, s.status, s.timeouts] for s in self.seats],
            self.log,
            self.game.to_data(self.state),
        ]
        options = {name: True for name in OPTIONS if getattr(self, name)}
        if options:
            data.append(options)
        return data

    @classmethod
    def from_data(cls, data: object, defer: bool = False) -> Table:
        """The table of ``to_data``'s data (SchemaError if it is not one); ``defer``: leave
        slow bots' moves pending."""
        if not isinstance(data, list) or len(data) not in (5, 6) or data[0] != SCHEMA_VERSION:
            raise SchemaError(f"not a table of schema version {SCHEMA_VERSION}")
        _, game_id, seats, log, state, *rest = data
        options = rest[0] if rest else {}
        if not isinstance(options, dict) or not set(options) <= set(OPTIONS):
            raise SchemaError("not a table's options")
        try:
            game = get_game(game_id)
        except (KeyError, TypeError):
            raise SchemaError(f"no game {game_id!r}") from None
        seats = [Seat(*s) for s in seats]
        flags = {name: bool(options.get(name)) for name in OPTIONS}
        return cls(game, game.from_data(state), seats, log, defer, **flags)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Table) and self.to_data() == other.to_data()

    __hash__ = None  # type: ignore[assignment]


def final_ranks(ranks: Sequence[int], statuses: Sequence[str]) -> list[int]:
    """Ranks with every resigned or taken-over seat after every playing one (play-contract).

    Within each group the game's own order stands (equal ranks share a place, the next is
    skipped); ``ranks`` are the game's ranks by its rules alone.
    """
    playing = [s for s, status in enumerate(statuses) if status == PLAYING]
    others = [s for s, status in enumerate(statuses) if status != PLAYING]
    final = [0] * len(ranks)
    for group, offset in ((playing, 0), (others, len(playing))):
        for s in group:
            final[s] = offset + 1 + sum(1 for t in group if ranks[t] < ranks[s])
    return final


def _winners(result: dict) -> list[int]:
    """The seats ranked first that may win at all: every seat, unless the game's result names
    the ``eligible`` ones (1347: the plague's survivors; nobody when none survives)."""
    eligible = result.get("eligible")
    return [
        e["seat"]
        for e in result["seats"]
        if e["rank"] == 1 and (eligible is None or e["seat"] in eligible)
    ]
