"use client";

import { useCallback } from "react";

import { useLoad } from "@/components/ui/use-load";
import { billingProfileRequest } from "@/lib/api/billing";
import { engagementsRequest } from "@/lib/api/engagements";

import { BillingProfileNotice } from "./billing-profile-notice";

/**
 * The billing notice for a company that has an engagement (so something to invoice) but no billing profile yet;
 * nothing otherwise, nor while loading or when either call fails.
 */
export function MissingBillingProfile() {
  const { load } = useLoad(
    useCallback(async () => {
      const [profile, engagements] = await Promise.all([billingProfileRequest(), engagementsRequest("client")]);
      return profile === null && engagements.length > 0;
    }, []),
  );
  return load.state === "ready" && load.value ? <BillingProfileNotice /> : null;
}
