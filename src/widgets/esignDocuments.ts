/**
 * The sold policy's documents in the browser (portal-2.14, portal-4.26): a base64 PDF saved as a
 * file, or opened in a window of its own whose print dialog opens. The payment and e-sign chart
 * names these effects (`saveDocument`, `printDocument`); src/widgets/esign.tsx provides them. The
 * PDF is a `blob:` address of this page, opened as a window and never framed, so the page's
 * Content-Security-Policy keeps `frame-src` to the allowed origins (and phones, which print no
 * hidden frame, show the PDF with their own print and share).
 */

/** The file's name: the document and the policy number, safe characters only. */
export function documentFileName(document: string, policyNumber: string): string {
  return `${document}-${policyNumber}`.replace(/[^A-Za-z0-9_-]/g, '_') + '.pdf';
}

function pdfUrl(base64: string): string {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
}

/** Save the PDF as a file (the browser's download). */
export function saveDocument(p: { document: string; policyNumber: string; base64: string }): void {
  const url = pdfUrl(p.base64);
  const a = document.createElement('a');
  a.href = url;
  a.download = documentFileName(p.document, p.policyNumber);
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Print the PDF: it opens in a window of its own (the browser's PDF viewer), whose print dialog
 * opens once it has loaded. A browser that blocks the window gets the file saved instead.
 */
export function printDocument(p: { document: string; policyNumber: string; base64: string }): void {
  const url = pdfUrl(p.base64);
  const opened = window.open(url, '_blank');
  if (!opened) {
    URL.revokeObjectURL(url);
    saveDocument(p);
    return;
  }
  opened.addEventListener('load', () => opened.print());
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
