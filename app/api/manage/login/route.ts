import { managerInfo } from "@/lib/server/accounts/account-info";
import { login, loginClientOf, rememberDevice } from "@/lib/server/accounts/login";
import { apiRoute } from "@/lib/server/http/api-handler";
import { readBody } from "@/lib/server/http/body";
import { ok } from "@/lib/server/http/respond";
import { setManagerCookie } from "@/lib/server/manage/manager-cookie";
import { loginRequestSchema } from "@/lib/validation/accounts";

// POST /api/manage/login – sign a manager in, as the talent's and client's login, plus the console's cookie
export const POST = apiRoute(async ({ request, db }) => {
  const input = loginRequestSchema.parse(await readBody(request));
  const client = loginClientOf(request);
  const { account, token } = await login(db, "manager", input, client);
  const answer = setManagerCookie(ok({ user: await managerInfo(db, account.id), token }), request, token);
  return rememberDevice(answer, request, client, "manager", input.email);
});
