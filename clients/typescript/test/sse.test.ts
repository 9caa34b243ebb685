// Server-Sent Events parsed as the HTML standard says, whatever the chunks' boundaries.
import assert from "node:assert/strict";
import { test } from "node:test";

import { LineSplitter, SSEParser, type ServerSentEvent } from "../src/index.js";

const STREAM = ': keep-alive\n\nid: 18\nevent: update\ndata: {"a":\ndata:  1}\n\nretry: 2000\ndata\n\nevent: end\r\ndata: {}\r\n\r\n';

function parse(chunks: string[]): { events: ServerSentEvent[]; parser: SSEParser } {
  const lines = new LineSplitter();
  const parser = new SSEParser();
  const events: ServerSentEvent[] = [];
  for (const chunk of chunks) {
    for (const line of lines.push(chunk)) {
      const event = parser.feed(line);
      if (event !== null) events.push(event);
    }
  }
  return { events, parser };
}

test("events, ids, multi-line data, comments and retry, in one chunk or one character at a time", () => {
  const expected: ServerSentEvent[] = [
    { event: "update", data: '{"a":\n 1}', id: "18" },
    { event: "message", data: "", id: "18" },
    { event: "end", data: "{}", id: "18" },
  ];
  for (const chunks of [[STREAM], [...STREAM], STREAM.match(/[\s\S]{1,5}/g) ?? []]) {
    const { events, parser } = parse(chunks);
    assert.deepEqual(events, expected);
    assert.equal(parser.retry, 2000);
  }
});

test("a CR at a chunk's end and its LF in the next make one line end", () => {
  const { events } = parse(["data: x\r", "\n\r", "\n"]);
  assert.deepEqual(events, [{ event: "message", data: "x", id: null }]);
});
