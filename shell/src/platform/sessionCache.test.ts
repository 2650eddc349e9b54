import { act, renderHook, waitFor } from '@testing-library/react';
import { createApiQueryClient } from '@tessera/platform-sdk/data';
import { SAMPLE_MEMBER } from '@tessera/platform-sdk/testing';
import { useSessionStore } from '../stores/session';
import { useSessionCache } from './sessionCache';

test('the shared cache is emptied when the session changes hands, and only then', async () => {
  const client = createApiQueryClient();
  useSessionStore.getState().setSession(SAMPLE_MEMBER);
  client.setQueryData(['memberInfo', 'demo:demo1', {}], { account: 'demo1' });
  const { rerender } = renderHook(() => useSessionCache(() => Promise.resolve(client)));
  rerender();
  await Promise.resolve();
  expect(client.getQueryData(['memberInfo', 'demo:demo1', {}])).toEqual({ account: 'demo1' });
  act(() => useSessionStore.getState().clear());
  await waitFor(() => expect(client.getQueryCache().getAll()).toHaveLength(0));
});
