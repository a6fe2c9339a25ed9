/** A job's description as paragraphs (plain text, blank lines between them): on its public page and in the console. */
export function JobParagraphs({ text, className = "mt-4" }: { text: string; className?: string }) {
  return text.split(/\n{2,}/).map((paragraph, index) => (
    <p key={index} className={`${className} break-words leading-7 text-slate-700`}>
      {paragraph}
    </p>
  ));
}

/** A job's skills as chips. */
export function SkillChips({ skills }: { skills: string[] }) {
  return (
    <ul className="mt-4 flex flex-wrap gap-2">
      {skills.map((skill) => (
        <li key={skill} className="rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-700">
          {skill}
        </li>
      ))}
    </ul>
  );
}
