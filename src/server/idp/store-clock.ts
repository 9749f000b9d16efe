/** Epoch seconds, as JWT times. */
export const nowSeconds = (): number => Math.floor(Date.now() / 1000);

let lastStamp = 0;

/**
 * Epoch milliseconds, strictly increasing within this process: rows created in one burst keep
 * their order, so a bound drops the oldest one (rows of different instances order by their clocks).
 */
export function orderStamp(): number {
  lastStamp = Math.max(Date.now(), lastStamp + 1);
  return lastStamp;
}
