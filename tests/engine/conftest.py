"""What the engine's tests over every game share: the test-only Nim registered beside the
shipped games while a module that plays it runs."""

from __future__ import annotations

import pytest

import engine
from tests.games.nim.rules import GAME as NIM


@pytest.fixture(scope="module")
def nim_registered():
    engine.register(NIM)
    yield
    engine.unregister(NIM.info.id)
