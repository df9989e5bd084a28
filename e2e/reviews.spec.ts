/**
 * The review sliders' layout in Chromium, what jsdom cannot show (the generated paths walk the
 * states, e2e/paths.spec.ts): slides per view and the gap at each width, an arrow moving one
 * container width, the text cut to 128 px on a phone with its expand control, no animation under
 * prefers-reduced-motion, and the home page's slider waiting for the viewport.
 */
import { expect, type Page } from '@playwright/test';
import { test, usesPageClock } from './workerPage';
import { watchRequests } from './pageSettled';

const track = (page: Page) => page.locator('[data-widget="reviewSlider"] .reviews__track');

/** The slides' boxes, relative to the track. */
async function slideBoxes(page: Page) {
  return track(page).evaluate((t) => {
    const at = t.getBoundingClientRect();
    return [...t.querySelectorAll('.reviews__slide')].map((s) => {
      const r = s.getBoundingClientRect();
      return { left: r.left - at.left, right: r.right - at.left, width: r.width, trackWidth: at.width };
    });
  });
}

/** The space between the first two slides. */
async function gapOf(page: Page): Promise<number> {
  const [a, b] = await slideBoxes(page);
  return b!.left - a!.right;
}

async function open(page: Page, path: string, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(path);
  // The slider loads once its host comes near the viewport (src/mount.ts): the visitor scrolls to it.
  await page.locator('[data-widget="reviewSlider"]').scrollIntoViewIfNeeded();
  await expect(page.locator('[data-widget="reviewSlider"] .reviews__slider')).toBeVisible();
}

for (const [width, perView, gap] of [
  [412, 1, 10],
  [800, 2, 15],
  [1100, 2.5, 20],
] as const) {
  test(`[site-2.16] at ${width} px a view holds ${perView} slide(s) with a gap of ${gap} px`, async ({ page }) => {
    await open(page, '/', width);
    // keen-slider places the slides once it has measured the track (drawn before that, they touch).
    await expect.poll(async () => Math.round(await gapOf(page))).toBe(gap);
    const [a, b] = await slideBoxes(page);
    expect(b!.left - a!.right).toBeCloseTo(gap, 0);
    // perView slides and the gaps between them fill the track: keen-slider's size, (track - (perView - 1) gaps) / perView.
    expect(a!.width * perView + gap * (perView - 1)).toBeCloseTo(a!.trackWidth, 0);
  });
}

test('[site-2.14 site-1.2] an arrow moves one container width: a whole view below 1024 px; from 1024 px the two whole slides', async ({ page }) => {
  for (const [width, step] of [
    [800, 2],
    [1280, 2],
    [412, 1],
  ] as const) {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await open(page, '/reviews/', width);
    const before = await slideBoxes(page);
    await page.getByRole('button', { name: 'Next reviews' }).click();
    await expect.poll(async () => Math.abs(Math.round((await slideBoxes(page))[step]!.left))).toBe(0);
    const after = await slideBoxes(page);
    // The track moved by `step` slides and their gaps: one container width (a whole view below 1024 px).
    expect(before[0]!.left - after[0]!.left).toBeCloseTo(after[step]!.left - after[0]!.left, 0);
    if (width < 1024) expect(before[0]!.left - after[0]!.left).toBeCloseTo(before[0]!.trackWidth + (width >= 768 ? 15 : 10), 0);
  }
});

test('[site-4.2] at the end the right arrow is hidden and disabled; back at the start the left one is hidden', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await open(page, '/', 1280);
  const next = page.locator('.reviews__arrow--next');
  const prev = page.locator('.reviews__arrow--prev');
  await expect(prev).toBeHidden();
  await next.click();
  await next.click();
  await expect(next).toBeHidden();
  await expect(next).toBeDisabled();
  // The last slide is wholly in view, at the track's right edge.
  await expect.poll(async () => Math.abs(Math.round((await slideBoxes(page)).at(-1)!.right - (await slideBoxes(page))[0]!.trackWidth))).toBe(0);
  await expect(prev).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Home');
  await expect(prev).toBeHidden();
  await expect(next).toBeVisible();
});

