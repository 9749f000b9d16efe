// @vitest-environment jsdom
/** A page that throws while rendering shows the pt-BR error screen, and the next navigation draws the routes again. */
import '../setup.ts';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from '../../../../src/web/app/route-error.tsx';

function Page({ fails }: { fails: boolean }) {
  if (fails) throw new Error('falhou ao desenhar');
  return <p>conteúdo da página</p>;
}

describe('route error boundary', () => {
  it('shows RouteError until the location changes', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const view = (key: string, fails: boolean) => (
      <MantineProvider>
        <RouteErrorBoundary locationKey={key}>
          <Page fails={fails} />
        </RouteErrorBoundary>
      </MantineProvider>
    );
    const { rerender } = render(view('a', true));
    expect(screen.getByRole('alert').textContent).toContain('Algo deu errado ao exibir esta página');
    expect(logged).toHaveBeenCalled();
    rerender(view('a', false));
    expect(screen.queryByText('conteúdo da página')).toBeNull();
    rerender(view('b', false));
    expect(screen.getByText('conteúdo da página')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    logged.mockRestore();
  });
});
