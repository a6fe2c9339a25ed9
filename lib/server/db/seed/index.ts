import "server-only";

import type { Db } from "../types";
import { seedDemoApplications } from "./demo-applications";
import { seedDemoCompanies } from "./demo-companies";
import { seedGeneratedJobs } from "./generated-jobs";
import { analyzeTalents, seedGeneratedTalents } from "./generated-talents";
import { analyzeJobs, seedDemoJobs } from "./jobs";
import { seedReferenceData } from "./reference-data";
import { seedDemoTalents } from "./talents";

export type SeedOptions = {
  /** Extra generated jobs for scale tests, on top of the demo jobs. */
  generatedJobs?: number;
  onProgress?: (generatedSoFar: number) => void;
  /** Extra generated vetted talent the directory lists, for its scale tests. */
  generatedTalents?: number;
  onTalentProgress?: (generatedSoFar: number) => void;
};

/** Loads the reference catalogues and the demo data; idempotent except for `generatedJobs` and `generatedTalents`, which always add. */
export async function seedDemoData(db: Db, options: SeedOptions = {}): Promise<void> {
  await seedReferenceData(db);
  await seedDemoJobs(db);
  await seedDemoTalents(db);
  await seedDemoApplications(db, await seedDemoCompanies(db));
  if (options.generatedJobs) {
    await seedGeneratedJobs(db, options.generatedJobs, options.onProgress);
    // Fresh statistics, so the planner picks the right index for each filter straight away.
    await analyzeJobs(db);
  }
  if (options.generatedTalents) {
    await seedGeneratedTalents(db, options.generatedTalents, options.onTalentProgress);
    await analyzeTalents(db);
  }
}
