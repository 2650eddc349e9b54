import { createTestApp, type TTestApp } from '../testkit';
import { RECENT_KEEP, recordRecentGame } from '../services/player/recent';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const memberId = async (username: string) =>
  await t.app.db.selectFrom('members').select(['id', 'merchant_code']).where('username', '=', username).executeTakeFirstOrThrow();

describe('recordRecentGame', () => {
  it('keeps one row per game, moves a replayed game to the top, works inside a transaction and trims', async () => {
    const m = await memberId('demo1');
    const games = (
      await t.app.db
        .selectFrom('games')
        .select('id')
        .orderBy('id')
        .limit(RECENT_KEEP + 5)
        .execute()
    ).map((g) => g.id);
    await recordRecentGame(t.app.db, m.merchant_code, m.id, games[0]!);
    await recordRecentGame(t.app.db, m.merchant_code, m.id, games[1]!);
    await t.app.db.transaction().execute((trx) => recordRecentGame(trx, m.merchant_code, m.id, games[0]!));
    const rows = await t.app.db.selectFrom('player_recent_games').selectAll().where('member_id', '=', m.id).orderBy('seq', 'desc').execute();
    expect(rows.map((r) => r.game_id)).toEqual([games[0], games[1]]);
    for (const g of games) await recordRecentGame(t.app.db, m.merchant_code, m.id, g);
    const all = await t.app.db.selectFrom('player_recent_games').select('game_id').where('member_id', '=', m.id).execute();
    expect(all.length).toBeLessThanOrEqual(RECENT_KEEP);
    // An id that is no game is skipped without an error (a launch never fails on it), even inside a transaction.
    await t.app.db.transaction().execute(async (trx) => {
      await recordRecentGame(trx, m.merchant_code, m.id, 999_999_999);
      await recordRecentGame(trx, m.merchant_code, m.id, games[2]!);
    });
    const top = await t.app.db
      .selectFrom('player_recent_games')
      .select('game_id')
      .where('member_id', '=', m.id)
      .orderBy('seq', 'desc')
      .executeTakeFirstOrThrow();
    expect(top.game_id).toBe(games[2]);
  });
});
