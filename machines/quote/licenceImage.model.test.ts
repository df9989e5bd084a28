/**
 * The licence image machine alone (machines/quote/licenceImage.machine.ts): every generated path with
 * its calls held by the controller, then the rules one by one: the 5 MB limit at its edge, each
 * OCR code, the retry, a new image during a call, the busy helper, the output, and what the
 * quote form fills from a reading (`driverFromOcr`).
 */
import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { LICENSE_READINGS, sampleFileBase64 } from '../../fixtures/data/licenseImages';
import { ApiError } from '../../services/http';
import type { OcrErrorCode } from '../../services/ocr';
import type { AnalyticsEvent } from '../../src/analytics';
import { createTokenStore } from '../../src/storage/tokens';
import { createActorController } from '../../src/paths/actors';
import { formatCoverage, generatePaths } from '../../src/paths/model';
import { flushMicrotasks, provideControlled, runPathOnMachine } from '../../src/paths/play';
import { definePathModel } from '../../src/paths/types';
import {
  chosenImage,
  driverFromOcr,
  LICENSE_IMAGE_MAX_BYTES,
  licenceImageBusy,
  licenceImageError,
  licenceImageMachine,
  licenceImageResult,
  type LicenceImageEvent,
  type LicenceImageFile,
  type LicenceImageInput,
  type OcrResult,
} from './licenceImage.machine';
import { base64OfBlob, base64OfBytes, NotALicenceImage } from './licenceImage.rules';

const texas: OcrResult = { ...LICENSE_READINGS.texas, isSuccess: true } as const;
const JPEG = sampleFileBase64('jpeg');

function imageFile(name: string, size: number): LicenceImageFile {
  return { name, size, type: 'image/jpeg', blob: new Blob([new Uint8Array(size)], { type: 'image/jpeg' }) };
}

/** A failed reading as services/http.ts rejects it: an OK answer with isSuccess false and the code. */
function rejected(code: OcrErrorCode): ApiError {
  return new ApiError('rejected', '/api/helper/ocr/uploadDriverLicense', 200, code, { isSuccess: false, message: code, fileId: null });
}
const http500 = new ApiError('http', '/api/helper/ocr/uploadDriverLicense', 500, 'Server error', { message: 'Server error' });
const tokens = createTokenStore({ backend: null, brand: 'bluebonnet' }); // the visitor's token store the upload is given
const small = imageFile('licence-front.jpg', 2048);
const atLimit = imageFile('licence-at-limit.jpg', LICENSE_IMAGE_MAX_BYTES);
const overLimit = imageFile('licence-over-limit.jpg', LICENSE_IMAGE_MAX_BYTES + 1);

const licenceImagePathModel = definePathModel({
  id: 'licenceImage',
  machine: licenceImageMachine,
  inputs: [
    { label: 'upload mode', input: { mode: 'uploadimage', tokens }, sandbox: { description: 'licence mode uploadimage' } },
    { label: 'scan mode', input: { mode: 'scanimage', tokens }, sandbox: { description: 'licence mode scanimage' } },
  ],
  // Both modes get their paths (the chart is the same; the page's file input differs).
  distinguish: (context) => context.mode,
  userEvents: [
    { label: 'chooses a 2 KB image', event: { type: 'image.chosen', file: small } },
    { label: 'chooses an image of exactly 5242880 bytes', event: { type: 'image.chosen', file: atLimit } },
    { label: 'chooses an image of 5242881 bytes', event: { type: 'image.chosen', file: overLimit } },
    { label: 'tries again', event: { type: 'image.retry' } },
    { label: 'removes the image', event: { type: 'image.clear' } },
  ],
  actors: {
    // quote-8.4: the browser's own check of the file (size, type, first bytes, a decode) before any upload.
    checkImage: [
      { label: 'a JPEG or a PNG that decodes', result: { done: undefined }, sandbox: { description: 'a JPEG or a PNG' } },
      { label: 'not a licence photo', result: { error: new NotALicenceImage('not a JPEG or a PNG') }, sandbox: { description: 'an empty file, a PDF, or bytes that do not decode', fields: { fileName: 'licence.pdf' } } },
    ],
    // One call reads the file as base64 and uploads it: a plain Error is a file the browser could not read.
    uploadLicence: [
      { label: 'the Texas licence', result: { done: texas }, sandbox: { description: 'file name licence-front.jpg' } },
      { label: 'imageNotClear', result: { error: rejected('imageNotClear') }, sandbox: { description: 'file name licence-unclear.jpg' } },
      { label: 'fileTypeError', result: { error: rejected('fileTypeError') }, sandbox: { description: 'a PDF or GIF' } },
      { label: 'fileSizeExceeding from the API', result: { error: rejected('fileSizeExceeding') }, sandbox: { description: 'an API with a smaller limit' } },
      { label: 'unexpectederroroccured', result: { error: rejected('unexpectederroroccured') }, sandbox: { description: 'file name licence-ocrerror.jpg' } },
      { label: 'HTTP 500', result: { error: http500 }, sandbox: { description: 'file name FAULT-500', headers: { 'X-Sandbox-Fault': 'FAULT-500' } } },
      { label: 'the file cannot be read', result: { error: new Error('NotReadableError') }, sandbox: { description: 'a file removed after it was chosen' } },
    ],
  },
});

