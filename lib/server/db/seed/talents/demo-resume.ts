import "server-only";

import { countryName } from "@/lib/content/countries";
import { demoPortfolioUrl, fullName, type DemoTalent } from "@/lib/demo/demo-talent";
import { formatMonthRange } from "@/lib/profiles/format";

import { pdfDocument, wrap, type PdfLine } from "./pdf-document";

const heading = (text: string): PdfLine => ({ text, bold: true, size: 12, gap: 26 });
const paragraph = (text: string, size = 10, indent = 0): PdfLine[] =>
  wrap(text, size, indent).map((line, index) => ({ text: line, size, gap: index === 0 ? 16 : 13, indent }));

/** A demo talent's résumé: a one-page PDF of what their profile says, as a recruiter would download it. */
export function demoResumePdf(talent: DemoTalent): Buffer {
  const place = `${talent.city}, ${countryName(talent.country)}`;
  const skills = [...talent.skills, ...talent.customSkills].join(" • ");
  const lines: PdfLine[] = [
    { text: fullName(talent), bold: true, size: 22, gap: 0 },
    { text: talent.headline, size: 13, gap: 22 },
    { text: `${place} • ${talent.timezone.replaceAll("_", " ")} • $${talent.hourlyRate} per hour`, size: 10, gap: 18 },
    { text: `Portfolio: ${demoPortfolioUrl(talent)}`, size: 10, gap: 14 },
    heading("Summary"),
    ...paragraph(talent.bio.replace(/\s+/g, " ")),
    heading("Skills"),
    ...paragraph(skills),
    heading("Experience"),
    ...talent.experience.flatMap((entry) => [
      { text: `${entry.title} – ${entry.company}`, bold: true, size: 10, gap: 18 },
      { text: formatMonthRange(entry.start_month, entry.current ? null : (entry.end_month ?? null)), size: 9, gap: 13 },
      ...(entry.description ? paragraph(entry.description, 10, 0) : []),
    ]),
    heading("Industries"),
    ...paragraph(talent.industries.join(" • ")),
  ];
  return pdfDocument(lines, `${fullName(talent)} – résumé`);
}
