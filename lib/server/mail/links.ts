import "server-only";

/** The http(s) links in a message's text part, each once, in order. */
export function linksIn(text: string): string[] {
  return [...new Set([...text.matchAll(/https?:\/\/[^\s<>"]+/g)].map((match) => match[0]))];
}
