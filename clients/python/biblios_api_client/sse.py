"""Server-Sent Events, parsed as the HTML standard says (event, id, data, retry; data over
several lines joined with newlines; comment lines such as ``: keep-alive`` ignored)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class ServerSentEvent:
    event: str
    data: str
    id: str | None


class SSEParser:
    """Feed it the stream's lines (without their line ends); it returns an event when a blank
    line completes one. ``last_event_id`` persists across events, as in the standard; ``retry``
    is the server's reconnection time in milliseconds, if it sent one."""

    def __init__(self) -> None:
        self.last_event_id: str | None = None
        self._event = ""
        self._data: list[str] = []
        self.retry: int | None = None

    def feed(self, line: str) -> ServerSentEvent | None:
        if line == "":
            return self._dispatch()
        if line.startswith(":"):
            return None  # a comment: the server's heartbeat
        name, colon, value = line.partition(":")
        if colon and value.startswith(" "):
            value = value[1:]
        if name == "event":
            self._event = value
        elif name == "data":
            self._data.append(value)
        elif name == "id":
            if "\0" not in value:
                self.last_event_id = value
        elif name == "retry" and value.isdigit():
            self.retry = int(value)
        return None

    def _dispatch(self) -> ServerSentEvent | None:
        lines, event = self._data, self._event or "message"
        self._event, self._data = "", []
        if not lines:
            return None  # no data field: nothing to dispatch
        return ServerSentEvent(event=event, data="\n".join(lines), id=self.last_event_id)
