"""A game's creation sent with an ``Idempotency-Key`` (``POST /v1/games``), made safe to retry.

The key settles a creation whose answer was lost or whose write the replicas did not confirm
in time (503 ``outcome_unknown``): the same caller sending the same key with the same body gets
the first creation's answer again (the same game, the same seat tokens), and nothing is created
twice. The same key with another body is 422 ``idempotency_key_reused``.

- **Per caller.** A key is scoped to who sends it (``api.http.reading.Call.identity``: a portal in
  closed mode, else the client's address): the game's id is derived from the caller and the key
  (:func:`game_id`), so two callers' keys never meet, and in a cluster everything the creation
  writes is in the game's slot.
- **Atomic.** What a retry needs (the request's fingerprint, the seat tokens) is written by the
  creation's own script, in the game's hash (``store.CREATION``), with the game: the game
  exists exactly when its key's answer does, for as long as the game is kept (an unplayed game
  for the unplayed TTL, a played one longer).
- **Sealed.** The store keeps only the seat tokens' hashes; the tokens a replay must answer
  again are kept encrypted with a key derived from the caller and the ``Idempotency-Key``
  (which the store never holds), so a copy of the store alone does not reveal them.

Pure functions (no I/O).
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

#: Bytes of a derived game id: 16 URL-safe characters, as a random id's
#: (``secrets.token_urlsafe(12)``).
ID_BYTES = 12


@dataclass(frozen=True)
class CreationKey:
    """A creation's ``Idempotency-Key`` with its caller and its request's fingerprint."""

    caller: str
    key: str
    fingerprint: str

    def _secret(self, purpose: bytes) -> bytes:
        material = purpose + b"\0" + self.caller.encode() + b"\0" + self.key.encode()
        return hashlib.sha256(material).digest()

    def game_id(self) -> str:
        """The id of the game this key creates (the same for each retry)."""
        digest = self._secret(b"biblios-creation-id")[:ID_BYTES]
        return base64.urlsafe_b64encode(digest).decode().rstrip("=")

    def seal(self, tokens: list[str | None]) -> str:
        """What the store keeps: the fingerprint and the tokens, encrypted."""
        sealed = [
            None if t is None else self._crypt(seat, t.encode()).hex()
            for seat, t in enumerate(tokens)
        ]
        return json.dumps({"f": self.fingerprint, "t": sealed}, separators=(",", ":"))

    def matches(self, kept: str) -> bool:
        """Whether ``kept`` (from :meth:`seal`) is this very request's."""
        return hmac.compare_digest(str(json.loads(kept).get("f", "")), self.fingerprint)

    def tokens(self, kept: str) -> list[str | None]:
        """The seat tokens sealed in ``kept`` (check :meth:`matches` first)."""
        sealed = json.loads(kept)["t"]
        return [
            None if t is None else self._crypt(seat, bytes.fromhex(t)).decode()
            for seat, t in enumerate(sealed)
        ]

    def _crypt(self, seat: int, data: bytes) -> bytes:
        """``data`` XOR a keystream (HMAC-SHA256 in counter mode) of this seat's."""
        secret = self._secret(b"biblios-creation-seal")
        stream = b""
        block = 0
        while len(stream) < len(data):
            stream += hmac.new(secret, f"{seat}:{block}".encode(), hashlib.sha256).digest()
            block += 1
        return bytes(a ^ b for a, b in zip(data, stream, strict=False))


def fingerprint(body: Mapping[str, Any]) -> str:
    """The fingerprint of a creation's request body (key order and spacing do not count)."""
    canonical = json.dumps(body, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(canonical.encode()).hexdigest()
