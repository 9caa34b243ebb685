"""Host-side helpers of scripts/container-test (standard library only).

    python3 docker/container_test.py free-ports N
    python3 docker/container_test.py play URL [URL...]
    python3 docker/container_test.py create URL
    python3 docker/container_test.py wait-game URL GAME_ID SECONDS
    python3 docker/container_test.py durable-before URL STATE
    python3 docker/container_test.py durable-after URL STATE KILLED_AT SENTINEL_PORT MASTER OLD_PORT
    python3 docker/container_test.py layers IMAGE.tar
    python3 docker/container_test.py context-fixture DIR
    python3 docker/container_test.py context-check LISTING

Each prints what it found and exits non-zero, saying why, when a check fails.
"""

from __future__ import annotations

import json
import re
import socket
import subprocess
import sys
import tarfile
import time
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any
from uuid import uuid4

MOVES = 8
#: The files of each game's table in the web client.
TABLE_FILES = ("table.js", "style.css")
SITE = "opt/venv/lib/python3.11/site-packages"
# A dependency's file and a project file: which image layer brings each.
DEPENDENCY_FILE = f"{SITE}/flask/__init__.py"
PROJECT_PREFIXES = (f"{SITE}/api/", f"{SITE}/engine/")

# The build context's allow-list (.dockerignore), tried on a made-up tree: what must get in,
# and what must stay out (secrets, bench and test files, local state, caches).
CONTEXT_IN = (
    "pyproject.toml",
    "requirements.lock",
    "gunicorn.conf.py",
    "engine/__init__.py",
    "engine/biblios/game.py",
    "api/__init__.py",
    "api/credentials.py",
    "locales/messages.pot",
    "locales/fr/LC_MESSAGES/messages.po",
    "docker/healthcheck.py",
    "docker/build-requirements.lock",
)
CONTEXT_OUT = (
    ".env",
    ".env.production",
    "api/.env",
    "secrets/token.txt",
    "api/client_secret.json",
    "aws_credentials",
    "id_rsa",
    "id_ed25519.pub",
    "server.pem",
    "api/tls.key",
    "deploy/cert.crt",
    "bench/load.py",
    "bench/moves.lua",
    "tests/test_games.py",
    "scripts/serve",
    "docs/container.md",
    ".git/config",
    ".venv/bin/python",
    "var/redis/appendonly.aof",
    "api/__pycache__/games.cpython-311.pyc",
    "engine/rules.pyc",
    "biblios_api.egg-info/PKG-INFO",
    "locales/fr/LC_MESSAGES/messages.mo",
    ".hypothesis/examples/x",
    "README.md",
    "Makefile",
    "Dockerfile",
    "compose.yaml",
    "docker/redis.Dockerfile",
    "docker/image_checks.py",
)


def fail(text: str) -> None:
    print(f"container_test: FAIL: {text}", file=sys.stderr)
    sys.exit(1)


def request(
    method: str, url: str, body: Any = None, token: str | None = None, key: str | None = None
) -> tuple[int, Any]:
    headers = {"Accept": "application/json"}
    if key:
        headers["Idempotency-Key"] = key
    data = None
    if body is not None:
        headers["Content-Type"] = "application/json"
        data = json.dumps(body).encode()
    if token:
        headers["Authorization"] = f"Bearer {token}"
    req = urllib.request.Request(url, data=data, headers=headers, method=method)
    try:
        with urllib.request.urlopen(req, timeout=10) as response:
            return response.status, json.load(response)
    except urllib.error.HTTPError as exc:
        text = exc.read().decode(errors="replace")
        try:
            return exc.code, json.loads(text)
        except ValueError:
            return exc.code, text


def create(url: str) -> dict:
    status, game = request("POST", f"{url}/v1/games", {"game": "biblios", "players": 2, "seed": 1})
    if status != 201:
        fail(f"POST /v1/games on {url}: {status} {game}")
    return game


def concrete(action: dict) -> bool:
    """Whether a legal action can be sent as it is (not a template with ranges)."""
    return not set(action) & {"min", "max", "at_least", "count", "options"}


