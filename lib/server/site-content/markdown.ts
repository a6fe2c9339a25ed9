import MarkdownIt from "markdown-it";

// `html: false` escapes any raw HTML in the source, so the rendered page carries only the tags Markdown
// itself makes; markdown-it's link check already refuses javascript:, vbscript:, file: and data: URLs.
const markdown = new MarkdownIt({ html: false, linkify: false, typographer: true });

const defaultLinkOpen =
  markdown.renderer.rules.link_open ??
  ((tokens, index, options, _env, self) => self.renderToken(tokens, index, options));

// Links that leave the site open as usual but pass no referrer or window handle.
markdown.renderer.rules.link_open = (tokens, index, options, env, self) => {
  const token = tokens[index];
  const href = token?.attrGet("href");
  if (token && typeof href === "string" && /^https?:\/\//i.test(href)) token.attrSet("rel", "noopener noreferrer");
  return defaultLinkOpen(tokens, index, options, env, self);
};

/**
 * Renders a content file's body to HTML. The page's title is its only h1, so a body that opens its own h1
 * is refused rather than rendered with two. `headingShift` moves every heading down that many levels, for a
 * body shown inside a card under an h3 (an event, a role): its ## becomes h4.
 */
export function renderMarkdown(body: string, headingShift = 0): string {
  const tokens = markdown.parse(body, {});
  if (tokens.some((token) => token.type === "heading_open" && token.tag === "h1"))
    throw new Error("uses a level-1 heading (#): the title is the page's h1, start sections at ##");
  for (const token of tokens) {
    if (token.type === "heading_open" || token.type === "heading_close")
      token.tag = `h${Math.min(6, Number(token.tag.slice(1)) + headingShift)}`;
  }
  return markdown.renderer.render(tokens, markdown.options, {});
}
