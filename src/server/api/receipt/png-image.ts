/**
 * Checks a checklist photo by its content, not by what the client claims: it must decode from
 * base64 and be a PNG (signature + IHDR header) of sensible dimensions and size.
 */
import { AppError } from '../../errors.ts';

export const MAX_PHOTO_BYTES = 2 * 1024 * 1024;
export const MAX_PHOTO_SIDE = 4096;

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

export interface PngInfo {
  bytes: number;
  width: number;
  height: number;
}

/** Validates and returns the photo's facts, or throws a pt-BR 400/413/415. */
export function inspectPngBase64(base64: string, field = 'body.imagemBase64'): PngInfo {
  const text = base64.replace(/^data:image\/png;base64,/, '');
  if (text.length % 4 !== 0 || !BASE64.test(text)) {
    throw new AppError('VALIDATION', { message: 'A foto não está codificada em base64 válido.', field });
  }
  const bytes = Buffer.from(text, 'base64');
  if (bytes.length > MAX_PHOTO_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', { message: `A foto tem ${(bytes.length / 1024 / 1024).toFixed(1)} MB; o máximo é 2 MB.`, field });
  }
  const isPng = bytes.length >= 33 && bytes.subarray(0, 8).equals(SIGNATURE) && bytes.toString('ascii', 12, 16) === 'IHDR';
  if (!isPng) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', { message: 'O arquivo enviado não é uma imagem PNG válida.', field });
  }
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  if (width === 0 || height === 0 || width > MAX_PHOTO_SIDE || height > MAX_PHOTO_SIDE) {
    throw new AppError('UNPROCESSABLE', { message: `A foto deve ter entre 1 e ${MAX_PHOTO_SIDE} pixels de lado (recebida: ${width}×${height}).`, field });
  }
  return { bytes: bytes.length, width, height };
}

/** The stored form: plain base64 without a data-URL prefix. */
export function normalisedBase64(base64: string): string {
  return base64.replace(/^data:image\/png;base64,/, '');
}
