// @vitest-environment jsdom
/**
 * A page that throws while rendering shows the pt-BR error screen (the routes' error element), and the next
 * navigation leaves it; code that could not be downloaded is told apart, with a reload.
 */
import '../setup.ts';
import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { RouteError } from '../../../../src/web/app/route-error.tsx';

function Failing(): never {
  throw new Error('falhou ao desenhar');
}

describe('route error element', () => {
  it('shows RouteError, logging why, until the next navigation', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryRouter(
      [
        {
          errorElement: <RouteError />,
          children: [
            { path: '/falha', Component: Failing },
            { path: '/ok', element: <p>conteúdo da página</p> },
          ],
        },
      ],
      { initialEntries: ['/falha'] },
    );
    render(
      <MantineProvider>
        <RouterProvider router={router} />
      </MantineProvider>,
    );
    expect((await screen.findByRole('alert')).textContent).toContain('Algo deu errado ao exibir esta página');
    expect(logged.mock.calls.flat().some((arg) => arg instanceof Error && arg.message === 'falhou ao desenhar')).toBe(true);
    await act(() => router.navigate('/ok'));
    expect(screen.getByText('conteúdo da página')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    logged.mockRestore();
  });

  it('says a page whose code could not be downloaded needs a reload, and offers it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryRouter(
      [
        {
          path: '/',
          errorElement: <RouteError />,
          Component: () => {
            throw new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/list-page.js');
          },
        },
      ],
      { initialEntries: ['/'] },
    );
    render(
      <MantineProvider>
        <RouterProvider router={router} />
      </MantineProvider>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Não foi possível carregar esta página');
    expect(alert.textContent).toContain('Verifique a conexão e recarregue a página.');
    expect(screen.getByRole('button', { name: 'Recarregar a página' })).toBeTruthy();
    logged.mockRestore();
  });
});
