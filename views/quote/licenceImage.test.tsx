/**
 * The licence image panel through the rendered view, in English and Spanish, with a real actor of
 * the licence image machine whose call (the file read and uploaded, one call) a controller holds: the file
 * input of each mode, the 5 MB limit, the status while reading, what was read (as text), each
 * code's message, retry and remove, focus, and axe on every screen.
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { LICENSE_READINGS } from '../../fixtures/data/licenseImages';
import { LICENSE_IMAGE_MAX_BYTES, licenceImageMachine, type LicenceImageMode, type OcrErrorCode, type OcrResult } from '../../machines/quote/licenceImage.machine';
import { ApiError } from '../../services/http';
import type { AnalyticsEvent } from '../../src/analytics';
import { commonText, fill } from '../../src/i18n';
import { licenceImageText } from '../../src/i18n/quoteLicenceImage';
import { createActorController } from '../../src/paths/actors';
import { flushMicrotasks, provideControlled } from '../../src/paths/play';
import { seriousViolations } from '../../src/testing/quoteView';
import { LicenceImagePanel } from './LicenceImage';
import { createTokenStore } from '../../src/storage/tokens';

const texas: OcrResult = { ...LICENSE_READINGS.texas, isSuccess: true };
const rosa: OcrResult = { ...texas, firstName: 'Rosa', lastName: 'Delgado', dateOfBirth: '1988-06-14' };

function rejected(code: OcrErrorCode): ApiError {
  return new ApiError('rejected', '/api/helper/ocr/uploadDriverLicense', 200, code, { isSuccess: false, message: code, fileId: null });
}

function jpeg(name: string, size = 2048): File {
  const bytes = new Uint8Array(size);
  bytes.set([0xff, 0xd8, 0xff, 0xe0]);
  return new File([bytes], name, { type: 'image/jpeg' });
}

/** The visitor's token store the upload is given. */
const tokens = createTokenStore({ backend: null, brand: 'bluebonnet' });

function renderPanel(mode: LicenceImageMode, lang: 'en' | 'es') {
  const controller = createActorController(licenceImageMachine);
  const tracked: AnalyticsEvent[] = [];
  // The browser's check of the file runs as it is (in jsdom: the size, the type and the first bytes); the upload is held.
  const machine = provideControlled(licenceImageMachine, controller).provide({
    actions: { track: (_, event) => tracked.push(event) },
    actors: { checkImage: licenceImageMachine.implementations.actors.checkImage as never },
  });
  const actor = createActor(machine, { input: { mode, tokens } });
  actor.start();
  const user = userEvent.setup();
  const { container, unmount } = render(<LicenceImagePanel actorRef={actor} lang={lang} />);
  /** Settle a held call and let the view render its answer. */
  const settle = async (result: { done: unknown } | { error: unknown }) => {
    await act(async () => {
      controller.settle('uploadLicence', result);
      await flushMicrotasks();
    });
  };
  const close = () => {
    unmount();
    actor.stop();
  };
  return { actor, controller, tracked, user, container, settle, close };
}

