import { ACCOUNT_KINDS } from "@/lib/accounts/kinds";
import type { ApiOperation } from "@/lib/openapi/operation";
import { fileIdParamSchema } from "@/lib/validation/profile";

export const operations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/files/{id}",
    summary:
      "An uploaded file: an avatar (public) or a résumé (its owner's token, or a client's or manager's while the profile is not hidden)",
    tag: "Talent",
    apiKey: false,
    token: [...ACCOUNT_KINDS],
    tokenOptional: true,
    pathParams: fileIdParamSchema,
    success: {
      status: 200,
      description:
        "The file, with its detected type and a generated name; the demo talents' avatars are SVG portraits of our own",
      binary: ["image/png", "image/jpeg", "image/webp", "image/svg+xml", "application/pdf"],
    },
    errors: [404],
  },
];
