/**
 * A multipart request carrying one file: the upload routes' parser limits and the reading of that
 * one file, each limit answered in pt-BR (413 for sizes, 400 for a second file) instead of a
 * silently cut file or field, an ignored extra file, or the parser's English message.
 */
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';

/** Text fields are not read by any upload route; more than this is refused, not cut. */
export const MAX_FIELD_BYTES = 64 * 1024;
const MAX_FIELDS = 5;
/** A file name longer than this (most file systems' own limit) is refused: it is stored in the audit trail. */
export const MAX_FILE_NAME_CHARS = 255;

/** Options for @fastify/multipart: parts beyond these raise the errors `readSingleFile` translates. */
export const multipartLimits = (maxFileBytes: number) => ({
  limits: { fileSize: maxFileBytes, files: 1, fields: MAX_FIELDS, parts: MAX_FIELDS + 1, fieldSize: MAX_FIELD_BYTES },
});

const sizeText = (bytes: number) => (bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MB` : `${bytes / 1024} KB`);

/** The file of `field` (the request's only file), at most `maxFileBytes`, its name at most MAX_FILE_NAME_CHARS. */
export async function readSingleFile(request: FastifyRequest, field: string, maxFileBytes: number): Promise<{ buffer: Buffer; filename: string }> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', { message: `Envie o arquivo como multipart/form-data no campo "${field}".`, field });
  const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', { message: `O arquivo passa do limite de ${sizeText(maxFileBytes)}.`, field });
  const oneFile = () => new AppError('VALIDATION', { message: `Envie um único arquivo, no campo ${field}.`, field });
  const required = () => new AppError('VALIDATION', { field, message: `O campo ${field} é obrigatório.` });
  let upload: { buffer: Buffer; filename: string } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.valueTruncated)
          throw new AppError('PAYLOAD_TOO_LARGE', {
            message: `O campo ${part.fieldname} passa do limite de ${sizeText(MAX_FIELD_BYTES)}.`,
            field: part.fieldname,
          });
        continue;
      }
      // A second file never arrives here: `files: 1` makes the parser raise FST_FILES_LIMIT instead.
      if (part.fieldname !== field) throw required();
      if (part.filename.length > MAX_FILE_NAME_CHARS) {
        throw new AppError('VALIDATION', {
          field,
          message: `O nome do arquivo passa de ${MAX_FILE_NAME_CHARS} caracteres. Renomeie o arquivo e envie-o novamente.`,
        });
      }
      const buffer = await part.toBuffer();
      // toBuffer misses a file cut exactly at a chunk boundary: the stream says so itself.
      if (part.file.truncated) throw tooLarge();
      upload = { buffer, filename: part.filename };
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_FILES_LIMIT') throw oneFile();
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new AppError('PAYLOAD_TOO_LARGE', { message: `Envie somente o arquivo no campo ${field} (no máximo ${MAX_FIELDS} campos de texto).` });
    }
    throw error;
  }
  if (!upload) throw required();
  return upload;
}