describe.each(['en', 'es'] as const)('the licence image panel (%s)', (lang) => {
  const t = licenceImageText[lang];
  /** The limit as the hint and the message say it: 5242880 bytes are 5 MB. */
  const size = '5';
  const fileInput = (mode: LicenceImageMode) => screen.getByLabelText(t.label[mode]);

  it('[quote-1.1] [quote-5.10] upload mode: a labelled image input with the 5 MB hint, without the camera; scan mode opens the back camera', async () => {
    const upload = renderPanel('uploadimage', lang);
    const input = fileInput('uploadimage');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).not.toHaveAttribute('capture');
    expect(input).toHaveAccessibleDescription(fill(t.hint.uploadimage, { size }));
    expect(t.hint.uploadimage).toContain('{size} MB');
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(await seriousViolations(upload.container)).toEqual([]);
    upload.close();

    const scan = renderPanel('scanimage', lang);
    const camera = fileInput('scanimage');
    expect(camera).toHaveAttribute('capture', 'environment');
    expect(camera).toHaveAttribute('accept', 'image/*');
    expect(camera).toHaveAccessibleDescription(fill(t.hint.scanimage, { size }));
    expect(await seriousViolations(scan.container)).toEqual([]);
  });

  it('[quote-7.20] [quote-3.16] [quote-8.4] a chosen photo: "reading" while it is read and sent, then what was read, as text, with focus on it', async () => {
    const { controller, user, container, settle, tracked, actor } = renderPanel('uploadimage', lang);
    const photo = jpeg('licence-front.jpg');
    await user.upload(fileInput('uploadimage'), photo);
    expect(controller.calls.map((c) => [c.src, c.input])).toEqual([['uploadLicence', { fileName: 'licence-front.jpg', blob: photo, region: 'main', tokens }]]);
    expect(actor.getSnapshot().value).toBe('reading');
    expect(screen.getByRole('status')).toHaveTextContent(t.reading);
    expect(screen.queryByRole('button', { name: t.clear })).not.toBeInTheDocument();
    expect(await seriousViolations(container)).toEqual([]);
    await settle({ done: rosa });
    expect(actor.getSnapshot().output).toEqual({ result: rosa });
    expect(screen.getByRole('status')).toHaveTextContent(lang === 'en' ? 'We read: Rosa Delgado, born 06/14/1988' : 'Leímos: Rosa Delgado, fecha de nacimiento 06/14/1988');
    expect(screen.queryByLabelText(t.label.uploadimage)).not.toBeInTheDocument();
    expect(screen.getByText(t.checkDetails)).toHaveFocus();
    expect(tracked).toEqual([]);
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('[quote-3.16] what was read is shown as text, never as markup; a reading without a date or a name says less', async () => {
    const marked = renderPanel('scanimage', lang);
    await marked.user.upload(fileInput('scanimage'), jpeg('licence-front.jpg'));
    await marked.settle({ done: { ...rosa, firstName: '<img src=x onerror=alert(1)>', dateOfBirth: null } });
    expect(screen.getByRole('status')).toHaveTextContent(fill(t.readName, { name: '<img src=x onerror=alert(1)> Delgado' }));
    expect(marked.container.querySelector('img')).toBeNull();
    marked.close();

    const nameless = renderPanel('uploadimage', lang);
    await nameless.user.upload(fileInput('uploadimage'), jpeg('licence-front.jpg'));
    await nameless.settle({ done: { ...texas, firstName: null, lastName: null } });
    expect(screen.getByRole('status')).toHaveTextContent(t.readNothing);
  });

  it('[quote-5.10] [quote-8.4] a photo of 5242881 bytes is refused in the browser: its message, nothing sent; 5242880 bytes is read', async () => {
    const { controller, user, container, tracked } = renderPanel('uploadimage', lang);
    const input = fileInput('uploadimage');
    await user.upload(input, jpeg('big.jpg', LICENSE_IMAGE_MAX_BYTES + 1));
    const message = fill(t.errors.fileSizeExceeding, { size });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(`${fill(t.hint.uploadimage, { size })} ${commonText[lang].errorPrefix} ${message}`);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(controller.calls).toEqual([]);
    expect(tracked).toEqual([{ event: 'quote_error', type: 'OCR Error', code: 200, message: 'fileSizeExceeding' }]);
    expect(screen.queryByRole('button', { name: t.retry })).not.toBeInTheDocument();
    expect(await seriousViolations(container)).toEqual([]);

    const exact = jpeg('exact.jpg', LICENSE_IMAGE_MAX_BYTES);
    await user.upload(input, exact);
    expect(controller.hasPending('uploadLicence')).toBe(true);
    expect(controller.lastInput('uploadLicence')).toEqual({ fileName: 'exact.jpg', blob: exact, region: 'main', tokens });
    expect(screen.getByRole('status')).toHaveTextContent(t.reading);
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('alert')).toHaveTextContent('');
  });

  it.each<[OcrErrorCode, boolean]>([
    ['imageNotClear', false],
    ['fileTypeError', false],
    ['unexpectederroroccured', true],
  ])('[quote-8.4] %s: its own message, inline and announced; Try again offered: %s; Remove photo empties the input', async (code, retry) => {
    const { user, container, settle, tracked, actor } = renderPanel('uploadimage', lang);
    const input = fileInput('uploadimage');
    await user.upload(input, jpeg('licence-x.jpg'));
    await settle({ error: rejected(code) });
    expect(screen.getByRole('alert')).toHaveTextContent(t.errors[code]);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(tracked).toEqual([{ event: 'quote_error', type: 'OCR Error', code: 200, message: code }]);
    expect(screen.queryByRole('button', { name: t.retry }) !== null).toBe(retry);
    expect(await seriousViolations(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: t.clear }));
    expect(input).toHaveFocus();
    expect((input as HTMLInputElement).files).toHaveLength(0);
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('button', { name: t.clear })).not.toBeInTheDocument();
    expect(actor.getSnapshot().value).toBe('empty');
    expect(actor.getSnapshot().context.file).toBeNull();
  });

  it.each<[string, () => File]>([
    ['an empty file', () => new File([], 'licence-front.jpg', { type: 'image/jpeg' })],
    ['a PDF (picked with "All files")', () => new File([new TextEncoder().encode('%PDF-1.7')], 'licence.pdf', { type: 'application/pdf' })],
    ['a text file named as a photo', () => new File([new TextEncoder().encode('hello')], 'licence-front.jpg', { type: 'image/jpeg' })],
  ])('[quote-8.4] %s is refused in the browser: the fileTypeError message, announced, nothing uploaded', async (_label, make) => {
    const { tracked, controller, actor } = renderPanel('uploadimage', lang);
    const input = fileInput('uploadimage');
    // The file input's accept is a hint a visitor can override ("All files"), so it is not applied here.
    await userEvent.setup({ applyAccept: false }).upload(input, make());
    expect(await screen.findByRole('alert')).toHaveTextContent(t.errors.fileTypeError);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(actor.getSnapshot().value).toBe('fileTypeError');
    expect(controller.calls).toEqual([]);
    expect(tracked).toEqual([{ event: 'quote_error', type: 'OCR Error', code: 200, message: 'fileTypeError' }]);
    expect(screen.getByRole('button', { name: t.clear })).toBeInTheDocument();
  });

  it('[quote-8.4] a photo the browser cannot read (a plain Error from the call): the unexpected error, with Try again and Remove photo', async () => {
    const { user, settle, tracked } = renderPanel('uploadimage', lang);
    const input = fileInput('uploadimage');
    await user.upload(input, jpeg('licence-front.jpg'));
    await settle({ error: new Error('NotReadableError') });
    expect(screen.getByRole('alert')).toHaveTextContent(t.errors.unexpectederroroccured);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(tracked).toEqual([{ event: 'quote_error', type: 'OCR Error', code: 200, message: 'unexpectederroroccured' }]);
    expect(screen.getByRole('button', { name: t.retry })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.clear })).toBeInTheDocument();
  });

  it('[quote-8.4] Try again after an unexpected error reads and sends the same photo again, focus back on the input', async () => {
    const { controller, user, settle } = renderPanel('scanimage', lang);
    const photo = jpeg('licence-front.jpg');
    await user.upload(fileInput('scanimage'), photo);
    await settle({ error: new ApiError('http', '/api/helper/ocr/uploadDriverLicense', 500, 'Server error') });
    expect(screen.getByRole('alert')).toHaveTextContent(t.errors.unexpectederroroccured);
    await user.click(screen.getByRole('button', { name: t.retry }));
    expect(fileInput('scanimage')).toHaveFocus();
    expect(controller.calls).toHaveLength(2);
    expect(controller.lastInput('uploadLicence')).toEqual({ fileName: 'licence-front.jpg', blob: photo, region: 'main', tokens });
    expect(screen.getByRole('status')).toHaveTextContent(t.reading);
    await settle({ done: texas });
    expect(screen.getByRole('status')).toHaveTextContent(fill(t.read, { name: 'Alejandra Morales', dob: '09/17/1992' }));
  });
});

describe('the texts', () => {
  it('[quote-8.4] each code has its own message, different in English and Spanish', () => {
    for (const lang of ['en', 'es'] as const) {
      const messages = Object.values(licenceImageText[lang].errors);
      expect(new Set(messages).size).toBe(4);
    }
    for (const code of ['fileSizeExceeding', 'imageNotClear', 'fileTypeError', 'unexpectederroroccured'] as const) {
      expect(licenceImageText.es.errors[code]).not.toBe(licenceImageText.en.errors[code]);
    }
  });
});
