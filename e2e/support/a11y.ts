import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Serious or critical axe findings on the screen as a person sees it once it has settled: running
 * CSS transitions and animations (a button fading from disabled to enabled, a dialog sliding in) are
 * waited for first (twice, a moment apart), or axe would judge colours half-way through them. Soft: a violation fails the
 * test but the journey goes on, so every screen is checked.
 */
export async function expectNoSeriousA11yViolations(page: Page, screen: string): Promise<void> {
  // Settled twice, 200 ms apart: an alert that appears just after a fetch answers starts its fade
  // after the first check (a loaded machine makes that gap wide).
  for (let i = 0; i < 2; i++) {
    await page.waitForFunction(() =>
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
    );
    await page.waitForTimeout(200);
  }
  // Anything still moving (a label or an alert that began its transition after the last check) is
  // taken to its end state, and no transition starts while axe reads the colours (a focused field's
  // label fading to the theme colour on a loaded machine): axe judges what a person sees once it stops.
  const still = await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; }',
  });
  await page.evaluate(() => {
    for (const a of document.getAnimations()) if (a.effect?.getTiming().iterations !== Infinity) a.finish();
  });
  const result = await new AxeBuilder({ page }).analyze();
  await still.evaluate((el) => (el as Element).remove());
  const bad = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${screen}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect.soft(bad).toEqual([]);
}
