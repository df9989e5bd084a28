/**
 * One driver licence image, uploaded or taken with the phone's camera (licence modes uploadimage
 * and scanimage, quote-1.1), and what the OCR read from it (quote-3.16, quote-7.20): a machine of
 * its own that the driver1 stage's chart (machines/quote/driver1.machine.ts) invokes. The two
 * modes differ only in the page's file input (scan adds `capture`).
 *
 * - An image over 5242880 bytes never leaves the browser (quote-5.10): `tooLarge`, logged as an
 *   OCR Error with 200 and fileSizeExceeding (quote-8.4).
 * - An empty file, a type that is not an image, or bytes that are not a JPEG's or a PNG's or do
 *   not decode (`createImageBitmap`, where the browser has it) never leave the browser either
 *   (`checking`, then `fileTypeError`, quote-8.4): a photo the OCR could not read is not uploaded.
 * - Otherwise the file is read as base64 and uploaded, one call for the visitor (`uploadLicence`):
 *   the upload answers the reading itself (services/ocr.ts), so getDriverLicense (a read-back by
 *   fileId) is not needed here. A file the browser cannot read fails like every other failure.
 * - "Remove photo" (`image.clear`) is offered with an error, where the page shows it.
 * - A failed reading is a state per code of quote-8.4 (imageNotClear, fileTypeError,
 *   unexpectederroroccured), each logged as an OCR Error; the visitor chooses another image, or
 *   tries the same one again after an unexpected error.
 * - A reading ends the machine at once (`done`, output `{ result }`): the quote form's fields,
 *   filled from it (`driverFromOcr`), are where the visitor checks and corrects what was read.
 *
 * While reading (tag `loading`, `licenceImageBusy`) and on every error, the parent's
 * Continue stays disabled (quote-8.4). The `track` action is provided where the actor is created.
 */
import { assign, setup, type SnapshotFrom } from 'xstate';
import { fromCall } from '../kit/call';
import { fromVisitorCall } from '../kit/token';
import { ocrErrorCode, uploadDriverLicense, type OcrErrorCode, type OcrResult } from '../../services/ocr';
import type { Region } from '../../services/http';
import type { TokenStore } from '../../services/tokens';
import type { AnalyticsEvent } from '../../src/analytics';
import { base64OfBlob, checkLicenceImage, isImageTooLarge } from './licenceImage.rules';

export type { OcrErrorCode, OcrResult } from '../../services/ocr';
export { driverFromOcr, LICENSE_IMAGE_MAX_BYTES, type OcrDriver } from './licenceImage.rules';

/** quote §4: the licence modes that read an image: a file (uploadimage) or the camera (scanimage). */
export type LicenceImageMode = 'uploadimage' | 'scanimage';

export interface LicenceImageInput {
  mode: LicenceImageMode;
  /** quote-4.5: the endpoint of the form's calls (California's for a California driver); the main one when absent. */
  region?: Region;
  /** The visitor's token store: the upload renews an expired anonymous token there (machines/kit/token.ts). */
  tokens: TokenStore;
}

/** The chosen file: its name, size in bytes and MIME type, and the bytes themselves. */
export interface LicenceImageFile {
  name: string;
  size: number;
  type: string;
  blob: Blob;
}

export interface LicenceImageContext {
  mode: LicenceImageMode;
  region: Region;
  tokens: TokenStore;
  file: LicenceImageFile | null;
  result: OcrResult | null;
}

export type LicenceImageEvent =
  | { type: 'image.chosen'; file: LicenceImageFile }
  | { type: 'image.retry' }
  | { type: 'image.clear' };

export interface LicenceImageOutput {
  result: OcrResult;
}

/** The event of a file the visitor picked (an input's `files[0]`). */
export function chosenImage(file: File): Extract<LicenceImageEvent, { type: 'image.chosen' }> {
  return { type: 'image.chosen', file: { name: file.name, size: file.size, type: file.type, blob: file } };
}

