/**
 * A parser of a `text/event-stream` body (the server-sent events format of the HTML standard) fed in
 * chunks as they arrive: a chunk may end in the middle of a line, or between the `\r` and `\n` of one.
 * Only what the console's feed needs: `data` (several lines joined by "\n"), `event`, and comment
 * lines (the server's pings), which dispatch nothing.
 */
export interface SseMessage {
  /** "message" unless the event named itself. */
  event: string;
  data: string;
}

export interface SseParser {
  push(chunk: string): void;
}

export function createSseParser(onMessage: (message: SseMessage) => void): SseParser {
  let buffer = "";
  let data: string[] = [];
  let event = "";
  // A chunk that ended with "\r" may be followed by the "\n" of the same line ending.
  let skipNewline = false;

  const dispatch = () => {
    if (data.length > 0) onMessage({ event: event || "message", data: data.join("\n") });
    data = [];
    event = "";
  };

  const line = (text: string) => {
    if (text === "") return dispatch();
    if (text.startsWith(":")) return;
    const colon = text.indexOf(":");
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? "" : text.slice(colon + 1);
    if (value.startsWith(" ")) value = value.slice(1);
    if (field === "data") data.push(value);
    else if (field === "event") event = value;
  };

  return {
    push(chunk) {
      let text = chunk;
      if (skipNewline && text.startsWith("\n")) text = text.slice(1);
      skipNewline = false;
      buffer += text;
      for (;;) {
        const end = buffer.search(/[\r\n]/);
        if (end === -1) break;
        line(buffer.slice(0, end));
        const crlf = buffer[end] === "\r" && buffer[end + 1] === "\n";
        if (buffer[end] === "\r" && end === buffer.length - 1) skipNewline = true;
        buffer = buffer.slice(end + (crlf ? 2 : 1));
      }
    },
  };
}