const generated = generatePaths(licenceImagePathModel);

/** The analytics event each state logs on entry (quote-8.4). */
const LOGGED: Record<string, string> = {
  tooLarge: 'fileSizeExceeding',
  imageNotClear: 'imageNotClear',
  fileTypeError: 'fileTypeError',
  unexpectedError: 'unexpectederroroccured',
};

describe('[quote-5.10] [quote-7.20] [quote-8.4] licenceImage chart, machine alone: every path', () => {
  it('covers every state and transition', () => {
    console.log(formatCoverage(generated));
    expect(generated.coverage.states.missing).toEqual([]);
    expect(generated.coverage.transitions.missing).toEqual([]);
  });

  for (const path of generated.paths) {
    it(`[${path.spec.join(' ')}] ${path.title}`, async () => {
      const tracked: AnalyticsEvent[] = [];
      /** The file the path chose last (a retry sends it again). */
      let chosen: LicenceImageFile | null = null;
      await runPathOnMachine(licenceImagePathModel, path, {
        provide: () => licenceImageMachine.provide({ actions: { track: (_, event) => tracked.push(event) } }),
        onStep: (step, controller) => {
          const leaf = step.leaves[0] ?? '';
          const expected = LOGGED[leaf];
          if (expected && step.kind !== 'init') {
            expect(tracked.at(-1)).toEqual({ event: 'quote_error', type: 'OCR Error', code: 200, message: expected });
          }
          if (step.event.type === 'image.chosen') chosen = (step.event as Extract<LicenceImageEvent, { type: 'image.chosen' }>).file;
          if (leaf === 'reading') {
            // One call, held, with the chosen file's name and bytes.
            expect(controller.hasPending('uploadLicence')).toBe(true);
            expect(controller.lastInput('uploadLicence')).toEqual({ fileName: chosen?.name, blob: chosen?.blob, region: 'main', tokens });
            expect(step.state.hasTag('loading')).toBe(true);
          }
        },
      });
    });
  }
});

/**
 * The browser's check as a file that passed it (done at once): these tests are about the reading and
 * the upload; the check itself is tested on real files in licenceImage.check.test.ts.
 */
const passedCheck = createMachine({ id: 'passedCheck', initial: 'passed', states: { passed: { type: 'final' } } });

function start(input: LicenceImageInput = { mode: 'uploadimage', tokens }) {
  const controller = createActorController(licenceImageMachine);
  const tracked: AnalyticsEvent[] = [];
  const machine = provideControlled(licenceImageMachine, controller).provide({ actions: { track: (_, event) => tracked.push(event) }, actors: { checkImage: passedCheck as never } });
  const actor = createActor(machine, { input });
  actor.start();
  return { actor, controller, tracked };
}

async function upTo(failure: unknown) {
  const t = start();
  t.actor.send({ type: 'image.chosen', file: small });
  t.controller.settle('uploadLicence', { error: failure });
  await flushMicrotasks();
  return t;
}

