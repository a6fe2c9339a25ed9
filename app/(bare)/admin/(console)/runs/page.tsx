import { ConsolePageHeader } from "@/components/manage/console-page-header";
import { RUNS_COPY as copy } from "@/lib/content/manager-runs";
import { createMetadata } from "@/lib/seo/metadata";
import { getDb } from "@/lib/server/db/client";
import { requireManager } from "@/lib/server/manage/manager-session";
import { listRuns } from "@/lib/server/runs/manage-runs";

import { RunNowButton } from "./_components/run-now-button";

export const metadata = createMetadata({
  title: copy.title,
  description: copy.lead,
  path: "/admin/runs",
  noIndex: true,
});

/** Runs that take a month to work on: the month close. */
const MONTH_RUNS: readonly string[] = ["month-close"];

const when = (iso: string | null) =>
  iso === null ? copy.never : new Date(iso).toISOString().slice(0, 16).replace("T", " ") + " UTC";

export default async function RunsPage() {
  await requireManager("/admin/runs");
  const runs = await listRuns(await getDb());
  return (
    <div className="flex flex-col gap-5">
      <ConsolePageHeader title={copy.title} lead={copy.lead} />
      <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
        <table className="w-full text-left text-sm">
          <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
            <tr>
              {Object.values(copy.columns).map((label) => (
                <th key={label} scope="col" className="px-4 py-3 font-semibold">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {runs.map((run) => (
              <tr key={run.name} className="align-top">
                <th scope="row" className="px-4 py-3 font-semibold text-ink">
                  {copy.names[run.name]}
                </th>
                <td className="px-4 py-3">{run.schedule}</td>
                <td className="px-4 py-3">{when(run.last_started_at)}</td>
                <td className="px-4 py-3">{run.running ? copy.running : when(run.last_finished_at)}</td>
                <td className="px-4 py-3">{run.last_outcome ? copy.outcomes[run.last_outcome] : "–"}</td>
                <td className="px-4 py-3">{run.last_summary ?? "–"}</td>
                <td className="px-4 py-3">{when(run.next_run_at)}</td>
                <td className="px-4 py-3">
                  <RunNowButton
                    name={run.name}
                    label={copy.names[run.name]}
                    withMonth={MONTH_RUNS.includes(run.name)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
