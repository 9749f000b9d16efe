import { randomUUID } from 'node:crypto';

/**
 * Refresh tokens descend from one code exchange as a family (RFC 9700 §4.14.2): each rotation
 * hands the family on, so a rotated token used again is told apart from a token of another sign-in
 * of the same session (another tab's). The family is the first part of the token id,
 * `<family>.<random>`; an id without a dot (issued before families) is a family of its own.
 */
export function refreshTokenId(replacing?: string): string {
  return `${replacing === undefined ? randomUUID() : refreshTokenFamily(replacing)}.${randomUUID()}`;
}

export function refreshTokenFamily(id: string): string {
  const dot = id.indexOf('.');
  return dot < 0 ? id : id.slice(0, dot);
}
