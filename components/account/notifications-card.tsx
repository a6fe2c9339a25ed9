"use client";

import { useState } from "react";

import { SubmitButton } from "@/components/ui/submit-button";
import type { AccountKind } from "@/lib/accounts/kinds";
import { apiErrorMessage } from "@/lib/api/errors";
import { saveNotificationSettingsRequest } from "@/lib/api/notifications";
import { NOTIFICATIONS_CARD as copy } from "@/lib/content/notification-settings";
import { NOTIFICATION_TOPICS, type NotificationSetting } from "@/lib/notifications/topics";
import type { NotificationSettings } from "@/lib/validation/notification-settings";

import { AccountCard } from "./account-card";

type Topic = { topic: string; label: string; settings: readonly NotificationSetting[] };
type Status = { state: "idle" } | { state: "saving" } | { state: "saved" } | { state: "error"; message: string };

const topicsOf = (kind: AccountKind): Topic[] =>
  Object.entries(NOTIFICATION_TOPICS[kind]).map(([topic, { label, settings }]) => ({ topic, label, settings }));

/** An on/off topic: one switch. */
function TopicSwitch({
  topic,
  value,
  onChange,
}: {
  topic: Topic;
  value: string;
  onChange: (value: NotificationSetting) => void;
}) {
  const id = `notify-${topic.topic}`;
  return (
    <li className="flex items-center justify-between gap-4 py-3">
      <label htmlFor={id} className="text-sm text-ink">
        {topic.label}
      </label>
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={value === "on"}
        onChange={(event) => onChange(event.target.checked ? "on" : "off")}
        className="relative h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-slate-300 transition-colors before:absolute before:top-0.5 before:left-0.5 before:size-5 before:rounded-full before:bg-white before:shadow before:transition-transform checked:bg-brand-600 checked:before:translate-x-5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      />
    </li>
  );
}

/** A topic with more than on and off (new applicants: at once, daily digest, off): a radio group. */
function TopicChoice({
  topic,
  value,
  onChange,
}: {
  topic: Topic;
  value: string;
  onChange: (value: NotificationSetting) => void;
}) {
  return (
    <li className="py-3">
      <fieldset>
        <legend className="text-sm text-ink">{topic.label}</legend>
        <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
          {topic.settings.map((setting) => (
            <label key={setting} className="flex min-h-6 cursor-pointer items-center gap-2 text-sm text-ink">
              <input
                type="radio"
                name={`notify-${topic.topic}`}
                value={setting}
                checked={value === setting}
                onChange={() => onChange(setting)}
                className="size-4 accent-brand-600"
              />
              {copy.settingLabels[setting]}
            </label>
          ))}
        </div>
      </fieldset>
    </li>
  );
}

/**
 * The account page's Notifications card (#notifications): a switch per on/off topic, a choice where there are
 * more settings; Save sends only what changed and shows what the server stored.
 */
export function NotificationsCard({ kind, initial }: { kind: AccountKind; initial: NotificationSettings }) {
  const [saved, setSaved] = useState(initial);
  const [values, setValues] = useState(initial);
  const [status, setStatus] = useState<Status>({ state: "idle" });
  const changes = Object.fromEntries(Object.entries(values).filter(([topic, value]) => saved[topic] !== value));

  const change = (topic: string) => (value: NotificationSetting) => {
    setValues((current) => ({ ...current, [topic]: value }));
    setStatus({ state: "idle" });
  };

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    if (Object.keys(changes).length === 0) return setStatus({ state: "error", message: copy.unchanged });
    setStatus({ state: "saving" });
    try {
      const stored = await saveNotificationSettingsRequest(kind, changes);
      setSaved(stored);
      setValues(stored);
      setStatus({ state: "saved" });
    } catch (error) {
      setStatus({ state: "error", message: apiErrorMessage(error, copy.failed) });
    }
  };

  return (
    <AccountCard id="notifications-heading" anchor="notifications" title={copy.heading} lead={copy.lead}>
      <form noValidate onSubmit={(event) => void save(event)} className="flex flex-col gap-4">
        <ul className="divide-y divide-slate-100">
          {topicsOf(kind).map((topic) =>
            topic.settings.length > 2 ? (
              <TopicChoice
                key={topic.topic}
                topic={topic}
                value={values[topic.topic] ?? "on"}
                onChange={change(topic.topic)}
              />
            ) : (
              <TopicSwitch
                key={topic.topic}
                topic={topic}
                value={values[topic.topic] ?? "on"}
                onChange={change(topic.topic)}
              />
            ),
          )}
        </ul>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <SubmitButton
            sending={status.state === "saving"}
            label={copy.save}
            sendingLabel={copy.saving}
            variant="primary"
            className="self-start"
          />
          <p role="status" aria-live="polite" className="min-h-5 text-sm font-medium">
            {status.state === "saved" ? <span className="text-emerald-700">{copy.saved}</span> : null}
            {status.state === "error" ? <span className="text-red-700">{status.message}</span> : null}
          </p>
        </div>
      </form>
    </AccountCard>
  );
}
