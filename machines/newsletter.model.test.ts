/** The newsletter form's chart and rules, machine alone (the generic walk is src/flows/flows.model.test.ts). */
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { newsletterPageInput, newsletterPathModel } from '../fixtures/models/newsletter.model';
import { DEFAULT_CONTENT_ROOT, DEFAULT_NEWSLETTER_ACTION } from '../src/config/newsletter';
import { generatePaths } from '../src/paths/model';
import { runPathOnMachine } from '../src/paths/play';
import { EMAIL_PATTERN } from '../src/rules/fieldRules';
import { newsletterMachine } from './newsletter.machine';
import { isNewsletterEmail, NEWSLETTER_EMAIL_PATTERN, rewriteContentPath } from './newsletter.rules';

const generated = generatePaths(newsletterPathModel);

describe('[site-5.10] newsletter chart, machine alone: every path', () => {
  for (const path of generated.paths) {
    it(`[${path.spec.join(' ')}] ${path.title}`, async () => {
      await runPathOnMachine(newsletterPathModel, path);
    });
  }
});

describe('the newsletter form', () => {
  it('[site-5.10] submits only an email that matches the standard pattern; otherwise nothing happens', () => {
    const actor = createActor(newsletterMachine, { input: newsletterPageInput() }).start();
    for (const email of ['', 'maria', 'maria.garcia@example', 'maria garcia@example.com', '@example.com']) {
      actor.send({ type: 'form.submit', email });
      expect(actor.getSnapshot().value, email).toBe('editing');
    }
    actor.send({ type: 'form.submit', email: ' maria.garcia@example.com ' });
    expect(actor.getSnapshot().value).toBe('sending');
    expect(isNewsletterEmail('maria.garcia@example.com')).toBe(true);
    expect(NEWSLETTER_EMAIL_PATTERN.source).toBe(EMAIL_PATTERN.source);
  });

  it('[site-5.10] the action’s content-tree prefix is rewritten to root; other actions are kept', () => {
    expect(rewriteContentPath(DEFAULT_NEWSLETTER_ACTION, DEFAULT_CONTENT_ROOT)).toBe('/api/forms/submit');
    expect(rewriteContentPath('/content/bluebonnet/es/boletin.html', '/content/bluebonnet')).toBe('/es/boletin.html');
    expect(rewriteContentPath('/content/bluebonnet', '/content/bluebonnet')).toBe('/');
    expect(rewriteContentPath('/content/bluebonnet-old/x', '/content/bluebonnet')).toBe('/content/bluebonnet-old/x');
    expect(rewriteContentPath('/api/forms/submit', '/content/bluebonnet')).toBe('/api/forms/submit');
    expect(rewriteContentPath('https://forms.example/content/bluebonnet/x', '/content/bluebonnet')).toBe('https://forms.example/content/bluebonnet/x');
  });
});
