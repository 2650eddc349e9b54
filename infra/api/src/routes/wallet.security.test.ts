import { SECURITY_QUESTIONS, SECURITY_QUESTIONS_MAX_FAILURES } from '@tessera/contract/api';
import { createHmac } from 'node:crypto';
import { Writable } from 'node:stream';
import { sha256 } from '../lib/hash';
import { cardFingerprint, cardFingerprintKey } from '../services/wallet/fingerprint';
import { normaliseAnswer } from '../services/wallet/recovery';
import type { TTestApp } from '../testkit';
import { bearer, createAccountsApp, lastSmsCode, loginAs, skipSmsCooldown } from './accounts.testkit';
import { GOOD_CARD, memberId, OTHER_CARDS, post, readyToWithdraw, setBalance, trialToken } from './wallet.testkit';

// The security center's recovery paths: resetting the payment password (SMS code to the bound
// mobile, or a proof from the security questions), the security questions, and keyed card
// fingerprints. Answers never appear in an answer or a log line.

const lines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _enc, done) {
    lines.push(chunk.toString('utf8'));
    done();
  },
});

let t: TTestApp;
beforeAll(async () => {
  t = await createAccountsApp({ logger: { level: 'trace', stream: logStream } });
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, token?: string) => t.app.inject({ url, headers: token ? bearer(token) : {} });
const RESET = '/api/v1/security/payment-password/reset';
const CODE = '/api/v1/security/payment-password/reset/code';
const QUESTIONS = '/api/v1/security/questions';
const VERIFY = '/api/v1/security/questions/verify';
const DEMO1_MOBILE = '13800138000';

/** Every answer the tests send: none may appear in an answer body or a log line. */
const SECRET_ANSWERS = ['Fluffy Zebracorn', 'Quixotic Marmalade Town', 'Obsidian Lighthouse', 'Wrong Guesswork Answer'];
const ANSWERS = [
  { questionId: 1, answer: '  Fluffy   ZEBRACORN ' },
  { questionId: 4, answer: 'Quixotic Marmalade Town' },
  { questionId: 7, answer: 'Obsidian Lighthouse' },
];
const bodies: string[] = [];
const send = async (url: string, token: string | null, payload: unknown, headers: Record<string, string> = {}) => {
  const res = await post(t.app, url, token, payload, headers);
  bodies.push(res.body);
  return res;
};

async function freshCode(mobile = DEMO1_MOBILE, token?: string): Promise<string> {
  await skipSmsCooldown(t.app, mobile);
  const res = await send(CODE, token ?? (await loginAs(t.app, 'demo1', 'Demo@1234')), undefined);
  expect(res.json()).toMatchObject({ success: true });
  return lastSmsCode(t.app, mobile);
}

async function withdraw(token: string, bankCardId: number, paymentPassword: string, key: string) {
  return send('/api/v1/withdraw', token, { amount: '100.00', bankCardId, paymentPassword }, { 'idempotency-key': key });
}

describe('auth rules of the new calls', () => {
  it('401 without a session, FREE_REJECT for a trial member', async () => {
    const trial = await trialToken(t.app);
    for (const [method, url] of [
      ['POST', CODE],
      ['POST', RESET],
      ['GET', QUESTIONS],
      ['POST', QUESTIONS],
      ['POST', VERIFY],
    ] as const) {
      const payload =
        url === RESET
          ? { verificationCode: '123456', newPaymentPassword: '123456', confirmPaymentPassword: '123456' }
          : url === CODE || method === 'GET'
            ? undefined
            : { answers: ANSWERS };
      const none = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(none.statusCode).toBe(401);
      const asTrial = await t.app.inject({ method, url, headers: bearer(trial), ...(payload ? { payload } : {}) });
      expect(asTrial.json()).toMatchObject({ code: 'FREE_REJECT' });
    }
  });
});

describe('resetPaymentPassword by SMS code', () => {
  it('sends the code to the bound mobile (masked in the answer), once a minute', async () => {
    const token = await loginAs(t.app, 'demo1', 'Demo@1234');
    const res = await send(CODE, token, undefined);
    expect(res.json()).toMatchObject({ success: true, value: { mobile: '+86 138****8000', expiredMinutes: 5, resendAfterSeconds: 60 } });
    const outbox = await t.app.db.selectFrom('sms_outbox').selectAll().where('mobile', '=', DEMO1_MOBILE).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(outbox.purpose).toBe('paymentPassword');
    expect((await send(CODE, token, undefined)).json()).toMatchObject({ code: 'SMS_TOO_FREQUENT' });
  });

  it('refuses bad inputs without spending the code: format, confirmation, no proof, both proofs, wrong code', async () => {
    const token = await loginAs(t.app, 'demo1', 'Demo@1234');
    const code = await freshCode();
    const reset = (body: object) => send(RESET, token, body);
    expect((await reset({ verificationCode: code, newPaymentPassword: '12345', confirmPaymentPassword: '12345' })).json()).toMatchObject({
      code: 'PASSWORD_FORMAT_INVALID',
    });
    expect((await reset({ verificationCode: code, newPaymentPassword: '123456', confirmPaymentPassword: '654321' })).json()).toMatchObject({
      code: 'PASSWORD_CONFIRM_MISMATCH',
    });
    expect((await reset({ newPaymentPassword: '123456', confirmPaymentPassword: '123456' })).json()).toMatchObject({
      code: 'FIELD_REQUIRED',
      value: { field: 'verificationCode' },
    });
    expect((await reset({ verificationCode: code, securityProof: 'x', newPaymentPassword: '123456', confirmPaymentPassword: '123456' })).json()).toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    for (const body of [
      { verificationCode: 123456, newPaymentPassword: '123456', confirmPaymentPassword: '123456' },
      { verificationCode: code, newPaymentPassword: '123456' },
      { verificationCode: code, newPaymentPassword: '123456', confirmPaymentPassword: '123456', extra: 1 },
    ]) {
      expect((await reset(body)).statusCode).toBe(400);
    }
    const wrong = code === '000000' ? '000001' : '000000';
    expect((await reset({ verificationCode: wrong, newPaymentPassword: '123456', confirmPaymentPassword: '123456' })).json()).toMatchObject({
      code: 'VERIFICATION_CODE_INVALID',
      value: { reason: 'mismatch' },
    });
    const member = await t.app.db.selectFrom('members').select('payment_password_hash').where('username', '=', 'demo1').executeTakeFirstOrThrow();
    expect(member.payment_password_hash).toBeNull();
    // The code still works after all of that.
    expect((await reset({ verificationCode: code, newPaymentPassword: '123456', confirmPaymentPassword: '123456' })).json()).toMatchObject({
      success: true,
      value: { paymentPasswordSet: true },
    });
    // Used: the same code again is refused.
    expect((await reset({ verificationCode: code, newPaymentPassword: '654321', confirmPaymentPassword: '654321' })).json()).toMatchObject({
      code: 'VERIFICATION_CODE_INVALID',
    });
  });

  it('refuses an expired code', async () => {
    const token = await loginAs(t.app, 'demo1', 'Demo@1234');
    const code = await freshCode();
    await t.app.db
      .updateTable('sms_codes')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('mobile', '=', DEMO1_MOBILE)
      .where('used_at', 'is', null)
      .execute();
    expect((await send(RESET, token, { verificationCode: code, newPaymentPassword: '112233', confirmPaymentPassword: '112233' })).json()).toMatchObject({
      code: 'VERIFICATION_CODE_INVALID',
      value: { reason: 'expired' },
    });
  });

  it('a code for another purpose (login password reset) does not reset the payment password', async () => {
    const token = await loginAs(t.app, 'demo1', 'Demo@1234');
    await skipSmsCooldown(t.app, DEMO1_MOBILE);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/sms/code',
      headers: { 'x-merchant': 'demo' },
      payload: { countryDialingCode: '86', mobileNum: DEMO1_MOBILE, purpose: 'forget' },
    });
    const forgetCode = await lastSmsCode(t.app, DEMO1_MOBILE);
    expect((await send(RESET, token, { verificationCode: forgetCode, newPaymentPassword: '112233', confirmPaymentPassword: '112233' })).json()).toMatchObject({
      code: 'VERIFICATION_CODE_INVALID',
    });
  });

  it('clears the lockout; withdrawing works with the new password and not with the old one', async () => {
    const token = await loginAs(t.app, 'agent1', 'Agent@1234');
    const id = await memberId(t.app, 'demo', 'agent1');
    await setBalance(t.app, 'demo', id, 100_000);
    const cardId = await readyToWithdraw(t.app, token, 'Agent@1234', '135790');
    for (let i = 0; i < 5; i += 1) await withdraw(token, cardId, '000000', `wrong-${i}`);
    expect((await withdraw(token, cardId, '135790', 'locked')).json()).toMatchObject({ code: 'PAYMENT_PASSWORD_LOCKED' });
    const code = await freshCode('13900139000', token);
    expect((await send(RESET, token, { verificationCode: code, newPaymentPassword: '246810', confirmPaymentPassword: '246810' })).json()).toMatchObject({
      success: true,
    });
    expect(await t.app.db.selectFrom('payment_password_guards').selectAll().where('member_id', '=', id).executeTakeFirst()).toBeUndefined();
    expect((await withdraw(token, cardId, '135790', 'old')).json()).toMatchObject({ code: 'PAYMENT_PASSWORD_INCORRECT' });
    const ok = await withdraw(token, cardId, '246810', 'new');
    expect(ok.json()).toMatchObject({ success: true, value: { status: 'PENDING', amount: '100.00', balance: '900.00' } });
  });

  it('lets a member without a login password set a first payment password', async () => {
    const token = await loginAs(t.app, 'demo1', 'Demo@1234');
    // As a mobile registration without a password: no login password, no payment password.
    await t.app.db.updateTable('members').set({ password_hash: null, payment_password_hash: null }).where('username', '=', 'demo1').execute();
    try {
      expect((await send('/api/v1/security/payment-password', token, { password: 'Demo@1234', newPaymentPassword: '123456' })).json()).toMatchObject({
        code: 'PASSWORD_INCORRECT',
      });
      const code = await freshCode(DEMO1_MOBILE, token);
      expect((await send(RESET, token, { verificationCode: code, newPaymentPassword: '314159', confirmPaymentPassword: '314159' })).json()).toMatchObject({
        success: true,
      });
      expect((await get('/api/v1/security/config', token)).json().value).toMatchObject({ paymentPasswordSet: true });
    } finally {
      const hash = await t.app.accounts.hasher.hash('Demo@1234');
      await t.app.db.updateTable('members').set({ password_hash: hash }).where('username', '=', 'demo1').execute();
    }
  });

  it('a member without a bound mobile gets MOBILE_NOT_BOUND', async () => {
    const token = await loginAs(t.app, 'acme2', 'Acme@1234', { merchant: 'acme' });
    await t.app.db.updateTable('members').set({ mobile: null, country_code: null }).where('username', '=', 'acme2').execute();
    expect((await send(CODE, token, undefined)).json()).toMatchObject({ code: 'MOBILE_NOT_BOUND' });
    expect((await send(CODE, token, undefined)).statusCode).toBe(409);
    expect((await send(RESET, token, { verificationCode: '123456', newPaymentPassword: '123456', confirmPaymentPassword: '123456' })).json()).toMatchObject({
      code: 'MOBILE_NOT_BOUND',
    });
  });
});

