import "server-only";

import fs from "node:fs/promises";
import path from "node:path";
import type { z } from "zod";

import { splitFrontMatter } from "./front-matter";
import { renderMarkdown } from "./markdown";

/** The repository's content/ folder; the server runs from the repository's root, as `npm start` does. */
export const CONTENT_DIR = path.join(/*turbopackIgnore: true*/ process.cwd(), "content");

/** A file's name without `.md` is its slug, which becomes its URL: lower-case words joined by hyphens. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Events and roles show their text in a card under an h3: their ## headings render as h4. */
export const CARD_HEADING_SHIFT = 2;

export type Entry<T> = T & { slug: string; html: string };

/** Parses one file: front matter checked by `schema`, body rendered to HTML. Errors name the file. */
export function parseEntry<T extends object>(
  file: string,
  source: string,
  schema: z.ZodType<T>,
  headingShift = 0,
): Entry<T> {
  const slug = path.basename(file, ".md");
  try {
    if (!SLUG.test(slug)) throw new Error("has a name that is not a slug (lower-case words joined by hyphens)");
    const { data: frontMatter, body } = splitFrontMatter(source);
    const parsed = schema.safeParse(frontMatter);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((issue) => `${issue.path.join(".") || "front matter"} ${issue.message}`);
      throw new Error(`has front matter that does not fit: ${issues.join("; ")}`);
    }
    const data: T = parsed.data;
    return { ...data, slug, html: renderMarkdown(body, headingShift) };
  } catch (error) {
    throw new Error(`${file} ${(error as Error).message}`, { cause: error });
  }
}

/** Every `.md` file in `content/<folder>`, parsed. */
export async function loadCollection<T extends object>(
  folder: string,
  schema: z.ZodType<T>,
  headingShift = 0,
): Promise<Entry<T>[]> {
  const dir = path.join(CONTENT_DIR, folder);
  const files = (await fs.readdir(dir)).filter((name) => name.endsWith(".md")).sort();
  return Promise.all(
    files.map(async (name) =>
      parseEntry(`content/${folder}/${name}`, await fs.readFile(path.join(dir, name), "utf8"), schema, headingShift),
    ),
  );
}

/**
 * Loads a collection once per server: the files ship with the build and never change under it. In development
 * every call reads them again, so an edited article shows on reload.
 */
export function cachedCollection<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => {
    if (process.env.NODE_ENV !== "production") return load();
    loaded ??= load().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
    return loaded;
  };
}