test('[site-2.15] on a phone a long review is cut to 128 px with Read more, which shows it whole; wider it is whole', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await open(page, '/es/reviews/', 412);
  // The long review (Patricia Gómez) is the eighth.
  const region = page.getByRole('region', { name: 'Reseñas deslizables' });
  await region.focus();
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowLeft');
  const slide = page.getByRole('group', { name: '8 de 9' });
  const text = slide.locator('.review__text');
  await expect.poll(async () => (await text.boundingBox())?.height).toBe(128);
  const more = slide.getByRole('button', { name: 'Leer más' });
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await more.click();
  await expect(slide.getByRole('button', { name: 'Mostrar menos' })).toHaveAttribute('aria-expanded', 'true');
  expect((await text.boundingBox())!.height).toBeGreaterThan(128);
  // A short review has no control.
  await expect(page.getByRole('group', { name: '9 de 9' }).getByRole('button')).toHaveCount(0);
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page.locator('.review__more:visible')).toHaveCount(0);
});

/**
 * The reviews page's slider under the page clock (the home page's idle popup would come over it
 * as the clock moves), once its widget has taken over the drawn slider (before that an arrow is
 * the drawn page's and moves nothing); keen-slider's moves run on animation frames and `Date`,
 * both the clock's, so each frame is the test's to give.
 */
async function openUnderClock(page: Page) {
  usesPageClock(page);
  await page.clock.install();
  await open(page, '/reviews/', 1280);
  const host = page.locator('[data-widget="reviewSlider"]');
  await host.scrollIntoViewIfNeeded();
  await expect(host).toHaveAttribute('data-widget-state', 'ready');
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  // A second of the page's clock for the page's own timers once the widget is ready.
  await page.clock.runFor(1000);
}

/** The arrow pressed and its render done (the left arrow shows). */
async function pressNext(page: Page) {
  await page.getByRole('button', { name: 'Next reviews' }).click();
  await expect(page.locator('.reviews__arrow--prev')).toBeVisible();
}

const thirdSlideLeft = async (page: Page) => Math.abs(Math.round((await slideBoxes(page))[2]!.left));

/**
 * Where the third slide is at each animation frame of the page's clock, until it reaches the track's
 * start (at most 2 s of frames). When the page schedules the move is its own (React's effect, then
 * keen-slider's frame): what the frames show is the test's.
 */
async function framesUntilInPlace(page: Page): Promise<number[]> {
  const seen: number[] = [];
  for (let frame = 0; frame < 125 && seen.at(-1) !== 0; frame += 1) {
    await page.clock.runFor(16);
    seen.push(await thirdSlideLeft(page));
  }
  return seen;
}

test('[site-2.14] no animation under prefers-reduced-motion: the slider is where the arrow sends it at once', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openUnderClock(page);
  const start = await thirdSlideLeft(page);
  await pressNext(page);
  const seen = await framesUntilInPlace(page);
  expect(seen.at(-1)).toBe(0);
  // No frame between: the slide is where it was, then in place.
  expect(seen.filter((left) => left !== start && left !== 0)).toEqual([]);
});

test('[site-2.14] with motion allowed the move is animated, and no slide moves by itself (no autoplay)', async ({ page }) => {
  await openUnderClock(page);
  const start = await slideBoxes(page);
  await page.clock.runFor(9000);
  expect((await slideBoxes(page))[0]!.left).toBe(start[0]!.left);
  await pressNext(page);
  const seen = await framesUntilInPlace(page);
  expect(seen.at(-1)).toBe(0);
  // The 450 ms move shows the slide on its way, frame by frame.
  expect(seen.filter((left) => left > 1 && left < Math.round(start[2]!.left)).length).toBeGreaterThan(3);
});

test('[site-1.2] the home page loads the slider only when its host nears the viewport', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 300 });
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  const requests = watchRequests(page);
  await page.goto('/');
  await page.waitForLoadState('load');
  // Once the page is still: what it loads once idle has come and been answered.
  await requests.settled();
  // The page's script names the flow (its descriptor is tiny); the slider's code and keen-slider wait.
  expect(scripts.filter((u) => /reviewSlider|keen/.test(u))).toEqual([]);
  await page.locator('[data-widget="reviewSlider"]').scrollIntoViewIfNeeded();
  await expect(page.locator('[data-widget="reviewSlider"] .reviews__slider')).toBeVisible();
  expect(scripts.some((u) => /\/reviewSlider-[\w-]+\.js$/.test(u))).toBe(true);
});
