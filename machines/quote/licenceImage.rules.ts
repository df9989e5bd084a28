/**
 * Pure rules of the licence image (quote-3.16, quote-5.10, quote-9.7): what the quote form fills
 * from an OCR reading, the size limit, and the base64 of the image's bytes. No I/O; the machine
 * (licenceImage.machine.ts) and the views call these, licenceImage.model.test.ts checks them.
 */
import type { OcrResult } from '../../services/ocr';
import { isRealDate } from '../../src/rules/dates';
import { stripInvisible } from '../../src/rules/fieldInput';
import type { DobValue } from '../../src/rules/fieldRules';
import { LICENSE_IMAGE_MAX_BYTES, licenseImageError } from './quote.rules';

export { LICENSE_IMAGE_MAX_BYTES };

/** quote-5.10: an image of more than 5242880 bytes never leaves the browser. */
export function isImageTooLarge(sizeBytes: number): boolean {
  return licenseImageError(sizeBytes) === 'fileSizeExceeding';
}

/** What the quote form fills from a reading. A value the reading did not give is ''. */
export interface OcrDriver {
  firstName: string;
  lastName: string;
  /** MM, DD and YYYY, as the form's three date of birth fields. */
  dob: DobValue;
  /** The licence number (the reading's documentNumber). */
  license: string;
  address: string;
  city: string;
  /** Two capital letters. */
  state: string;
  /** Five digits (a ZIP+4 keeps its first five). */
  zip: string;
  /** quote-9.7: '0' male, '1' female. */
  gender: '' | '0' | '1';
}

const clean = (value: string | null): string => stripInvisible(value ?? '').replace(/\s+/g, ' ').trim();

/** The reading's date of birth (YYYY-MM-DD, a time after it ignored) as the form's fields, when it is a real date. */
function dobOf(value: string | null): DobValue {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(clean(value));
  if (!m) return { month: '', day: '', year: '' };
  const [, year = '', month = '', day = ''] = m;
  return isRealDate({ year: Number(year), month: Number(month), day: Number(day) }) ? { month, day, year } : { month: '', day: '', year: '' };
}

/** quote-9.7: the gender printed on the licence ("F", "M", or spelled out) as the form's code. */
function genderOf(value: string | null): OcrDriver['gender'] {
  const g = clean(value).toUpperCase();
  if (g === 'F' || g === 'FEMALE') return '1';
  if (g === 'M' || g === 'MALE') return '0';
  return '';
}

function stateOf(value: string | null): string {
  const s = clean(value).toUpperCase();
  return /^[A-Z]{2}$/.test(s) ? s : '';
}

function zipOf(value: string | null): string {
  const m = /^(\d{5})(?:-?\d{4})?$/.exec(clean(value));
  return m?.[1] ?? '';
}

/** quote-3.16: what the quote form fills from a reading of the licence. */
export function driverFromOcr(result: OcrResult): OcrDriver {
  return {
    firstName: clean(result.firstName),
    lastName: clean(result.lastName),
    dob: dobOf(result.dateOfBirth),
    license: clean(result.documentNumber).replace(/\s/g, ''),
    address: clean(result.address),
    city: clean(result.city),
    state: stateOf(result.state),
    zip: zipOf(result.zipCode),
    gender: genderOf(result.gender),
  };
}

/** The base64 of bytes (no data: prefix), built in chunks so a 5 MB image does not overflow the call stack. */
export function base64OfBytes(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** The base64 of an image file, read with `Blob.arrayBuffer()` (browsers, jsdom and Node alike). */
export async function base64OfBlob(blob: Blob): Promise<string> {
  return base64OfBytes(new Uint8Array(await blob.arrayBuffer()));
}

/**
 * quote-8.4: a file refused in the browser as not a licence photo (fileTypeError): empty, of a
 * type that is not an image, not a JPEG or a PNG by its first bytes, or not decodable.
 */
export class NotALicenceImage extends Error {
  constructor(reason: string) {
    super(`Not a licence photo: ${reason}.`);
    this.name = 'NotALicenceImage';
  }
}

/** The image kinds the OCR reads, by their first bytes (JPEG FF D8 FF, PNG 89 50 4E 47 0D 0A 1A 0A). */
const IMAGE_SIGNATURES: readonly (readonly number[])[] = [
  [0xff, 0xd8, 0xff],
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
];

/** Decodes an image and gives something to close (the browser's `createImageBitmap`); rejects when it cannot. */
export type ImageDecoder = (blob: Blob) => Promise<{ close(): void }>;

/** The page's decoder, where the browser has one (jsdom and Node have none: the first bytes decide there). */
export function browserImageDecoder(): ImageDecoder | undefined {
  return typeof globalThis.createImageBitmap === 'function' ? (blob) => globalThis.createImageBitmap(blob) : undefined;
}

/**
 * quote-8.4: is the chosen file a photo the OCR can read? Resolves when it is; rejects with
 * `NotALicenceImage` when the file is empty, its type is given and is not an image, its first bytes
 * are not a JPEG's or a PNG's, or (where the browser can decode) the image does not decode. Nothing
 * is uploaded before this resolves.
 */
export async function checkLicenceImage(file: { size: number; type: string; blob: Blob }, decode: ImageDecoder | undefined = browserImageDecoder()): Promise<void> {
  if (file.size === 0 || file.blob.size === 0) throw new NotALicenceImage('the file is empty');
  if (file.type !== '' && !file.type.startsWith('image/')) throw new NotALicenceImage(`the type ${file.type} is not an image`);
  const head = new Uint8Array(await file.blob.slice(0, 8).arrayBuffer());
  if (!IMAGE_SIGNATURES.some((sig) => sig.every((byte, i) => head[i] === byte))) throw new NotALicenceImage('not a JPEG or a PNG');
  if (!decode) return;
  let image: { close(): void };
  try {
    image = await decode(file.blob);
  } catch {
    throw new NotALicenceImage('the image does not decode');
  }
  image.close();
}
