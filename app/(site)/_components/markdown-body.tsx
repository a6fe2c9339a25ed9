/**
 * HTML rendered from a content file by lib/server/site-content/markdown.ts, which escapes any raw HTML in
 * the source: only the tags Markdown itself makes reach the page.
 */
export function MarkdownBody({ html, className = "" }: { html: string; className?: string }) {
  return <div className={`article-body ${className}`.trim()} dangerouslySetInnerHTML={{ __html: html }} />;
}
