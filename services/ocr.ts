/**
 * Reading a driver licence image (quote-7.20, quote-3.16, quote-8.4): the upload, which answers
 * what the image says, and the read-back of an upload by its fileId.
 *
 * | call                                   | sends                                  | answer      |
 * | -------------------------------------- | -------------------------------------- | ----------- |
 * | POST /helper/ocr/uploadDriverLicense   | { header, fileName, image (base64) }   | OCR result  |
 * | GET /helper/ocr/getDriverLicense       | fileId                                 | OCR result  |
 *
 * The spec shows the upload's payload as "base64 image" and getDriverLicense's as nothing: the
 * field names `fileName` and `image`, and reading back by `fileId` (a field of the OCR result),
 * are chosen here. A failed reading is an answer with `isSuccess: false` whose message is one of
 * the spec's codes (quote-8.4): services/http.ts makes it a `rejected` ApiError (quote-8.1), and
 * `ocrErrorCode` tells the page which message to show. The image is at most 5242880 bytes
 * (quote-5.10): the page refuses a bigger file before uploading (fileSizeExceeding). Both calls
 * send the visitor's token, as `auth: 'bearer'`.
 */
import * as z from 'zod/mini';
import { isApiError, request, serverText, type Region } from './http';

export const ocrPaths = {
  upload: '/helper/ocr/uploadDriverLicense',
  read: '/helper/ocr/getDriverLicense',
} as const;

/** quote-8.4, quote-5.10: what a failed reading says, as the spec names the page's messages. */
export const OCR_ERROR_CODES = ['imageNotClear', 'fileTypeError', 'fileSizeExceeding', 'unexpectederroroccured'] as const;
export type OcrErrorCode = (typeof OCR_ERROR_CODES)[number];

/** quote-3.16: what the licence says. A field the reading did not find is null. */
export const ocrResultSchema = z.object({
  isSuccess: z.literal(true),
  firstName: z.nullable(serverText),
  lastName: z.nullable(serverText),
  /** YYYY-MM-DD */
  dateOfBirth: z.nullable(z.string()),
  documentNumber: z.nullable(z.string()),
  address: z.nullable(serverText),
  city: z.nullable(serverText),
  state: z.nullable(z.string()),
  zipCode: z.nullable(z.string()),
  /** As printed on the licence: "F" or "M". */
  gender: z.nullable(z.string()),
  fileId: z.nullable(z.string()),
  message: z.nullable(serverText),
});
export type OcrResult = z.infer<typeof ocrResultSchema>;

/** The body of a failed reading (the ApiError's body). */
const ocrFailureSchema = z.object({ isSuccess: z.literal(false), message: z.optional(z.nullable(z.string())) });

function isOcrErrorCode(value: string): value is OcrErrorCode {
  return (OCR_ERROR_CODES as readonly string[]).includes(value);
}

/**
 * quote-8.4: the page's message for a failed reading: imageNotClear (unreadable), fileTypeError
 * (not a supported document), fileSizeExceeding (too big), and unexpectederroroccured for
 * anything else (any other failure of the call too: HTTP, timeout, network, contract).
 */
export function ocrErrorCode(error: unknown): OcrErrorCode {
  if (!isApiError(error) || error.kind !== 'rejected') return 'unexpectederroroccured';
  const body = ocrFailureSchema.safeParse(error.body);
  const message = body.success ? (body.data.message ?? '') : '';
  return isOcrErrorCode(message) ? message : 'unexpectederroroccured';
}

/** The base64 of an image: a data URL's prefix ("data:image/jpeg;base64,") is removed. */
export function base64Of(image: string): string {
  const comma = image.indexOf(',');
  return image.startsWith('data:') && comma !== -1 ? image.slice(comma + 1) : image;
}

type Opts = { signal?: AbortSignal | undefined; region?: Region };

/** quote-7.20: upload a licence image (base64, or a data URL) and answer what it says. */
export function uploadDriverLicense(input: { fileName: string; image: string }, options: Opts = {}): Promise<OcrResult> {
  return request({
    schema: ocrResultSchema,
    path: ocrPaths.upload,
    method: 'POST',
    auth: 'bearer',
    region: options.region,
    body: { fileName: input.fileName, image: base64Of(input.image) },
    signal: options.signal,
  });
}

/** quote-7.20: what an uploaded licence said, by the fileId of its reading. */
export function getDriverLicense(fileId: string, options: Opts = {}): Promise<OcrResult> {
  return request({
    schema: ocrResultSchema,
    path: ocrPaths.read,
    auth: 'bearer',
    region: options.region,
    query: { fileId },
    signal: options.signal,
  });
}
