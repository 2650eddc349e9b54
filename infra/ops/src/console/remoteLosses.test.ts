import { SPEC_REMOTES } from '@tessera/contract';
import { disableConfirmation, REMOTE_LOSSES } from './remoteLosses';

describe('the remote disable confirmation', () => {
  it('says, for games, whose players lose which entries and how it comes back', () => {
    const c = disableConfirmation('games', 'Acme Bet');
    expect(c.title).toBe('Turn games off for Acme Bet?');
    expect(c.confirmLabel).toBe('Turn games off');
    expect(c.message).toMatch(/^Players of Acme Bet lose the game center and game lists/);
    for (const part of ['side menu’s game center', 'quick-nav "Hot" shortcut', 'game tiles, hot list and favourites on home', 'launching any game']) {
      expect(c.message).toContain(part);
    }
    expect(c.message).toContain('a saved link lands on home, and the API refuses these calls until you turn games on again.');
  });

  it.each(SPEC_REMOTES)('%s: a sentence of its own, in the message', (remote) => {
    const sentence = REMOTE_LOSSES[remote];
    expect(sentence.length).toBeGreaterThan(40);
    expect(disableConfirmation(remote, 'Demo').message).toContain(sentence);
    expect(SPEC_REMOTES.filter((other) => REMOTE_LOSSES[other] === sentence)).toEqual([remote]);
  });

  it('a remote the console does not know yet still gets an honest sentence', () => {
    expect(disableConfirmation('casino', 'Demo').message).toMatch(/^Players of Demo lose every page of casino\. /);
  });
});
