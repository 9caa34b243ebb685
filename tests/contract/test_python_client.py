"""A Python client generated from openapi.yaml plays whole games, typed all the way.

openapi-python-client (the pinned version of the dev extra) generates a client package from the
committed document into a temporary directory; the client then plays complete games of Biblios
and of 1347 for 2, 3 and 4 players, in the four languages, against the app (through WSGI, on
the private Redis), as a front end would: spectators with the plain ``Client``, seats with an
``AuthenticatedClient``, actions built from the view's legal-action templates as the generated
models. Every answer must come back as the generated models: a view as ``ViewBiblios`` or
``View1347``, its cards, auction, legal actions and result as their own models, every event as
its type's model (``CardPlacedEventBiblios``, ``CardsDrawnEvent1347``...) with its parameters as the
type's own (``CardPlacedParamsBiblios``...), never a bare dict (:func:`assert_typed`,
:func:`assert_events`).
"""

from __future__ import annotations

import importlib
import random
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import attrs
import httpx
import pytest
from flask import Flask

from api import create_app
from api.config import Config
from api.http.serving import services_of
from support.once import built_once
from support.redis_server import RedisServer

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = "biblios_client"
BASE_URL = "http://biblios.test"


def generate_client(where: Path) -> None:
    """openapi-python-client's package of openapi.yaml, written to ``where``."""
    config = where / "config.yaml"
    config.write_text("post_hooks: []\n")  # no formatter run on the generated code
    generator = Path(sys.executable).with_name("openapi-python-client")
    if not generator.exists():
        pytest.fail("openapi-python-client is missing: pip install -e '.[dev]'")
    done = subprocess.run(
        [
            str(generator),
            "generate",
            "--path",
            str(ROOT / "openapi.yaml"),
            "--meta",
            "none",
            "--output-path",
            str(where / PACKAGE),
            "--config",
            str(config),
        ],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert "Warning" not in done.stdout + done.stderr, done.stdout + done.stderr


@pytest.fixture(scope="module")
def client_package(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ModuleType]:
    """The client generated from openapi.yaml (once in a run of several test processes:
    support/once.py), importable as ``biblios_client``."""
    where = built_once(tmp_path_factory, "generated-python-client", generate_client)
    sys.path.insert(0, str(where))
    try:
        yield importlib.import_module(PACKAGE)
    finally:
        sys.path.remove(str(where))
        for name in [m for m in sys.modules if m == PACKAGE or m.startswith(PACKAGE + ".")]:
            del sys.modules[name]


@pytest.fixture(scope="module")
def module_app(redis_server: RedisServer) -> Iterator[Flask]:
    """One app for the module's tests (building one builds its OpenAPI document): what it
    keeps between tests is what the API keeps between requests."""
    environ = {"REDIS_URL": redis_server.url, "BIBLIOS_CREATE_RATE_LIMIT": "off"}
    app = create_app(Config.from_env(environ))
    yield app
    services_of(app).store.close()


@pytest.fixture
def app(module_app: Flask, redis_url: str) -> Flask:
    """The module's app, on the private Redis (running, emptied before each test)."""
    return module_app


class Generated:
    """The generated package's parts, by name."""

    def __init__(self, package: ModuleType) -> None:
        self.client = importlib.import_module(f"{PACKAGE}.client")
        self.models = importlib.import_module(f"{PACKAGE}.models")
        self.types = importlib.import_module(f"{PACKAGE}.types")
        self.games = {
            name: importlib.import_module(f"{PACKAGE}.api.games.{name}")
            for name in ("create_game", "get_game", "act", "events")
        }

    def __getattr__(self, name: str) -> Any:
        return getattr(self.models, name)


def assert_typed(value: Any, where: str = "view") -> None:
    """No bare dict anywhere in ``value`` (a generated model), except the typed maps' own
    ``additional_properties`` (whose values are checked in turn)."""
    if attrs.has(type(value)):
        for attribute in attrs.fields(type(value)):
            inner = getattr(value, attribute.name)
            if attribute.name == "additional_properties":
                assert isinstance(inner, dict)
                for key, item in inner.items():
                    assert_typed(item, f"{where}[{key!r}]")
            else:
                assert_typed(inner, f"{where}.{attribute.name}")
    elif isinstance(value, list):
        for i, item in enumerate(value):
            assert_typed(item, f"{where}[{i}]")
    else:
        assert not isinstance(value, dict), f"{where} is a bare dict: {value!r}"


def assert_events(events: list, seen: set[str]) -> None:
    """Each event is the generated model of its type (``<Type>Event``, with its game's suffix
    for a game's own types), its ``params`` the model of that type's parameters
    (``<Type>Params``)."""
    for event in events:
        kind = event.type_.value
        camel = "".join(part.capitalize() for part in kind.split("_"))
        model = type(event).__name__
        assert model in (f"{camel}Event", f"{camel}EventBiblios", f"{camel}Event1347"), model
        params = type(event.params).__name__
        assert params == model.replace("Event", "Params", 1), (kind, params)
        assert_typed(event, kind)
        seen.add(kind)


# ----- playing -------------------------------------------------------------------------------


def biblios_action(g: Generated, view: Any, template: Any, rnd: random.Random) -> Any:
    """The action for a Biblios template, as the generated models."""
    if isinstance(template, g.BidTemplateBiblios):
        amount = min(template.min_ + rnd.randrange(3), template.max_)
        return g.BidActionBiblios(type_=g.BidActionBibliosType.BID, amount=amount)
    if isinstance(template, g.PayCardsTemplateBiblios):  # by `currency`: its fields are required
        hand = next(h for h in view.hands if h.seat == view.seat).cards
        cards = [card.id for card in rnd.sample(hand, template.count)]
        return g.PayActionBiblios(type_=g.PayActionBibliosType.PAY, cards=cards)
    if isinstance(template, g.PayGoldTemplateBiblios):
        hand = next(h for h in view.hands if h.seat == view.seat).cards
        golds = sorted(
            (c for c in hand if isinstance(c, g.GoldCardBiblios)), key=lambda c: -c.value
        )
        cards, total = [], 0
        for card in golds:
            if total >= template.at_least:
                break
            cards.append(card.id)
            total += card.value
        return g.PayActionBiblios(type_=g.PayActionBibliosType.PAY, cards=cards)
    as_sent = {
        g.PlaceTemplateBiblios: g.PlaceActionBiblios,
        g.TakeTemplateBiblios: g.TakeActionBiblios,
        g.ChurchTemplateBiblios: g.ChurchActionBiblios,
        g.PassTemplateBiblios: g.PassActionBiblios,
        g.RefuseTemplateBiblios: g.RefuseActionBiblios,
    }
    return as_sent[type(template)].from_dict(template.to_dict())


def pick(rnd: random.Random, selection: Any) -> list:
    return rnd.sample(selection.from_, rnd.randint(selection.min_, selection.max_))


def action_1347(g: Generated, template: Any, rnd: random.Random) -> Any:
    """The action for a 1347 template, each selection replaced by a choice of it."""
    if isinstance(template, g.SupplyTemplate1347):
        kind = g.SupplyAction1347Type.SUPPLY
        return g.SupplyAction1347(type_=kind, row=template.row, look=pick(rnd, template.look))
    if isinstance(template, g.EnterTemplate1347):
        kind = g.EnterAction1347Type.ENTER
        return g.EnterAction1347(type_=kind, row=template.row, cards=pick(rnd, template.cards))
    if isinstance(template, g.GiveTemplate1347):
        return g.GiveAction1347(type_=g.GiveAction1347Type.GIVE, cards=pick(rnd, template.cards))
    if isinstance(template, g.PerformTemplate1347):
        return g.PerformAction1347(
            type_=g.PerformAction1347Type.PERFORM,
            cards=pick(rnd, template.cards),
            look=pick(rnd, template.look),
        )
    as_sent = {
        g.PlayPassTemplate1347: g.PlayPassAction1347,
        g.ChooseLoserTemplate1347: g.ChooseLoserAction1347,
        g.DeclineTemplate1347: g.DeclineAction1347,
    }
    return as_sent[type(template)].from_dict(template.to_dict())


GAMES = [
    ("biblios", 2, "en"),
    ("biblios", 3, "es"),
    ("biblios", 4, "fr"),
    ("biblios", 2, "ru"),
    ("1347", 2, "ru"),
    ("1347", 3, "fr"),
    ("1347", 4, "es"),
    ("1347", 3, "en"),
]


@pytest.mark.parametrize(("game", "players", "lang"), GAMES)
def test_the_generated_client_plays_whole_games(
    client_package: ModuleType, app: Flask, game: str, players: int, lang: str
) -> None:
    g = Generated(client_package)
    wsgi = {"transport": httpx.WSGITransport(app=app)}
    spectator = g.client.Client(base_url=BASE_URL, httpx_args=wsgi, raise_on_unexpected_status=True)
    language = g.Lang(lang)
    games = g.games
    rnd = random.Random(f"{game}-{players}-{lang}")

    names = ["Ana", "Boris", "Chen", "Dana"][:players]
    if game == "biblios":
        body = g.CreateGameRequestBiblios(
            game=g.CreateGameRequestBibliosGame.BIBLIOS, players=players, names=names, seed=players
        )
        view_type = g.ViewBiblios
    else:
        body = g.CreateGameRequest1347(
            game=g.CreateGameRequest1347Game.GAME_1347,
            seats=[g.SeatRequest(name=name) for name in names],
            variant=g.CreateGameRequest1347Variant.FIRST_GAME,
            seed=players,
        )
        view_type = g.View1347
    created = games["create_game"].sync(client=spectator, body=body, lang=language)
    assert isinstance(created, g.CreateGameResponse), created
    assert isinstance(created.view, view_type)
    assert_typed(created, "created")
    seats = [
        g.client.AuthenticatedClient(
            base_url=BASE_URL, token=seat.token, httpx_args=wsgi, raise_on_unexpected_status=True
        )
        for seat in created.seats
    ]

    steps, seen_templates, seen_events = 0, set(), set()
    while True:
        public = games["get_game"].sync_detailed(created.id, client=spectator, lang=language)
        assert public.status_code == 200 and public.headers["Content-Language"] == lang
        view = public.parsed
        assert isinstance(view, view_type)
        if not view.to_act:
            break
        seat = view.to_act[0]
        own = games["get_game"].sync(created.id, client=seats[seat], lang=language)
        assert isinstance(own, view_type) and own.seat == seat
        assert_typed(own)
        assert own.legal_actions, own.prompt
        if game == "biblios":
            assert own.auction is None or isinstance(own.auction, g.AuctionViewBiblios)
            assert own.drawn is None or isinstance(
                own.drawn, g.CategoryCardBiblios | g.GoldCardBiblios | g.ChurchCardBiblios
            )
            assert isinstance(own.dice, g.ViewBibliosDice)
        template = rnd.choice(own.legal_actions)
        seen_templates.add(type(template).__name__)
        if game == "biblios":
            action = biblios_action(g, own, template, rnd)
        else:
            action = action_1347(g, template, rnd)
        answer = games["act"].sync(
            created.id, client=seats[seat], body=action, lang=language, if_match=f'"{own.version}"'
        )
        assert isinstance(answer, g.ActionResponse), (action, answer)
        assert isinstance(answer.view, view_type)
        assert_typed(answer, "answer")
        assert_events(answer.events, seen_events)
        steps += 1
        if steps == 1:  # a spectator's log, while the private parameters are hidden
            early = games["events"].sync(created.id, client=spectator, lang=language)
            assert isinstance(early, g.EventsResponse)
            assert_events(early.events, seen_events)
            model, name = (
                (g.CardDrawnEventBiblios, "card")
                if game == "biblios"
                else (g.CardsDealtEvent1347, "cards")
            )
            hidden = [getattr(e.params, name) for e in early.events if isinstance(e, model)]
            assert hidden and all(isinstance(value, g.types.Unset) for value in hidden)
        assert steps < 3000, "the game does not end"

    assert view.result is not None
    assert_typed(view)
    if game == "biblios":
        assert isinstance(view.result, g.ResultBiblios) and isinstance(
            view.result.categories, g.ResultBibliosCategories
        )
        assert {"PlaceTemplateBiblios", "BidTemplateBiblios"} <= seen_templates, seen_templates
    else:
        assert isinstance(view.result, g.Result1347)
        assert {"SupplyTemplate1347", "EnterTemplate1347"} <= seen_templates, seen_templates
        # the nun row, the population deck and the discard pile: population cards, typed so
        reveal = view.result.reveal
        assert all(isinstance(card, g.PopulationCard1347) for card in reveal.nun_row)
        assert all(isinstance(card, g.PopulationCard1347) for card in reveal.population_deck)
        assert all(isinstance(spot.card, g.PopulationCard1347) for spot in view.nun_row)
        assert all(isinstance(card, g.PopulationCard1347) for card in view.discard)
    log = games["events"].sync(created.id, client=seats[0], lang=language)
    assert isinstance(log, g.EventsResponse) and log.events
    assert_typed(log, "events")
    assert_events(log.events, seen_events)
    if game == "biblios":
        expected = {"game_created", "card_drawn", "card_placed", "auction_opened", "bid"}
        first = log.events[0]
        assert isinstance(first.params, g.GameCreatedParams)
        assert isinstance(first.params.first_seat, int)
    else:
        expected = {"game_created", "cards_dealt", "building_entered", "plague", "game_over"}
        dealt = [e for e in log.events if isinstance(e, g.CardsDealtEvent1347)]
        assert dealt and all(isinstance(e.params.cards, list) for e in dealt)  # revealed
    assert expected <= seen_events, seen_events

    # the export: the game's own member of the union, its result typed to the last field
    export = importlib.import_module(f"{PACKAGE}.api.export.export_game")
    document = export.sync(created.id, client=spectator, lang=language)
    if game == "biblios":
        assert isinstance(document, g.GameExportBiblios), document
        assert document.game == g.GameExportBibliosGame.BIBLIOS
        result = document.result
        assert isinstance(result, g.ExportResultBiblios)
        assert isinstance(result.categories, g.ExportResultBibliosCategories)
        assert all(
            isinstance(getattr(result.categories, name), g.CategoryResultBiblios)
            for name in ("monks", "pigments", "forbidden_tomes", "holy_books", "manuscripts")
        )
        assert all(isinstance(seat, g.ExportSeatResultBiblios) for seat in result.seats)
    else:
        assert isinstance(document, g.GameExport1347), document
        result = document.result
        assert isinstance(result, g.ExportResult1347)
        assert isinstance(result.classes, g.Classes1347)
        assert all(isinstance(seat, g.ExportSeatResult1347) for seat in result.seats)
        assert isinstance(result.reveal, g.ExportReveal1347)
        assert all(isinstance(card, str) for card in result.reveal.nun_row)
        assert all(isinstance(card, str) for hand in result.reveal.hands for card in hand)
    assert [seat.rank for seat in result.seats] == [seat.rank for seat in view.result.seats]
    assert {seat.status.value for seat in result.seats} == {"playing"}
    assert_typed(document, "export")


def test_a_problem_s_params_are_its_code_s_model(client_package: ModuleType, app: Flask) -> None:
    """``ProblemParams`` names each code's params model: a refused action's `params` load into
    it (``not_your_turn``: `waiting_for`, a seat; ``bid_too_low``... by their code)."""
    g = Generated(client_package)
    wsgi = {"transport": httpx.WSGITransport(app=app)}
    spectator = g.client.Client(base_url=BASE_URL, httpx_args=wsgi)
    body = g.CreateGameRequestBiblios(
        game=g.CreateGameRequestBibliosGame.BIBLIOS, players=2, seed=5
    )
    created = g.games["create_game"].sync(client=spectator, body=body)
    waiting = created.view.to_act[0]
    other = g.client.AuthenticatedClient(
        base_url=BASE_URL, token=created.seats[1 - waiting].token, httpx_args=wsgi
    )
    action = g.PassActionBiblios(type_=g.PassActionBibliosType.PASS)
    problem = g.games["act"].sync(created.id, client=other, body=action)
    assert isinstance(problem, g.ProblemOut) and problem.code.value == "not_your_turn"
    fields = {field.name: field for field in attrs.fields(g.ProblemParams)}
    model = fields["not_your_turn"].type
    model = getattr(g, model) if isinstance(model, str) else model
    assert model is g.NotYourTurnProblemParams
    params = g.NotYourTurnProblemParams.from_dict(problem.params.to_dict())
    assert params.waiting_for == waiting
