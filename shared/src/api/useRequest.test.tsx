import { act, renderHook, waitFor } from '@testing-library/react';
import { useRequest } from './useRequest';

/** Promises the test settles by hand, one per request made. */
function gate() {
  const calls: Array<{ key: string; resolve: (value: string) => void; reject: (error: Error) => void }> = [];
  const load = (key: string) => () => new Promise<string>((resolve, reject) => calls.push({ key, resolve, reject }));
  return { calls, load };
}

describe('useRequest', () => {
  it('loads, answers, fails and retries', async () => {
    const { calls, load } = gate();
    const { result } = renderHook(() => useRequest('offers', load('offers')));
    expect(result.current.status).toBe('loading');
    act(() => calls[0]?.reject(new Error('down')));
    await waitFor(() => expect(result.current.status).toBe('error'));
    act(() => result.current.retry());
    await waitFor(() => expect(calls).toHaveLength(2));
    // The retry's own answer is awaited: its failure is no longer shown.
    expect(result.current.status).toBe('loading');
    act(() => calls[1]?.resolve('ok'));
    await waitFor(() => expect(result.current).toEqual(expect.objectContaining({ status: 'ready', data: 'ok' })));
  });

  it('drops an answer that arrives after the key changed, and asks nothing for a null key', async () => {
    const { calls, load } = gate();
    const { result, rerender } = renderHook(({ key }: { key: string | null }) => useRequest(key, load(key ?? '')), {
      initialProps: { key: 'a' as string | null },
    });
    rerender({ key: 'b' });
    act(() => calls[0]?.resolve('answer for a'));
    expect(result.current.status).toBe('loading');
    act(() => calls[1]?.resolve('answer for b'));
    await waitFor(() => expect(result.current).toEqual(expect.objectContaining({ status: 'ready', data: 'answer for b' })));
    rerender({ key: null });
    expect(result.current.status).toBe('loading');
    expect(calls).toHaveLength(2);
  });

  it('keeps the last answer while the next key loads, when asked to', async () => {
    const { calls, load } = gate();
    const { result, rerender } = renderHook(({ key }: { key: string }) => useRequest(key, load(key), { keepPrevious: true }), { initialProps: { key: '1' } });
    act(() => calls[0]?.resolve('one'));
    await waitFor(() => expect(result.current).toEqual(expect.objectContaining({ data: 'one' })));
    rerender({ key: '1,2' });
    expect(result.current).toEqual(expect.objectContaining({ status: 'ready', data: 'one' }));
    act(() => calls[1]?.resolve('two'));
    await waitFor(() => expect(result.current).toEqual(expect.objectContaining({ data: 'two' })));
  });
});
