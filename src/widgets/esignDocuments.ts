/**
 * The sold policy's documents in the browser (portal-2.14, portal-4.26): a base64 PDF saved as a
 * file, or printed from a hidden frame of this page. The payment and e-sign chart names these
 * effects (`saveDocument`, `printDocument`); src/widgets/esign.tsx provides them. The PDF is a
 * `blob:` address of this page (a production page's Content-Security-Policy lets `frame-src` have
 * `blob:` for the print when the flow goes on its page).
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

/** Print the PDF: it loads in a hidden frame of this page, whose print dialog opens. */
export function printDocument(p: { document: string; policyNumber: string; base64: string }): void {
  const url = pdfUrl(p.base64);
  const frame = document.createElement('iframe');
  frame.hidden = true;
  frame.title = documentFileName(p.document, p.policyNumber);
  frame.addEventListener('load', () => {
    frame.contentWindow?.focus();
    frame.contentWindow?.print();
    setTimeout(() => {
      frame.remove();
      URL.revokeObjectURL(url);
    }, 60_000);
  });
  frame.src = url;
  document.body.append(frame);
}
