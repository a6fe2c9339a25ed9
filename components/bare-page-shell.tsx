import { BrandLogo } from "@/components/brand-logo";
import { IntentLink } from "@/components/ui/intent-link";
import { site } from "@/lib/content/site";

/** The frame of a bare page (sign-in, signup, admin, 404): its main landmark, the logo back home and one centred card. */
export function BarePageShell({ title, lead, children }: { title: string; lead: string; children?: React.ReactNode }) {
  return (
    <main
      id="main-content"
      className="flex min-h-screen flex-col items-center bg-gradient-to-b from-brand-50 to-white px-5 py-10"
    >
      <IntentLink
        href="/"
        aria-label={`${site.name} home`}
        className="rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-500"
      >
        <BrandLogo />
      </IntentLink>
      <div className="mt-10 w-full max-w-md rounded-3xl border border-slate-200 bg-white p-8 shadow-xl shadow-slate-900/5">
        <h1 className="text-2xl font-bold tracking-tight text-ink">{title}</h1>
        <p className="mt-2 text-ink-muted">{lead}</p>
        {children}
      </div>
    </main>
  );
}
