/**
 * Text of the licence image panel of the quote form (views/quote/LicenceImage.tsx): the file
 * input for an uploaded photo or the phone's camera (licence modes uploadimage and scanimage),
 * the 5 MB limit (quote-5.10), the status while the licence is read, what was read (quote-3.16),
 * and one message per code of quote-8.4. US English ("license"); Spanish uses "usted".
 * Placeholders: {size} the limit in MB, {name} the name read, {dob} the date of birth read.
 */
import type { Lang } from '../config/lang';

const en = {
  /** The file input's label, per licence mode. */
  label: {
    uploadimage: 'Photo of your driver’s license',
    scanimage: 'Take a photo of your driver’s license',
  },
  /** Under the label, per licence mode. */
  hint: {
    uploadimage: 'A clear photo of the front of your license, up to {size} MB.',
    scanimage: 'Your camera opens. Photograph the front of your license in good light, up to {size} MB.',
  },
  /** While the photo is read and sent (Continue is disabled). */
  reading: 'Reading your license…',
  /** quote-3.16: what was read, as text. */
  read: 'We read: {name}, born {dob}',
  readName: 'We read: {name}',
  readNothing: 'We read your license.',
  checkDetails: 'Please check your details and correct anything we read wrong.',
  retry: 'Try again',
  clear: 'Remove photo',
  /** quote-5.10, quote-8.4: one message per code. */
  errors: {
    fileSizeExceeding: 'This photo is larger than {size} MB. Please choose a smaller photo.',
    imageNotClear: 'We could not read this photo. Please take a clearer photo of the front of your license, in good light and without glare.',
    fileTypeError: 'We cannot read this file as a driver’s license. Please choose a photo of the front of your license.',
    unexpectederroroccured: 'Something went wrong while reading your license. Please try again.',
  },
};

export type LicenceImageText = typeof en;

const es: LicenceImageText = {
  label: {
    uploadimage: 'Foto de su licencia de conducir',
    scanimage: 'Tome una foto de su licencia de conducir',
  },
  hint: {
    uploadimage: 'Una foto clara del frente de su licencia, de hasta {size} MB.',
    scanimage: 'Se abrirá su cámara. Fotografíe el frente de su licencia con buena luz, de hasta {size} MB.',
  },
  reading: 'Leyendo su licencia…',
  read: 'Leímos: {name}, fecha de nacimiento {dob}',
  readName: 'Leímos: {name}',
  readNothing: 'Leímos su licencia.',
  checkDetails: 'Revise sus datos y corrija lo que hayamos leído mal.',
  retry: 'Intentar de nuevo',
  clear: 'Quitar la foto',
  errors: {
    fileSizeExceeding: 'Esta foto pesa más de {size} MB. Elija una foto más pequeña.',
    imageNotClear: 'No pudimos leer esta foto. Tome una foto más clara del frente de su licencia, con buena luz y sin reflejos.',
    fileTypeError: 'No podemos leer este archivo como una licencia de conducir. Elija una foto del frente de su licencia.',
    unexpectederroroccured: 'Ocurrió un error al leer su licencia. Inténtelo de nuevo.',
  },
};

export const licenceImageText: Record<Lang, LicenceImageText> = { en, es };