describe('security questions', () => {
  let token: string;
  let acme1: number;
  beforeAll(async () => {
    token = await loginAs(t.app, 'acme1', 'Acme@1234', { merchant: 'acme' });
    acme1 = await memberId(t.app, 'acme', 'acme1');
  });

  it('normalises answers: trimmed, spaces collapsed, case-folded', () => {
    expect(normaliseAnswer('  Fluffy \t  ZEBRACORN ')).toBe('fluffy zebracorn');
    expect(normaliseAnswer('Straße')).toBe(normaliseAnswer('STRASSE'));
  });

  it('lists the catalogue; nothing set yet', async () => {
    const value = (await get(QUESTIONS, token)).json().value;
    expect(value).toMatchObject({ selected: [], required: 3, lockedUntil: null });
    expect(value.list).toHaveLength(SECURITY_QUESTIONS.length);
    expect(value.list[0]).toEqual({ id: 1, i18nKey: 'securityQuestion.firstPet', text: 'What was the name of your first pet?' });
    expect((await get('/api/v1/security/config', token)).json().value).toMatchObject({ securityQuestionsSet: false });
    expect((await send(VERIFY, token, { answers: ANSWERS })).json()).toMatchObject({ code: 'SECURITY_QUESTIONS_NOT_SET' });
  });

  it('setting needs exactly 3 distinct catalogue questions, usable answers and a password; nothing is written on failure', async () => {
    const set = (body: object) => send(QUESTIONS, token, body);
    expect((await set({ answers: ANSWERS })).json()).toMatchObject({ code: 'FIELD_REQUIRED', value: { field: 'password' } });
    expect((await set({ answers: ANSWERS, password: 'Wrong@1234' })).json()).toMatchObject({ code: 'PASSWORD_INCORRECT' });
    expect((await set({ answers: ANSWERS, paymentPassword: '123456' })).json()).toMatchObject({ code: 'PAYMENT_PASSWORD_NOT_SET' });
    const dup = [ANSWERS[0], { ...ANSWERS[1], questionId: 1 }, ANSWERS[2]];
    expect((await set({ answers: dup, password: 'Acme@1234' })).json()).toMatchObject({ code: 'SECURITY_QUESTIONS_INVALID' });
    expect((await set({ answers: [ANSWERS[0], ANSWERS[1], { ...ANSWERS[2], questionId: 99 }], password: 'Acme@1234' })).json()).toMatchObject({
      code: 'SECURITY_QUESTIONS_INVALID',
    });
    expect((await set({ answers: [ANSWERS[0], ANSWERS[1], { ...ANSWERS[2], answer: '   ' }], password: 'Acme@1234' })).json()).toMatchObject({
      code: 'SECURITY_ANSWER_INVALID',
      value: { index: 2 },
    });
    expect((await set({ answers: [ANSWERS[0], ANSWERS[1], { ...ANSWERS[2], answer: 'x'.repeat(65) }], password: 'Acme@1234' })).json()).toMatchObject({
      code: 'SECURITY_ANSWER_INVALID',
    });
    for (const body of [
      { answers: ANSWERS.slice(0, 2), password: 'Acme@1234' },
      { answers: [...ANSWERS, { questionId: 2, answer: 'a' }], password: 'Acme@1234' },
      { answers: ANSWERS, password: 'Acme@1234', extra: 1 },
      { answers: [{ questionId: '1', answer: 'a' }, ANSWERS[1], ANSWERS[2]], password: 'Acme@1234' },
    ]) {
      expect((await set(body)).json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    expect(await t.app.db.selectFrom('member_security_questions').selectAll().where('member_id', '=', acme1).execute()).toEqual([]);
  });

  it('sets them with the login password; only hashes are stored; the config shows them set', async () => {
    const res = await send(QUESTIONS, token, { answers: ANSWERS, password: 'Acme@1234' });
    expect(res.json()).toMatchObject({ success: true, value: { securityQuestionsSet: true, selected: [1, 4, 7] } });
    const rows = await t.app.db.selectFrom('member_security_questions').selectAll().where('member_id', '=', acme1).execute();
    expect(rows).toHaveLength(3);
    expect(rows.every((r) => r.answer_hash.startsWith('$scrypt$'))).toBe(true);
    expect(JSON.stringify(rows).toLowerCase()).not.toMatch(/zebracorn|marmalade|lighthouse/);
    expect((await get(QUESTIONS, token)).json().value).toMatchObject({ selected: [1, 4, 7] });
    expect((await get('/api/v1/security/config', token)).json().value).toMatchObject({ securityQuestionsSet: true });
  });

  it('right answers (any case and spacing) earn a proof that resets the payment password once', async () => {
    const answers = [
      { questionId: 7, answer: 'obsidian   lighthouse' },
      { questionId: 1, answer: 'FLUFFY zebracorn' },
      { questionId: 4, answer: ' quixotic marmalade TOWN' },
    ];
    const res = await send(VERIFY, token, { answers });
    expect(res.json()).toMatchObject({ success: true });
    const { securityProof, expiresAt } = res.json().value as { securityProof: string; expiresAt: string };
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(9 * 60_000);
    // Only the proof's hash is kept.
    const stored = await t.app.db.selectFrom('security_proofs').selectAll().where('member_id', '=', acme1).execute();
    expect(stored.map((p) => p.token_hash)).toContain(sha256(securityProof).toString('hex'));
    expect(JSON.stringify(stored)).not.toContain(securityProof);
    // Another member cannot use it.
    const other = await loginAs(t.app, 'demo1', 'Demo@1234');
    expect((await send(RESET, other, { securityProof, newPaymentPassword: '777777', confirmPaymentPassword: '777777' })).json()).toMatchObject({
      code: 'SECURITY_PROOF_INVALID',
    });
    expect((await send(RESET, token, { securityProof, newPaymentPassword: '777777', confirmPaymentPassword: '777777' })).json()).toMatchObject({
      success: true,
    });
    expect((await send(RESET, token, { securityProof, newPaymentPassword: '888888', confirmPaymentPassword: '888888' })).json()).toMatchObject({
      code: 'SECURITY_PROOF_INVALID',
    });
    expect((await send(RESET, token, { securityProof: 'made-up', newPaymentPassword: '888888', confirmPaymentPassword: '888888' })).json()).toMatchObject({
      code: 'SECURITY_PROOF_INVALID',
    });
    // An expired proof is refused.
    const late = (await send(VERIFY, token, { answers })).json().value.securityProof as string;
    await t.app.db
      .updateTable('security_proofs')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token_hash', '=', sha256(late).toString('hex'))
      .execute();
    expect((await send(RESET, token, { securityProof: late, newPaymentPassword: '888888', confirmPaymentPassword: '888888' })).json()).toMatchObject({
      code: 'SECURITY_PROOF_INVALID',
    });
  });

  it('answers to other questions than the member set are refused without counting', async () => {
    const res = await send(VERIFY, token, { answers: [ANSWERS[0], ANSWERS[1], { questionId: 2, answer: 'x' }] });
    expect(res.json()).toMatchObject({ code: 'SECURITY_QUESTIONS_INVALID' });
    expect(await t.app.db.selectFrom('security_question_guards').selectAll().where('member_id', '=', acme1).executeTakeFirst()).toBeUndefined();
  });

  it(`${SECURITY_QUESTIONS_MAX_FAILURES} wrong sets in a row lock them (the right answers too) until the lock passes`, async () => {
    const wrong = [ANSWERS[0], ANSWERS[1], { questionId: 7, answer: 'Wrong Guesswork Answer' }];
    for (let left = SECURITY_QUESTIONS_MAX_FAILURES - 1; left >= 1; left -= 1) {
      const res = await send(VERIFY, token, { answers: wrong });
      expect(res.json()).toMatchObject({ code: 'SECURITY_ANSWERS_INCORRECT', value: { remainingAttempts: left } });
    }
    const locked = await send(VERIFY, token, { answers: wrong });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'SECURITY_QUESTIONS_LOCKED' });
    expect((await send(VERIFY, token, { answers: ANSWERS })).json()).toMatchObject({ code: 'SECURITY_QUESTIONS_LOCKED' });
    expect((await get(QUESTIONS, token)).json().value.lockedUntil).toBe(locked.json().value.lockedUntil);
    await t.app.db
      .updateTable('security_question_guards')
      .set({ locked_until: new Date(Date.now() - 1000).toISOString() })
      .where('member_id', '=', acme1)
      .execute();
    expect((await send(VERIFY, token, { answers: ANSWERS })).json()).toMatchObject({ success: true });
    expect((await send(VERIFY, token, { answers: wrong })).json()).toMatchObject({
      code: 'SECURITY_ANSWERS_INCORRECT',
      value: { remainingAttempts: SECURITY_QUESTIONS_MAX_FAILURES - 1 },
    });
  });

  it('changing them with the payment password voids unspent proofs and clears the count', async () => {
    const proof = (await send(VERIFY, token, { answers: ANSWERS })).json().value.securityProof as string;
    const next = [
      { questionId: 2, answer: 'Obsidian Lighthouse' },
      { questionId: 3, answer: 'Fluffy Zebracorn' },
      { questionId: 5, answer: 'Quixotic Marmalade Town' },
    ];
    // The payment password is 777777 since the proof reset above.
    expect((await send(QUESTIONS, token, { answers: next, paymentPassword: '000000' })).json()).toMatchObject({ code: 'PAYMENT_PASSWORD_INCORRECT' });
    expect((await send(QUESTIONS, token, { answers: next, paymentPassword: '777777' })).json()).toMatchObject({
      success: true,
      value: { selected: [2, 3, 5] },
    });
    expect((await send(RESET, token, { securityProof: proof, newPaymentPassword: '999999', confirmPaymentPassword: '999999' })).json()).toMatchObject({
      code: 'SECURITY_PROOF_INVALID',
    });
    expect(await t.app.db.selectFrom('security_question_guards').selectAll().where('member_id', '=', acme1).executeTakeFirst()).toBeUndefined();
    expect((await send(VERIFY, token, { answers: ANSWERS })).json()).toMatchObject({ code: 'SECURITY_QUESTIONS_INVALID' });
    expect((await send(VERIFY, token, { answers: next })).json()).toMatchObject({ success: true });
  });

  it('parallel wrong guesses cannot get past the limit unnoticed: the questions end up locked', async () => {
    const demo = await loginAs(t.app, 'demo1', 'Demo@1234');
    // demo1's payment password is 314159 (first set by SMS above).
    expect((await send(QUESTIONS, demo, { answers: ANSWERS, paymentPassword: '314159' })).json()).toMatchObject({ success: true });
    const wrong = [ANSWERS[0], ANSWERS[1], { questionId: 7, answer: 'Wrong Guesswork Answer' }];
    const results = await Promise.all(Array.from({ length: 12 }, () => send(VERIFY, demo, { answers: wrong })));
    const codes = results.map((r) => r.json().code as string);
    expect(codes.every((c) => c === 'SECURITY_ANSWERS_INCORRECT' || c === 'SECURITY_QUESTIONS_LOCKED')).toBe(true);
    expect(codes).toContain('SECURITY_QUESTIONS_LOCKED');
    expect((await get(QUESTIONS, demo)).json().value.lockedUntil).not.toBeNull();
    expect((await send(VERIFY, demo, { answers: ANSWERS })).json()).toMatchObject({ code: 'SECURITY_QUESTIONS_LOCKED' });
  });

  it('answers never appear in an answer body or in the logs', async () => {
    // A validation failure with answers in the body, too.
    await send(QUESTIONS, token, { answers: [{ questionId: 1, answer: 'Fluffy Zebracorn' }], password: 'Acme@1234' });
    await send(VERIFY, token, { answers: ANSWERS, extra: 'x' });
    // Wherever a log call might put a body, the answers (and a proof) are redacted by name.
    t.app.log.info(
      { body: { answers: [{ questionId: 1, answer: 'Fluffy Zebracorn' }], securityProof: 'proof-xyz' }, answer: 'Obsidian Lighthouse' },
      'body logged',
    );
    const logged = lines.find((l) => l.includes('body logged')) ?? '';
    expect(logged).toContain('[redacted]');
    expect(logged).not.toContain('proof-xyz');
    expect(bodies.length).toBeGreaterThan(20);
    expect(lines.length).toBeGreaterThan(20);
    const everything = (bodies.join('\n') + lines.join('\n')).toLowerCase();
    for (const answer of SECRET_ANSWERS) {
      expect(everything).not.toContain(answer.toLowerCase());
      expect(everything).not.toContain(normaliseAnswer(answer));
    }
  });
});

