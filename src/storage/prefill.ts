/**
 * The driver prefill (portal-3.28, and the quote flow's stored prefill of quote section 3): the
 * portal and purchase pages write what the visitor typed into `driverPrefill.data`, so the quote
 * flow opens with it. Other parts of the record (page, policy term, drivers, vehicles...) belong
 * to the quote flow and are kept as they are.
 */
import * as z from 'zod/mini';
import { isMissing } from '../rules/empty';
import { CUSTOMER_STATE_HOURS, DRIVER_PREFILL_KEY, storageKeys } from './index';
import type { TypedStorage } from './index';
// English messages in a refused prefill's error, wherever this module runs first.
import '../config/zodSetup';

export { DRIVER_PREFILL_KEY };

/**
 * The prefill holds personal data (name, date of birth, address, email, phone), so it lives as
 * long as the other visitor keys (site-9.5's 168 hours) and not forever; every write renews it.
 */
export const PREFILL_HOURS = CUSTOMER_STATE_HOURS;

export type DriverMarital = 'Single' | 'Married';

/** portal-3.28: the fields the portal writes. Missing values (portal-5.19) are left out. */
export const driverPrefillDataSchema = z.object({
  driverFirstName: z.optional(z.string()),
  driverLastName: z.optional(z.string()),
  driverEmail: z.optional(z.string()),
  driverPhone: z.optional(z.string()),
  driverLicense: z.optional(z.string()),
  driverState: z.optional(z.string()),
  driverZipCode: z.optional(z.string()),
  driverAddress: z.optional(z.string()),
  driverAddress2: z.optional(z.string()),
  driverCity: z.optional(z.string()),
  driverMarital: z.optional(z.enum(['Single', 'Married'])),
});
export type DriverPrefillData = z.infer<typeof driverPrefillDataSchema>;

/** The stored record: `data` with the driver's fields, and whatever else the quote flow keeps. */
const driverPrefillSchema = z.looseObject({ data: z.optional(z.looseObject({})) });
type DriverPrefillRecord = z.infer<typeof driverPrefillSchema>;

/** portal-3.28: driverMarital is Married when the married box is checked, otherwise Single. */
export function maritalFromCheckbox(married: boolean): DriverMarital {
  return married ? 'Married' : 'Single';
}

const isRecord = (v: unknown): v is DriverPrefillRecord => driverPrefillSchema.safeParse(v).success;

/** Merge the driver's fields into `driverPrefill.data`, keeping the rest of the record. */
export function saveDriverPrefill(storage: TypedStorage, fields: DriverPrefillData): void {
  const present = Object.fromEntries(Object.entries(driverPrefillDataSchema.parse(fields)).filter(([, v]) => !isMissing(v)));
  const existing = storage.get(DRIVER_PREFILL_KEY, isRecord) ?? {};
  storage.set(DRIVER_PREFILL_KEY, { ...existing, data: { ...existing.data, ...present } }, { ttlHours: PREFILL_HOURS });
}

/** The driver's fields of the stored prefill (unknown or unreadable values are left out). */
export function readDriverPrefill(storage: TypedStorage): DriverPrefillData {
  const data = storage.get(DRIVER_PREFILL_KEY, isRecord)?.data ?? {};
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(driverPrefillDataSchema.shape)) {
    const parsed = field.safeParse(data[key]);
    if (parsed.success && parsed.data !== undefined) out[key] = parsed.data;
  }
  return out as DriverPrefillData;
}

/**
 * Sign-out in this browser: the customer token and the stored prefill (the signed-in customer's
 * personal data) go together. Every sign-out path calls this one function.
 */
export function signOutStorage(storage: TypedStorage): void {
  storage.remove(storageKeys.customerToken());
  storage.remove(DRIVER_PREFILL_KEY);
}
