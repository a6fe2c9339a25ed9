"use client";

import { useState } from "react";

import { revokeInvitationRequest } from "@/lib/api/manage-accounts";
import { MANAGERS_COPY } from "@/lib/content/manage-accounts";

import { AccountActionDialog } from "../../_components/account-action-dialog";

const copy = MANAGERS_COPY.pending;

/** Revoke one pending invitation, behind its confirming dialog. */
export function RevokeInvitation({ id, email }: { id: number; email: string }) {
  const [done, setDone] = useState<string | null>(null);
  return (
    <div className="flex flex-col items-start gap-1 sm:items-end">
      <AccountActionDialog
        trigger={{ label: copy.revoke, ariaLabel: copy.revokeLabel(email) }}
        title={copy.revokeDialog.title(email)}
        description={copy.revokeDialog.body}
        confirmLabel={copy.revokeDialog.confirm}
        busyLabel={copy.revokeDialog.sending}
        run={async () => {
          await revokeInvitationRequest(id);
          return copy.revoked(email);
        }}
        onDone={setDone}
      />
      {done ? (
        <p role="status" className="text-sm text-emerald-700">
          {done}
        </p>
      ) : null}
    </div>
  );
}
