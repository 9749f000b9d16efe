import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../../src/web/api/http-error.ts';
import { fileProblem, megabytes, uploadFailure, uploadStage } from '../../../../src/web/renderer/forms/upload-checks.ts';
import { pageManifests } from '../support/page-manifests.ts';

const upload = pageManifests.find((page) => page.id === 'upload-routes')!.form!.upload!;
const specMessage = 'Erro na leitura do arquivo. Por favor escolha um arquivo válido e tente novamente.';
const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe('fileProblem (Planilha de Rotas manifest)', () => {
  it('lets an xlsx of up to 5 MB go, by name or by type', () => {
    expect(fileProblem({ name: 'Rotas.XLSX', type: '', size: 5 * 1024 * 1024 }, upload)).toBeUndefined();
    expect(fileProblem({ name: 'rotas', type: xlsxType, size: 10 }, upload)).toBeUndefined();
  });

  it('refuses another type with the message and a bigger file with the limit', () => {
    expect(fileProblem({ name: 'rotas.csv', type: 'text/csv', size: 10 }, upload)).toBe(specMessage);
    expect(fileProblem({ name: 'rotas.xlsx', type: xlsxType, size: 5 * 1024 * 1024 + 1 }, upload)).toBe('O arquivo passa do limite de 5 MB.');
    expect(megabytes(1.5 * 1024 * 1024)).toBe('1,5 MB');
  });
});

describe('uploadFailure', () => {
  it("shows the server's text and its row errors", () => {
    const body = {
      message: 'A planilha tem 1 erro(s) em 1 linha(s); nada foi importado.',
      details: { errors: [{ row: 3, column: 'UF_DESTINO', message: 'UF "ZZ" inválida.' }, { bogus: true }] },
    };
    expect(uploadFailure(new HttpError(body.message, 422, body), specMessage)).toEqual({
      message: body.message,
      rows: [{ row: 3, column: 'UF_DESTINO', message: 'UF "ZZ" inválida.' }],
    });
  });

  it('falls back to the message when the answer has no text', () => {
    expect(uploadFailure(new HttpError('Erro 502: Bad Gateway', 502, '<html>proxy</html>'), specMessage)).toEqual({ message: specMessage, rows: [] });
    expect(uploadFailure(new TypeError('Failed to fetch'), specMessage)).toEqual({ message: specMessage, rows: [] });
  });
});

describe('uploadStage', () => {
  it('shows an indeterminate bar until bytes are measured and while the server reads the file', () => {
    expect(uploadStage(0)).toEqual({ text: 'Enviando o arquivo…', percent: undefined });
    expect(uploadStage(1)).toEqual({ text: 'Processando o arquivo…', percent: undefined });
  });

  it('shows the measured percentage in between', () => {
    expect(uploadStage(0.426)).toEqual({ text: 'Enviando o arquivo: 43%', percent: 43 });
  });
});
