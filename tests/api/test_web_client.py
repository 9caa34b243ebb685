"""The reference web client's server side (``api/http/routes/web_client.py``): the page and
its headers, versioned assets, the labels in four languages, and the client's budget and
self-containment. The client itself is tested in a real browser (``tests/browser/``)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from api import games
from api.http.routes import web_client_labels as play_texts
from api.http.routes.web_client import STATIC
from api.i18n import SUPPORTED
from engine.registry import INSTALLED as engine_installed
from tests.api.helpers import Api

#: Every label the client uses, of every installed game's table.
TEXTS = play_texts.labels(games.serve())

OWN_FILES = [p for p in STATIC.rglob("*") if p.is_file() and "vendor" not in p.parts]
SCRIPTS_AND_STYLES = [p for p in STATIC.rglob("*") if p.suffix in (".js", ".mjs", ".css")]
#: JS + CSS a player's browser loads, uncompressed: issue 12's bound, held for the page with
#: every screen opened (the lobby, a table, the replay) and one game's table, as the page loads
#: each game's modules and the replay only when they are needed (``games.js``, ``app.js``).
BUDGET = 150 * 1024
#: Every file of the client, both games' tables included: a bound on its growth as a whole.
WHOLE_CLIENT_BUDGET = 200 * 1024


def page_assets(client: Api) -> list[str]:
    page = client.get("/play/").body.decode()
    return re.findall(r'(?:src|href)="(/play/[^"]+)"', page)


def test_the_page_and_its_headers(client: Api) -> None:
    reply = client.get("/play/")
    assert reply.status == 200 and reply.content_type == "text/html"
    csp = reply.headers["Content-Security-Policy"]
    assert "default-src 'none'" in csp and "script-src 'self'" in csp
    assert "connect-src 'self'" in csp and "frame-ancestors 'none'" in csp
    assert reply.headers["Referrer-Policy"] == "no-referrer"  # the fragment's token stays home
    assert reply.headers["X-Content-Type-Options"] == "nosniff"
    assert reply.headers["Cache-Control"] == "no-cache"
    again = client.get("/play/", headers={"If-None-Match": reply.headers["ETag"]})
    assert again.status == 304
    assert "<script>" not in reply.body.decode()  # no inline script: the CSP forbids it


#: The page's words before its script runs, in each language (title, loading line, noscript).
PAGE_WORDS = {
    "en": ("Board games", "Loading…", "Turn on JavaScript to play in the browser."),
    "es": ("Juegos de mesa", "Cargando…", "Para jugar en el navegador, activa JavaScript."),
    "fr": ("Jeux de société", "Chargement…", "Pour jouer dans le navigateur, activez JavaScript."),
    "ru": ("Настольные игры", "Загрузка…", "Чтобы играть в браузере, включите JavaScript."),
}


@pytest.mark.parametrize("lang", SUPPORTED)
def test_the_page_speaks_the_request_s_language_and_names_no_game(client: Api, lang: str) -> None:
    """Accept-Language (or ``?lang=``) chooses the page's language; no game is named before
    the script knows which one is on screen (it was "Biblios" during a game of 1347)."""
    title, loading, noscript = PAGE_WORDS[lang]
    for reply in (
        client.get("/play/", headers={"Accept-Language": f"{lang};q=0.9, de;q=0.5"}),
        client.get("/play/", query={"lang": lang}),
    ):
        page = reply.body.decode()
        assert reply.headers["Content-Language"] == lang
        assert "Accept-Language" in reply.headers["Vary"]
        assert f'<html lang="{lang}">' in page and f"<title>{title}</title>" in page
        assert f'<p class="boot">{loading}</p>' in page
        assert f'<noscript><p class="boot">{noscript}</p></noscript>' in page
        assert "Biblios" not in page and "__" not in page
    other = client.get("/play/", headers={"Accept-Language": "de"})
    assert other.headers["Content-Language"] == "en"  # an unsupported language: English


def test_play_without_the_slash_leads_to_the_page(client: Api) -> None:
    reply = client.get("/play")
    assert reply.status in (301, 308) and reply.headers["Location"].endswith("/play/")


def test_assets_are_versioned_and_cached_for_good(client: Api) -> None:
    assets = page_assets(client)
    assert {a.rsplit("/", 1)[1] for a in assets} >= {"app.js", "style.css", "icon.svg"}
    version = assets[0].split("/")[2]
    assert re.fullmatch(r"[0-9a-f]{16}", version)
    types = {".js": "text/javascript", ".mjs": "text/javascript", ".css": "text/css",
             ".svg": "image/svg+xml"}  # fmt: skip
    for path in assets:
        reply = client.get(path)
        assert reply.status == 200, path
        assert reply.content_type == types[Path(path).suffix]
        assert "immutable" in reply.headers["Cache-Control"]
        assert reply.headers["Content-Security-Policy"]
    for module in ("biblios/table.js", "game1347/table.js", "vendor/preact.mjs", "vendor/htm.mjs"):
        assert client.get(f"/play/{version}/{module}").status == 200
    assert client.get(f"/play/{version}/nothing.js").status == 404
    assert client.get(f"/play/{version}/../routes/play.py").status == 404
    assert client.get("/play/0123456789abcdef/app.js").status == 404  # another version


@pytest.mark.parametrize("lang", SUPPORTED)
def test_labels_in_every_language(client: Api, lang: str) -> None:
    reply = client.get(f"/play/texts/{lang}.json")
    assert reply.status == 200 and reply.headers["Content-Language"] == lang
    texts = reply.json["texts"]
    assert texts.keys() == TEXTS.keys()
    for key, text in texts.items():
        forms = text.values() if isinstance(text, dict) else [text]
        assert all(isinstance(f, str) and f.strip() for f in forms), key
    plural = texts["seats.cards"]
    categories = {
        "en": {"one", "other"},
        "es": {"one", "many", "other"},  # CLDR's "many": whole millions ("1 000 000 de cartas")
        "fr": {"one", "many", "other"},
        "ru": {"one", "few", "many"},
    }
    assert set(plural) == categories[lang] | {"zero"}  # "no cards in hand": a zero in words
    if lang == "ru":
        assert plural["few"].startswith("%(count)s карты")
    if lang == "es":
        assert plural["many"] == "%(count)s de cartas en la mano"
    if lang == "fr":
        assert plural["many"].startswith("%(count)s de cartes")
    if lang == "fr":
        assert texts["dice.title"] == "Plateau de Valeurs" and "réserve" in texts["hand.title"]
        assert texts["plague.hand"] == "Votre main"  # 1347's word, in its own context
        assert texts["plague.hand_count"]["many"] == "%(count)s de cartes en main"


def test_unknown_language_is_404(client: Api) -> None:
    assert client.get("/play/texts/de.json").status == 404


def test_every_label_used_is_defined_and_every_label_defined_is_used() -> None:
    """Labels are string literals "group.name" in the scripts (a few are chosen by a
    condition, some by a template: `turn.${to}`). The bots' names are not labels: each game's
    catalog names its own (``test_the_lobby_names_bots_from_the_games_catalog``)."""
    code = "\n".join(p.read_text() for p in STATIC.rglob("*.js"))
    groups = {key.split(".")[0] for key in TEXTS}
    literals = set(re.findall(r'"([a-z]+\.[a-z_]+)"', code))
    used = {key for key in literals if key.split(".")[0] in groups}
    assert "`turn.${to}`" in code
    used |= {f"turn.{to}" for to in ("keep", "auction", "public")}
    assert used - TEXTS.keys() == set(), "labels missing from play_texts"
    assert TEXTS.keys() - used == set(), "labels no longer used"


def test_the_lobby_names_bots_from_the_games_catalog() -> None:
    """The lobby offers the game type's `bot_levels` by the names and lines of the game's
    catalog (the seats, the final screen and the API name them from there too): the client has
    no bot's id or name of its own, nor a label for one."""
    lobby = (STATIC / "lobby.js").read_text()
    assert "game.bot_levels" in lobby and "catalog?.bots" in lobby
    for bot in ("random", "easy", "greedy", "expert"):
        assert f'"{bot}"' not in lobby
    assert not [key for key in TEXTS if "bot" in key]
    assert "at once" not in str(TEXTS["lobby.lead"])


