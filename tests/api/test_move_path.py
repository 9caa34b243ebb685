"""The path of one move through ``api``: its route, the request reader, the service, the
presenter, and no climb back (issue 37; ``api.http.reading`` says how a route reads).

What counts, recorded with ``sys.setprofile`` over one in-process move (``POST
/v1/games/{id}/actions`` through the Flask test client), from the moment the route's own code
(``api.http.routes.games.act``) starts until it returns:

- only frames of modules under ``api`` count, and not those of ``api.i18n`` (the words) or
  ``api.games`` (each game's own edge: what is game-specific, reached through the registry);
- the path is the route and the modules the route itself calls: the modules it hands the move
  to. What one of those calls beneath it (the reader its services, the store, the tokens, the
  portal registry, the JSON writer; the service the store, the clocks, the outbox; the
  presenter the clocks) is that module's own business: the store and what stands beside it;
- a climb back is a call, from anything beneath the route, into a module of the path other than
  the caller's own (the service calling the route or the reader, the body cache calling the
  route back...): a reader of the code would have to climb back up to follow it.

Before issue 37 the same move crossed seven modules of the HTTP edge alone (the route, access,
reading, body_cache, responses, serving, problems) with two climbs back (the body cache calling
the route's validator, the service calling the route's ``If-Match`` test).
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from types import FrameType
from typing import Any

from api.http.routes import games as game_routes
from tests.api.helpers import Api, act, create_game, first_legal, view_of

ROUTE = "api.http.routes.games"
#: The modules a move hands itself to: a change here is a deliberate one.
PATH = {ROUTE, "api.http.reading", "api.play.service", "api.play.presenting"}
_LEFT_OUT = ("api.i18n", "api.games")


def _counted(module: str | None) -> bool:
    return (
        module is not None
        and (module == "api" or module.startswith("api."))
        and not (module in _LEFT_OUT or module.startswith(tuple(m + "." for m in _LEFT_OUT)))
    )


def _module(frame: FrameType | None) -> str | None:
    """The nearest module that counts among ``frame`` and its callers."""
    while frame is not None:
        module = frame.f_globals.get("__name__")
        if _counted(module):
            return module
        frame = frame.f_back
    return None


def calls_under(route: Callable[..., Any], run: Callable[[], Any]) -> set[tuple[str, str]]:
    """The calls (caller's module, callee's module) between modules that count while ``route``'s
    code runs during ``run()``."""
    code = route.__code__
    depth = 0
    calls: set[tuple[str, str]] = set()

    def profile(frame: FrameType, event: str, arg: Any) -> None:
        nonlocal depth
        if frame.f_code is code:
            depth += 1 if event == "call" else -1 if event == "return" else 0
            return
        if depth <= 0 or event != "call":
            return
        callee = frame.f_globals.get("__name__")
        caller = _module(frame.f_back)
        if _counted(callee) and caller is not None and caller != callee:
            calls.add((caller, callee))

    sys.setprofile(profile)
    try:
        run()
    finally:
        sys.setprofile(None)
    return calls


def path_and_climbs(
    calls: set[tuple[str, str]], route: str
) -> tuple[set[str], set[tuple[str, str]]]:
    """The path (the route and what it calls) and the climbs back among ``calls``."""
    path = {route} | {callee for caller, callee in calls if caller == route}
    climbs = {(caller, callee) for caller, callee in calls if caller != route and callee in path}
    return path, climbs


def test_the_path_check_finds_a_climb_and_a_fifth_module() -> None:
    calls = {
        (ROUTE, "api.http.reading"),
        (ROUTE, "api.http.responses"),
        ("api.http.reading", "api.http.serving"),
        ("api.play.service", ROUTE),
        (ROUTE, "api.play.service"),
    }
    path, climbs = path_and_climbs(calls, ROUTE)
    assert path == {ROUTE, "api.http.reading", "api.http.responses", "api.play.service"}
    assert climbs == {("api.play.service", ROUTE)}


def test_a_move_crosses_its_route_the_reader_the_service_and_the_presenter(client: Api) -> None:
    game = create_game(client, 2)
    own = view_of(client, game, 0)
    replies = []
    calls = calls_under(
        game_routes.act,
        lambda: replies.append(act(client, game, 0, first_legal(own), match=game.version)),
    )
    assert replies[0].status == 200, replies[0]
    path, climbs = path_and_climbs(calls, ROUTE)
    assert path == PATH
    assert not climbs
    # what the recorder saw beneath: the store reached, the answer written
    assert ("api.play.service", "api.play.store") in calls
    assert ("api.http.reading", "api.http.responses") in calls
