import "server-only";
import type { Db } from "../types";
import { seedGeneratedJobs } from "./generated-jobs";
import { analyzeJobs, seedDemoJobs } from "./jobs";
import { seedReferenceData } from "./reference-data";
import { seedDemoTalents } from "./talents";
import { seedDemoCompanies } from "./demo-companies";
import { seedDemoApplications } from "./demo-applications";

export type SeedOptions = {
  /** Extra generated jobs for scale tests, on top of the demo jobs. */
  generatedJobs?: number;
  onProgress?: (generatedSoFar: number) => void;
};

/** Loads the reference catalogues and the demo data; idempotent except for `generatedJobs`, which always adds. */
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
}
