import { isRedactedLink } from "./redacted-link";

const LINK = /(https?:\/\/[^\s<>"]+)/g;

/** A message's text part as it reads in a mail client, its http(s) links clickable (a redacted one stays text). */
export function LinkedText({ text }: { text: string }) {
  return (
    <pre className="overflow-x-auto whitespace-pre-wrap break-words rounded-xl bg-slate-50 p-4 font-sans text-sm leading-relaxed text-ink">
      {text.split(LINK).map((part, i) =>
        // split with a capture group puts the links at the odd positions.
        i % 2 === 1 && !isRedactedLink(part) ? (
          <a key={i} href={part} className="break-all font-medium text-brand-700 underline hover:text-brand-900">
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </pre>
  );
}
