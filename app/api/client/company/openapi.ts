import { data, type ApiOperation } from "@/lib/openapi/operation";
import { companySchema, companyUpdateRequestSchema } from "@/lib/validation/company";

export const operations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/client/company",
    summary: "The client's company",
    tag: "Client",
    token: "client",
    success: { status: 200, description: "The company", schema: data(companySchema) },
  },
  {
    method: "post",
    path: "/api/client/company",
    summary: "Update the client's company (partial; `logo` a PNG, JPEG or WebP up to 2 MB, `remove_logo=1` deletes it)",
    tag: "Client",
    token: "client",
    body: { schema: companyUpdateRequestSchema, multipartOnly: true },
    success: { status: 200, description: "The updated company", schema: data(companySchema) },
    errors: [400, 413, 415, 422],
  },
];
