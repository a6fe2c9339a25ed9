/** The white bordered box panels and list items sit in. `extra` adds padding, shadow, layout. */
export function cardClass(extra = ""): string {
  return ["rounded-2xl border border-slate-200 bg-white", extra].filter(Boolean).join(" ");
}
