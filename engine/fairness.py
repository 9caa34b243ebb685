"""Fair shuffles: the game's seed from a committed server seed and a player's client seed.

play-contract, "Fair shuffles and game export": unless a game is created with a ``seed`` or a
``deck``, the server draws 32 random bytes (``server_seed``) and publishes their SHA-256 (the
commitment) at once; the game's RNG seed is the first 8 bytes, read as a big-endian unsigned
integer, of SHA-256(server_seed ‖ client_seed as UTF-8), where ``client_seed`` is a string the
creator may choose (default ``""``). The server seed is revealed once the game is over, so any
player can check that it matches the commitment and that it gives the game's seed.

Pure: drawing the 32 bytes (``secrets.token_bytes(32)``) is the API's job; this module takes
them as an argument. Hex digits are always lowercase.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from typing import Any, ClassVar

#: The number of bytes of a server seed.
SERVER_SEED_BYTES = 32
#: The longest client seed, in characters.
MAX_CLIENT_SEED = 64

COMMITTED, SEEDED, FIXED_DECK = "committed", "seeded", "fixed_deck"
#: Every fairness mode: the server's committed seed, the creator's ``seed``, the creator's
#: ``deck``.
MODES = (COMMITTED, SEEDED, FIXED_DECK)

_HEX = frozenset("0123456789abcdef")


def _check_server_seed(server_seed: bytes) -> None:
    if not isinstance(server_seed, bytes | bytearray):
        raise TypeError("the server seed is bytes")
    if len(server_seed) != SERVER_SEED_BYTES:
        raise ValueError(f"the server seed is {SERVER_SEED_BYTES} bytes, not {len(server_seed)}")


def derive_seed(server_seed: bytes, client_seed: str) -> int:
    """The game's RNG seed: the first 8 bytes of SHA-256(server_seed ‖ client_seed UTF-8), as a
    big-endian unsigned integer (0 ≤ seed < 2**64)."""
    _check_server_seed(server_seed)
    if not isinstance(client_seed, str):
        raise TypeError("the client seed is a string")
    digest = hashlib.sha256(bytes(server_seed) + client_seed.encode("utf-8")).digest()
    return int.from_bytes(digest[:8], "big")


def commitment(server_seed: bytes) -> str:
    """The commitment to a server seed: the hex SHA-256 of its 32 bytes."""
    _check_server_seed(server_seed)
    return hashlib.sha256(server_seed).hexdigest()


def is_hex(text: object, length: int) -> bool:
    """Whether ``text`` is a string of exactly ``length`` lowercase hex digits."""
    return isinstance(text, str) and len(text) == length and set(text) <= _HEX


@dataclass(frozen=True)
class Fairness:
    """How a game's shuffles can be checked: the contract's ``fairness`` object.

    ``committed``: ``commitment`` and ``client_seed`` are set and ``server_seed`` (hex) is known
    to the server (None only when read back from a document that hides it); ``seeded`` and
    ``fixed_deck``: all three are None. Make values with ``committed``, ``seeded``,
    ``fixed_deck`` or ``from_json``; the constructor checks them (ValueError).
    """

    mode: str
    commitment: str | None = None
    client_seed: str | None = None
    server_seed: str | None = None

    KEYS: ClassVar[tuple[str, ...]] = ("mode", "commitment", "client_seed", "server_seed")

    def __post_init__(self) -> None:
        if self.mode not in MODES:
            raise ValueError(f"the fairness mode is one of {', '.join(MODES)}, not {self.mode!r}")
        if self.mode != COMMITTED:
            if (self.commitment, self.client_seed, self.server_seed) != (None, None, None):
                raise ValueError(f"a {self.mode} game has no commitment, client or server seed")
            return
        if not is_hex(self.commitment, 64):
            raise ValueError("the commitment is 64 lowercase hex digits")
        if not isinstance(self.client_seed, str) or len(self.client_seed) > MAX_CLIENT_SEED:
            raise ValueError(f"the client seed is a string of at most {MAX_CLIENT_SEED} characters")
        if self.server_seed is not None and not is_hex(self.server_seed, 2 * SERVER_SEED_BYTES):
            raise ValueError(f"the server seed is {2 * SERVER_SEED_BYTES} lowercase hex digits")

    # --- Making ---------------------------------------------------------------------------

    @classmethod
    def committed(cls, server_seed: bytes, client_seed: str = "") -> Fairness:
        """A committed game's fairness from the server's 32 random bytes and the client seed."""
        return cls(COMMITTED, commitment(server_seed), client_seed, bytes(server_seed).hex())

    @classmethod
    def seeded(cls) -> Fairness:
        """A game created with a ``seed`` (its creator can know the deck)."""
        return cls(SEEDED)

    @classmethod
    def fixed_deck(cls) -> Fairness:
        """A game created with a ``deck``."""
        return cls(FIXED_DECK)

    @classmethod
    def from_json(cls, data: object) -> Fairness:
        """The value of a ``fairness`` object (``to_json``'s); ValueError if it is not one."""
        if not isinstance(data, dict) or set(data) != set(cls.KEYS):
            raise ValueError(f"a fairness object has exactly the keys {', '.join(cls.KEYS)}")
        return cls(data["mode"], data["commitment"], data["client_seed"], data["server_seed"])

    # --- Reading --------------------------------------------------------------------------

    def seed(self) -> int:
        """The game's seed of a committed game whose server seed is known (ValueError else)."""
        if self.mode != COMMITTED or self.server_seed is None or self.client_seed is None:
            raise ValueError("only a committed game with its server seed derives its seed")
        return derive_seed(bytes.fromhex(self.server_seed), self.client_seed)

    def matches_commitment(self) -> bool:
        """Whether the server seed is the one committed to (False when it is not known)."""
        if self.server_seed is None or self.commitment is None:
            return False
        return commitment(bytes.fromhex(self.server_seed)) == self.commitment

    def to_json(self, revealed: bool) -> dict[str, Any]:
        """The contract's ``fairness`` object; ``server_seed`` is null unless ``revealed``
        (once the game is over; never before)."""
        return {
            "mode": self.mode,
            "commitment": self.commitment,
            "client_seed": self.client_seed,
            "server_seed": self.server_seed if revealed else None,
        }
