const NUMBER = /((?:INV|CN)-\d{4}-\d{6})/;

/** Text whose invoice numbers never wrap at their hyphens ("INV-2026-" on one line, "000004" on the next). */
export function UnbrokenNumbers({ text }: { text: string }) {
  return text.split(NUMBER).map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );
}
