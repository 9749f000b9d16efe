/**
 * How long the app's first draw waits for the opened page's first answer once it is asked: drawn with
 * it, the page is drawn once, rows included, instead of empty and then again (its code and the app's
 * frame cost the main thread more than a local answer takes). A slower answer is waited for by the page.
 */
export const firstAnswerWaitMs = 400;

/** What `answer` settles with, or false when it takes longer than the first draw waits. */
export function withinFirstAnswerWait<T>(answer: Promise<T>): Promise<T | false> {
  return Promise.race([answer, new Promise<false>((resolve) => setTimeout(() => resolve(false), firstAnswerWaitMs))]);
}
