/**
 * Watching a page for stored script payloads that run: any dialog (alert/confirm/prompt), any
 * console error (a CSP report of a blocked inline handler counts: the markup got through), any
 * uncaught page error, or the payloads' own marker set on window.
 */
import { type Page, expect } from '@playwright/test';

/** Each payload sets window.__xss and opens a dialog if it ever runs. */
export const scriptPayloads = [
  `<script>window.__xss='script';alert('xss-script')</script>`,
  `<img src=x onerror="window.__xss='img';alert('xss-img')">`,
  `"><svg onload="window.__xss='svg';alert('xss-svg')">`,
  `javascript:window.__xss='href';alert('xss-href')`,
];

/** All payloads in one text (fits fields of 1,000 characters). */
export const scriptPayload = scriptPayloads.join(' ');

export interface ScriptWatch {
  /** Fails when any payload ran, opened a dialog or left a console or page error. */
  expectNothingRan(): Promise<void>;
}

export function watchForScripts(page: Page): ScriptWatch {
  const dialogs: string[] = [];
  const errors: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('console', (message) => {
    // Not script: a refused request (4xx) logged by the browser, RJSF's log of a form that failed validation.
    const expected = /^(Failed to load resource|Form validation failed)/.test(message.text());
    if (message.type() === 'error' && !expected) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return {
    async expectNothingRan() {
      expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
      expect(dialogs, 'dialogs opened by a stored payload').toEqual([]);
      expect(errors, 'console or page errors').toEqual([]);
    },
  };
}

/**
 * The bearer token the SPA sends, captured from its first API request (call before signing in):
 * the test then calls the real API as that user (e.g. to store a payload).
 */
export function capturedBearer(page: Page): Promise<string> {
  return page
    .waitForRequest((request) => request.url().includes('/api/') && request.headers().authorization !== undefined, { timeout: 30_000 })
    .then((request) => request.headers().authorization!);
}
