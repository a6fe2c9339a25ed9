// nprogress ships no types; this declares the one call we make.
declare module "nprogress" {
  const NProgress: { configure(options: { barSelector?: string }): void };
  export default NProgress;
}