def play(urls: list[str]) -> None:
    """Create a game on the first server and play MOVES legal actions, turn by turn across all
    servers (they share one Redis), checking versions, views and a localized prompt."""
    game = create(urls[0])
    game_id = game["id"]
    tokens = {seat["seat"]: seat["token"] for seat in game["seats"]}
    version = game["version"]
    print(f"created game {game_id} on {urls[0]} (version {version}, seats {sorted(tokens)})")
    for move in range(MOVES):
        url = urls[move % len(urls)]
        status, spectator = request("GET", f"{url}/v1/games/{game_id}")
        if status != 200:
            fail(f"GET /v1/games/{game_id} on {url}: {status} {spectator}")
        if spectator["version"] != version:
            fail(f"{url} sees version {spectator['version']}, expected {version}")
        if not spectator["to_act"]:
            print("the game is over")
            break
        seat = spectator["to_act"][0]
        status, view = request("GET", f"{url}/v1/games/{game_id}", token=tokens[seat])
        if status != 200 or view.get("seat") != seat:
            fail(f"seat {seat}'s view on {url}: {status} {view}")
        legal = [a for a in view["legal_actions"] if concrete(a)]
        if not legal:
            print(f"no ready-made legal action for seat {seat}: {view['legal_actions']}")
            break
        action = legal[0]
        status, answer = request(
            "POST", f"{url}/v1/games/{game_id}/actions", action, token=tokens[seat]
        )
        if status != 200:
            fail(f"seat {seat} {action} on {url}: {status} {answer}")
        if answer["view"]["version"] <= version:
            fail(f"the version did not move: {answer['view']['version']}")
        version = answer["view"]["version"]
        events = ", ".join(e["type"] for e in answer["events"])
        print(f"move {move + 1} on {url}: seat {seat} {action} -> version {version} ({events})")
        if move == 0:
            other = next(s for s in tokens if s != seat)
            status, problem = request(
                "POST", f"{url}/v1/games/{game_id}/actions", action, token=tokens[other]
            )
            if status != 422 or not isinstance(problem, dict) or not problem.get("code"):
                fail(f"out-of-turn action: expected a 422 problem, got {status} {problem}")
            print(f"out-of-turn action refused: {status} {problem['code']}")
    prompts = {}
    for lang in ("en", "fr"):
        status, view = request("GET", f"{urls[-1]}/v1/games/{game_id}?lang={lang}")
        if status != 200 or not view.get("prompt"):
            fail(f"GET ?lang={lang}: {status} {view}")
        prompts[lang] = view["prompt"]
    if prompts["en"] == prompts["fr"]:
        fail(f"the French prompt is the English one: {prompts['en']!r} (catalogs not found?)")
    print(f"prompt en: {prompts['en']!r}; fr: {prompts['fr']!r}")
    if version < 3:
        fail(f"only {version} moves were played")
    web_client(urls[0])


def table_folders() -> list[str]:
    """Each game's table folder in the checkout's web client (all but the vendored files)."""
    play = Path(__file__).resolve().parents[1] / "api" / "static" / "play"
    return sorted(p.name for p in play.iterdir() if p.is_dir() and p.name != "vendor")


def web_client(url: str) -> None:
    """The web client is in the image: its page, and the versioned files it names and loads
    (the shared scripts and stylesheet, each game's table and stylesheet)."""
    try:
        with urllib.request.urlopen(f"{url}/play/", timeout=10) as response:
            page = response.read().decode()
    except urllib.error.HTTPError as exc:
        fail(f"GET /play/: {exc.code} (the web client's files are not in the image?)")
    found = re.search(r'href="/play/([0-9a-f]+)/style\.css"', page)
    if found is None:
        fail(f"GET /play/: no versioned stylesheet in {page[:300]!r}")
    files = ["app.js", "games.js", "style.css", "vendor/preact.mjs"]
    files += [f"{folder}/{name}" for folder in table_folders() for name in TABLE_FILES]
    for name in files:
        try:
            with urllib.request.urlopen(f"{url}/play/{found[1]}/{name}", timeout=10) as response:
                size = len(response.read())
        except urllib.error.HTTPError as exc:
            fail(f"GET /play/<version>/{name}: {exc.code}")
        if not size:
            fail(f"GET /play/<version>/{name}: empty")
    print(f"the web client is served: /play/ and {len(files)} of its files")


