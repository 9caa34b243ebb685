"""The early game of a browser test played over HTTP with the seat's token, so that the page
opens at the point the test is about and clicks only what the test is about
(docs/testing-log.md, "Browser tests' CPU"): the clicks before that point cost the browser's
CPU and check nothing the test asserts.

The seat plays the first legal action its own view offers (``tests.api.helpers.first_legal``:
bids at their minimum, payments from the hand), unless ``choose`` says otherwise; the fast bots
move within each request.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from typing import Any

import requests

from tests.api.helpers import first_legal, hand_of, payment
from tests.api.test_1347_http import fill

View = dict[str, Any]

#: What a page of 1347 may meet while its seat's decisions go over HTTP: the preview it asks
#: 150 ms after showing a decision (``game1347/controls.js``) comes after that decision was
#: taken, and is refused (422) as the decision is no longer the seat's; the page drops the
#: answer, as it does when the seat plays from another device. For ``Watch.expect``.
STALE_PREVIEW = r"HTTP 422: .*/preview$|console error: Failed to load resource.*422"


class Seat:
    """A person's seat of a game created over HTTP at ``url`` (the site's)."""

    def __init__(self, url: str, game_id: str, token: str) -> None:
        self.url, self.game_id, self.token = url, game_id, token
        self.session = requests.Session()
        self.session.headers["Authorization"] = f"Bearer {token}"

    @classmethod
    def of(cls, url: str, page: Any) -> Seat:
        """The seat a page's table holds (the game and token in its address)."""
        fragment = dict(part.split("=", 1) for part in page.url.split("#", 1)[1].split("&"))
        return cls(url, fragment["g"], fragment["t"])

    @classmethod
    def create(cls, url: str, bots: list[str], seed: int, **fields: Any) -> Seat:
        """A game (Biblios unless ``fields`` say otherwise) whose seat 0 is a person and the
        others ``bots``, dealt by ``seed``."""
        body = {
            "game": "biblios",
            "seats": [{}] + [{"bot": bot} for bot in bots],
            "seed": seed,
            **fields,
        }
        created = requests.post(f"{url}/v1/games", json=body, timeout=10)
        assert created.status_code == 201, created.text
        data = created.json()
        return cls(url, data["id"], data["seats"][0]["token"])

    def path(self, lang: str) -> str:
        """The table's address in the web client, for ``open_page``."""
        return f"/play/#g={self.game_id}&t={self.token}&l={lang}"

    def view(self) -> View:
        seen = self.session.get(f"{self.url}/v1/games/{self.game_id}", timeout=10)
        assert seen.status_code == 200, seen.text
        return seen.json()

    def play_until(
        self,
        done: Callable[[View], bool],
        choose: Callable[[View], dict] = first_legal,
        actions: int = 400,
    ) -> View:
        """Act as the seat (``choose``) until ``done(view)`` of its own view, or the game's
        end; the view then. Fails if neither comes within ``actions`` of the seat's."""
        for _ in range(actions):
            view = self.view()
            if done(view) or view["phase"] == "over":
                return view
            if view["seat"] not in view["to_act"]:
                time.sleep(0.02)  # a slow bot's move, on the worker
                continue
            action = choose(view)
            moved = self.session.post(
                f"{self.url}/v1/games/{self.game_id}/actions",
                json=action,
                headers={"If-Match": f'"{view["version"]}"'},
                timeout=10,
            )
            assert moved.status_code == 200, (action, moved.text)
        raise AssertionError(f"not done after {actions} actions")

    def play_one(self, choose: Callable[[View], dict] = first_legal) -> View:
        """Make the seat's next decision (``choose``), once its turn comes; the view then."""
        played: list[dict] = []

        def once(view: View) -> dict:
            played.append(choose(view))
            return played[-1]

        return self.play_until(lambda _: bool(played), once)


def offers(kind: str, **template: Any) -> Callable[[View], bool]:
    """Whether the seat's view offers an action of type ``kind`` whose template has each of
    ``template``'s keys (a value of ``...``: any value)."""

    def done(view: View) -> bool:
        return view["seat"] in view["to_act"] and any(
            t["type"] == kind
            and all(k in t and (v is ... or t[k] == v) for k, v in template.items())
            for t in view["legal_actions"]
        )

    return done


def bidding(view: View) -> dict:
    """Bid the minimum whenever a bid is offered (so as to win auctions), else the first
    legal action."""
    bid = next((t for t in view["legal_actions"] if t["type"] == "bid"), None)
    return {"type": "bid", "amount": bid["min"]} if bid else first_legal(view)


def bidding_up_to(limit: int) -> Callable[[View], dict]:
    """What ``tests.browser.table.decide`` clicks, over HTTP: a bid at the minimum when that is
    at most ``limit`` (else a pass), a payment when the hand covers it (else a refusal), the
    first legal action otherwise."""

    def choose(view: View) -> dict:
        legal = {t["type"]: t for t in reversed(view["legal_actions"])}  # the first of each
        if "bid" in legal and legal["bid"]["min"] <= min(limit, legal["bid"]["max"]):
            return {"type": "bid", "amount": legal["bid"]["min"]}
        if "pass" in legal:
            return {"type": "pass"}
        if "pay" in legal:
            template, hand = legal["pay"], hand_of(view)
            gold = sum(c["value"] for c in hand if c["kind"] == "gold")
            if len(hand) >= template.get("count", 0) and gold >= template.get("at_least", 0):
                return payment(view, template)
            return {"type": "refuse"}
        return first_legal(view)

    return choose


def caught_up(page: Any, view: View) -> None:
    """Wait until the page shows the game at ``view``'s version (its stream has brought it)."""
    page.wait_for_function(
        "v => document.querySelector('.game')?.dataset.version === v",
        arg=str(view["version"]),
        polling=20,
    )


def at_random(seed: int) -> Callable[[View], dict]:
    """A legal action of 1347 at random, its selections filled at random
    (``tests.api.test_1347_http.fill``), from a generator seeded with ``seed``."""
    rnd = random.Random(seed)
    return lambda view: fill(rnd, rnd.choice(view["legal_actions"]))


def page_shows(page: Any, selector: str, least: int = 1) -> Callable[[View], bool]:
    """A ``done`` for ``Seat.play_until``: once the page has caught up with the view, whether
    it shows at least ``least`` elements matching ``selector``."""

    def done(view: View) -> bool:
        caught_up(page, view)
        return page.locator(selector).count() >= least

    return done
