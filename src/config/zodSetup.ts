/**
 * The one zod setup, for every schema of every runtime (the page, the sandbox, the tests). The
 * project writes its schemas with zod/mini (functions instead of methods, so a page ships only
 * the checks its schemas use). Imported for its effect by every module that parses with its own
 * schemas, so the setting holds whichever of them a runtime loads first: src/config/schema.ts
 * (the first to load zod in the browser: the boot chunk reads the page settings with it, before
 * any widget parses), src/storage (the stored records), services/http.ts (every API answer, and
 * the contract errors) and fixtures/sandbox/kit.ts (the sandbox's requests and its 400 answers).
 */
import * as z from 'zod/mini';
import { zodMessage } from './zodMessages';

/**
 * English problem messages ('Unrecognized key: "minage"', "Too small: expected number to be
 * >=1000"; src/config/zodMessages.ts). zod/mini loads no locale by itself: without this, every
 * message would read "Invalid input". The messages of the project's own checks (`must be an https
 * origin`...) are their own.
 */
z.config({ localeError: zodMessage });

/**
 * No code generation: zod's object fast path compiles parsers with `new Function`, which the
 * site's Content-Security-Policy (script-src 'self', no 'unsafe-eval') refuses and reports. Set
 * before any page schema parses, so the setting holds for every schema of the page.
 */
z.config({ jitless: true });
