// @vitest-environment jsdom
/** While the next page's loader runs, the page shown stays under a progress bar; the bar goes once the page is there. */
import '../setup.ts';
import { act, render, screen } from '@testing-library/react';
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { NavigationProgress } from '../../../../src/web/layout/navigation-progress.tsx';

describe('navigation progress', () => {
  it('shows while the next page loads, over the page shown', async () => {
    let answer: () => void = () => undefined;
    const router = createMemoryRouter(
      [
        {
          element: (
            <>
              <NavigationProgress />
              <Outlet />
            </>
          ),
          children: [
            { path: '/', element: <p>página atual</p> },
            { path: '/next', loader: () => new Promise<null>((resolve) => (answer = () => resolve(null))), element: <p>próxima página</p> },
          ],
        },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('página atual')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    let navigated: Promise<void> = Promise.resolve();
    act(() => void (navigated = router.navigate('/next')));
    expect(await screen.findByRole('progressbar', { name: 'Carregando a página' })).toBeTruthy();
    expect(screen.getByText('página atual')).toBeTruthy();
    await act(async () => {
      answer();
      await navigated;
    });
    expect(screen.getByText('próxima página')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
