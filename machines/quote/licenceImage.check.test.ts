/**
 * The licence photo's own check in the browser (quote-8.4): empty files, files that are not images,
 * and bytes that are not a JPEG or a PNG (or do not decode) are refused with fileTypeError before
 * anything is uploaded; the machine runs with its real check here.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { sampleFileBase64 } from '../../fixtures/data/licenseImages';
import type { AnalyticsEvent } from '../../src/analytics';
import { flushMicrotasks } from '../../src/paths/play';
import { licenceImageError, licenceImageMachine, type LicenceImageFile } from './licenceImage.machine';
import { checkLicenceImage, NotALicenceImage } from './licenceImage.rules';
import { createTokenStore } from '../../src/storage/tokens';

const JPEG = sampleFileBase64('jpeg');

describe('[quote-8.4] files that are not a licence photo are refused in the browser', () => {
  const jpegBytes = Uint8Array.from(atob(JPEG), (c) => c.charCodeAt(0));
  const file = (name: string, type: string, bytes: Uint8Array): LicenceImageFile => ({ name, size: bytes.length, type, blob: new Blob([bytes as BlobPart], { type }) });
  const pdfBytes = new TextEncoder().encode('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n');

  it.each<[string, LicenceImageFile]>([
    ['an empty file', file('licence.jpg', 'image/jpeg', new Uint8Array(0))],
    ['a PDF', file('licence.pdf', 'application/pdf', pdfBytes)],
    ['a text file named and typed as a JPEG', file('licence.jpg', 'image/jpeg', new TextEncoder().encode('not a picture at all'))],
    ['a JPEG typed as something else', file('licence.txt', 'text/plain', jpegBytes)],
  ])('[quote-8.4] %s: fileTypeError, logged, nothing uploaded', async (_label, bad) => {
    const tracked: AnalyticsEvent[] = [];
    const seen: string[] = [];
    const actor = createActor(licenceImageMachine.provide({ actions: { track: (_, event) => tracked.push(event) } }), { input: { mode: 'uploadimage', tokens: createTokenStore({ backend: null, brand: 'bluebonnet' }) } });
    actor.subscribe((s) => seen.push(JSON.stringify(s.value)));
    actor.start();
    actor.send({ type: 'image.chosen', file: bad });
    await flushMicrotasks();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(licenceImageError(actor.getSnapshot())).toBe('fileTypeError');
    expect(seen).not.toContain('"reading"');
    expect(tracked).toEqual([{ event: 'quote_error', type: 'OCR Error', code: 200, message: 'fileTypeError' }]);
  });

  it('[quote-7.20] a JPEG or a PNG goes on to be read and uploaded', async () => {
    for (const ok of [file('licence.jpg', 'image/jpeg', jpegBytes), file('licence.png', 'image/png', Uint8Array.from(atob(sampleFileBase64('png')), (c) => c.charCodeAt(0)))]) {
      await expect(checkLicenceImage(ok)).resolves.toBeUndefined();
    }
  });

  it('decodes the image where the browser can (createImageBitmap): bytes that only start like a JPEG are refused', async () => {
    const broken = file('licence.jpg', 'image/jpeg', jpegBytes);
    const decode = async () => {
      throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
    };
    await expect(checkLicenceImage(broken, decode)).rejects.toBeInstanceOf(NotALicenceImage);
    let closed = false;
    await expect(checkLicenceImage(broken, async () => ({ close: () => (closed = true) }))).resolves.toBeUndefined();
    expect(closed).toBe(true);
  });
});
