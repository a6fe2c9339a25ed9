import { sql } from "drizzle-orm";
import { index, integer, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";

export const categories = pgTable("categories", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
  slug: text("slug").notNull().unique(),
});

export const skills = pgTable(
  "skills",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id),
  },
  (t) => [
    uniqueIndex("skills_category_name_unique").on(t.categoryId, sql`lower(${t.name})`),
    index("skills_name_lower_idx").on(sql`lower(${t.name})`),
  ],
);

export const jobInterests = pgTable(
  "job_interests",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id),
  },
  (t) => [uniqueIndex("job_interests_category_name_unique").on(t.categoryId, t.name)],
);

export const industries = pgTable("industries", {
  id: serial("id").primaryKey(),
  name: text("name").notNull().unique(),
});