def wait_game(url: str, game_id: str, seconds: float) -> None:
    deadline = time.monotonic() + seconds
    while True:
        try:
            status, body = request("GET", f"{url}/v1/games/{game_id}")
        except OSError as exc:
            status, body = 0, str(exc)
        if status == 200:
            print(f"game {game_id} is there (version {body['version']})")
            return
        if time.monotonic() > deadline:
            fail(f"game {game_id} not found on {url} after {seconds} s: {status} {body}")
        time.sleep(0.5)


#: The durable profile's failover (compose.yaml): seconds within which the API and the worker
#: must follow the promoted replica (docs/durability.md), and the clocked game's turn.
FOLLOW = 10.0
TURN = 5


def settled(method: str, url: str, body: Any, token: str | None, seconds: float) -> tuple:
    """Send a write with an ``Idempotency-Key`` until it is answered (not 503, not refused
    connections) or ``seconds`` pass: the same key settles a write whose outcome was unknown."""
    key = uuid4().hex
    deadline = time.monotonic() + seconds
    while True:
        try:
            status, answer = request(method, url, body, token, key=key)
        except OSError as exc:
            status, answer = 0, str(exc)
        if status not in (0, 502, 503, 504) or time.monotonic() > deadline:
            return status, answer
        time.sleep(0.2)


def first_move(url: str, game: dict, tokens: dict, seconds: float) -> int:
    """One legal move of the seat to act; the game's version after it."""
    game_id = game["id"]
    status, spectator = request("GET", f"{url}/v1/games/{game_id}")
    if status != 200:
        fail(f"GET /v1/games/{game_id}: {status} {spectator}")
    seat = spectator["to_act"][0]
    status, view = request("GET", f"{url}/v1/games/{game_id}", token=tokens[seat])
    if status != 200:
        fail(f"seat {seat}'s view: {status} {view}")
    action = next(a for a in view["legal_actions"] if concrete(a))
    path = f"{url}/v1/games/{game_id}/actions"
    status, answer = settled("POST", path, action, tokens[seat], seconds)
    if status != 200:
        fail(f"seat {seat} {action} on game {game_id}: {status} {answer}")
    return answer["view"]["version"]


def durable_before(url: str, state: str) -> None:
    """Before the primary's kill: a game with a move played, and a clocked game whose clock
    runs (its timeout falls due after the kill: the worker must apply it on the new primary)."""
    created = {}
    for name, body in (
        ("game", {"game": "biblios", "players": 2, "seed": 1}),
        ("clocked", {"game": "biblios", "players": 2, "seed": 2, "turn_seconds": TURN}),
    ):
        # The first creation waits for the replicas and the Sentinels to be up.
        status, game = settled("POST", f"{url}/v1/games", body, None, 90)
        if status != 201:
            fail(f"POST /v1/games in durable mode: {status} {game}")
        tokens = {seat["seat"]: seat["token"] for seat in game["seats"]}
        version = first_move(url, game, tokens, 10)
        created[name] = {"id": game["id"], "tokens": tokens, "version": version}
        print(f"durable mode: {name} {game['id']} created, a move played (version {version})")
    Path(state).write_text(json.dumps(created), encoding="utf-8")


def redis_cli(*args: str) -> str:
    done = subprocess.run(["redis-cli", "--raw", *args], capture_output=True, text=True, timeout=5)
    return done.stdout.strip()


