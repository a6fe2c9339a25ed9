"use client";

import type { ComponentProps } from "react";

import { inputClass } from "@/components/ui/field";

import { useTimeZones } from "./use-time-zones";

/** A select of the browser's IANA time zones; a saved zone the browser does not list stays choosable. */
export function TimeZoneSelect({ value, ...props }: ComponentProps<"select"> & { value: string }) {
  const zones = useTimeZones();
  const options = value && !zones.includes(value) ? [value, ...zones] : zones;
  return (
    <select {...props} value={value} className={inputClass}>
      <option value="">{zones.length === 0 ? "Loading time zones…" : "Select…"}</option>
      {options.map((zone) => (
        <option key={zone} value={zone}>
          {zone.replaceAll("_", " ")}
        </option>
      ))}
    </select>
  );
}
