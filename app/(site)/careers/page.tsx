import { Badge } from "@/components/ui/badge";
import { buttonClass } from "@/components/ui/button-styles";
import { Container } from "@/components/ui/container";
import { SectionHeading } from "@/components/ui/section-heading";
import { careersCopy } from "@/lib/content/careers";
import { formatLongDate } from "@/lib/format/date-time";
import { createMetadata } from "@/lib/seo/metadata";
import { listOpenRoles, type OpenRole } from "@/lib/server/site-content/careers";

import { ContentHero } from "../_components/content-hero";
import { MarkdownBody } from "../_components/markdown-body";

export const metadata = createMetadata({
  title: careersCopy.title,
  description: careersCopy.description,
  path: "/careers",
});

const applyHref = (role: OpenRole) =>
  `mailto:${careersCopy.applyEmail}?${new URLSearchParams({ subject: `Application: ${role.title}` }).toString().replaceAll("+", "%20")}`;

function RoleCard({ role }: { role: OpenRole }) {
  const titleId = `role-${role.slug}`;
  return (
    <article id={role.slug} aria-labelledby={titleId} className="card scroll-mt-24 p-6 sm:p-8">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="sky">{role.team}</Badge>
        <Badge tone="slate">{role.employment}</Badge>
      </div>
      <h3 id={titleId} className="mt-4 text-xl font-bold tracking-tight text-ink">
        {role.title}
      </h3>
      <p className="mt-2 text-sm text-ink-muted">
        {role.location} · {careersCopy.posted} <time dateTime={role.date}>{formatLongDate(role.date)}</time>
      </p>
      <p className="mt-4 leading-7 text-slate-700">{role.summary}</p>
      <details className="group mt-4">
        <summary className="cursor-pointer rounded-md text-sm font-semibold text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-500">
          {careersCopy.readRole}
        </summary>
        <MarkdownBody html={role.html} className="mt-4" />
      </details>
      <p className="mt-6">
        <a
          href={applyHref(role)}
          className={buttonClass("primary", "md")}
          aria-label={`${careersCopy.apply}: ${role.title}`}
        >
          {careersCopy.apply}
        </a>
      </p>
    </article>
  );
}

export default async function CareersPage() {
  const roles = await listOpenRoles();
  return (
    <>
      <ContentHero
        id="careers-title"
        eyebrow={careersCopy.eyebrow}
        title={careersCopy.heading}
        lead={careersCopy.lead}
      />
      <section aria-labelledby="values-title" className="py-16 sm:py-20">
        <Container>
          <SectionHeading id="values-title" title={careersCopy.valuesTitle} />
          <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {careersCopy.values.map((value) => (
              <li key={value.title} className="card p-6">
                <h3 className="font-semibold text-ink">{value.title}</h3>
                <p className="mt-2 text-sm leading-6 text-ink-muted">{value.body}</p>
              </li>
            ))}
          </ul>
          <div className="mx-auto mt-12 max-w-3xl rounded-2xl bg-slate-50 p-6 sm:p-8">
            <h3 className="font-semibold text-ink">{careersCopy.benefitsTitle}</h3>
            <ul className="mt-4 list-disc space-y-2 pl-6 text-slate-700">
              {careersCopy.benefits.map((benefit) => (
                <li key={benefit}>{benefit}</li>
              ))}
            </ul>
          </div>
        </Container>
      </section>
      <section aria-labelledby="roles-title" className="bg-slate-50 py-16 sm:py-20">
        <Container>
          <SectionHeading id="roles-title" title={careersCopy.rolesTitle} lead={careersCopy.rolesLead} />
          <p className="mt-4 text-center text-sm text-ink-muted">
            <a
              href={`mailto:${careersCopy.applyEmail}`}
              className="font-medium text-brand-700 underline-offset-4 hover:underline"
            >
              {careersCopy.applyEmail}
            </a>
          </p>
          {roles.length === 0 ? (
            <p className="mx-auto mt-10 max-w-3xl text-center text-ink-muted">{careersCopy.noRoles}</p>
          ) : (
            <ul className="mx-auto mt-10 max-w-3xl space-y-6">
              {roles.map((role) => (
                <li key={role.slug}>
                  <RoleCard role={role} />
                </li>
              ))}
            </ul>
          )}
        </Container>
      </section>
    </>
  );
}