def durable_after(url: str, state: str, killed_at: float, sentinel: str, master: str, old: str):
    """After ``kill`` of the primary at ``killed_at`` (epoch seconds): the Sentinels promote a
    replica, a move is acknowledged within FOLLOW s of the kill on a game whose earlier move is
    still there, and the worker applies the clocked game's timeout on the new primary."""
    created = json.loads(Path(state).read_text(encoding="utf-8"))
    game, clocked = created["game"], created["clocked"]
    tokens = {int(seat): token for seat, token in game["tokens"].items()}  # JSON keys: text
    deadline = killed_at + FOLLOW
    version = None
    while time.time() < deadline:
        try:
            status, spectator = request("GET", f"{url}/v1/games/{game['id']}")
        except OSError:
            status = 0
        if status == 200:
            version = spectator["version"]
            break
        time.sleep(0.2)
    if version is None:
        fail(f"game {game['id']} not readable within {FOLLOW} s of the kill")
    if version < game["version"]:
        fail(f"the acknowledged move is lost: version {version} < {game['version']}")
    after = first_move(url, {"id": game["id"]}, tokens, max(0.0, deadline - time.time()))
    acknowledged = time.time() - killed_at
    if after != game["version"] + 1 or acknowledged > FOLLOW:
        fail(
            f"after the kill: version {after} in {acknowledged:.1f} s "
            f"(expected {game['version'] + 1} within {FOLLOW} s)"
        )
    print(
        f"failover: a move acknowledged {acknowledged:.1f} s after the kill (version {after}); "
        f"the move acknowledged before it is there"
    )
    address = redis_cli("-p", sentinel, "sentinel", "get-master-addr-by-name", master).split()
    if len(address) != 2 or address[1] == old:
        fail(f"the Sentinels name {address} as {master}, not a promoted replica")
    key = f"biblios:game:{{{clocked['id']}}}"
    limit = killed_at + TURN + FOLLOW
    while time.time() < limit:
        stored = redis_cli("-h", address[0], "-p", address[1], "hget", key, "v")
        if stored and int(stored) > clocked["version"]:
            print(
                f"the worker applied the clock's timeout on the new primary ({address[1]}) "
                f"{time.time() - killed_at:.1f} s after the kill"
            )
            return
        time.sleep(0.2)
    fail(f"the worker did not apply the clocked game's timeout within {TURN + FOLLOW} s")


def layers(archive: str) -> None:
    """From `docker save`: the dependencies come in one layer, the project in a later one."""
    with tarfile.open(archive) as outer:
        manifest = json.load(outer.extractfile("manifest.json"))  # type: ignore[arg-type]
        names = manifest[0]["Layers"]
        dependency_layers, project_layers = [], []
        for index, name in enumerate(names):
            with tarfile.open(fileobj=outer.extractfile(name)) as layer:
                members = layer.getnames()
            if DEPENDENCY_FILE in members:
                dependency_layers.append(index)
            if any(m.startswith(PROJECT_PREFIXES) for m in members):
                project_layers.append(index)
    print(
        f"{len(names)} layers; {DEPENDENCY_FILE} in {dependency_layers}, "
        f"the project's code in {project_layers}"
    )
    if len(dependency_layers) != 1 or len(project_layers) != 1:
        fail("the dependencies and the project should each be in exactly one layer")
    if dependency_layers[0] >= project_layers[0]:
        fail("the dependency layer does not come before the code layer")


def context_fixture(directory: str) -> None:
    root = Path(directory)
    for name in (*CONTEXT_IN, *CONTEXT_OUT):
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(f"{name}\n", encoding="utf-8")


def context_check(listing: str) -> None:
    got = {line.strip() for line in Path(listing).read_text().splitlines() if line.strip()}
    leaked = sorted(got - set(CONTEXT_IN))
    missing = sorted(set(CONTEXT_IN) - got)
    if leaked or missing:
        fail(f".dockerignore: let in {leaked}; kept out {missing}")
    print(f".dockerignore: {len(CONTEXT_IN)} files in, {len(CONTEXT_OUT)} kept out")


def free_ports(count: int) -> None:
    sockets = []
    for _ in range(count):
        sock = socket.socket()
        sock.bind(("127.0.0.1", 0))
        sockets.append(sock)
    print(" ".join(str(sock.getsockname()[1]) for sock in sockets))
    for sock in sockets:
        sock.close()


def main(argv: list[str]) -> None:
    if len(argv) < 2:
        fail(__doc__ or "")
    command, args = argv[1], argv[2:]
    if command == "free-ports":
        free_ports(int(args[0]))
    elif command == "play":
        play(args)
    elif command == "create":
        print(create(args[0])["id"])
    elif command == "wait-game":
        wait_game(args[0], args[1], float(args[2]))
    elif command == "durable-before":
        durable_before(args[0], args[1])
    elif command == "durable-after":
        durable_after(args[0], args[1], float(args[2]), args[3], args[4], args[5])
    elif command == "layers":
        layers(args[0])
    elif command == "context-fixture":
        context_fixture(args[0])
    elif command == "context-check":
        context_check(args[0])
    else:
        fail(f"unknown command {command}")


if __name__ == "__main__":
    main(sys.argv)
