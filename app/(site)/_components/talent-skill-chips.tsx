/** The skills on a public talent card (home page, "Hire …" pages), as rounded chips. */
export function TalentSkillChips({ skills }: { skills: readonly string[] }) {
  return (
    <ul className="mb-5 mt-4 flex flex-wrap gap-2" aria-label="Skills">
      {skills.map((skill) => (
        <li key={skill} className="skill-chip">
          {skill}
        </li>
      ))}
    </ul>
  );
}
