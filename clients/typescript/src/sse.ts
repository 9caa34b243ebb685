// Server-Sent Events, parsed as the HTML standard says: fields `event`, `data`, `id` and
// `retry`; `data` over several lines joined with newlines; comment lines (`: keep-alive`)
// ignored; an event dispatched on a blank line. Lines may end in CRLF, LF or CR, and a chunk of
// the body may end anywhere, even between a CR and its LF.

export interface ServerSentEvent {
  readonly event: string;
  readonly data: string;
  readonly id: string | null;
}

/** Splits text arriving in chunks into lines, whatever their line ends. */
export class LineSplitter {
  private buffer = "";
  private lastWasCR = false;

  push(chunk: string): string[] {
    const lines: string[] = [];
    let text = chunk;
    if (this.lastWasCR && text.startsWith("\n")) text = text.slice(1);
    this.lastWasCR = false;
    let start = 0;
    for (let i = 0; i < text.length; i++) {
      const char = text[i];
      if (char !== "\n" && char !== "\r") continue;
      lines.push(this.buffer + text.slice(start, i));
      this.buffer = "";
      if (char === "\r") {
        if (i + 1 === text.length) this.lastWasCR = true;
        else if (text[i + 1] === "\n") i++;
      }
      start = i + 1;
    }
    this.buffer += text.slice(start);
    return lines;
  }
}

/** Feed it lines; it returns an event when a blank line completes one. `lastEventId` persists
 * across events (and reconnections), as in the standard; `retry` is the server's reconnection
 * delay in milliseconds, if it sent one. */
export class SSEParser {
  lastEventId: string | null;
  retry: number | null = null;
  private event = "";
  private data: string[] = [];

  constructor(lastEventId: string | null = null) {
    this.lastEventId = lastEventId;
  }

  feed(line: string): ServerSentEvent | null {
    if (line === "") return this.dispatch();
    if (line.startsWith(":")) return null;
    const colon = line.indexOf(":");
    const name = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? "" : line.slice(colon + 1);
    if (value.startsWith(" ")) value = value.slice(1);
    if (name === "event") this.event = value;
    else if (name === "data") this.data.push(value);
    else if (name === "id" && !value.includes("\0")) this.lastEventId = value;
    else if (name === "retry" && /^[0-9]+$/.test(value)) this.retry = Number(value);
    return null;
  }

  private dispatch(): ServerSentEvent | null {
    const lines = this.data;
    const event = this.event || "message";
    this.event = "";
    this.data = [];
    if (lines.length === 0) return null;
    return { event, data: lines.join("\n"), id: this.lastEventId };
  }
}
