import * as XLSX from 'xlsx';
import { AppError } from '../errors.ts';
import { checkInflatedSize, readZipDirectory, rebuildZip } from '../zip/zip-directory.ts';

export interface XlsxUploadLimits {
  /** Sum of the inflated sizes of every entry: what parsing may hold in memory (zip bombs). */
  maxInflatedBytes: number;
  /** Data rows of the first sheet (the header row not counted). */
  maxRows: number;
}

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/**
 * An uploaded spreadsheet read safely: a real xlsx by content (a ZIP holding xl/workbook.xml, not
 * the file name), its inflated size bounded before and while inflating, the reader handed only
 * the entries so checked (rebuilt from the central directory), and parsing stopped past the row limit, so a hostile file costs bounded memory and time. Returns the parsed workbook.
 */
export function readXlsxUpload(buffer: Buffer, limits: XlsxUploadLimits): XLSX.WorkBook {
  // The text the SPA shows for an unreadable route file.
  const notXlsx = () =>
    new AppError('UNSUPPORTED_MEDIA_TYPE', { message: 'Erro na leitura do arquivo. Por favor escolha um arquivo válido e tente novamente.', field: 'file' });
  const bomb = () =>
    new AppError('PAYLOAD_TOO_LARGE', {
      message: `A planilha descompactada passa de ${megabytes(limits.maxInflatedBytes)}; o arquivo foi recusado. Divida-a em arquivos menores.`,
      field: 'file',
    });

  const entries = buffer.length >= 4 && buffer.readUInt32LE(0) === 0x04034b50 ? readZipDirectory(buffer) : undefined;
  if (!entries || !entries.some((e) => e.name === 'xl/workbook.xml') || entries.some((e) => e.encrypted || (e.method !== 0 && e.method !== 8))) throw notXlsx();
  const declared = entries.reduce((sum, e) => sum + e.uncompressedSize, 0);
  if (declared > limits.maxInflatedBytes) throw bomb();
  // The directory may lie: inflate each entry with its declared size as a hard stop.
  for (const entry of entries) {
    const check = checkInflatedSize(buffer, entry, entry.uncompressedSize);
    if (check === 'over') throw bomb();
    if (check === 'corrupt') throw notXlsx();
  }

  let workbook: XLSX.WorkBook;
  try {
    // header + maxRows + 1: enough to tell "too many" without parsing 100,000 rows.
    workbook = XLSX.read(rebuildZip(buffer, entries), { type: 'buffer', dense: true, cellFormula: false, cellHTML: false, sheetRows: limits.maxRows + 2 });
  } catch {
    throw notXlsx();
  }
  if (workbook.SheetNames.length === 0) throw notXlsx();
  return workbook;
}