describe('bank-card fingerprints', () => {
  const storedKey = async () =>
    Buffer.from((await t.app.db.selectFrom('server_secrets').select('value').where('name', '=', 'card-fingerprint').executeTakeFirstOrThrow()).value, 'base64');

  it('are HMACs keyed by a server secret: the same number on two members differs; one member cannot bind it twice', async () => {
    const a = await loginAs(t.app, 'demo1', 'Demo@1234');
    const idA = await memberId(t.app, 'demo', 'demo1');
    const idB = await memberId(t.app, 'demo', 'agent1');
    // demo1's payment password is 314159 (first set by SMS above); payee name not bound yet.
    await send('/api/v1/security/payee-name', a, { payeeName: 'Demo One' });
    expect((await send('/api/v1/withdraw/bank-cards', a, { bankCode: 'ICBC', cardNumber: GOOD_CARD, paymentPassword: '314159' })).json()).toMatchObject({
      success: true,
    });
    // agent1 bound the same number above (readyToWithdraw).
    const rows = await t.app.db
      .selectFrom('bank_cards')
      .select(['member_id', 'number_hash'])
      .where('member_id', 'in', [idA, idB])
      .where('last4', '=', '1111')
      .execute();
    const hashA = rows.find((r) => r.member_id === idA)?.number_hash;
    const hashB = rows.find((r) => r.member_id === idB)?.number_hash;
    expect(hashA).toMatch(/^[0-9a-f]{64}$/);
    expect(hashB).toMatch(/^[0-9a-f]{64}$/);
    expect(hashA).not.toBe(hashB);
    const key = await storedKey();
    expect(key).toHaveLength(32);
    expect(hashA).toBe(createHmac('sha256', key).update(`bank-card:${idA}:4111111111111111`).digest('hex'));
    // Not the old unkeyed hash.
    expect(hashA).not.toBe(sha256(`bank-card:${idA}:4111111111111111`).toString('hex'));
    expect(
      (await send('/api/v1/withdraw/bank-cards', a, { bankCode: 'ABC', cardNumber: '4111-1111-1111-1111', paymentPassword: '314159' })).json(),
    ).toMatchObject({
      code: 'BANK_CARD_DUPLICATE',
    });
  });

  it('the stored key is made once and kept across restarts (duplicates are still found)', async () => {
    const before = await storedKey();
    expect(await cardFingerprintKey(t.app.db, {})).toEqual(before);
    await t.restart();
    expect(await storedKey()).toEqual(before);
    const a = await loginAs(t.app, 'demo1', 'Demo@1234');
    expect((await send('/api/v1/withdraw/bank-cards', a, { bankCode: 'ICBC', cardNumber: GOOD_CARD, paymentPassword: '314159' })).json()).toMatchObject({
      code: 'BANK_CARD_DUPLICATE',
    });
    expect((await send('/api/v1/withdraw/bank-cards', a, { bankCode: 'ICBC', cardNumber: OTHER_CARDS[0], paymentPassword: '314159' })).json()).toMatchObject({
      success: true,
    });
  });

  it('CARD_FINGERPRINT_SECRET, when set, is the key (at least 32 characters)', async () => {
    const secret = 'a-production-secret-of-at-least-32-characters';
    const key = await cardFingerprintKey(t.app.db, { CARD_FINGERPRINT_SECRET: secret });
    expect(key.toString('utf8')).toBe(secret);
    expect(cardFingerprint(key, 1, '4111111111111111')).toBe(createHmac('sha256', secret).update('bank-card:1:4111111111111111').digest('hex'));
    expect(cardFingerprint(key, 1, '4111111111111111')).not.toBe(cardFingerprint(await storedKey(), 1, '4111111111111111'));
    await expect(cardFingerprintKey(t.app.db, { CARD_FINGERPRINT_SECRET: 'too-short' })).rejects.toThrow(/at least 32/);
  });
});
