/** The parts of a message's text: plain text, and http(s) addresses to make clickable. */
export type BodyPart = { kind: "text"; text: string } | { kind: "link"; text: string; href: string };

// An address runs to the next space; trailing punctuation of the sentence is left out of it.
const URL_PATTERN = /https?:\/\/[^\s<>"]+/gi;
const TRAILING = /[.,;:!?'")\]}]+$/;

export function bodyParts(body: string): BodyPart[] {
  const parts: BodyPart[] = [];
  let last = 0;
  for (const match of body.matchAll(URL_PATTERN)) {
    const start = match.index;
    const href = match[0].replace(TRAILING, "");
    if (start > last) parts.push({ kind: "text", text: body.slice(last, start) });
    parts.push({ kind: "link", text: href, href });
    last = start + href.length;
  }
  if (last < body.length) parts.push({ kind: "text", text: body.slice(last) });
  return parts;
}

/**
 * A message as written: text nodes only (React escapes them, so markup shows as typed), with addresses as links
 * that open in a new tab and pass no ranking or opener to the site they lead to.
 */
export function MessageBody({ body }: { body: string }) {
  return (
    <p className="whitespace-pre-wrap break-words">
      {bodyParts(body).map((part, index) =>
        part.kind === "text" ? (
          part.text
        ) : (
          <a
            key={index}
            href={part.href}
            target="_blank"
            rel="nofollow ugc noopener"
            className="font-medium underline underline-offset-2"
          >
            {part.text}
          </a>
        ),
      )}
    </p>
  );
}
