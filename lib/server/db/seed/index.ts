import "server-only";
import type { Db } from "../types";
import { seedReferenceData } from "./reference-data";

export type SeedOptions = {
  /** Extra generated jobs for scale tests, on top of the demo jobs. */
  generatedJobs?: number;
};

/** Loads the reference catalogues and the demo data a fresh embedded database starts with. */
export async function seedDemoData(db: Db, options: SeedOptions = {}): Promise<void> {
  await seedReferenceData(db);
  void options;
}
