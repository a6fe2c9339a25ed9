"use client";

import { useState } from "react";

import { buttonClass } from "@/components/ui/button-styles";
import { invoiceFileRequest } from "@/lib/api/billing";
import { saveFile } from "@/lib/browser/save-file";
import { INVOICE_DOWNLOADS as copy } from "@/lib/content/billing";
import type { InvoiceSummary } from "@/lib/validation/invoices";

type Format = "pdf" | "xml";
type Props = {
  invoice: Pick<InvoiceSummary, "number" | "pdf_url" | "xml_url">;
  /** "compact": "PDF" and "XML", for a row of a list (each named for the invoice); "full": the invoice page's. */
  variant?: "compact" | "full";
};

const DownloadIcon = () => (
  <svg viewBox="0 0 20 20" className="size-4" aria-hidden="true" focusable="false">
    <path
      d="M10 3v9m0 0-3.5-3.5M10 12l3.5-3.5M4 15.5h12"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

/**
 * Downloads an invoice's PDF and its EN 16931 XML. Buttons, not links: the files need the bearer token, which only
 * the API client adds.
 */
export function InvoiceDownloads({ invoice, variant = "compact" }: Props) {
  const [busy, setBusy] = useState<Format | null>(null);
  const [failed, setFailed] = useState(false);

  async function download(format: Format) {
    setBusy(format);
    setFailed(false);
    try {
      const url = format === "pdf" ? invoice.pdf_url : invoice.xml_url;
      const { blob, fileName } = await invoiceFileRequest(url, invoice.number, format);
      saveFile(blob, fileName);
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  }

  const full = variant === "full";
  const button = (format: Format) => (
    <button
      type="button"
      onClick={() => void download(format)}
      disabled={busy !== null}
      aria-busy={busy === format}
      aria-label={full ? undefined : format === "pdf" ? copy.pdfOf(invoice.number) : copy.xmlOf(invoice.number)}
      className={buttonClass(
        full && format === "pdf" ? "primary" : "secondary",
        full ? "md" : "sm",
        "disabled:opacity-60",
      )}
    >
      <DownloadIcon />
      {busy === format
        ? copy.downloading
        : full
          ? format === "pdf"
            ? copy.downloadPdf
            : copy.downloadXml
          : format === "pdf"
            ? copy.pdf
            : copy.xml}
    </button>
  );

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        {button("pdf")}
        {button("xml")}
      </div>
      {failed ? (
        <p role="alert" className="text-sm text-red-700">
          {copy.failed}
        </p>
      ) : null}
    </div>
  );
}
