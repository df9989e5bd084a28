import { describe, expect, it } from 'vitest';
import type { Lang } from '../config/lang';
import { timeAgo } from './relativeTime';

const NOW = Date.parse('2026-11-22T18:00:00.000Z');
const MIN = 60_000;
const DAY = 24 * 60 * MIN;

describe('timeAgo', () => {
  it.each<[string, number, string, string]>([
    ['ahead of the clock', -5 * MIN, 'now', 'ahora'],
    ['30 seconds', 0.5 * MIN, 'now', 'ahora'],
    ['1 minute', MIN, '1 minute ago', 'hace 1 minuto'],
    ['59 minutes', 59 * MIN, '59 minutes ago', 'hace 59 minutos'],
    ['2 hours', 120 * MIN, '2 hours ago', 'hace 2 horas'],
    ['1 day', DAY, '1 day ago', 'hace 1 día'],
    ['6 days', 6 * DAY, '6 days ago', 'hace 6 días'],
    ['14 days', 14 * DAY, '2 weeks ago', 'hace 2 semanas'],
    ['29 days', 29 * DAY, '4 weeks ago', 'hace 4 semanas'],
    ['31 days', 31 * DAY, '1 month ago', 'hace 1 mes'],
    ['150 days', 150 * DAY, '5 months ago', 'hace 5 meses'],
    ['400 days', 400 * DAY, '1 year ago', 'hace 1 año'],
    ['800 days', 800 * DAY, '2 years ago', 'hace 2 años'],
  ])('[site-1.2] a review posted %s before: English and Spanish from the timestamp', (_label, age, en, es) => {
    const shown = (lang: Lang) => timeAgo(NOW - age, NOW, lang);
    expect([shown('en'), shown('es')]).toEqual([en, es]);
  });
});
