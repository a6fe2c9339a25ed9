import { z } from "zod";

// The browser runs under a Content-Security-Policy without eval. Zod's object schemas otherwise probe
// `new Function` when they are built, which the browser reports as a policy violation. Servers keep the
// faster compiled parsers.
if (typeof window !== "undefined") z.config({ jitless: true });

export { z };
