"""A whole game read in Spanish, French and Russian: prompts, event log, errors (issue 4).

Every sentence a player reads during a full game is checked for English left behind: the
prompts of every view, the events of every action, the whole log, the error details of illegal
moves tried along the way, and the final view. Only the players' names may stay as they are.
"""

from __future__ import annotations

import random
import re

import pytest

from tests.api.helpers import Api, Step, act, bearer, create_game, play

NAMES = ["Ana", "Boris", "Chen"]
# English words that none of the three languages uses ("Pigments" is French, "dice" and "a"
# are Spanish, "passes" and "pays" are French: they are not listed).
ENGLISH = re.compile(
    r"\b(the|cards?|players?|bids?|you|your|auction|penalty|discards?|waiting|gold|wins?|"
    r"takes?|keeps?|passed|drew|public space|turn|church|monks?|books?|manuscripts?|"
    r"face-(?:up|down))\b",
    re.IGNORECASE,
)
# Letters each language writes with: a sentence must use its own script.
SCRIPT = {
    "es": re.compile(r"[a-záéíóúñ]", re.I),
    "fr": re.compile(r"[a-zàâçéèêëîïôûù]", re.I),
    "ru": re.compile(r"[а-яё]", re.I),
}


def english_words(text: str) -> list[str]:
    for name in NAMES:
        text = text.replace(name, "")
    return ENGLISH.findall(text)


@pytest.mark.parametrize("lang", ["es", "fr", "ru"])
def test_a_whole_game_reads_in_one_language(client: Api, lang: str) -> None:
    game = create_game(client, 3, seed=2024, names=NAMES)
    query = {"lang": lang}
    texts: list[tuple[str, str]] = []
    rnd = random.Random(7)

    def on_step(step: Step) -> None:
        texts.append(("prompt", step.view["prompt"]))
        texts.extend(("event", event["text"]) for event in step.reply.json["events"])
        if step.seat is not None and len(texts) % 23 == 0:  # an illegal move now and then
            other = (step.reply.json["view"]["to_act"] or [0])[0] + 1
            reply = act(client, game, other % 3, {"type": "pass"}, query=query)
            assert reply.status == 422 and reply.headers["Content-Language"] == lang
            texts.append(("error", reply.json["detail"]))
            texts.append(("title", reply.json["title"]))

    final = play(client, game, rnd, on_step=on_step, lang=lang)
    assert final["phase"] == "over"
    texts.append(("prompt", final["prompt"]))
    log = client.get(game.path + "/events", headers=bearer(game.tokens[0]), query=query).json
    texts.extend(("log", event["text"]) for event in log["events"])
    for seat_result in final["result"]["seats"]:
        assert seat_result["name"] == NAMES[seat_result["seat"]]

    kinds = {kind for kind, _ in texts}
    assert {"prompt", "event", "error", "log"} <= kinds
    for kind, text in texts:
        assert text.strip(), kind
        assert not english_words(text), f"{lang} {kind}: {text!r}"
        assert SCRIPT[lang].search(text), f"{lang} {kind}: {text!r}"
        assert "%(" not in text and "{" not in text, f"{lang} {kind}: {text!r}"
