/** The skills on a public talent card (home page, "Hire …" pages), as rounded chips. */
export function TalentSkillChips({ skills }: { skills: readonly string[] }) {
  return (
    <ul className="mb-5 mt-4 flex flex-wrap gap-2" aria-label="Skills">
      {skills.map((skill) => (
        <li key={skill} className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-700">
          {skill}
        </li>
      ))}
    </ul>
  );
}
