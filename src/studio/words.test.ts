/** The studio's counts and counted texts, in each language as the site writes numbers (US English, US Spanish). */
import { describe, expect, it } from 'vitest';
import { studioText } from '../i18n/studio';
import { count, counted, seconds } from './words';

describe("the studio's numbers", () => {
  it.each([
    ['en', 1, '1 step', '2,140 paths generated in 36 sec.'],
    ['es', 1, '1 paso', '2,140 recorridos generados en 36 s.'],
    ['en', 0, '0 steps', '1 path generated in 0.4 sec.'],
    ['es', 0, '0 pasos', '1 recorrido generado en 0.4 s.'],
  ] as const)('%s: %i steps, and a generation', (lang, n, steps, generated) => {
    const t = studioText[lang];
    expect(counted(t.paths.steps, n, lang)).toBe(steps);
    const paths = generated.startsWith('1 ') ? 1 : 2140;
    const ms = paths === 1 ? 412 : 36_400;
    expect(counted(t.paths.generated, paths, lang, { time: seconds(ms, lang) })).toBe(generated);
  });

  it('groups thousands in both languages', () => {
    expect(count(2140, 'en')).toBe('2,140');
    expect(count(2140, 'es')).toBe('2,140');
    expect(counted(studioText.es.paths.shown, 2140, 'es', { shown: count(50, 'es') })).toBe('Se muestran 50 de 2,140 recorridos.');
  });
});
