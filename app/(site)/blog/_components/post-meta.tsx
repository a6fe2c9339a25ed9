import { Badge } from "@/components/ui/badge";
import { audienceLabels, blogCopy } from "@/lib/content/blog";
import { formatLongDate } from "@/lib/format/date-time";
import type { Audience } from "@/lib/validation/site-content";

type Props = { audience: Audience; date: string; author: string; authorRole?: string };

/** An article's audience, date and author, on its card and above its text. */
export function PostMeta({ audience, date, author, authorRole }: Props) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-ink-muted">
      <Badge tone={audience === "clients" ? "sky" : "emerald"}>{audienceLabels[audience]}</Badge>
      <time dateTime={date}>{formatLongDate(date)}</time>
      <span aria-hidden="true">·</span>
      <span>
        {blogCopy.byline} {author}
        {authorRole ? `, ${authorRole}` : ""}
      </span>
    </div>
  );
}
