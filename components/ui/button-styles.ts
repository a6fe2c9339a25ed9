/** Class names for link-buttons, shared by server and client components (the classes: app/styles/site-chrome.css). */
export type ButtonVariant = "primary" | "secondary" | "ghost" | "inverse" | "inverse-outline";
export type ButtonSize = "sm" | "md" | "lg";

/** `extra` utilities override the button's own (the button classes sit in the components layer). */
export function buttonClass(variant: ButtonVariant = "primary", size: ButtonSize = "md", extra = ""): string {
  return ["btn", `btn-${variant}`, `btn-${size}`, extra].filter(Boolean).join(" ");
}