describe('[quote-5.10] the 5 MB limit', () => {
  it('[quote-5.10] reads an image of exactly 5242880 bytes', () => {
    const { actor, controller, tracked } = start();
    actor.send({ type: 'image.chosen', file: atLimit });
    expect(actor.getSnapshot().value).toBe('reading');
    expect(controller.lastInput('uploadLicence')).toEqual({ fileName: 'licence-at-limit.jpg', blob: atLimit.blob, region: 'main', tokens });
    expect(tracked).toEqual([]);
  });

  it('[quote-5.10] [quote-8.4] refuses 5242881 bytes in the browser: tooLarge, nothing read or uploaded, logged as an OCR Error with 200', () => {
    const { actor, controller, tracked } = start();
    actor.send({ type: 'image.chosen', file: overLimit });
    expect(actor.getSnapshot().value).toBe('tooLarge');
    expect(licenceImageError(actor.getSnapshot())).toBe('fileSizeExceeding');
    expect(controller.calls).toEqual([]);
    expect(tracked).toEqual([{ event: 'quote_error', type: 'OCR Error', code: 200, message: 'fileSizeExceeding' }]);
  });

  it('[quote-5.10] takes another image after a refused one', () => {
    const { actor } = start();
    actor.send({ type: 'image.chosen', file: overLimit });
    actor.send({ type: 'image.chosen', file: small });
    expect(actor.getSnapshot().value).toBe('reading');
    expect(actor.getSnapshot().context.file).toEqual(small);
  });
});

describe('[quote-7.20] [quote-3.16] a reading', () => {
  it('[quote-7.20] [quote-3.16] reads and uploads the file with its name in one call, and ends with the reading', async () => {
    const { actor, controller, tracked } = start({ mode: 'scanimage', tokens });
    expect(actor.getSnapshot().context.mode).toBe('scanimage');
    actor.send({ type: 'image.chosen', file: small });
    expect(actor.getSnapshot().value).toBe('reading');
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(controller.calls.map((c) => [c.src, c.input])).toEqual([['uploadLicence', { fileName: 'licence-front.jpg', blob: small.blob, region: 'main', tokens }]]);
    controller.settle('uploadLicence', { done: texas });
    await flushMicrotasks();
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ result: texas });
    expect(licenceImageResult(actor.getSnapshot())).toEqual(texas);
    expect(actor.getSnapshot().context).toEqual({ mode: 'scanimage', region: 'main', tokens, file: small, result: texas });
    expect(controller.calls).toHaveLength(1);
    expect(tracked).toEqual([]);
  });

  it('[quote-8.4] a new image while reading cancels the call and starts over', async () => {
    const { actor, controller } = start();
    actor.send({ type: 'image.chosen', file: small });
    const upload = controller.calls.find((c) => c.src === 'uploadLicence');
    actor.send({ type: 'image.chosen', file: atLimit });
    expect(upload?.signal.aborted).toBe(true);
    expect(actor.getSnapshot().value).toBe('reading');
    expect(controller.calls).toHaveLength(2);
    expect(controller.lastInput('uploadLicence')).toEqual({ fileName: 'licence-at-limit.jpg', blob: atLimit.blob, region: 'main', tokens });
    expect(actor.getSnapshot().context.file).toEqual(atLimit);
  });
});

