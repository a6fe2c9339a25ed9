import "server-only";

import { site } from "@/lib/content/site";

/** A message in words: the layout adds the product's name, colours and footer, in HTML and in plain text. */
export type MailContent = {
  subject: string;
  /** The first line, e.g. "Hi Ada,". */
  greeting: string;
  paragraphs: string[];
  /** Words quoted as written (a conversation's messages), after the paragraphs: plain text, line breaks kept. */
  quotes?: MailQuote[];
  /** A list of links after the paragraphs, e.g. the jobs of a job alert: each a title, a line under it, and its page. */
  items?: MailItem[];
  action?: { label: string; url: string };
  /** Small print under the action, e.g. how long a link stays valid. */
  footnote?: string;
};

export type MailItem = {
  label: string;
  detail?: string;
  url: string;
  /** Further links under the item, e.g. a weekly summary's "End this engagement" and "Reduce weekly hours". */
  links?: { label: string; url: string }[];
};

/** One quoted text and the line above it, e.g. "Ada Lovelace, Tue 10:04:". */
export type MailQuote = { heading: string; text: string };

const BRAND = "#1d5bd6";

const itemLinks = (item: MailItem) =>
  item.links?.length
    ? `<br><span style="font-size:13px">${item.links
        .map((link) => `<a href="${escapeHtml(link.url)}" style="color:${BRAND}">${escapeHtml(link.label)}</a>`)
        .join(" · ")}</span>`
    : "";

const escapeHtml = (value: string) =>
  value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");

export function renderMail(content: MailContent): { subject: string; html: string; text: string } {
  const name = site.name;
  const text = [
    content.greeting,
    "",
    ...content.paragraphs.flatMap((paragraph) => [paragraph, ""]),
    ...(content.quotes ?? []).flatMap((quote) => [
      quote.heading,
      ...quote.text.split(/\r?\n/).map((line) => `> ${line}`.trimEnd()),
      "",
    ]),
    ...(content.items ?? []).flatMap((item) => [
      `- ${item.label}${item.detail ? ` (${item.detail})` : ""}`,
      `  ${item.url}`,
      ...(item.links ?? []).map((link) => `  ${link.label}: ${link.url}`),
      "",
    ]),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ""] : []),
    ...(content.footnote ? [content.footnote, ""] : []),
    `— ${name}`,
  ].join("\n");
  const paragraph = (value: string) => `<p style="margin:0 0 16px;line-height:1.6">${escapeHtml(value)}</p>`;
  const quotes = (content.quotes ?? [])
    .map(
      (quote) =>
        `<p style="margin:0 0 4px;font-size:13px;color:#475569">${escapeHtml(quote.heading)}</p>
<blockquote style="margin:0 0 16px;padding:8px 12px;border-left:3px solid #cbd5e1;background:#f8fafc;white-space:pre-wrap;line-height:1.5">${escapeHtml(quote.text)}</blockquote>`,
    )
    .join("\n");
  const items = content.items?.length
    ? `<ul style="margin:0 0 16px;padding:0;list-style:none">${content.items
        .map(
          (item) =>
            `<li style="margin:0 0 12px"><a href="${escapeHtml(item.url)}" style="color:${BRAND};font-weight:600">${escapeHtml(item.label)}</a>${item.detail ? `<br><span style="font-size:13px;color:#475569">${escapeHtml(item.detail)}</span>` : ""}${itemLinks(item)}</li>`,
        )
        .join("")}</ul>`
    : "";
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:${BRAND};color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:8px">${escapeHtml(content.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#475569">Or open this link: <a href="${escapeHtml(content.action.url)}" style="color:${BRAND}">${escapeHtml(content.action.url)}</a></p>`
    : "";
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;background:#f1f5f9;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#0f172a">
<div style="max-width:560px;margin:0 auto;padding:32px 16px">
<p style="margin:0 0 24px;font-size:20px;font-weight:800;color:${BRAND}">${escapeHtml(name)}</p>
<div style="background:#ffffff;border-radius:12px;padding:28px;border:1px solid #e2e8f0">
${paragraph(content.greeting)}
${content.paragraphs.map(paragraph).join("\n")}
${quotes}
${items}
${action}
${content.footnote ? `<p style="margin:0;font-size:13px;color:#475569">${escapeHtml(content.footnote)}</p>` : ""}
</div>
<p style="margin:24px 0 0;font-size:12px;color:#64748b">${escapeHtml(name)} · Vetted remote talent</p>
</div></body></html>`;
  return { subject: content.subject, html, text };
}