def test_every_installed_game_has_a_table() -> None:
    """Each game the API serves has its table where `games.js` looks for it by the game's id
    alone: a folder named as the game's packages are (its id, or `game` and its id when the id
    does not start with a letter) whose `table.js` exports `Table` and `seatDetail`. The lobby
    offers what `GET /v1/game-types` lists (tests/api/test_game_types.py)."""
    games_js = (STATIC / "games.js").read_text()
    assert "(/^[a-z]/i.test(id) ? id : `game${id}`)" in games_js
    assert "tableModule(view.game)" in (STATIC / "game.js").read_text()
    assert 'api("/game-types")' in (STATIC / "lobby.js").read_text()
    for game in engine_installed:
        module = games.edge_module(game)
        folder = game if game[0].isalpha() else f"game{game}"
        assert folder == module.rsplit(".", 1)[1], game  # named as its edge's package
        table = (STATIC / folder / "table.js").read_text()
        assert "export function Table(" in table and "export function seatDetail(" in table


def _module_graph(*roots: Path) -> set[Path]:
    """``roots`` and every module they import, statically or with ``import("./x.js")``
    (a game's table, loaded with a template, is a root of its own)."""
    seen: set[Path] = set()
    todo = list(roots)
    while todo:
        module = todo.pop().resolve()
        if module in seen:
            continue
        seen.add(module)
        text = module.read_text(encoding="utf-8")
        for target in re.findall(r"""(?:from|import)\s*\(?\s*["'](\.{1,2}/[^"'`$]+)["']""", text):
            todo.append(module.parent / target)
    return seen


