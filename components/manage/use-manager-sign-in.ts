"use client";

import { useRouter } from "next/navigation";

import { parseAuthResponse } from "@/lib/api/auth";
import { apiErrorMessage } from "@/lib/api/errors";
import { STORAGE_KEYS, writeStored } from "@/lib/api/token-storage";
import { afterSignIn } from "@/lib/manage/paths";

/**
 * Runs a call that signs a manager in (login, setup, invitation), keeps the token where the API client
 * finds it for /api/manage calls, and opens the console (the answer also set the console's cookie).
 */
export function useManagerSignIn(next: string | null, fallback: string) {
  const router = useRouter();
  return async (call: () => Promise<unknown>) => {
    let body: unknown;
    try {
      body = await call();
    } catch (error) {
      throw new Error(apiErrorMessage(error, fallback), { cause: error });
    }
    const { token } = parseAuthResponse(body);
    writeStored(STORAGE_KEYS.managerToken, token);
    router.replace(afterSignIn(next));
    router.refresh();
  };
}
