/**
 * The manifest studio (/studio): an analyst opens a page, the menu or an enum in a code editor with
 * the schemas' help, sees what `npm run check:manifests` says about the edited text (the server runs
 * the checker itself, with the other manifests it runs) and a live read-only preview on real data,
 * compares the text with the server's and downloads the file or a patch. Nothing is written to the
 * server. Its code, CodeMirror included, loads only with this page (custom/registry.ts).
 */
import { type ReactNode, useMemo, useState } from 'react';
import { Alert, Badge, Button, Grid, Group, Loader, Select, Stack, Tabs, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { saveBlob } from '../../api/http-client.ts';
import type { CustomComponentProps } from '../../renderer/custom-component-props.ts';
import { PageLoadError } from '../../renderer/frame/page-load-error.tsx';
import { DraftDiff, draftPatch } from './draft-diff.tsx';
import { JsonEditor } from './json-editor.tsx';
import { problemDiagnostics } from './problem-diagnostics.ts';
import { ProblemList } from './problem-list.tsx';
import { type StudioFile, useCommittedText, useDraftCheck, useStudioFiles } from './studio-api.ts';
import { StudioPreview } from './studio-preview.tsx';
import { useAcceptedPage } from './use-accepted-page.ts';
import { useStudioSession } from './use-studio-session.ts';

/** Quiet time after the last keystroke before the text is checked (the check answers well within the rest of the second). */
const CHECK_DELAY_MS = 300;
const groupLabels: Record<StudioFile['kind'], string> = { page: 'Páginas', menu: 'Menu', enum: 'Enums' };

function fileOptions(files: readonly StudioFile[]) {
  return (['page', 'menu', 'enum'] as const).map((kind) => ({
    group: groupLabels[kind],
    items: files
      .filter((file) => file.kind === kind)
      .map((file) => ({ value: file.file, label: kind === 'page' ? `${file.label} (${file.file})` : file.file })),
  }));
}

const fileBaseName = (file: string) => file.split('/').pop() ?? file;
const download = (name: string, content: string, type: string) => saveBlob(name, new Blob([content], { type }));

export default function ManifestStudio(_: CustomComponentProps) {
  const files = useStudioFiles();
  const session = useStudioSession();
  const file = session.file ?? files.data?.files[0]?.file;
  // Disabled until the list arrives: the workspace then draws the picker anew, which would close a list opened before.
  const picker = (
    <Select
      label="Manifesto"
      disabled={!files.data}
      placeholder={files.data ? undefined : 'Carregando manifestos…'}
      data={fileOptions(files.data?.files ?? [])}
      value={file ?? null}
      onChange={(value) => value && session.open(value)}
      searchable
      allowDeselect={false}
      nothingFoundMessage="Nenhum manifesto com esse nome"
      w={420}
    />
  );
  if (files.isError) return <PageLoadError error={files.error} onRetry={() => void files.refetch()} retrying={files.isFetching} />;
  return file ? (
    <StudioWorkspace key={file} file={file} picker={picker} draft={session.drafts[file]} onEdit={(text) => session.edit(file, text)} />
  ) : (
    <Stack gap="md">
      {picker}
      <Loader size="sm" aria-label="Carregando" />
    </Stack>
  );
}

interface StudioWorkspaceProps {
  file: string;
  /** The file list, drawn beside the workspace's buttons. */
  picker: ReactNode;
  /** The analyst's text of the file; undefined: the server's. */
  draft: string | undefined;
  onEdit: (text: string | undefined) => void;
}

function StudioWorkspace({ file, picker, draft, onEdit }: StudioWorkspaceProps) {
  const committed = useCommittedText(file).data?.text;
  // Discarding the edits makes the editor anew, from the server's text.
  const [discards, setDiscards] = useState(0);
  const text = draft ?? committed;
  const [checkedText] = useDebouncedValue(text, CHECK_DELAY_MS);
  const check = useDraftCheck(file, checkedText);
  // Errors anywhere (an edit can break another file: a menu entry to a path changed) and the edited file's
  // warnings: the other files' warnings are the committed state, not news to the analyst.
  const problems = useMemo(() => (check.data ?? []).filter((problem) => problem.severity === 'error' || problem.file === file), [check.data, file]);
  const checkedNow = check.isSuccess && !check.isPlaceholderData && checkedText === text;
  const errors = problems.filter((problem) => problem.severity === 'error').length;
  const diagnostics = useMemo(
    () =>
      checkedNow && text !== undefined
        ? problemDiagnostics(
            text,
            problems.filter((problem) => problem.file === file),
          )
        : [],
    [checkedNow, text, problems, file],
  );
  const accepted = useAcceptedPage(file, checkedNow && errors === 0 ? text : undefined);
  const edited = text !== undefined && committed !== undefined && text !== committed;

  return (
    <Stack gap="md">
      <Group align="flex-end" justify="space-between">
        {picker}
        <Group gap="sm">
          <CheckStatus checking={!checkedNow && !check.isError} failed={check.isError} errors={errors} warnings={problems.length - errors} />
          <Button
            variant="default"
            disabled={!edited}
            onClick={() => {
              onEdit(undefined);
              setDiscards((n) => n + 1);
            }}
          >
            Descartar alterações
          </Button>
          <Button variant="light" disabled={text === undefined} onClick={() => download(fileBaseName(file), text ?? '', 'application/json')}>
            Baixar arquivo
          </Button>
          <Button
            variant="light"
            disabled={!edited}
            onClick={() => download(`${fileBaseName(file).replace(/\.json$/, '')}.patch`, draftPatch(file, committed ?? '', text ?? ''), 'text/x-diff')}
          >
            Baixar patch
          </Button>
        </Group>
      </Group>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Stack gap="sm">
            <div style={{ height: '65vh' }}>
              {text === undefined ? (
                <Loader size="sm" aria-label="Carregando" />
              ) : (
                <JsonEditor
                  key={discards}
                  file={file}
                  initialText={text}
                  onChange={(next) => onEdit(next === committed ? undefined : next)}
                  diagnostics={diagnostics}
                />
              )}
            </div>
            {check.isError && (
              <Alert color="red" title="Não foi possível conferir o manifesto">
                <Stack gap="xs" align="flex-start">
                  <Text size="sm">{check.error.message}</Text>
                  <Button size="xs" variant="light" onClick={() => void check.refetch()}>
                    Tentar de novo
                  </Button>
                </Stack>
              </Alert>
            )}
            {checkedNow && <ProblemList problems={problems} file={file} />}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Tabs defaultValue="preview" keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="preview">Prévia</Tabs.Tab>
              <Tabs.Tab value="diff">Alterações</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="preview" pt="sm">
              {accepted.page ? (
                <StudioPreview page={accepted.page} version={accepted.version} behind={checkedNow && errors > 0} />
              ) : (
                <Text c="dimmed">
                  {file.startsWith('pages/')
                    ? 'A prévia aparece quando o manifesto não tiver erros.'
                    : 'A prévia mostra páginas; menu e enums são conferidos no editor.'}
                </Text>
              )}
            </Tabs.Panel>
            <Tabs.Panel value="diff" pt="sm">
              {text !== undefined && committed !== undefined && <DraftDiff file={file} committed={committed} draft={text} />}
            </Tabs.Panel>
          </Tabs>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** Light badges: white on Mantine's filled green or red reaches 3.3–3.5:1, the light variant's text 4.5:1 in both schemes (app/theme.ts). */
function CheckStatus({ checking, failed, errors, warnings }: { checking: boolean; failed: boolean; errors: number; warnings: number }) {
  if (failed)
    return (
      <Badge variant="light" color="red">
        Conferência falhou
      </Badge>
    );
  if (checking)
    return (
      <Badge variant="light" color="gray" leftSection={<Loader size={10} />}>
        Conferindo…
      </Badge>
    );
  if (errors > 0)
    return (
      <Badge variant="light" color="red">
        {errors === 1 ? '1 problema' : `${errors} problemas`}
      </Badge>
    );
  return (
    <Badge variant="light" color="green">
      {warnings > 0 ? `Sem problemas (${warnings} ${warnings === 1 ? 'aviso' : 'avisos'})` : 'Sem problemas'}
    </Badge>
  );
}
