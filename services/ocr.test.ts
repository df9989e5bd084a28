/**
 * Reading a licence image (quote-7.20, quote-8.4) through the real client against the in-process
 * sandbox: the readings and the failures of docs/sandbox.md by content and file name, the size
 * the sandbox accepts, the read-back by fileId, a fault on each call, the requests as sent, and
 * the 400 and 401 answers.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { LICENSE_READINGS, sampleFileBase64, SANDBOX_LICENSE_FILES } from '../fixtures/data/licenseImages';
import { createSandboxApp, MAX_REQUEST_BODY_BYTES } from '../fixtures/sandbox/app';
import { createInProcessFetch } from '../fixtures/sandbox/inProcessFetch';
import { BEARER_MISSING } from '../fixtures/sandbox/kit';
import { LICENSE_IMAGE_MAX_BYTES, LICENSE_UPLOAD_MAX_BODY_BYTES } from '../fixtures/sandbox/routes/ocr';
import { apiFailure, connectSandbox, TEST_BEARER_TOKEN, type SandboxHarness } from '../fixtures/sandbox/testing';
import { ApiError, configureApi, MAX_SERVER_TEXT } from './http';
import { base64Of, getDriverLicense, ocrErrorCode, ocrResultSchema, uploadDriverLicense } from './ocr';
import { searchDriversPublic } from './search';

let sandbox: SandboxHarness;

beforeEach(() => {
  sandbox = connectSandbox({ api: { getBearerToken: () => TEST_BEARER_TOKEN } });
});

const JPEG = sampleFileBase64('jpeg');
const PNG = sampleFileBase64('png');

const upload = (fileName: string, image = JPEG) => uploadDriverLicense({ fileName, image });

async function failureCode(call: Promise<unknown>): Promise<string> {
  return ocrErrorCode(await apiFailure(call));
}

describe('upload: POST /helper/ocr/uploadDriverLicense', () => {
  it('[quote-7.20] [quote-3.16] a JPEG answers the OCR result with every field (the Texas licence)', async () => {
    expect(await upload(SANDBOX_LICENSE_FILES.texas)).toEqual({
      isSuccess: true,
      firstName: 'Alejandra',
      lastName: 'Morales',
      dateOfBirth: '1992-09-17',
      documentNumber: '31847265',
      address: '2207 Pecan Hollow Ln',
      city: 'Austin',
      state: 'TX',
      zipCode: '78745',
      gender: 'F',
      fileId: 'OCR-TX-1001',
      message: null,
    });
  });

  it('[quote-7.20] posts { header, fileName, image } with the image in base64', async () => {
    await upload('licence-front.jpg');
    expect(sandbox.records.at(-1)).toMatchObject({
      method: 'POST',
      path: '/api/helper/ocr/uploadDriverLicense',
      body: { header: expect.objectContaining({ lang: 'en' }), fileName: 'licence-front.jpg', image: JPEG },
      headers: expect.objectContaining({ authorization: `Bearer ${TEST_BEARER_TOKEN}` }),
    });
  });

  it('[quote-7.20] a data URL is sent as its base64 only; a PNG named "california" reads the California licence', async () => {
    const answer = await upload('Licence-CALIFORNIA.png', `data:image/png;base64,${PNG}`);
    expect(answer).toMatchObject({ firstName: 'Brandon', lastName: 'Whitfield', state: 'CA', zipCode: '95814', fileId: 'OCR-CA-2001' });
    expect(sandbox.records.at(-1)?.body).toMatchObject({ image: PNG });
  });

  it('[quote-7.20] "newyork" reads a licence whose ZIP (10001) has no quote', async () => {
    expect(await upload(SANDBOX_LICENSE_FILES.newYork, PNG)).toMatchObject({ state: 'NY', zipCode: '10001', fileId: 'OCR-NY-3001' });
  });

  it('[quote-8.4] an image that cannot be read answers isSuccess false: imageNotClear', async () => {
    const error = await apiFailure(upload(SANDBOX_LICENSE_FILES.unclear));
    expect(error).toMatchObject({ kind: 'rejected', status: 200, message: 'imageNotClear' });
    expect(ocrErrorCode(error)).toBe('imageNotClear');
  });

  it.each([
    ['a PDF', sampleFileBase64('pdf')],
    ['a GIF', sampleFileBase64('gif')],
    ['text', btoa('not an image at all')],
  ])('[quote-8.4] %s is not a supported document, whatever its name: fileTypeError', async (_kind, image) => {
    expect(await failureCode(upload(SANDBOX_LICENSE_FILES.texas, image))).toBe('fileTypeError');
  });

  it('[quote-8.4] another failure of the reading: unexpectederroroccured', async () => {
    expect(await failureCode(upload(SANDBOX_LICENSE_FILES.ocrError))).toBe('unexpectederroroccured');
  });

  it('[quote-8.4] a JPEG of no supported document (the browser\'s check passed): fileTypeError from the OCR', async () => {
    expect(await failureCode(upload(SANDBOX_LICENSE_FILES.unsupported))).toBe('fileTypeError');
  });

  it('[quote-8.4] any failure of the call itself (HTTP 500, a dropped connection) is unexpectederroroccured', async () => {
    expect(await failureCode(upload('FAULT-500.jpg'))).toBe('unexpectederroroccured');
    expect(await failureCode(upload('FAULT-DROP.png'))).toBe('unexpectederroroccured');
    sandbox.fault = 'schema';
    expect(await failureCode(upload(SANDBOX_LICENSE_FILES.texas))).toBe('unexpectederroroccured');
    expect(ocrErrorCode(new Error('boom'))).toBe('unexpectederroroccured');
    expect(ocrErrorCode(new ApiError('rejected', '/x', 200, 'something else', { isSuccess: false, message: 'notACode' }))).toBe('unexpectederroroccured');
  });

  it('FAULT-SLOW answers the Texas licence after the slow delay', async () => {
    expect((await upload('FAULT-SLOW.jpg')).fileId).toBe('OCR-TX-1001');
  });

  it('a blank file name is a 400 naming fileName; an image that is not base64 is a 400 naming image', async () => {
    expect(await apiFailure(upload(' '))).toMatchObject({ kind: 'http', status: 400, message: expect.stringContaining('fileName') });
    expect(await apiFailure(upload('a.jpg', '/9j/ not base64!'))).toMatchObject({ status: 400, message: expect.stringContaining('image') });
  });
});

describe('size (quote-5.10: at most 5242880 bytes)', () => {
  it('[quote-5.10] the sandbox takes images of up to 5242880 bytes, in base64 within the upload\'s body limit', () => {
    expect(LICENSE_IMAGE_MAX_BYTES).toBe(5242880);
    expect(LICENSE_UPLOAD_MAX_BODY_BYTES).toBeGreaterThan(Math.ceil(LICENSE_IMAGE_MAX_BYTES / 3) * 4);
  });

  it('[quote-5.10] an image of exactly 5242880 bytes is read (its body is far over the 1 MB of other calls); one byte more is fileSizeExceeding', async () => {
    configureApi({ timeoutMs: 10_000 });
    const largest = sampleFileBase64('jpeg', LICENSE_IMAGE_MAX_BYTES);
    expect(largest.length).toBeGreaterThan(MAX_REQUEST_BODY_BYTES);
    expect((await upload(SANDBOX_LICENSE_FILES.texas, largest)).fileId).toBe('OCR-TX-1001');
    expect(await failureCode(upload(SANDBOX_LICENSE_FILES.texas, sampleFileBase64('jpeg', LICENSE_IMAGE_MAX_BYTES + 1)))).toBe('fileSizeExceeding');
  });

  it('a body over the upload limit is refused with 413; other calls keep the 1 MB limit', async () => {
    configureApi({ timeoutMs: 10_000 });
    const tooBig = sampleFileBase64('jpeg', LICENSE_UPLOAD_MAX_BODY_BYTES);
    expect(await apiFailure(upload(SANDBOX_LICENSE_FILES.texas, tooBig))).toMatchObject({ kind: 'http', status: 413 });
    const overMegabyte = 'x'.repeat(MAX_REQUEST_BODY_BYTES);
    const other = await apiFailure(searchDriversPublic({ name: overMegabyte, surName: 'Delgado', dob: '1988-06-14', fetchAddress: true }));
    expect(other).toMatchObject({ kind: 'http', status: 413 });
  });
});

describe('read back: GET /helper/ocr/getDriverLicense', () => {
  it('[quote-7.20] the fileId of an upload answers the same reading', async () => {
    const uploaded = await upload(SANDBOX_LICENSE_FILES.california);
    expect(await getDriverLicense(uploaded.fileId ?? '')).toEqual(uploaded);
    expect(sandbox.records.at(-1)).toMatchObject({ method: 'GET', path: '/api/helper/ocr/getDriverLicense', query: expect.objectContaining({ fileId: 'OCR-CA-2001' }) });
  });

  it('[quote-8.4] an unknown fileId is a 404: unexpectederroroccured', async () => {
    const error = await apiFailure(getDriverLicense('OCR-XX-0000'));
    expect(error).toMatchObject({ kind: 'http', status: 404, message: 'We could not find that licence reading.' });
    expect(ocrErrorCode(error)).toBe('unexpectederroroccured');
  });

  it('the magic fileIds fail as their faults; FAULT-SLOW answers the Texas reading', async () => {
    expect((await apiFailure(getDriverLicense('FAULT-SCHEMA'))).kind).toBe('schema');
    expect((await apiFailure(getDriverLicense('FAULT-TIMEOUT'))).kind).toBe('timeout');
    expect(await getDriverLicense('FAULT-SLOW')).toEqual(LICENSE_READINGS.texas);
  });

  it('the sandbox answers 401 to an OCR call without Authorization: Bearer', async () => {
    const res = await createInProcessFetch(createSandboxApp())('/api/helper/ocr/getDriverLicense?fileId=OCR-TX-1001');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: BEARER_MISSING });
  });
});

describe('contract', () => {
  it('names and the address read from a licence are capped like every server text', () => {
    const long = 'x'.repeat(MAX_SERVER_TEXT + 1);
    const result = ocrResultSchema.parse({ ...LICENSE_READINGS.texas, lastName: long, address: long });
    expect(result.lastName).toHaveLength(MAX_SERVER_TEXT);
    expect(result.address).toHaveLength(MAX_SERVER_TEXT);
  });

  it('base64Of keeps plain base64 and removes a data URL prefix', () => {
    expect(base64Of('/9j/4AAQ')).toBe('/9j/4AAQ');
    expect(base64Of('data:image/jpeg;base64,/9j/4AAQ')).toBe('/9j/4AAQ');
  });
});
