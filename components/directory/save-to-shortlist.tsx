"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { useState } from "react";

import { buttonClass } from "@/components/ui/button-styles";
import { DialogPanel } from "@/components/ui/dialog-panel";
import { apiErrorMessage, apiFieldErrors } from "@/lib/api/errors";
import {
  createShortlistRequest,
  removeFromShortlistRequest,
  saveToShortlistRequest,
  shortlistsForRequest,
} from "@/lib/api/shortlists";
import { SHORTLIST_COPY } from "@/lib/content/directory";
import type { Shortlist } from "@/lib/validation/shortlists";

type Lists = { state: "loading" } | { state: "error" } | { state: "ready"; lists: Shortlist[] };

/** "Save to shortlist": a dialog to tick the recruiter's lists the talent belongs on, or to name a new one. */
export function SaveToShortlist({ talentId, talentName }: { talentId: number; talentName: string }) {
  const [open, setOpen] = useState(false);
  const [lists, setLists] = useState<Lists>({ state: "loading" });
  const [status, setStatus] = useState<{ tone: "ok" | "error"; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [name, setName] = useState("");
  const [nameError, setNameError] = useState<string | null>(null);
  const savedSomewhere = lists.state === "ready" && lists.lists.some((list) => list.has_talent);

  const load = async () => {
    setLists({ state: "loading" });
    try {
      setLists({ state: "ready", lists: await shortlistsForRequest(talentId) });
    } catch {
      setLists({ state: "error" });
    }
  };

  const replace = (updated: Shortlist, hasTalent: boolean) =>
    setLists((current) =>
      current.state === "ready"
        ? {
            state: "ready",
            lists: current.lists.map((list) => (list.id === updated.id ? { ...updated, has_talent: hasTalent } : list)),
          }
        : current,
    );

  const toggle = async (list: Shortlist) => {
    setBusy(true);
    setStatus(null);
    try {
      if (list.has_talent) {
        await removeFromShortlistRequest(list.id, talentId);
        replace({ ...list, talent_count: Math.max(0, list.talent_count - 1) }, false);
        setStatus({ tone: "ok", text: SHORTLIST_COPY.removedFrom(list.name) });
      } else {
        replace(await saveToShortlistRequest(list.id, talentId), true);
        setStatus({ tone: "ok", text: SHORTLIST_COPY.addedTo(list.name) });
      }
    } catch (error) {
      setStatus({ tone: "error", text: apiErrorMessage(error, SHORTLIST_COPY.changeFailed) });
    } finally {
      setBusy(false);
    }
  };

  const create = async (event: React.FormEvent) => {
    event.preventDefault();
    setStatus(null);
    if (name.trim() === "") {
      setNameError(SHORTLIST_COPY.nameRequired);
      return;
    }
    setBusy(true);
    setNameError(null);
    try {
      const list = await createShortlistRequest(name);
      const saved = await saveToShortlistRequest(list.id, talentId);
      setLists((current) => ({
        state: "ready",
        lists: [...(current.state === "ready" ? current.lists : []), { ...saved, has_talent: true }],
      }));
      setName("");
      setStatus({ tone: "ok", text: SHORTLIST_COPY.addedTo(list.name) });
    } catch (error) {
      setNameError(apiFieldErrors(error).name?.[0] ?? apiErrorMessage(error, SHORTLIST_COPY.changeFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setStatus(null);
          void load();
        }
      }}
    >
      <Dialog.Trigger className={buttonClass(savedSomewhere ? "secondary" : "primary", "sm")}>
        {savedSomewhere ? SHORTLIST_COPY.saved : SHORTLIST_COPY.save}
        <span className="sr-only"> ({talentName})</span>
      </Dialog.Trigger>
      <DialogPanel title={SHORTLIST_COPY.dialogTitle} description={SHORTLIST_COPY.dialogDescription(talentName)}>
        <div className="mt-5 flex flex-col gap-5">
          {lists.state === "loading" ? <p className="text-sm text-ink-muted">{SHORTLIST_COPY.loadingLists}</p> : null}
          {lists.state === "error" ? (
            <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
              {SHORTLIST_COPY.loadFailed}
            </p>
          ) : null}
          {lists.state === "ready" && lists.lists.length === 0 ? (
            <p className="text-sm text-ink-muted">{SHORTLIST_COPY.noLists}</p>
          ) : null}
          {lists.state === "ready" && lists.lists.length > 0 ? (
            <fieldset>
              <legend className="sr-only">{SHORTLIST_COPY.listsNav}</legend>
              <ul className="flex max-h-60 flex-col gap-1 overflow-y-auto">
                {lists.lists.map((list) => (
                  <li key={list.id}>
                    <label className="flex cursor-pointer items-center gap-3 rounded-lg px-2 py-2 text-sm text-ink hover:bg-slate-50">
                      <input
                        type="checkbox"
                        checked={list.has_talent === true}
                        disabled={busy}
                        onChange={() => void toggle(list)}
                        className="size-4 rounded border-slate-300 text-brand-600 focus-visible:outline-2 focus-visible:outline-brand-500"
                      />
                      <span className="flex-1 font-medium">{list.name}</span>
                      <span className="text-xs text-ink-muted">{SHORTLIST_COPY.count(list.talent_count)}</span>
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          ) : null}
          <form
            onSubmit={(event) => void create(event)}
            noValidate
            className="flex flex-col gap-2 border-t border-slate-100 pt-4"
          >
            <label htmlFor={`new-shortlist-${talentId}`} className="text-sm font-medium text-ink">
              {SHORTLIST_COPY.newList}
            </label>
            <div className="flex flex-col gap-2 sm:flex-row">
              <input
                id={`new-shortlist-${talentId}`}
                value={name}
                maxLength={80}
                onChange={(event) => setName(event.target.value)}
                placeholder={SHORTLIST_COPY.newListPlaceholder}
                aria-invalid={nameError ? true : undefined}
                aria-describedby={nameError ? `new-shortlist-${talentId}-error` : undefined}
                className="h-10 w-full min-w-0 rounded-lg sm:flex-1 border border-slate-300 px-3 text-sm text-ink focus:border-brand-500 focus:outline-2 focus:outline-brand-500/30 aria-[invalid=true]:border-red-500"
              />
              <button
                type="submit"
                disabled={busy}
                className={buttonClass("primary", "sm", "h-10 disabled:opacity-60")}
              >
                {busy ? SHORTLIST_COPY.creating : SHORTLIST_COPY.create}
              </button>
            </div>
            {nameError ? (
              <p id={`new-shortlist-${talentId}-error`} className="text-sm text-red-700">
                {nameError}
              </p>
            ) : null}
          </form>
          <p
            aria-live="polite"
            className={`min-h-5 text-sm ${status?.tone === "error" ? "text-red-700" : "text-emerald-800"}`}
          >
            {status?.text}
          </p>
          <div className="flex justify-end">
            <Dialog.Close className={buttonClass("secondary", "md")}>{SHORTLIST_COPY.done}</Dialog.Close>
          </div>
        </div>
      </DialogPanel>
    </Dialog.Root>
  );
}
