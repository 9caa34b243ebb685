"""The servers the tests start stay in the starting test's session (support/__init__.py): a
session of their own would be an autogroup of its own, which Linux gives as much CPU as all of
the test's processes together, whatever niceness ``scripts/test`` starts a pass at."""

from __future__ import annotations

import os

from support.redis_server import RedisServer


def test_a_server_leads_its_own_group_in_the_tests_session() -> None:
    with RedisServer() as server:
        pid = server.pid
        assert pid is not None
        assert os.getpgid(pid) == pid  # a Ctrl-C in the terminal is pytest's, not the server's
        assert os.getsid(pid) == os.getsid(0)