describe('[quote-8.4] the OCR codes', () => {
  const cases: Array<[string, ApiError, string, OcrErrorCode]> = [
    ['imageNotClear', rejected('imageNotClear'), 'imageNotClear', 'imageNotClear'],
    ['fileTypeError', rejected('fileTypeError'), 'fileTypeError', 'fileTypeError'],
    ['fileSizeExceeding from the API', rejected('fileSizeExceeding'), 'tooLarge', 'fileSizeExceeding'],
    ['unexpectederroroccured', rejected('unexpectederroroccured'), 'unexpectedError', 'unexpectederroroccured'],
    ['an unknown code', new ApiError('rejected', '/api/helper/ocr/uploadDriverLicense', 200, 'x', { isSuccess: false, message: 'somethingElse' }), 'unexpectedError', 'unexpectederroroccured'],
    ['HTTP 500', http500, 'unexpectedError', 'unexpectederroroccured'],
    ['a timeout', new ApiError('timeout', '/api/helper/ocr/uploadDriverLicense', null, 'timeout'), 'unexpectedError', 'unexpectederroroccured'],
  ];
  it.each(cases)('[quote-8.4] %s: state %s, code logged as an OCR Error with 200', async (_label, failure, state, code) => {
    const { actor, tracked } = await upTo(failure);
    expect(actor.getSnapshot().value).toBe(state);
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(licenceImageError(actor.getSnapshot())).toBe(code);
    expect(licenceImageBusy(actor.getSnapshot())).toBe(false);
    expect(tracked).toEqual([{ event: 'quote_error', type: 'OCR Error', code: 200, message: code }]);
  });

  it('[quote-8.4] a file the browser cannot read (a plain Error) is unexpectederroroccured, logged, with retry offered', async () => {
    const { actor, tracked } = await upTo(new Error('NotReadableError'));
    expect(actor.getSnapshot().value).toBe('unexpectedError');
    expect(licenceImageError(actor.getSnapshot())).toBe('unexpectederroroccured');
    expect(tracked).toEqual([{ event: 'quote_error', type: 'OCR Error', code: 200, message: 'unexpectederroroccured' }]);
    expect(actor.getSnapshot().can({ type: 'image.retry' })).toBe(true);
  });

  it('[quote-8.4] after an unexpected error, retry reads and uploads the same file again', async () => {
    const { actor, controller } = await upTo(http500);
    actor.send({ type: 'image.retry' });
    expect(actor.getSnapshot().value).toBe('reading');
    expect(controller.hasPending('uploadLicence')).toBe(true);
    expect(controller.calls).toHaveLength(2);
    expect(controller.lastInput('uploadLicence')).toEqual({ fileName: 'licence-front.jpg', blob: small.blob, region: 'main', tokens });
    controller.settle('uploadLicence', { done: texas });
    await flushMicrotasks();
    expect(actor.getSnapshot().output).toEqual({ result: texas });
  });

  it('[quote-8.4] retry is only offered where the same file can succeed', async () => {
    for (const failure of [rejected('imageNotClear'), rejected('fileTypeError')]) {
      const { actor } = await upTo(failure);
      expect(actor.getSnapshot().can({ type: 'image.retry' })).toBe(false);
    }
    const tooBig = start();
    tooBig.actor.send({ type: 'image.chosen', file: overLimit });
    expect(tooBig.actor.getSnapshot().can({ type: 'image.retry' })).toBe(false);
  });

  it.each<[string, unknown]>([
    ['imageNotClear', rejected('imageNotClear')],
    ['fileTypeError', rejected('fileTypeError')],
    ['tooLarge', rejected('fileSizeExceeding')],
    ['unexpectedError', http500],
  ])('[quote-8.4] clear (Remove photo, shown with the error) in %s goes back to no image and forgets the file', async (state, failure) => {
    const { actor, controller } = await upTo(failure);
    expect(actor.getSnapshot().value).toBe(state);
    expect(actor.getSnapshot().can({ type: 'image.clear' })).toBe(true);
    actor.send({ type: 'image.clear' });
    expect(actor.getSnapshot().value).toBe('empty');
    expect(actor.getSnapshot().context).toEqual({ mode: 'uploadimage', region: 'main', tokens, file: null, result: null });
    expect(licenceImageError(actor.getSnapshot())).toBeNull();
    expect(controller.calls).toHaveLength(1);
  });

  it('[quote-8.4] clear after the browser refuses a file over 5 MB goes back to no image', () => {
    const { actor } = start();
    actor.send({ type: 'image.chosen', file: overLimit });
    actor.send({ type: 'image.clear' });
    expect(actor.getSnapshot().value).toBe('empty');
    expect(actor.getSnapshot().context).toEqual({ mode: 'uploadimage', region: 'main', tokens, file: null, result: null });
  });

  it('clear is not accepted where Remove photo is not shown: with no image, nor while reading (the call goes on)', () => {
    const { actor, controller } = start();
    expect(actor.getSnapshot().can({ type: 'image.clear' })).toBe(false);
    actor.send({ type: 'image.chosen', file: small });
    expect(actor.getSnapshot().can({ type: 'image.clear' })).toBe(false);
    actor.send({ type: 'image.clear' });
    expect(actor.getSnapshot().value).toBe('reading');
    expect(actor.getSnapshot().context.file).toEqual(small);
    expect(controller.hasPending('uploadLicence')).toBe(true);
  });
});

describe('[quote-8.4] licenceImageBusy: the parent disables Continue while the image is read or uploaded', () => {
  it('[quote-8.4] is true while reading (and uploading) only', async () => {
    const { actor, controller } = start();
    const busy = () => licenceImageBusy(actor.getSnapshot());
    expect(busy()).toBe(false);
    actor.send({ type: 'image.chosen', file: small });
    expect(actor.getSnapshot().value).toBe('reading');
    expect(busy()).toBe(true);
    controller.settle('uploadLicence', { error: http500 });
    await flushMicrotasks();
    expect(busy()).toBe(false);
    actor.send({ type: 'image.retry' });
    expect(busy()).toBe(true);
    controller.settle('uploadLicence', { done: texas });
    await flushMicrotasks();
    expect(busy()).toBe(false);
  });
});

