/** The account menu's button, shared by the Radix trigger and the stand-in shown while the menu's code loads. */
export const ACCOUNT_MENU_BUTTON_CLASS =
  "flex max-w-full items-center gap-2 rounded-md border border-slate-200 bg-white px-3 py-2 text-sm font-medium text-ink hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-500 data-[state=open]:bg-slate-50";

/** The name and the chevron on the account menu's button. */
export function AccountMenuFace({ name }: { name: string }) {
  return (
    <>
      <span className="truncate">{name}</span>
      <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 shrink-0 fill-current">
        <path d="M5.5 7.5 10 12l4.5-4.5" stroke="currentColor" strokeWidth="1.5" fill="none" />
      </svg>
    </>
  );
}
