"""Fair shuffles (play-contract: "Fair shuffles and game export"): the seed derivation, the
commitment, the ``fairness`` object per mode, the server seed hidden until the end."""

from __future__ import annotations

import hashlib
import secrets

import pytest

from engine.fairness import (
    COMMITTED,
    FIXED_DECK,
    MODES,
    SEEDED,
    Fairness,
    commitment,
    derive_seed,
)

SERVER_SEED = bytes(range(32))
# Computed apart from Python (``openssl dgst -sha256`` of the same bytes), so that an error
# shared by the module and this test's own hashlib computation would still show.
SEED_EMPTY_CLIENT = 7137586562153591654
SEED_ANA = 10065802194789130057
COMMITMENT = "630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd"


def independent_seed(server_seed: bytes, client_seed: str) -> int:
    """The contract's sentence, step by step."""
    digest = hashlib.sha256()
    digest.update(server_seed)
    digest.update(client_seed.encode("utf-8"))
    first8 = digest.digest()[:8]
    seed = 0
    for byte in first8:  # big-endian, unsigned
        seed = seed * 256 + byte
    return seed


def test_known_vectors():
    assert derive_seed(SERVER_SEED, "") == SEED_EMPTY_CLIENT
    assert derive_seed(SERVER_SEED, "Ana ♞") == SEED_ANA
    assert commitment(SERVER_SEED) == COMMITMENT


@pytest.mark.parametrize("client_seed", ["", "a", "Ana ♞", "x" * 64, "游戏-42"])
def test_the_seed_is_the_first_8_bytes_of_sha256_of_server_then_client_seed(client_seed):
    for server_seed in (SERVER_SEED, bytes(32), b"\xff" * 32, secrets.token_bytes(32)):
        seed = derive_seed(server_seed, client_seed)
        assert seed == independent_seed(server_seed, client_seed)
        assert 0 <= seed < 2**64


def test_the_client_seed_changes_the_seed_and_the_order_matters():
    assert derive_seed(SERVER_SEED, "a") != derive_seed(SERVER_SEED, "b")
    # server ‖ client, not client ‖ server: the 32 bytes come first
    swapped = hashlib.sha256(b"a" + SERVER_SEED).digest()[:8]
    assert derive_seed(SERVER_SEED, "a") != int.from_bytes(swapped, "big")


def test_the_commitment_is_the_hex_sha256_of_the_32_bytes():
    server_seed = secrets.token_bytes(32)
    assert commitment(server_seed) == hashlib.sha256(server_seed).hexdigest()
    assert len(commitment(server_seed)) == 64 and commitment(server_seed).islower()


def test_a_server_seed_is_32_bytes():
    for wrong in (b"", bytes(31), bytes(33)):
        with pytest.raises(ValueError):
            derive_seed(wrong, "")
        with pytest.raises(ValueError):
            commitment(wrong)
    with pytest.raises(TypeError):
        derive_seed(SERVER_SEED.hex(), "")  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        derive_seed(SERVER_SEED, b"client")  # type: ignore[arg-type]


def test_committed_fairness_hides_the_server_seed_until_revealed():
    server_seed = secrets.token_bytes(32)
    fairness = Fairness.committed(server_seed, "Ana's seed")
    hidden = fairness.to_json(revealed=False)
    assert hidden == {
        "mode": COMMITTED,
        "commitment": hashlib.sha256(server_seed).hexdigest(),
        "client_seed": "Ana's seed",
        "server_seed": None,
    }
    assert server_seed.hex() not in str(hidden)
    revealed = fairness.to_json(revealed=True)
    assert list(revealed) == ["mode", "commitment", "client_seed", "server_seed"]
    assert revealed == {**hidden, "server_seed": server_seed.hex()}
    assert fairness.seed() == independent_seed(server_seed, "Ana's seed")
    assert fairness.matches_commitment()


def test_the_default_client_seed_is_empty():
    fairness = Fairness.committed(SERVER_SEED)
    assert fairness.client_seed == "" and fairness.seed() == SEED_EMPTY_CLIENT
    assert fairness.to_json(revealed=True)["server_seed"] == SERVER_SEED.hex()


@pytest.mark.parametrize(
    "make, mode", [(Fairness.seeded, SEEDED), (Fairness.fixed_deck, FIXED_DECK)]
)
def test_seeded_and_fixed_deck_modes_carry_no_seeds(make, mode):
    fairness = make()
    for revealed in (False, True):
        assert fairness.to_json(revealed) == {
            "mode": mode,
            "commitment": None,
            "client_seed": None,
            "server_seed": None,
        }
    assert not fairness.matches_commitment()
    with pytest.raises(ValueError):
        fairness.seed()


def test_from_json_reads_back_every_mode():
    values = [Fairness.committed(secrets.token_bytes(32), "c"), Fairness.seeded()]
    values.append(Fairness.fixed_deck())
    assert {v.mode for v in values} == set(MODES)
    for value in values:
        assert Fairness.from_json(value.to_json(revealed=True)) == value
    hidden = Fairness.from_json(values[0].to_json(revealed=False))
    assert hidden.server_seed is None and not hidden.matches_commitment()
    with pytest.raises(ValueError):
        hidden.seed()


def test_a_tampered_server_seed_does_not_match_the_commitment():
    fairness = Fairness.committed(SERVER_SEED, "")
    other = Fairness(COMMITTED, fairness.commitment, "", bytes(32).hex())
    assert not other.matches_commitment()
    assert other.seed() != fairness.seed()


def committed(**changes: object) -> dict:
    """A committed fairness object with some fields changed."""
    return {**Fairness.committed(SERVER_SEED, "").to_json(revealed=True), **changes}


@pytest.mark.parametrize(
    "data",
    [
        None,
        [],
        {"mode": "committed"},
        {"mode": "lucky", "commitment": None, "client_seed": None, "server_seed": None},
        {"mode": "seeded", "commitment": COMMITMENT, "client_seed": None, "server_seed": None},
        {"mode": "fixed_deck", "commitment": None, "client_seed": "", "server_seed": None},
        {"mode": "committed", "commitment": "ab", "client_seed": "", "server_seed": None},
        {
            "mode": "committed",
            "commitment": COMMITMENT.upper(),
            "client_seed": "",
            "server_seed": None,
        },
        {"mode": "committed", "commitment": COMMITMENT, "client_seed": None, "server_seed": None},
        {"mode": "committed", "commitment": COMMITMENT, "client_seed": 7, "server_seed": None},
        {
            "mode": "committed",
            "commitment": COMMITMENT,
            "client_seed": "x" * 65,
            "server_seed": None,
        },
        {"mode": "committed", "commitment": COMMITMENT, "client_seed": "", "server_seed": "00"},
        {
            "mode": "committed",
            "commitment": COMMITMENT,
            "client_seed": "",
            "server_seed": "zz" * 32,
        },
        {**Fairness.seeded().to_json(True), "extra": 1},
    ],
)
def test_malformed_fairness_objects_are_refused(data):
    with pytest.raises(ValueError):
        Fairness.from_json(data)


def test_fairness_is_a_frozen_value():
    fairness = Fairness.seeded()
    with pytest.raises(AttributeError):
        fairness.mode = COMMITTED  # type: ignore[misc]
    assert Fairness.committed(SERVER_SEED, "a") == Fairness.committed(SERVER_SEED, "a")