/** quote-8.4: the analytics event of an OCR error: the code only, never the image or what it says. */
export function ocrErrorEvent(code: OcrErrorCode): AnalyticsEvent {
  return { event: 'quote_error', type: 'OCR Error', code: 200, message: code };
}

/** "Remove photo", shown with an error: back to no image. */
const removePhoto = { target: 'empty', actions: 'forgetImage' } as const;

const failedWith = (code: OcrErrorCode) => ({ event }: { event: { error: unknown } }) => ({ error: event.error, code });

export const licenceImageMachine = setup({
  types: {
    context: {} as LicenceImageContext,
    events: {} as LicenceImageEvent,
    input: {} as LicenceImageInput,
    output: {} as LicenceImageOutput,
    tags: {} as 'loading' | 'error',
  },
  actors: {
    // quote-8.4: the file checked in the browser (size, type, first bytes, a decode) before anything is uploaded.
    checkImage: fromCall<void, { file: LicenceImageFile }>(({ input }) => checkLicenceImage(input.file)),
    // One call for the visitor: the file read as base64 in the browser, then sent to the OCR (a file
    // the browser cannot read fails like every other failure: unexpectederroroccured).
    uploadLicence: fromVisitorCall<OcrResult, { fileName: string; blob: Blob; region: Region; tokens: TokenStore }>(async ({ input, signal }) =>
      uploadDriverLicense({ fileName: input.fileName, image: await base64OfBlob(input.blob) }, { signal, region: input.region }),
    ),
  },
  guards: {
    tooLarge: (_, p: { size: number }) => isImageTooLarge(p.size),
    failedWith: (_, p: { error: unknown; code: OcrErrorCode }) => ocrErrorCode(p.error) === p.code,
  },
  actions: {
    /** Browser effect, provided where the actor is created. */
    track: (_, _event: AnalyticsEvent) => {},
    forgetImage: assign({ file: null, result: null }),
    takeImage: assign((_, p: { file: LicenceImageFile }) => ({ file: p.file, result: null })),
    takeReading: assign((_, p: { result: OcrResult }) => ({ result: p.result })),
  },
}).createMachine({
  id: 'licenceImage',
  description: 'A driver licence image, uploaded or scanned, and what the OCR read from it',
  context: ({ input }) => ({ mode: input.mode, region: input.region ?? 'main', tokens: input.tokens, file: null, result: null }),
  initial: 'empty',
  output: ({ context }) => {
    if (!context.result) throw new Error('licenceImage: done without a reading');
    return { result: context.result };
  },
  on: {
    // Wherever it is, a new image starts over (a call under way is cancelled).
    'image.chosen': [
      {
        guard: { type: 'tooLarge', params: ({ event }) => ({ size: event.file.size }) },
        target: '.tooLarge',
        actions: { type: 'takeImage', params: ({ event }) => ({ file: event.file }) },
      },
      { target: '.checking', actions: { type: 'takeImage', params: ({ event }) => ({ file: event.file }) } },
    ],
  },
  states: {
    empty: {
      description: 'No image yet: the file input (the camera when scanning) and the 5 MB limit',
      meta: { spec: ['quote-5.10'] },
    },
    checking: {
      description: 'The file checked in the browser: not empty, an image type, a JPEG or a PNG that decodes; nothing uploaded yet',
      meta: { spec: ['quote-8.4'] },
      tags: ['loading'],
      invoke: {
        id: 'checkImage',
        src: 'checkImage',
        input: ({ context }) => ({ file: context.file ?? { name: '', size: 0, type: '', blob: new Blob([]) } }),
        onDone: { target: 'reading' },
        onError: { target: 'fileTypeError' },
      },
    },
    reading: {
      description: 'The image read in the browser (base64) and by the OCR (POST uploadDriverLicense); Continue disabled',
      meta: { spec: ['quote-7.20', 'quote-8.4'] },
      tags: ['loading'],
      invoke: {
        id: 'uploadLicence',
        src: 'uploadLicence',
        input: ({ context }) => ({ fileName: context.file?.name ?? '', blob: context.file?.blob ?? new Blob([]), region: context.region, tokens: context.tokens }),
        onDone: { target: 'done', actions: { type: 'takeReading', params: ({ event }) => ({ result: event.output }) } },
        onError: [
          { guard: { type: 'failedWith', params: failedWith('imageNotClear') }, target: 'imageNotClear' },
          { guard: { type: 'failedWith', params: failedWith('fileTypeError') }, target: 'fileTypeError' },
          // The API's own size check (a limit of its own): the same message as the browser's.
          { guard: { type: 'failedWith', params: failedWith('fileSizeExceeding') }, target: 'tooLarge' },
          { target: 'unexpectedError' },
        ],
      },
    },
    tooLarge: {
      description: 'Over 5 MB: fileSizeExceeding, nothing uploaded; another image to choose',
      meta: { spec: ['quote-5.10', 'quote-8.4'] },
      tags: ['error'],
      entry: { type: 'track', params: ocrErrorEvent('fileSizeExceeding') },
      on: { 'image.clear': removePhoto },
    },
    imageNotClear: {
      description: 'The OCR could not read the image: imageNotClear; another image to choose',
      meta: { spec: ['quote-8.4'] },
      tags: ['error'],
      entry: { type: 'track', params: ocrErrorEvent('imageNotClear') },
      on: { 'image.clear': removePhoto },
    },
    fileTypeError: {
      description: 'Not a supported document (refused in the browser, or by the OCR): fileTypeError; another image to choose',
      meta: { spec: ['quote-8.4'] },
      tags: ['error'],
      entry: { type: 'track', params: ocrErrorEvent('fileTypeError') },
      on: { 'image.clear': removePhoto },
    },
    unexpectedError: {
      description: 'Any other failure (the call, the file): unexpectederroroccured; try again or choose another image',
      meta: { spec: ['quote-8.4'] },
      tags: ['error'],
      entry: { type: 'track', params: ocrErrorEvent('unexpectederroroccured') },
      on: { 'image.clear': removePhoto, 'image.retry': { target: 'reading' } },
    },
    done: {
      description: 'Read: the details go to the quote form (output { result })',
      meta: { spec: ['quote-3.16', 'quote-7.20'] },
      type: 'final',
    },
  },
});