def test_what_a_page_loads_fits_the_budget() -> None:
    """For each game: the page's style, ``app.js`` and all it imports, the replay, and that
    game's table, style and modules: what a player who opens every screen downloads."""
    page = _module_graph(STATIC / "app.js", STATIC / "replay.js")
    assert STATIC / "lobby.js" in page and STATIC / "vendor" / "preact.mjs" in page
    for game_id in engine_installed:
        folder = STATIC / (game_id if game_id[0].isalpha() else f"game{game_id}")
        table = _module_graph(folder / "table.js")
        loaded = page | table | {STATIC / "style.css", folder / "style.css"}
        total = sum(p.stat().st_size for p in loaded if p.exists())
        assert total < BUDGET, f"{game_id}: JS + CSS loaded {total} bytes"


def test_the_whole_client_fits_its_budget() -> None:
    total = sum(p.stat().st_size for p in SCRIPTS_AND_STYLES)
    assert total < WHOLE_CLIENT_BUDGET, f"JS + CSS: {total} bytes"


def test_everything_comes_from_this_origin() -> None:
    for path in OWN_FILES:
        if path.suffix not in (".js", ".css", ".html"):
            continue
        text = path.read_text()
        assert not re.search(r"https?://|//[a-z0-9.-]+\.[a-z]{2,}/", text), path
        assert "@import" not in text and "url(" not in text, path
    for vendored in ("preact.mjs", "htm.mjs"):  # each with its licence
        assert (STATIC / "vendor" / vendored).is_file()
    assert {p.name for p in (STATIC / "vendor").glob("*LICENSE*")} == {
        "preact-LICENSE.txt",
        "htm-LICENSE.txt",
    }
