/**
 * What a print of the invoice page holds: the invoice alone, on white paper, in the light
 * theme's colours (a dark theme's pale text would not read on paper). Scoped to a page that
 * shows an invoice (`body:has([data-invoice-print])`), and rendered only while the preview is,
 * so printing any other page is untouched. Everything neither the invoice, inside it, nor one of
 * its ancestors is hidden; the ancestors lose their layout (padding, grid, shadows) so the
 * invoice starts at the top of the page.
 */
const PRINT_CSS = `
@media print {
  @page { margin: 12mm; }
  html:has([data-invoice-print]), body:has([data-invoice-print]) { background: #fff !important; }
  body:has([data-invoice-print]) *:not(:has([data-invoice-print])):not([data-invoice-print]):not([data-invoice-print] *) { display: none !important; }
  body:has([data-invoice-print]) *:has([data-invoice-print]) {
    display: block !important; position: static !important; margin: 0 !important; padding: 0 !important; border: 0 !important;
    box-shadow: none !important; background: transparent !important; overflow: visible !important; transform: none !important;
    width: auto !important; max-width: none !important; min-width: 0 !important; height: auto !important; min-height: 0 !important;
  }
  [data-invoice-print] {
    --ee-surface: #fff; --ee-surface-2: #f3f2f6; --ee-body: #fff; --ee-heading: #444050; --ee-text: #6d6b77; --ee-muted: #72707c; --ee-border: #e6e6e8;
    --ee-primary-ink: #5e54c8; --ee-secondary-ink: #5d5f6b; --ee-success-ink: #1a7745; --ee-info-ink: #006877; --ee-warning-ink: #8f4a00; --ee-error-ink: #c21f24;
    color-scheme: light; color: var(--ee-text); background: #fff !important; box-shadow: none !important; border: 0 !important; padding: 0 !important;
    print-color-adjust: exact; -webkit-print-color-adjust: exact;
  }
  [data-invoice-print] [role='region'] { overflow: visible !important; }
  [data-invoice-print] table { min-width: 0 !important; }
  [data-invoice-print] tr, [data-invoice-print] li { break-inside: avoid; }
}
`;

/** The invoice page's print stylesheet (see above). */
export function InvoicePrintStyle() {
  return <style data-invoice-print-style="">{PRINT_CSS}</style>;
}
