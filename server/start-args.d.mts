export function startArgs(): string[];
