export * from "./catalog";
export * from "./accounts";
export * from "./profiles";
export * from "./jobs";
export * from "./rate-limits";
