import { DESIGN_JOBS } from "./design";
import { MARKETING_JOBS } from "./marketing";
import { SOFTWARE_JOBS } from "./software";

export type { DemoJob } from "./types";

export const DEMO_JOBS = [...SOFTWARE_JOBS, ...DESIGN_JOBS, ...MARKETING_JOBS];
