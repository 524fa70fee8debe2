import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storageKeys } from '@suscripciones/shared';
import { setupFakeWorld } from '@suscripciones/dev-api/testing';
import { renderLanding } from '../testing/renderLanding';
import {} from './tourStorage';

const world = setupFakeWorld();

beforeAll(() => {
  Element.prototype.scrollIntoView = jest.fn();
});
beforeEach(() => {
  localStorage.clear();
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

async function advance(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

describe('the guided tour', () => {
  it('starts 3000 ms after the page is ready, says "1 of 1" and Done, and closing it stores the flag', async () => {
    renderLanding(world, { language: 'es' });
    await advance(0);
    await screen.findAllByTestId('subscription-card');
    await advance(2999);
    expect(screen.queryByTestId('landing-tour')).not.toBeInTheDocument();
    await advance(1);
    await advance(1500);
    const tour = await screen.findByTestId('landing-tour');
    expect(tour).toHaveAttribute('role', 'alertdialog');
    expect(screen.getByTestId('landing-tour-progress')).toHaveTextContent('1 de 1');
    expect(screen.getByRole('button', { name: 'Hecho' })).toBeInTheDocument();
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    await advance(1000);
    expect(localStorage.getItem(storageKeys.tourCompleted)).toBe('true');
    expect(screen.queryByTestId('landing-tour')).not.toBeInTheDocument();
  });

  it('finishing with Done stores the flag too', async () => {
    renderLanding(world, { language: 'en' });
    await advance(0);
    await screen.findAllByTestId('subscription-card');
    await advance(4500);
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    await user.click(await screen.findByRole('button', { name: 'Done' }));
    await advance(1000);
    expect(localStorage.getItem(storageKeys.tourCompleted)).toBe('true');
    expect(screen.queryByTestId('landing-tour')).not.toBeInTheDocument();
  });

  it('never starts once completed', async () => {
    localStorage.setItem(storageKeys.tourCompleted, 'true');
    renderLanding(world, { language: 'en' });
    await advance(0);
    await screen.findAllByTestId('subscription-card');
    await advance(10_000);
    expect(screen.queryByTestId('landing-tour')).not.toBeInTheDocument();
  });
});
