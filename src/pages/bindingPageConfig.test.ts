/** The binding page's carriers are the sandbox's (fixtures/data/binding.ts), so the page on the sandbox behaves as docs/sandbox.md says. */
import { describe, expect, it } from 'vitest';
import { carrierConfigSchema } from '../../machines/binding/carrierConfig.rules';
import { BINDING_CARRIER_CONFIGS } from '../../fixtures/data/binding';
import { bindingConfigSchema } from '../config/binding';
import { BINDING_PAGE_CONFIG, bindingPageConfig, CONSENT_MESSAGE } from './bindingPageConfig';

describe('the binding page configuration', () => {
  it('[portal-3.21] configures the sandbox carriers, read alike by the carrier rules', () => {
    const read = (list: readonly object[]) => list.map((c) => carrierConfigSchema.parse(c));
    expect(read(BINDING_PAGE_CONFIG.carriers)).toEqual(read(BINDING_CARRIER_CONFIGS));
    expect(bindingPageConfig('en')).toEqual(BINDING_PAGE_CONFIG);
  });

  it('[portal-5.8] gives the consent message in the page language, and parses as the widget config', () => {
    expect(CONSENT_MESSAGE.es).toMatch(/^Acepto /);
    expect(bindingPageConfig('es').carriers.find((c) => c.carrierid === 'LSM')).toMatchObject({ consentmessage: CONSENT_MESSAGE.es });
    for (const lang of ['en', 'es'] as const) expect(bindingConfigSchema.safeParse(bindingPageConfig(lang)).success).toBe(true);
  });
});
