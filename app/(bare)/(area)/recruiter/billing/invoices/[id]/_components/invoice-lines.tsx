import { cardClass } from "@/components/ui/card";
import { INVOICE_PAGE as copy, UNIT_LABELS } from "@/lib/content/billing";
import { formatPeriod } from "@/lib/format/date-time";
import { formatMoney } from "@/lib/offers/money";
import type { InvoiceJson, InvoiceLineJson } from "@/lib/validation/invoices";

/** "37.5 h", "3 days", "1": a line's quantity in its unit; trailing zeros of the decimal dropped. */
export function quantityText(line: Pick<InvoiceLineJson, "quantity" | "unit_code">): string {
  const quantity = line.quantity.includes(".") ? line.quantity.replace(/\.?0+$/, "") : line.quantity;
  return (UNIT_LABELS[line.unit_code] ?? ((value: string) => `${value} ${line.unit_code}`))(quantity);
}

/** An invoice's lines and total: a table from tablet width, one card per line on a phone. */
export function InvoiceLines({ invoice }: { invoice: InvoiceJson }) {
  const money = (minor: number) => formatMoney(minor, invoice.currency);
  const total = money(invoice.total_minor);
  return (
    <section aria-labelledby="lines-heading" className="flex flex-col gap-3">
      <h2 id="lines-heading" className="text-lg font-semibold text-ink">
        {copy.linesHeading}
      </h2>
      <ol aria-label={copy.linesHeading} className="flex flex-col gap-3 md:hidden">
        {invoice.lines.map((line) => (
          <li key={line.position} className={cardClass("p-4 shadow-sm")}>
            <p className="break-words font-semibold text-ink">{line.description}</p>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-ink-muted">{copy.columns.period}</dt>
              <dd className="text-right text-ink">{formatPeriod(line.period_start, line.period_end)}</dd>
              <dt className="text-ink-muted">{copy.columns.quantity}</dt>
              <dd className="text-right text-ink">{quantityText(line)}</dd>
              <dt className="text-ink-muted">{copy.columns.unitPrice}</dt>
              <dd className="text-right tabular-nums text-ink">{money(line.unit_price_minor)}</dd>
              <dt className="font-semibold text-ink">{copy.columns.amount}</dt>
              <dd className="text-right font-semibold tabular-nums text-ink">{money(line.amount_minor)}</dd>
            </dl>
          </li>
        ))}
      </ol>
      <p className="flex justify-between rounded-2xl bg-slate-100 px-4 py-3 text-base font-bold text-ink md:hidden">
        <span>{copy.total}</span>
        <span className="tabular-nums">{total}</span>
      </p>
      <div className="hidden overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{copy.linesHeading}</caption>
          <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                {copy.columns.description}
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                {copy.columns.period}
              </th>
              <th scope="col" className="px-4 py-3 text-right font-semibold">
                {copy.columns.quantity}
              </th>
              <th scope="col" className="px-4 py-3 text-right font-semibold">
                {copy.columns.unitPrice}
              </th>
              <th scope="col" className="px-4 py-3 text-right font-semibold">
                {copy.columns.amount}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {invoice.lines.map((line) => (
              <tr key={line.position} className="align-top">
                <td className="max-w-sm break-words px-4 py-3 text-ink">{line.description}</td>
                <td className="px-4 py-3 text-ink">{formatPeriod(line.period_start, line.period_end)}</td>
                <td className="px-4 py-3 text-right text-ink">{quantityText(line)}</td>
                <td className="px-4 py-3 text-right tabular-nums text-ink">{money(line.unit_price_minor)}</td>
                <td className="px-4 py-3 text-right font-semibold tabular-nums text-ink">{money(line.amount_minor)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t-2 border-slate-300 bg-slate-50">
            <tr>
              <th scope="row" colSpan={4} className="px-4 py-3 text-right text-base font-bold text-ink">
                {copy.total}
              </th>
              <td className="px-4 py-3 text-right text-base font-bold tabular-nums text-ink">{total}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}
