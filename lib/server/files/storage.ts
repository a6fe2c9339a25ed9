import "server-only";

import { eq, inArray } from "drizzle-orm";

import type { AccountKind } from "@/lib/accounts/kinds";

import { storedFiles } from "../db/schema";
import type { Db } from "../db/types";

export type NewFile = {
  ownerKind: AccountKind;
  ownerId: number;
  purpose: "avatar" | "resume" | "logo" | "application_resume";
  contentType: string;
  data: Buffer;
};

export type StoredFile = Omit<NewFile, "purpose"> & { id: string; purpose: string; size: number; createdAt: Date };

/**
 * Where uploaded files live. Writes take the caller's transaction, so a file and the row that points
 * at it commit or vanish together. An object store could implement this too (put into a pending
 * prefix, promote after commit, sweep what never got promoted).
 */
export interface FileStorage {
  put(tx: Db, file: NewFile): Promise<string>;
  get(db: Db, id: string): Promise<StoredFile | null>;
  remove(tx: Db, ids: string[]): Promise<void>;
}

/** Files in the `stored_files` table: every instance can serve them, and backups include them. */
export const databaseFileStorage: FileStorage = {
  async put(tx, file) {
    const [row] = await tx
      .insert(storedFiles)
      .values({ ...file, size: file.data.byteLength })
      .returning({ id: storedFiles.id });
    if (!row) throw new Error("file insert returned no row");
    return row.id;
  },
  async get(db, id) {
    const [row] = await db.select().from(storedFiles).where(eq(storedFiles.id, id)).limit(1);
    return row ?? null;
  },
  async remove(tx, ids) {
    if (ids.length > 0) await tx.delete(storedFiles).where(inArray(storedFiles.id, ids));
  },
};

export const fileStorage = (): FileStorage => databaseFileStorage;
