/**
 * The permission list kept ENCRYPTED in sessionStorage, with WebCrypto: AES-GCM 256
 * with a key derived by PBKDF2-SHA-256 from the configured secret and a random salt per write.
 * The keycloak session id is the AES-GCM additional data, so a list cached for one sign-in never
 * decrypts for another. The secret ships in /config.json, so this keeps the list from being read
 * or edited casually in devtools; it is not a security boundary (the API enforces permissions).
 */
import type { PermissionEntry } from '../../shared/permissions.ts';
import { parsePermissionEntries } from './permission-entries.ts';

export const permissionStorageKey = 'vtlog.permissions';
const iterations = 100_000;
const encoder = new TextEncoder();

interface StoredRecord {
  v: 1;
  salt: string;
  iv: string;
  data: string;
}

function toBase64(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes));
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
}

async function deriveKey(secret: string, salt: Uint8Array<ArrayBuffer>): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey('raw', encoder.encode(secret), 'PBKDF2', false, ['deriveKey']);
  return crypto.subtle.deriveKey({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, material, { name: 'AES-GCM', length: 256 }, false, [
    'encrypt',
    'decrypt',
  ]);
}

/** Keys by salt and secret: the derivation (100 000 PBKDF2 rounds) is done once per stored list. */
const keys = new Map<string, Promise<CryptoKey>>();

function keyFor(secret: string, salt: string): Promise<CryptoKey> {
  const id = `${salt}:${secret}`;
  let key = keys.get(id);
  if (!key) {
    key = deriveKey(secret, fromBase64(salt));
    keys.set(id, key);
  }
  return key;
}

function storedRecord(): StoredRecord | undefined {
  const text = sessionStorage.getItem(permissionStorageKey);
  if (text === null) return undefined;
  const record = JSON.parse(text) as StoredRecord;
  return record.v === 1 ? record : undefined;
}

/**
 * Starts deriving the key of the stored list, if there is one, so that it is ready when sign-in
 * ends (a reload) instead of being derived after it.
 */
export function prepareStoredPermissionsKey(secret: string): void {
  try {
    const record = storedRecord();
    if (record) keyFor(secret, record.salt).catch(() => undefined);
  } catch {
    // an unreadable record is dropped by loadPermissions
  }
}

export async function savePermissions(entries: readonly PermissionEntry[], secret: string, sessionId: string): Promise<void> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const key = await deriveKey(secret, salt);
  const cipher = await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData: encoder.encode(sessionId) }, key, encoder.encode(JSON.stringify(entries)));
  const record: StoredRecord = { v: 1, salt: toBase64(salt), iv: toBase64(iv), data: toBase64(new Uint8Array(cipher)) };
  sessionStorage.setItem(permissionStorageKey, JSON.stringify(record));
}

/** The cached list for this session, or undefined when absent, tampered with or from another session. */
export async function loadPermissions(secret: string, sessionId: string): Promise<PermissionEntry[] | undefined> {
  try {
    const record = storedRecord();
    if (!record) return undefined;
    const key = await keyFor(secret, record.salt);
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: fromBase64(record.iv), additionalData: encoder.encode(sessionId) },
      key,
      fromBase64(record.data),
    );
    return parsePermissionEntries(JSON.parse(new TextDecoder().decode(plain)));
  } catch {
    sessionStorage.removeItem(permissionStorageKey);
    return undefined;
  }
}
