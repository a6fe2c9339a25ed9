// A small text/event-stream reader for the live suite: chunks in, events out (the WHATWG format's fields that the
// product sends: id, event, data, and ":" comments), with lines split across chunks put back together.

/**
 * Returns `push(text)`, which feeds decoded text and calls `onEvent({ id, event, data })` for each complete event
 * (a blank line ends one) and `onComment(text)` for each comment line.
 */
export function sseParser(onEvent, onComment = () => {}) {
  let pending = "";
  let event = { id: undefined, event: "message", data: [] };
  const line = (text) => {
    if (text === "") {
      if (event.data.length > 0) onEvent({ id: event.id, event: event.event, data: event.data.join("\n") });
      event = { id: event.id, event: "message", data: [] };
      return;
    }
    if (text.startsWith(":")) return onComment(text.slice(1).trimStart());
    const colon = text.indexOf(":");
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? "" : text.slice(colon + 1);
    if (value.startsWith(" ")) value = value.slice(1);
    if (field === "data") event.data.push(value);
    else if (field === "event") event.event = value;
    else if (field === "id") event.id = value;
  };
  return (text) => {
    pending += text;
    // Lines end in "\n" or "\r\n" (a lone "\r", which the product never sends, is not read as an end).
    const lines = pending.split(/\r?\n/);
    pending = lines.pop() ?? "";
    for (const text of lines) line(text);
  };
}
