"use client";

export type LiveEventType = "message" | "read" | "interview" | "application";

/** Placeholder until the live stream lands: draws its children and listens to nothing. */
export function LiveEventsProvider(props: { kind: "talent" | "client"; children: React.ReactNode }): React.JSX.Element {
  return <>{props.children}</>;
}

/** Placeholder: registers nothing, so no handler is ever called. */
export function useLiveEvent(type: LiveEventType, handler: (data: unknown) => void): void {
  void type;
  void handler;
}
