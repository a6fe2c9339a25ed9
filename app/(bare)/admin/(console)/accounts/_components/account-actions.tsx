"use client";

import { useState } from "react";

import { TextareaField } from "@/components/ui/field";
import type { MemberKind } from "@/lib/accounts/kinds";
import { endAccountSessionsRequest, reinstateAccountRequest, suspendAccountRequest } from "@/lib/api/manage-accounts";
import { ACCOUNTS_COPY as copy } from "@/lib/content/manage-accounts";
import { SUSPEND_REASON_MAX } from "@/lib/validation/manage-accounts";

import { AccountActionDialog } from "./account-action-dialog";

type Props = { kind: MemberKind; id: number; name: string; suspended: boolean };

/** Suspend (with a reason) or reinstate, and end all sessions, for one account of the list. */
export function AccountActions({ kind, id, name, suspended }: Props) {
  const [reason, setReason] = useState("");
  const [done, setDone] = useState<string | null>(null);
  const reasonId = `suspend-reason-${kind}-${id}`;
  const { actions } = copy;

  return (
    <div className="flex flex-col items-start gap-2 lg:items-end">
      <div className="flex flex-wrap gap-2 lg:flex-nowrap lg:justify-end">
        {suspended ? (
          <AccountActionDialog
            trigger={{ label: actions.reinstate, ariaLabel: `${actions.reinstate} ${name}` }}
            title={copy.reinstateDialog.title(name)}
            description={copy.reinstateDialog.body}
            confirmLabel={copy.reinstateDialog.confirm}
            busyLabel={copy.reinstateDialog.sending}
            tone="primary"
            run={async () => {
              await reinstateAccountRequest(kind, id);
              return copy.done.reinstate(name);
            }}
            onDone={setDone}
          />
        ) : (
          <AccountActionDialog
            trigger={{ label: actions.suspend, ariaLabel: `${actions.suspend} ${name}` }}
            title={copy.suspendDialog.title(name)}
            description={copy.suspendDialog.body}
            confirmLabel={copy.suspendDialog.confirm}
            busyLabel={copy.suspendDialog.sending}
            onOpen={() => setReason("")}
            run={async () => {
              if (!reason.trim()) throw new Error(copy.reasonRequired);
              await suspendAccountRequest(kind, id, reason.trim());
              return copy.done.suspend(name);
            }}
            onDone={setDone}
          >
            <TextareaField
              id={reasonId}
              label={copy.suspendDialog.reason}
              className="mt-4"
              rows={3}
              required
              maxLength={SUSPEND_REASON_MAX}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          </AccountActionDialog>
        )}
        <AccountActionDialog
          trigger={{ label: actions.endSessions, ariaLabel: `${actions.endSessions} of ${name}` }}
          title={copy.endSessionsDialog.title(name)}
          description={copy.endSessionsDialog.body}
          confirmLabel={copy.endSessionsDialog.confirm}
          busyLabel={copy.endSessionsDialog.sending}
          run={async () => copy.done.endSessions(name, await endAccountSessionsRequest(kind, id))}
          onDone={setDone}
        />
      </div>
      {done ? (
        <p role="status" className="text-sm text-emerald-700">
          {done}
        </p>
      ) : null}
    </div>
  );
}
