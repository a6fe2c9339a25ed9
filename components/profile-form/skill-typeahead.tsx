"use client";

import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";

import { inputClass } from "@/components/ui/field";
import type { MemberKind } from "@/lib/accounts/kinds";
import type { Skill } from "@/lib/validation/catalog";

import { useSkillSuggestions } from "./use-skill-suggestions";

type Option = { key: string; label: string; name: string };

/**
 * A combobox for free skills (the ARIA pattern: the input keeps focus, arrows move through the list,
 * Enter adds the active option or the text typed, Escape closes the list).
 */
export function SkillTypeahead({
  chosen,
  onAdd,
  describedBy,
  invalid,
  area = "talent",
  label = "Add other skills",
  freeText = true,
}: {
  chosen: readonly string[];
  onAdd: (name: string, skill?: Skill) => void;
  describedBy?: string;
  invalid?: boolean;
  /** Whose API answers the suggestions: the talent's profile or a client's job. */
  area?: MemberKind;
  label?: string;
  /** Whether a name the catalogue does not know may be added as typed (a job's skills must come from the catalogue). */
  freeText?: boolean;
}) {
  const id = useId();
  const listboxId = `${id}-listbox`;
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useSkillSuggestions(query, area);
  const taken = new Set(chosen.map((name) => name.toLowerCase()));
  const typed = query.trim();

  const options: Option[] = suggestions.skills
    .filter((skill) => !taken.has(skill.name.toLowerCase()))
    .map((skill) => ({ key: `skill-${skill.id}`, label: skill.name, name: skill.name }));
  if (
    freeText &&
    typed &&
    !taken.has(typed.toLowerCase()) &&
    !options.some((o) => o.name.toLowerCase() === typed.toLowerCase())
  ) {
    options.push({ key: "typed", label: `Add “${typed}”`, name: typed });
  }
  const expanded = open && typed !== "" && options.length > 0;
  const optionId = (index: number) => `${id}-option-${index}`;
  const listbox = useRef<HTMLUListElement>(null);

  // The list opens below the input: bring it (and then the active option) on screen, near the window's bottom edge too.
  // jsdom has no scrollIntoView, hence the optional calls.
  const shown = expanded ? options.length : 0;
  useEffect(() => {
    if (shown > 0) listbox.current?.scrollIntoView?.({ block: "nearest" });
  }, [shown]);
  useEffect(() => {
    if (active >= 0) document.getElementById(`${id}-option-${active}`)?.scrollIntoView?.({ block: "nearest" });
  }, [active, id]);

  const add = (option: Option | undefined) => {
    if (!option) return;
    onAdd(
      option.name,
      suggestions.skills.find((skill) => `skill-${skill.id}` === option.key),
    );
    setQuery("");
    setActive(-1);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      if (options.length === 0) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current) => (current + step + options.length) % options.length);
    } else if (event.key === "Enter") {
      if (!typed) return;
      event.preventDefault(); // adds a skill instead of submitting the form
      add(
        expanded && active >= 0 ? options[active] : options.find((o) => o.name.toLowerCase() === typed.toLowerCase()),
      );
    } else if (event.key === "Escape" && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  const status =
    suggestions.status === "loading"
      ? "Searching skills…"
      : suggestions.status === "error"
        ? freeText
          ? "Suggestions could not be loaded; Enter adds what you typed."
          : "Suggestions could not be loaded."
        : expanded
          ? `${options.length} suggestions. Use the arrow keys to choose, Enter to add.`
          : "";

  return (
    <div className="relative">
      <label htmlFor={`${id}-input`} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <input
        id={`${id}-input`}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        value={query}
        maxLength={100}
        placeholder="Type a skill, e.g. GraphQL"
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        className={inputClass}
      />
      <ul
        ref={listbox}
        id={listboxId}
        role="listbox"
        aria-label="Skill suggestions"
        hidden={!expanded}
        className="absolute z-20 mt-1 max-h-60 w-full overflow-auto rounded-md border border-slate-200 bg-white py-1 shadow-lg"
      >
        {expanded
          ? options.map((option, index) => (
              <li
                key={option.key}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                // mousedown, not click: the input must not blur (and close the list) first.
                onMouseDown={(event) => {
                  event.preventDefault();
                  add(option);
                }}
                className={`cursor-pointer px-3 py-2 text-sm ${index === active ? "bg-brand-600 text-white" : "text-ink hover:bg-slate-100"}`}
              >
                {option.label}
              </li>
            ))
          : null}
      </ul>
      {!freeText && suggestions.status === "ready" && typed && suggestions.skills.length === 0 ? (
        <p className="mt-1 text-sm text-ink-muted">No skill in the list matches “{typed}”.</p>
      ) : null}
      <p aria-live="polite" className="sr-only">
        {status}
      </p>
    </div>
  );
}
