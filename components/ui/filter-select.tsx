import { COUNTRIES } from "@/lib/content/countries";

/** The look of a filter form's fields (the jobs board, the talent directory). */
export const filterFieldClass =
  "mt-1.5 block h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-sm text-ink shadow-sm focus:border-brand-500 focus:outline-2 focus:outline-brand-500/30 disabled:bg-slate-50 disabled:text-ink-muted";
export const filterLabelClass = "block text-sm font-medium text-ink";

/** Every country as [code, name], by name: the options of a country filter. */
export const countryOptions: [string, string][] = Object.entries(COUNTRIES)
  .map(([code, name]): [string, string] => [code, name])
  .sort((a, b) => a[1].localeCompare(b[1], "en"));

type Props = {
  name: string;
  text: string;
  options: [string, string][];
  values: Record<string, string>;
  disabled?: boolean;
};

/** A labelled select in a GET filter form, showing the value the URL holds. */
export function FilterSelect({ name, text, options, values, disabled }: Props) {
  return (
    <div>
      <label htmlFor={`filter-${name}`} className={filterLabelClass}>
        {text}
      </label>
      <select
        id={`filter-${name}`}
        name={name}
        defaultValue={values[name] ?? ""}
        disabled={disabled}
        className={filterFieldClass}
      >
        {options.map(([value, optionLabel]) => (
          <option key={value} value={value}>
            {optionLabel}
          </option>
        ))}
      </select>
    </div>
  );
}
