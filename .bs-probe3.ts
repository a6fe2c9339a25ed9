// RSS of PGlite serving the bench's cold job queries, with optional start parameters.
import { openPglite } from "@/lib/server/db/open";
import { listJobs } from "@/lib/server/jobs/list-jobs";
import { jobsQuerySchema } from "@/lib/validation/jobs";
const rss = () => Math.round(process.memoryUsage().rss / 2 ** 20);
console.log("start", rss());
const handle = await openPglite(process.env.DATA_DIR!);
console.log("opened", rss());
const qs = [{}, { search: "react" }, { category: "software-development", job_type: "full_time", experience_level: "senior" }, { eligible_country: "NG" }, { min_overlap_hours: "3", timezone: "Africa/Lagos", work_start: "09:00", work_end: "17:00" }];
for (let round = 0; round < 3; round++) for (const q of qs) { const t = performance.now(); await listJobs(handle.db, jobsQuerySchema.parse(q), { cached: false }); if (round === 2) console.log(JSON.stringify(q).slice(0, 40), (performance.now() - t).toFixed(0), "ms", rss(), "MiB"); }
await handle.close();
