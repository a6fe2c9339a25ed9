export * from "./catalog";
export * from "./accounts";
export * from "./profiles";
export * from "./companies";
export * from "./jobs";
export * from "./applications";
export * from "./rate-limits";
export * from "./mail";