describe('chosenImage and the base64 of the file', () => {
  it('[quote-7.20] makes the event from the chosen File', () => {
    const file = new File([new Uint8Array([1, 2, 3])], 'licence.png', { type: 'image/png' });
    expect(chosenImage(file)).toEqual({ type: 'image.chosen', file: { name: 'licence.png', size: 3, type: 'image/png', blob: file } });
  });

  it('[quote-7.20] reads a Blob as base64 without a data: prefix, the same as btoa of its bytes', async () => {
    const bytes = Uint8Array.from(atob(JPEG), (c) => c.charCodeAt(0));
    expect(await base64OfBlob(new Blob([bytes]))).toBe(JPEG);
    expect(base64OfBytes(new Uint8Array([0xff, 0xd8, 0xff]))).toBe('/9j/');
  });

  it('[quote-5.10] encodes a 5 MB image in chunks (no stack overflow)', async () => {
    const text = await base64OfBlob(new Blob([new Uint8Array(LICENSE_IMAGE_MAX_BYTES)]));
    expect(text.length).toBe(4 * Math.ceil(LICENSE_IMAGE_MAX_BYTES / 3));
  });
});

describe('[quote-3.16] [quote-9.7] driverFromOcr: what the quote form fills from a reading', () => {
  it('[quote-3.16] [quote-9.7] fills names, date of birth, licence, address and the gender code', () => {
    expect(driverFromOcr(texas)).toEqual({
      firstName: 'Alejandra',
      lastName: 'Morales',
      dob: { month: '09', day: '17', year: '1992' },
      license: '31847265',
      address: '2207 Pecan Hollow Ln',
      city: 'Austin',
      state: 'TX',
      zip: '78745',
      gender: '1',
    });
    expect(driverFromOcr({ ...LICENSE_READINGS.california, isSuccess: true }).gender).toBe('0');
  });

  it('[quote-3.16] leaves what the reading did not give empty', () => {
    const nothing: OcrResult = {
      isSuccess: true,
      firstName: null,
      lastName: null,
      dateOfBirth: null,
      documentNumber: null,
      address: null,
      city: null,
      state: null,
      zipCode: null,
      gender: null,
      fileId: null,
      message: null,
    };
    expect(driverFromOcr(nothing)).toEqual({
      firstName: '',
      lastName: '',
      dob: { month: '', day: '', year: '' },
      license: '',
      address: '',
      city: '',
      state: '',
      zip: '',
      gender: '',
    });
  });

  const field = (patch: Partial<OcrResult>) => driverFromOcr({ ...texas, ...patch });
  it.each<[string, Partial<OcrResult>, Partial<ReturnType<typeof driverFromOcr>>]>([
    ['a ZIP+4 keeps its first five digits', { zipCode: '78745-1234' }, { zip: '78745' }],
    ['a ZIP that is not 5 digits is left empty', { zipCode: '7874' }, { zip: '' }],
    ['a state in small letters is written in capitals', { state: ' tx ' }, { state: 'TX' }],
    ['a state that is not two letters is left empty', { state: 'Texas' }, { state: '' }],
    ['a gender spelled out: female', { gender: 'Female' }, { gender: '1' }],
    ['a gender spelled out: male', { gender: 'male' }, { gender: '0' }],
    ['a gender that is neither is left empty', { gender: 'X' }, { gender: '' }],
    ['a date of birth with a time', { dateOfBirth: '1992-09-17T00:00:00' }, { dob: { month: '09', day: '17', year: '1992' } }],
    ['a date that does not exist is left empty', { dateOfBirth: '1992-02-30' }, { dob: { month: '', day: '', year: '' } }],
    ['a date in another format is left empty', { dateOfBirth: '09/17/1992' }, { dob: { month: '', day: '', year: '' } }],
    ['names are trimmed and their inner spaces folded', { firstName: '  Ana  María ', lastName: '\u200bDe la Cruz ' }, { firstName: 'Ana María', lastName: 'De la Cruz' }],
    ['the licence number without spaces', { documentNumber: ' 318 472 65 ' }, { license: '31847265' }],
  ])('[quote-3.16] %s', (_label, patch, expected) => {
    expect(field(patch)).toMatchObject(expected);
  });
});

describe('[quote-4.5] the endpoint of the photo', () => {
  it("a California driver's photo goes to the California endpoint", () => {
    const { actor, controller } = start({ mode: 'scanimage', region: 'ca', tokens });
    actor.send({ type: 'image.chosen', file: small });
    expect(controller.lastInput('uploadLicence')).toEqual({ fileName: small.name, blob: small.blob, region: 'ca', tokens });
  });
});
