import { expectValidRemote, renderRoute } from '@tessera/shared-contracts/testing';
import remote from './remote';

test('games keeps the remote module contract', () => {
  expect(() => expectValidRemote(remote)).not.toThrow();
});

test.each(remote.routes.map((r) => r.path))('%s renders its translated title', async (path) => {
  const { title, container } = await renderRoute(remote, path, { session: { token: 't', merchantCode: 'demo', userName: 'demo1', type: 0 } });
  expect(title).not.toMatch(/^title\./);
  expect(container.querySelector('h1')?.textContent).toBe(title);
});
