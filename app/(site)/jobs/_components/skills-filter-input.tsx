"use client";

import { useId, useMemo, useState, type KeyboardEvent } from "react";

import { filterFieldClass, filterLabelClass } from "@/components/ui/filter-select";
import { jobFiltersCopy as COPY } from "@/lib/content/jobs";
import { skillKey } from "@/lib/jobs/skill-aliases";
import { skillMatcher } from "@/lib/jobs/skill-match";

type Props = { defaultValue: string; skillNames: readonly string[] };

/**
 * The board's skills: a plain comma-separated text field (the GET form sends it as typed), with suggestions from
 * the skills catalogue for the name being typed, read as the filter reads it ("k8s" offers Kubernetes). Choosing
 * one replaces that name; Enter with no suggestion chosen sends the form.
 */
export function SkillsFilterInput({ defaultValue, skillNames }: Props) {
  const listboxId = useId();
  const matcher = useMemo(() => skillMatcher(skillNames), [skillNames]);
  const [value, setValue] = useState(defaultValue);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  const parts = value.split(",");
  const typing = parts.at(-1) ?? "";
  const taken = new Set(parts.map(skillKey));
  const options = open ? matcher.suggest(typing).filter((name) => !taken.has(skillKey(name))) : [];
  const expanded = options.length > 0;
  const optionId = (index: number) => `${listboxId}-option-${index}`;

  const choose = (name: string) => {
    const kept = parts.slice(0, -1).map((part) => part.trim());
    setValue(`${[...kept, name].join(", ")}, `);
    setActive(-1);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if ((event.key === "ArrowDown" || event.key === "ArrowUp") && expanded) {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current) => (current + step + options.length) % options.length);
    } else if (event.key === "Enter" && expanded && active >= 0) {
      event.preventDefault(); // chooses the suggestion instead of sending the form
      choose(options[active]!);
    } else if (event.key === "Escape" && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className="relative">
      <label htmlFor="filter-skills" className={filterLabelClass}>
        {COPY.skills} <span className="font-normal text-ink-muted">({COPY.skillsHint})</span>
      </label>
      <input
        id="filter-skills"
        name="skills"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        value={value}
        placeholder={COPY.skillsPlaceholder}
        onChange={(event) => {
          setValue(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        className={filterFieldClass}
      />
      <ul
        id={listboxId}
        role="listbox"
        aria-label={COPY.suggestions}
        hidden={!expanded}
        className="absolute z-20 mt-1 max-h-60 w-full overflow-auto rounded-md border border-slate-200 bg-white py-1 shadow-lg"
      >
        {options.map((name, index) => (
          <li
            key={name}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            // mousedown, not click: the input must not blur (and close the list) first.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(name);
            }}
            className={`cursor-pointer px-3 py-2 text-sm ${index === active ? "bg-brand-600 text-white" : "text-ink hover:bg-slate-100"}`}
          >
            {name}
          </li>
        ))}
      </ul>
      <p aria-live="polite" className="sr-only">
        {expanded ? COPY.suggestionsCount(options.length) : ""}
      </p>
    </div>
  );
}
