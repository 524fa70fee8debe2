import { hydrationUnderWay, whenIdleAfterLoad } from './afterLoad';

describe('work after the first view', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    document.body.innerHTML = '<main></main>';
  });
  afterEach(() => jest.useRealTimers());

  it("waits for the route's page (its heading), then an idle moment", async () => {
    const task = jest.fn();
    whenIdleAfterLoad(task);
    jest.advanceTimersByTime(5_000);
    expect(task).not.toHaveBeenCalled();

    document.querySelector('main')?.insertAdjacentHTML('beforeend', '<h1>Pago</h1>');
    await Promise.resolve(); // the mutation observer's callback
    expect(task).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1_000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs at once after an idle moment when the heading is already there (a prerendered page)', () => {
    document.querySelector('main')?.insertAdjacentHTML('beforeend', '<h1>Suscripciones</h1>');
    const task = jest.fn();
    whenIdleAfterLoad(task);
    jest.advanceTimersByTime(1_000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('waits for the hydration of a prerendered page, whose heading is in its HTML before it works', () => {
    document.querySelector('main')?.insertAdjacentHTML('beforeend', '<h1>Suscripciones</h1>');
    const hydrated = hydrationUnderWay();
    const task = jest.fn();
    whenIdleAfterLoad(task);
    jest.advanceTimersByTime(5_000);
    expect(task).not.toHaveBeenCalled();

    hydrated();
    hydrated(); // StrictMode runs the effect that says so twice: once is enough
    expect(task).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1_000);
    expect(task).toHaveBeenCalledTimes(1);

    // Ended once: a later task waits for no hydration.
    const later = jest.fn();
    whenIdleAfterLoad(later);
    jest.advanceTimersByTime(1_000);
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('gives up waiting for a heading after 10 s (an app without the layout: the embed in the portal)', () => {
    const task = jest.fn();
    whenIdleAfterLoad(task);
    jest.advanceTimersByTime(10_000);
    expect(task).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1_000);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
