import { buttonClass, type ButtonSize, type ButtonVariant } from "./button-styles";

type Props = {
  sending: boolean;
  label: string;
  sendingLabel: string;
  /** "block": the sign-in and sign-up forms' full-width button; otherwise one of the buttonClass variants. */
  variant?: ButtonVariant | "block";
  size?: ButtonSize;
  /** Extra utilities, e.g. "self-start" in a column. */
  className?: string;
};

const block =
  "w-full rounded-md bg-brand-500 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-600 disabled:cursor-not-allowed disabled:opacity-60";

/** A form's submit button: disabled and marked busy while the form is sending, with a label that says so. */
export function SubmitButton({ sending, label, sendingLabel, variant = "block", size = "md", className = "" }: Props) {
  return (
    <button
      type="submit"
      disabled={sending}
      aria-busy={sending}
      className={
        variant === "block"
          ? `${block} ${className}`.trim()
          : buttonClass(variant, size, `disabled:cursor-wait disabled:opacity-60 ${className}`.trim())
      }
    >
      {sending ? sendingLabel : label}
    </button>
  );
}
