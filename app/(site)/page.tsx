import { closingCta } from "@/lib/content/home";
import { site } from "@/lib/content/site";
import { createMetadata } from "@/lib/seo/metadata";

import { ClientReviews } from "./_components/client-reviews";
import { CtaBand } from "./_components/cta-band";
import { Hero } from "./_components/hero";
import { HiringSteps } from "./_components/hiring-steps";
import { HomeFaq } from "./_components/home-faq";
import { LogoCarousel } from "./_components/logo-carousel";
import { TalentCards } from "./_components/talent-cards";
import { TalentTestimonials } from "./_components/talent-testimonials";

export const metadata = createMetadata({
  title: "Hire vetted remote talent in 7 days or less",
  description: site.description,
  path: "/",
});

export default function HomePage() {
  return (
    <>
      <Hero />
      <LogoCarousel />
      <HiringSteps />
      <TalentCards />
      <ClientReviews />
      <TalentTestimonials />
      <HomeFaq />
      <CtaBand title={closingCta.title} body={closingCta.body} audience="clients" />
    </>
  );
}
