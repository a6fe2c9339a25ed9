/** One line of the printed table: a figure, what it must be, and whether it is. */
export type Row = { part: string; check: string; value: string | number; expected: string; ok: boolean };

export class Report {
  readonly rows: Row[] = [];
  readonly notes: string[] = [];

  constructor(private readonly part: string) {}

  /** Records a figure that must satisfy `ok`. */
  check(check: string, value: string | number, expected: string, ok: boolean): void {
    this.rows.push({ part: this.part, check, value, expected, ok });
  }

  /** Records a figure for information only. */
  figure(check: string, value: string | number): void {
    this.rows.push({ part: this.part, check, value, expected: "", ok: true });
  }

  equal(check: string, value: number, expected: number): void {
    this.check(check, value, `= ${expected}`, value === expected);
  }

  atLeast(check: string, value: number, min: number): void {
    this.check(check, value, `≥ ${min}`, value >= min);
  }

  atMost(check: string, value: number, max: number): void {
    this.check(check, value, `≤ ${max}`, value <= max);
  }

  note(text: string): void {
    this.notes.push(`[${this.part}] ${text}`);
  }
}

const format = (value: string | number) => (typeof value === "number" ? value.toLocaleString("en-US") : value);

export function renderTable(rows: Row[]): string {
  const header = ["Part", "Check", "Figure", "Expected", "Result"];
  const lines = rows.map((row) => [
    row.part,
    row.check,
    format(row.value),
    row.expected,
    row.expected === "" ? "" : row.ok ? "PASS" : "FAIL",
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i]!.length)));
  const render = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(" | ")} |`;
  return [render(header), `|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`, ...lines.map(render)].join("\n");
}
