import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, inject, onTestFinished } from 'vitest';

/** Debian's Chromium, never a downloaded browser. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

let browser: Browser | null = null;

/** One browser per test file, closed after it. */
export async function getBrowser(): Promise<Browser> {
  if (browser) return browser;
  browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
  afterAll(async () => {
    await browser?.close();
    browser = null;
  });
  return browser;
}

export const baseURL = (): string => inject('baseURL');

/** A fresh browser context (its own cookies and storage) and a page on the app. */
export async function newPage(
  options: { viewport?: { width: number; height: number }; storageState?: string } = {},
): Promise<{
  context: BrowserContext;
  page: Page;
}> {
  const b = await getBrowser();
  const context = await b.newContext({
    baseURL: baseURL(),
    viewport: options.viewport ?? { width: 1280, height: 800 },
    storageState: options.storageState,
  });
  // A resource the Content-Security-Policy blocks fails the test (Chromium logs "Refused to …").
  const refused: string[] = [];
  context.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' && /Refused to|Content Security Policy/i.test(text)) {
      refused.push(`${message.page()?.url() ?? '?'}: ${text}`);
    }
  });
  onTestFinished(() => {
    if (refused.length > 0) throw new Error(`Content-Security-Policy violations:\n${refused.join('\n')}`);
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

/**
 * Opens an address and waits until the app shows its own page. A diner page can come with the
 * server's copy of its first screen (decision 0604): for a moment the copy and the app's unseen render
 * both hold the same texts, and a text query would find two elements. Role queries skip the copy (it
 * is aria-hidden); text queries need this.
 */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await appPageShown(page);
}

/** Waits until the server's copy of the page (if it came with one) has given way to the app's page. */
export async function appPageShown(page: Page): Promise<void> {
  await page.locator('#rpos-prerendered').waitFor({ state: 'detached', timeout: 10_000 });
}
