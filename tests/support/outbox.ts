import { and, desc, eq } from "drizzle-orm";

import { mailOutbox } from "@/lib/server/db/schema";
import type { Db } from "@/lib/server/db/types";
import { messageToSend } from "@/lib/server/mail/sender";

/**
 * The newest message of `kind` to `to` as its recipient gets it: the stored row shows links redacted, so this opens
 * the sealed token as the sender does at send time. Undefined when there is none.
 */
export async function deliveredMail(db: Db, to: string, kind: string) {
  const [row] = await db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, to), eq(mailOutbox.kind, kind)))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return row ? messageToSend(row) : undefined;
}