export type LicenceImageMachine = typeof licenceImageMachine;
export type LicenceImageSnapshot = SnapshotFrom<LicenceImageMachine>;

/** quote-8.4: reading or uploading: the parent's Continue is disabled. */
export function licenceImageBusy(snapshot: LicenceImageSnapshot): boolean {
  return snapshot.status === 'active' && snapshot.hasTag('loading');
}

export const LICENCE_IMAGE_ERROR_STATES = ['tooLarge', 'imageNotClear', 'fileTypeError', 'unexpectedError'] as const;
export type LicenceImageErrorState = (typeof LICENCE_IMAGE_ERROR_STATES)[number];

/** The error states and the code of the message each shows (quote-5.10, quote-8.4). */
export const LICENCE_IMAGE_ERRORS: Readonly<Record<LicenceImageErrorState, OcrErrorCode>> = {
  tooLarge: 'fileSizeExceeding',
  imageNotClear: 'imageNotClear',
  fileTypeError: 'fileTypeError',
  unexpectedError: 'unexpectederroroccured',
};

/** The code of the error shown, or null. */
export function licenceImageError(snapshot: LicenceImageSnapshot): OcrErrorCode | null {
  const state = LICENCE_IMAGE_ERROR_STATES.find((s) => snapshot.matches(s));
  return state ? LICENCE_IMAGE_ERRORS[state] : null;
}

/** The reading, once the machine is done. */
export function licenceImageResult(snapshot: LicenceImageSnapshot): OcrResult | null {
  return snapshot.status === 'done' ? snapshot.context.result : null;
}
