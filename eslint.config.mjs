import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

// Shared code never depends on a page, and a page never reaches into another route's files. A route may use its
// own `_components` and an ancestor's (`../_components/…`), never a sibling's or another route group's.
const appImport = {
  group: ["@/app", "@/app/**"],
  message: "Shared code must not import from app/: move it to components/, lib/ or store/.",
};
const sharedRules = {
  "no-restricted-imports": [
    "error",
    { patterns: [appImport, { regex: "^(\\.\\./)+(.*/)?app(/|$)", message: appImport.message }] },
  ],
};
const routeRules = {
  "no-restricted-imports": [
    "error",
    {
      patterns: [
        {
          group: ["@/app", "@/app/**"],
          message:
            "Import your own route's files relatively; what other routes use belongs in components/, lib/ or store/.",
        },
        {
          // ./child/_components/x or ../../sibling/_components/x: another route's private components.
          regex: "^\\.\\.?/(\\.\\./)*(?!_components/)[^./][^/]*/(.*/)?_components/",
          message: "Another route's _components: move what both routes use to components/.",
        },
        {
          // ../(other-group)/…: climbing out of the route group into another one.
          regex: "^(\\.\\./)+(.*/)?\\([^/]+\\)/",
          message: "This path leaves its route group: move what both groups use to components/.",
        },
      ],
    },
  ],
};

const config = [
  ...nextVitals,
  ...nextTs,
  {
    // `import()` type annotations stay allowed: a .d.ts and vi.mock's `importOriginal` need them.
    rules: { "@typescript-eslint/consistent-type-imports": ["error", { disallowTypeAnnotations: false }] },
  },
  { files: ["components/**", "lib/**", "store/**", "types/**"], rules: sharedRules },
  { files: ["app/**"], rules: routeRules },
  {
    ignores: [
      ".next*/**",
      ".data*/**",
      "node_modules/**",
      "drizzle/**",
      "bench/out/**",
      "next-env.d.ts",
      "test-results/**",
      "playwright-report/**",
    ],
  },
];

export default config;
