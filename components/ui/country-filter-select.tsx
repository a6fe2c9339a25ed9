"use client";

import { countryOptions, FilterSelect } from "./filter-select";

type Props = { name: string; text: string; anyLabel: string; value: string | undefined };

/**
 * A filter's country select. A client component so that its ~250 options come from the shared catalogue in
 * the browser's bundle instead of being written into every page's RSC payload; they are still in the HTML.
 */
export function CountryFilterSelect({ name, text, anyLabel, value }: Props) {
  return (
    <FilterSelect
      name={name}
      text={text}
      values={value ? { [name]: value } : {}}
      options={[["", anyLabel], ...countryOptions]}
    />
  );
}
