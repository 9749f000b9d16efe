/**
 * Form page: initial values from form.load, submitted to form.submit; read-only for users
 * without form.permission. A form of another variant (a file to download or upload, rows to show)
 * is drawn by its own entry (forms/form-variants.tsx).
 */
import { useEffect, useMemo, useState } from 'react';
import { Button, Group, Paper } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { apiFetch } from '../../api/http-client.ts';
import { notifyHttpError, notifySuccess } from '../../api/notify.ts';
import { sourceCall } from '../data/source-call.ts';
import { formVariant } from '../forms/form-variants.tsx';
import { useSourceQuery } from '../data/use-source-query.ts';
import { PageLoadError } from '../frame/page-load-error.tsx';
import { PageLoading } from '../frame/page-loading.tsx';
import { VtlogForm } from '../rjsf/vtlog-form.tsx';
import { useCanSee } from '../use-can.ts';
import { useRouteParams } from '../use-route-params.ts';
import { useWritesDisabled } from '../writes-disabled.ts';
import type { KindProps } from '../page-kind-props.ts';

const emptyContext = { lookups: {} };

export default function FormPage({ page }: KindProps<'form'>) {
  const params = useRouteParams();
  const canSee = useCanSee();
  const writesDisabled = useWritesDisabled();
  const queryClient = useQueryClient();
  const context = useMemo(() => [params], [params]);
  const form = page.form;
  const load = useSourceQuery<Record<string, unknown>>(form.load, context);
  const [values, setValues] = useState<Record<string, unknown>>({});
  useEffect(() => {
    if (load.data) setValues(load.data);
  }, [load.data]);

  const submit = useMutation({
    mutationFn: (body: Record<string, unknown>) => {
      const call = sourceCall(form.submit, context, body);
      if (!call) throw new Error('Destino do formulário incompleto.');
      return apiFetch<unknown>(call);
    },
    onSuccess: async () => {
      notifySuccess(form.successMessage ?? 'Dados salvos.');
      await queryClient.invalidateQueries({ queryKey: ['api'] });
    },
    onError: (error) => notifyHttpError(error, 'Não foi possível salvar.'),
  });

  const variant = formVariant({ form, context, label: page.title });
  if (variant) return variant;
  if (load.isError) return <PageLoadError error={load.error} onRetry={() => void load.refetch()} retrying={load.isFetching} />;
  if (form.load && load.isPending) return <PageLoading />;
  const editable = canSee(form.permission) && !writesDisabled;

  return (
    <Paper withBorder radius="md" p="md">
      <VtlogForm
        schema={form.schema as RJSFSchema}
        uiSchema={(form.uiSchema ?? {}) as UiSchema}
        formData={values}
        formContext={emptyContext}
        readonly={!editable}
        onChange={(event) => setValues((event.formData ?? {}) as Record<string, unknown>)}
        onSubmit={(event) => submit.mutate((event.formData ?? {}) as Record<string, unknown>)}
      >
        {editable ? (
          <Group justify="flex-end" mt="md">
            <Button type="submit" loading={submit.isPending}>
              {form.submitLabel ?? 'Salvar'}
            </Button>
          </Group>
        ) : (
          // An empty child replaces RJSF's default submit button: read-only users get none.
          <></>
        )}
      </VtlogForm>
    </Paper>
  );
}
