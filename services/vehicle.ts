/**
 * Vehicles of the quote form's vehicle step (quote-7.9, quote-7.10, quote-3.4): the VIN lookup,
 * and the year, make, model and details lists of the dropdown mode (quote-4.8: the year list
 * loads first, then the makes of a year, then the models of a make; the details of a year, make
 * and model give the vehicle's VIN as `details[0].vin`).
 *
 * | call                                          | query              | answer                                   |
 * | --------------------------------------------- | ------------------ | ---------------------------------------- |
 * | GET /vehicle/detailbyvin                      | vin                | details[] (vin, maker, model, year, isExistingVehicle) |
 * | GET /vehicle/years                            | -                  | the model years, numbers                 |
 * | GET /vehicle/makes                            | year               | the makes of that year                   |
 * | GET /vehicle/models                           | year, make         | the models of that make and year         |
 * | GET /vehicle/details                          | year, make, model  | details[] as the VIN lookup's            |
 *
 * The spec shows these answers as "arrays" (quote-7.10) and the VIN lookup's as "details[]"
 * (quote-7.9): each answer is a JSON array. Every call sends the visitor's token (quote §6: the
 * anonymous visitor's token looks vehicles up), as `auth: 'bearer'`.
 */
import * as z from 'zod/mini';
import { request, serverText, type Region } from './http';

export const vehiclePaths = {
  detailByVin: '/vehicle/detailbyvin',
  years: '/vehicle/years',
  makes: '/vehicle/makes',
  models: '/vehicle/models',
  details: '/vehicle/details',
} as const;

/** The oldest and newest model years an answer may carry: anything outside is a broken answer. */
export const MODEL_YEAR_RANGE = { min: 1900, max: 2100 } as const;

/** A model year: a whole number, or four digits as text (some answers send "2019"). */
export const modelYearSchema = z
  .union([z.int(), z.pipe(z.string().check(z.regex(/^\d{4}$/)), z.transform(Number))])
  .check(
    z.refine((year) => year >= MODEL_YEAR_RANGE.min && year <= MODEL_YEAR_RANGE.max, {
      message: `must be a model year from ${MODEL_YEAR_RANGE.min} to ${MODEL_YEAR_RANGE.max}`,
    }),
  );

/**
 * quote-7.9, quote-3.4: one vehicle of a VIN lookup, of the details call, or found by a driver
 * lookup (then `isExistingVehicle` is true: the list of existing vehicles that can be ticked and
 * added, quote-2.10). The API spells the make `maker`.
 */
export const vehicleDetailSchema = z.object({
  vin: z.string().check(z.minLength(1)),
  year: modelYearSchema,
  maker: serverText,
  model: serverText,
  /** Absent on the details call; false for a vehicle the API has no record of. */
  isExistingVehicle: z.optional(z.boolean()),
});
export type VehicleDetail = z.infer<typeof vehicleDetailSchema>;

export const vehicleDetailsSchema = z.array(vehicleDetailSchema);
export const vehicleYearsSchema = z.array(modelYearSchema);
/** Makes and models: names the dropdowns show. */
export const vehicleNamesSchema = z.array(serverText);

type Opts = { signal?: AbortSignal | undefined; region?: Region };

/** quote-7.9: the vehicle a VIN decodes to, as a list: empty when the VIN is not known. */
export function getVehicleByVin(vin: string, options: Opts = {}): Promise<VehicleDetail[]> {
  return request({
    schema: vehicleDetailsSchema,
    path: vehiclePaths.detailByVin,
    auth: 'bearer',
    region: options.region,
    query: { vin: vin.trim().toUpperCase() },
    signal: options.signal,
  });
}

/** quote-7.10, quote-4.8: the model years of the year dropdown (newest first, as the API orders them). */
export function getVehicleYears(options: Opts = {}): Promise<number[]> {
  return request({ schema: vehicleYearsSchema, path: vehiclePaths.years, auth: 'bearer', region: options.region, signal: options.signal });
}

/** quote-7.10, quote-4.8: the makes of a model year; empty for a year without vehicles. */
export function getVehicleMakes(year: number, options: Opts = {}): Promise<string[]> {
  return request({
    schema: vehicleNamesSchema,
    path: vehiclePaths.makes,
    auth: 'bearer',
    region: options.region,
    query: { year },
    signal: options.signal,
  });
}

/** quote-7.10, quote-4.8: the models of a make in a model year. */
export function getVehicleModels(year: number, make: string, options: Opts = {}): Promise<string[]> {
  return request({
    schema: vehicleNamesSchema,
    path: vehiclePaths.models,
    auth: 'bearer',
    region: options.region,
    query: { year, make },
    signal: options.signal,
  });
}

/**
 * quote-7.10: the details of a year, make and model; the vehicle's VIN is `details[0].vin`, and an
 * empty list means no VIN is known for it (the vehicle is added without one).
 */
export function getVehicleDetails(year: number, make: string, model: string, options: Opts = {}): Promise<VehicleDetail[]> {
  return request({
    schema: vehicleDetailsSchema,
    path: vehiclePaths.details,
    auth: 'bearer',
    region: options.region,
    query: { year, make, model },
    signal: options.signal,
  });
}
