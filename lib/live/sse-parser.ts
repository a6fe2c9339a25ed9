/** One event of a `text/event-stream`, as the HTML standard's parser dispatches it. */
export type SseEvent = { id: string | undefined; event: string; data: string };

export type SseParser = {
  /** Feeds the next decoded chunk; chunks may split lines (and a CRLF) anywhere. */
  feed(chunk: string): void;
};

/**
 * A streaming parser of Server-Sent Events (https://html.spec.whatwg.org/multipage/server-sent-events.html):
 * lines end in LF, CR or CRLF; `:` lines are comments; `data` lines join with LF; a blank line dispatches an event
 * with data. `id` is remembered across events, as EventSource's last event id is; `retry` is left to the caller.
 */
export function createSseParser(onEvent: (event: SseEvent) => void): SseParser {
  let buffer = "";
  let started = false;
  let afterCr = false;
  let id: string | undefined;
  let type = "";
  let data: string[] = [];

  const dispatch = () => {
    if (data.length > 0) onEvent({ id, event: type || "message", data: data.join("\n") });
    type = "";
    data = [];
  };

  const line = (text: string) => {
    if (text === "") return dispatch();
    if (text.startsWith(":")) return;
    const colon = text.indexOf(":");
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? "" : text.slice(colon + 1);
    if (value.startsWith(" ")) value = value.slice(1);
    if (field === "data") data.push(value);
    else if (field === "event") type = value;
    else if (field === "id" && !value.includes("\0")) id = value;
  };

  return {
    feed(chunk) {
      let text = chunk;
      if (text === "") return;
      if (!started && text.length > 0) {
        started = true;
        if (text.startsWith("\uFEFF")) text = text.slice(1);
      }
      // A CR ended the last chunk: a LF opening this one belongs to it.
      if (afterCr && text.startsWith("\n")) text = text.slice(1);
      afterCr = false;
      buffer += text;
      const ends = /\r\n|\r|\n/g;
      let from = 0;
      for (let match = ends.exec(buffer); match; match = ends.exec(buffer)) {
        // A CR last in the buffer may be the first half of a CRLF: end the line, drop a LF that follows.
        if (match[0] === "\r" && match.index === buffer.length - 1) afterCr = true;
        line(buffer.slice(from, match.index));
        from = match.index + match[0].length;
      }
      buffer = buffer.slice(from);
    },
  };
}
