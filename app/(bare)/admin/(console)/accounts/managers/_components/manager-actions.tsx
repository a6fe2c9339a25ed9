"use client";

import { useState } from "react";

import { TextareaField } from "@/components/ui/field";
import { endManagerSessionsRequest, reinstateManagerRequest, suspendManagerRequest } from "@/lib/api/manage-accounts";
import { ACCOUNTS_COPY, MANAGERS_COPY as copy } from "@/lib/content/manage-accounts";
import { SUSPEND_REASON_MAX } from "@/lib/validation/manage-accounts";

import { AccountActionDialog } from "../../_components/account-action-dialog";

type Props = {
  id: number;
  name: string;
  suspended: boolean;
  /** The signed-in manager's own row. */
  self: boolean;
  /** The only active manager: the server refuses to suspend it, so the button is not offered. */
  lastActive: boolean;
};

/** Suspend (with a reason) or reinstate a manager, and end its sessions: one row of the managers list. */
export function ManagerActions({ id, name, suspended, self, lastActive }: Props) {
  const [reason, setReason] = useState("");
  const [done, setDone] = useState<string | null>(null);
  const { actions, done: doneCopy } = ACCOUNTS_COPY;

  return (
    <div className="flex flex-col items-start gap-2 sm:items-end">
      <div className="flex flex-wrap gap-2 sm:justify-end">
        {suspended ? (
          <AccountActionDialog
            trigger={{ label: actions.reinstate, ariaLabel: `${actions.reinstate} ${name}` }}
            title={copy.reinstateDialog.title(name)}
            description={copy.reinstateDialog.body}
            confirmLabel={copy.reinstateDialog.confirm}
            busyLabel={copy.reinstateDialog.sending}
            tone="primary"
            run={async () => {
              await reinstateManagerRequest(id);
              return doneCopy.reinstate(name);
            }}
            onDone={setDone}
          />
        ) : lastActive ? null : (
          <AccountActionDialog
            trigger={{ label: actions.suspend, ariaLabel: `${actions.suspend} ${name}` }}
            title={copy.suspendDialog.title(name)}
            description={self ? copy.suspendDialog.selfBody : copy.suspendDialog.body}
            confirmLabel={copy.suspendDialog.confirm}
            busyLabel={copy.suspendDialog.sending}
            onOpen={() => setReason("")}
            run={async () => {
              if (!reason.trim()) throw new Error(ACCOUNTS_COPY.reasonRequired);
              await suspendManagerRequest(id, reason.trim());
              return doneCopy.suspend(name);
            }}
            onDone={setDone}
          >
            <TextareaField
              id={`suspend-manager-reason-${id}`}
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
        {suspended ? null : (
          <AccountActionDialog
            trigger={{ label: actions.endSessions, ariaLabel: `${actions.endSessions} of ${name}` }}
            title={copy.endSessionsDialog.title(name)}
            description={copy.endSessionsDialog.body}
            confirmLabel={copy.endSessionsDialog.confirm}
            busyLabel={copy.endSessionsDialog.sending}
            run={async () => doneCopy.endSessions(name, await endManagerSessionsRequest(id))}
            onDone={setDone}
          />
        )}
      </div>
      {lastActive ? <p className="text-xs text-ink-muted">{copy.lastActive}</p> : null}
      {done ? (
        <p role="status" className="text-sm text-emerald-700">
          {done}
        </p>
      ) : null}
    </div>
  );
}
