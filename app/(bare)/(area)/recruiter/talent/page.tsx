import { ZodError } from "zod";

import { DIRECTORY_COPY } from "@/lib/content/directory";
import { createMetadata } from "@/lib/seo/metadata";
import { accountRowId, requireAreaSession } from "@/lib/server/auth/area-session";
import { getDb } from "@/lib/server/db/client";
import { searchTalent } from "@/lib/server/directory/search-talent";
import { teamHoursOf } from "@/lib/server/directory/team-hours";
import { ApiError } from "@/lib/server/http/errors";
import { TALENT_PER_PAGE, talentSearchInput, talentSearchQuerySchema } from "@/lib/validation/directory";
import { pageSearchParams, type PageSearchParams } from "@/lib/validation/search-params";

import { DirectoryResults, type DirectoryResult } from "./_components/directory-results";
import { TalentFilters } from "./_components/talent-filters";

export const metadata = createMetadata({
  title: DIRECTORY_COPY.title,
  description: DIRECTORY_COPY.lead,
  path: "/recruiter/talent",
  noIndex: true,
});

async function loadTalent(clientId: number, filters: Record<string, string>): Promise<DirectoryResult> {
  const parsed = talentSearchQuerySchema.safeParse({
    ...talentSearchInput(new URLSearchParams(filters)),
    per_page: TALENT_PER_PAGE,
  });
  if (!parsed.success) return { kind: "invalid", messages: parsed.error.issues.map((issue) => issue.message) };
  try {
    return { kind: "ok", page: await searchTalent(await getDb(), clientId, parsed.data) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 422) return { kind: "invalid", messages: [error.message] };
    if (error instanceof ZodError) return { kind: "invalid", messages: error.issues.map((issue) => issue.message) };
    console.error("[directory] search failed", error);
    return { kind: "error" };
  }
}

export default async function FindTalentPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const account = await requireAreaSession("client", "/recruiter/talent");
  const clientId = accountRowId(account);
  const filters = pageSearchParams(await searchParams);
  delete filters.per_page;
  const [teamHours, result] = await Promise.all([teamHoursOf(await getDb(), clientId), loadTalent(clientId, filters)]);
  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{DIRECTORY_COPY.title}</h1>
        <p className="mt-2 text-ink-muted">{DIRECTORY_COPY.lead}</p>
      </header>
      <TalentFilters values={filters} teamHours={teamHours} />
      <DirectoryResults result={result} filters={filters} />
    </div>
  );
}
