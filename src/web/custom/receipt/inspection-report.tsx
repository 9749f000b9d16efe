/**
 * Inspection report view: the server's HTML report (photos embedded), sanitized,
 * drawn with the app's theme on screen and plain black-on-white when printed or saved as PDF.
 */
import { useMemo } from 'react';
import { Alert, Button, Group, Loader, Paper, Stack } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { skipToken, useQuery } from '@tanstack/react-query';
import { dataOf, vtlogApi } from '../../api/vtlog-client.ts';
import { PageLoadError } from '../../renderer/frame/page-load-error.tsx';
import type { ComponentPropsOf } from '../component-props.ts';
import type { CustomComponentProps } from '../../renderer/custom-component-props.ts';
import classes from './inspection-report.module.css';
import { startedChecklist, useReceiptDetails } from './receipt-api.ts';
import { sanitizeReport } from './sanitize-report.ts';

/** The report writes its times in the browser's time zone, as the receipt screen does. */
const clientTimeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

export default function InspectionReport({ props }: CustomComponentProps) {
  const { receiptId } = props as ComponentPropsOf<'InspectionReport'>;
  const details = useReceiptDetails(receiptId);
  const receipt = details.data;
  const started = startedChecklist(receipt);
  const report = useQuery({
    queryKey: ['receipt', 'inspection-report', started?.checklistId ?? null, clientTimeZone],
    queryFn: started
      ? ({ signal }) =>
          dataOf(
            vtlogApi().GET('/receipt/InspectionReport', {
              params: { query: { ...started, loadAttachments: true, clientTimeZone } },
              headers: { Accept: 'text/html' },
              parseAs: 'text',
              signal,
            }),
          )
      : skipToken,
    retry: false,
  });
  const html = useMemo(() => (typeof report.data === 'string' ? sanitizeReport(report.data) : ''), [report.data]);

  if (details.isError) return <PageLoadError error={details.error} onRetry={() => void details.refetch()} retrying={details.isFetching} />;
  if (receipt && receipt.checklistId === null) return <Alert color="blue">Este recebimento ainda não foi iniciado; não há relatório de inspeção.</Alert>;
  if (report.isError) return <PageLoadError error={report.error} onRetry={() => void report.refetch()} retrying={report.isFetching} />;
  if (!report.data) return <Loader aria-label="Carregando relatório" />;
  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
          Imprimir / salvar PDF
        </Button>
      </Group>
      <Paper withBorder radius="md" p="lg">
        {/* Sanitized above: the server escapes every value and DOMPurify removes anything active. */}
        <div className={classes.report} data-testid="inspection-report" dangerouslySetInnerHTML={{ __html: html }} />
      </Paper>
    </Stack>
  );
}
