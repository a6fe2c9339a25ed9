import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { WeeklyChart, yScale } from "@/components/manage/weekly-chart";

const weeks = ["2026-10-05", "2026-10-12", "2026-10-19", "2026-10-26", "2026-11-02"];
const series = [
  { key: "signups", label: "Sign-ups", color: "#2563eb", values: [1, 0, 3, 2, 7] },
  { key: "hires", label: "Hires", color: "#dc2626", dashed: true, values: [0, 0, 1, 0, 0] },
];

const chart = (props: Partial<Parameters<typeof WeeklyChart>[0]> = {}) =>
  render(
    <WeeklyChart
      id="t"
      title="Weekly activity"
      description="One point per week."
      weeks={weeks}
      series={series}
      tableToggle="Show the numbers as a table"
      weekColumn="Week of"
      {...props}
    />,
  );

const wideOf = (container: HTMLElement) => container.querySelector('svg[data-layout="wide"]')!;
const axis = (container: HTMLElement, layout: "wide" | "compact", which: "x" | "y") =>
  [...container.querySelectorAll(`svg[data-layout="${layout}"] [data-axis="${which}"]`)].map((t) => t.textContent);

describe("WeeklyChart", () => {
  it("is an image named by its title and described by its description, drawn wide and compact (one shown per width)", () => {
    chart();
    const [wide, compact] = screen.getAllByRole("img", { name: /Weekly activity/ });
    expect(wide!.getAttribute("viewBox")).toBe("0 0 720 300");
    expect(wide!.getAttribute("class")).toContain("hidden sm:block");
    expect(compact!.getAttribute("viewBox")).toBe("0 0 360 240");
    expect(compact!.getAttribute("class")).toContain("sm:hidden");
    for (const image of [wide!, compact!]) {
      expect(image.getAttribute("width")).toBe("100%");
      expect(image).toHaveAccessibleName("Weekly activity");
      expect(image).toHaveAccessibleDescription("One point per week.");
    }
  });

  it("draws one point per week for each series, each point titled with its value", () => {
    const { container } = chart();
    for (const s of series) {
      expect(
        container
          .querySelector(`svg[data-layout="compact"] [data-series="${s.key}"]`)!
          .querySelectorAll("circle[data-point]"),
      ).toHaveLength(weeks.length);
      const group = wideOf(container).querySelector(`[data-series="${s.key}"]`)!;
      expect(group.querySelectorAll("circle[data-point]")).toHaveLength(weeks.length);
      expect(group.querySelector("polyline")!.getAttribute("points")!.split(" ")).toHaveLength(weeks.length);
    }
    const titles = [...wideOf(container).querySelectorAll('[data-series="signups"] circle title')].map(
      (t) => t.textContent,
    );
    expect(titles[4]).toBe("Sign-ups, week of 2 Nov: 7");
    // Higher values sit higher (smaller y).
    const ys = [...wideOf(container).querySelectorAll('[data-series="signups"] circle')].map((c) =>
      Number(c.getAttribute("cy")),
    );
    expect(ys[4]).toBeLessThan(ys[2]!);
    expect(ys[1]).toBeGreaterThan(ys[0]!);
  });

  it("labels the axes: week dates below, round counts on the left, and a legend", () => {
    const { container } = chart();
    expect(axis(container, "wide", "x")).toEqual(["5 Oct", "12 Oct", "19 Oct", "26 Oct", "2 Nov"]);
    expect(axis(container, "wide", "y")).toEqual(["0", "2", "4", "6", "8"]);
    expect(axis(container, "compact", "x")).toEqual(["5 Oct", "19 Oct", "2 Nov"]);
    expect(axis(container, "compact", "y")).toEqual(["0", "2", "4", "6", "8"]);
    const legend = screen.getByRole("list", { name: "Legend" });
    expect(
      within(legend)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Sign-ups", "Hires"]);
  });

  it("thins the week labels on a long window, keeping the latest week", () => {
    const many = Array.from({ length: 52 }, (_, i) =>
      new Date(Date.UTC(2025, 10, 10) + i * 7 * 86_400_000).toISOString().slice(0, 10),
    );
    const { container } = chart({ weeks: many, series: [{ ...series[0]!, values: many.map(() => 1) }] });
    const labels = axis(container, "wide", "x");
    expect(labels.length).toBeLessThanOrEqual(9);
    expect(labels.at(-1)).toBe("2 Nov");
    expect(axis(container, "compact", "x").length).toBeLessThanOrEqual(5);
    expect(wideOf(container).querySelectorAll("circle[data-point]")).toHaveLength(52);
    expect(container.querySelectorAll('svg[data-layout="compact"] circle[data-point]')).toHaveLength(52);
  });

  it("has the numbers in a table behind a disclosure, a row per week and a column per series", () => {
    chart();
    const table = screen.getByRole("table", { hidden: true });
    expect(table.closest("details")).not.toBeNull();
    expect(
      within(table)
        .getAllByRole("columnheader", { hidden: true })
        .map((th) => th.textContent),
    ).toEqual(["Week of", "Sign-ups", "Hires"]);
    const rows = within(table).getAllByRole("row", { hidden: true }).slice(1);
    expect(rows).toHaveLength(weeks.length);
    expect(rows[4]!.textContent).toBe("2 Nov70");
  });

  it("picks a round axis top for any maximum", () => {
    expect(yScale(0)).toEqual({ top: 4, ticks: [0, 1, 2, 3, 4] });
    expect(yScale(9).top).toBe(12);
    expect(yScale(99)).toEqual({ top: 100, ticks: [0, 25, 50, 75, 100] });
    for (const max of [5, 17, 41, 333, 1234]) {
      const { top, ticks } = yScale(max);
      expect(top).toBeGreaterThanOrEqual(max);
      expect(top).toBeLessThan(max * 2.5);
      expect(ticks.every(Number.isInteger)).toBe(true);
    }
  });
});
