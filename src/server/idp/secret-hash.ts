import { createHash } from 'node:crypto';

/** The stored form of a bearer secret (identity cookie, authorization code): a leaked table holds no usable one. */
export function secretHash(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url');
}
