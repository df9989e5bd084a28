/**
 * The licence image machine with its real actors (the file read with Blob.arrayBuffer, the real
 * services/ocr.ts upload) against the in-process sandbox and its magic inputs (docs/sandbox.md,
 * "Driver licence image"): a readable licence, an unclear one, a wrong file type, an OCR failure,
 * a fault, a file the browser cannot read, and the 5 MB limit at its edge.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { LICENSE_READINGS, sampleFileBase64, SANDBOX_LICENSE_FILES, type SampleFileKind } from '../../fixtures/data/licenseImages';
import { connectSandbox, TEST_BEARER_TOKEN, type SandboxHarness } from '../../fixtures/sandbox/testing';
import { ocrPaths } from '../../services/ocr';
import type { AnalyticsEvent } from '../../src/analytics';
import { chosenImage, driverFromOcr, LICENSE_IMAGE_MAX_BYTES, licenceImageError, licenceImageMachine } from './licenceImage.machine';
import { createTokenStore } from '../../src/storage/tokens';

let sandbox: SandboxHarness;

beforeEach(() => {
  sandbox = connectSandbox({ api: { getBearerToken: () => TEST_BEARER_TOKEN } });
});

/** A stand-in file with the real first bytes of its kind (what the sandbox reads). */
function file(name: string, kind: SampleFileKind, size = 2048): File {
  const sample = Uint8Array.from(atob(sampleFileBase64(kind, Math.min(size, 2048))), (c) => c.charCodeAt(0));
  const bytes = new Uint8Array(size);
  bytes.set(sample);
  return new File([bytes], name, { type: kind === 'pdf' ? 'application/pdf' : `image/${kind}` });
}

async function choose(chosen: File) {
  const tracked: AnalyticsEvent[] = [];
  const actor = createActor(licenceImageMachine.provide({ actions: { track: (_, event) => tracked.push(event) } }), { input: { mode: 'uploadimage', tokens: createTokenStore({ backend: null, brand: 'bluebonnet' }) } });
  actor.start();
  actor.send(chosenImage(chosen));
  const snapshot = await waitFor(actor, (s) => s.status === 'done' || s.hasTag('error'), { timeout: 5000 });
  return { snapshot, tracked };
}

const uploads = () => sandbox.records.filter((r) => r.path === `/api${ocrPaths.upload}`);

describe('[quote-7.20] licence image against the sandbox', () => {
  it('[quote-7.20] [quote-3.16] a readable JPEG (licence-front.jpg) ends with the Texas reading, uploaded as base64 with its name', async () => {
    const chosen = file(SANDBOX_LICENSE_FILES.texas, 'jpeg');
    const { snapshot, tracked } = await choose(chosen);
    expect(snapshot.status).toBe('done');
    expect(snapshot.output?.result).toEqual(LICENSE_READINGS.texas);
    expect(uploads().at(-1)?.body).toMatchObject({ fileName: 'licence-front.jpg', image: sampleFileBase64('jpeg') });
    expect(driverFromOcr(snapshot.output?.result ?? LICENSE_READINGS.texas)).toMatchObject({ firstName: 'Alejandra', zip: '78745', gender: '1' });
    expect(tracked).toEqual([]);
  });

  it('[quote-7.20] [quote-3.16] a PNG (licence-newyork.png) is read too', async () => {
    const { snapshot } = await choose(file(SANDBOX_LICENSE_FILES.newYork, 'png'));
    expect(snapshot.output?.result.zipCode).toBe('10001');
  });

  it('[quote-8.4] an unclear image (licence-unclear.jpg) is imageNotClear, logged as an OCR Error', async () => {
    const { snapshot, tracked } = await choose(file(SANDBOX_LICENSE_FILES.unclear, 'jpeg'));
    expect(snapshot.value).toBe('imageNotClear');
    expect(licenceImageError(snapshot)).toBe('imageNotClear');
    expect(tracked).toEqual([{ event: 'quote_error', type: 'OCR Error', code: 200, message: 'imageNotClear' }]);
  });

  it('[quote-8.4] a PDF is fileTypeError', async () => {
    const { snapshot, tracked } = await choose(file('licence-front.pdf', 'pdf'));
    expect(snapshot.value).toBe('fileTypeError');
    expect(tracked).toEqual([{ event: 'quote_error', type: 'OCR Error', code: 200, message: 'fileTypeError' }]);
  });

  it('[quote-8.4] an OCR failure (licence-ocrerror.jpg) and an HTTP 500 (FAULT-500.jpg) are unexpectederroroccured', async () => {
    expect((await choose(file(SANDBOX_LICENSE_FILES.ocrError, 'jpeg'))).snapshot.value).toBe('unexpectedError');
    expect((await choose(file('FAULT-500.jpg', 'jpeg'))).snapshot.value).toBe('unexpectedError');
  });

  it('[quote-8.4] a file the browser cannot read (removed after it was chosen) is refused by the browser check as fileTypeError, and nothing is uploaded', async () => {
    const unreadable = () => Promise.reject(new DOMException('The file could not be read', 'NotReadableError'));
    class UnreadableFile extends File {
      override arrayBuffer(): Promise<ArrayBuffer> {
        return unreadable();
      }
      override slice(): Blob {
        return Object.assign(new Blob([]), { arrayBuffer: unreadable });
      }
    }
    const { snapshot, tracked } = await choose(new UnreadableFile([new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), new Uint8Array(2044)], SANDBOX_LICENSE_FILES.texas, { type: 'image/jpeg' }));
    expect(snapshot.value).toBe('fileTypeError');
    expect(uploads()).toHaveLength(0);
    expect(tracked).toEqual([{ event: 'quote_error', type: 'OCR Error', code: 200, message: 'fileTypeError' }]);
  });

  it('[quote-5.10] an image of exactly 5242880 bytes is uploaded and read', async () => {
    const { snapshot } = await choose(file(SANDBOX_LICENSE_FILES.texas, 'jpeg', LICENSE_IMAGE_MAX_BYTES));
    expect(snapshot.status).toBe('done');
    expect(uploads()).toHaveLength(1);
  });

  it('[quote-5.10] [quote-8.4] an image of 5242881 bytes never reaches the sandbox', async () => {
    const { snapshot, tracked } = await choose(file(SANDBOX_LICENSE_FILES.texas, 'jpeg', LICENSE_IMAGE_MAX_BYTES + 1));
    expect(snapshot.value).toBe('tooLarge');
    expect(uploads()).toHaveLength(0);
    expect(tracked).toEqual([{ event: 'quote_error', type: 'OCR Error', code: 200, message: 'fileSizeExceeding' }]);
  });
});
