import {
  checkCaptcha,
  checkConfirm,
  checkLoginPassword,
  checkLoginUsername,
  checkMobile,
  checkPassword,
  checkSmsCode,
  hasErrors,
  validate,
} from './validation';
import { safeReturnPath } from './formHooks';

describe('account field checks (spec §5)', () => {
  it('loginUsername: required, then the account format', () => {
    expect(checkLoginUsername('')).toBe('accounts.error.usernameRequired');
    expect(checkLoginUsername('9bad')).toBe('accounts.error.usernameFormat');
    expect(checkLoginUsername('demo1')).toBeNull();
  });
  it('loginPassword is only required (old accounts still log in); a new password needs the format', () => {
    expect(checkLoginPassword('')).toBe('accounts.error.passwordRequired');
    expect(checkLoginPassword('short')).toBeNull();
    expect(checkPassword('short')).toBe('accounts.error.passwordFormat');
    expect(checkPassword('Newbie@123')).toBeNull();
  });
  it('mobile: digits, at most 20, the leading zero stripped before the rule', () => {
    expect(checkMobile('')).toBe('accounts.error.mobileRequired');
    expect(checkMobile('12ab')).toBe('accounts.error.mobileFormat');
    expect(checkMobile('1'.repeat(21))).toBe('accounts.error.mobileFormat');
    expect(checkMobile('013800138000')).toBeNull();
  });
  it('SMS code: numeric, at most 10; captcha: required, 6 digits', () => {
    expect(checkSmsCode('12345678901')).toBe('accounts.error.smsFormat');
    expect(checkSmsCode('123456')).toBeNull();
    expect(checkCaptcha('')).toBe('accounts.error.captchaRequired');
    expect(checkCaptcha('12345')).toBe('accounts.error.captchaFormat');
    expect(checkCaptcha('123456')).toBeNull();
  });
  it('confirmation: required, then equal', () => {
    expect(checkConfirm('Abc12345')('')).toBe('accounts.error.confirmRequired');
    expect(checkConfirm('Abc12345')('Abc12346')).toBe('accounts.error.confirmMismatch');
    expect(checkConfirm('Abc12345')('Abc12345')).toBeNull();
  });
  it('validate runs only the fields asked for', () => {
    const errors = validate<'a' | 'b'>({ a: checkLoginUsername, b: checkSmsCode }, { a: '', b: 'x' }, ['a']);
    expect(errors).toEqual({ a: 'accounts.error.usernameRequired' });
    expect(hasErrors(errors)).toBe(true);
    expect(hasErrors({ a: undefined })).toBe(false);
  });
});

describe('safeReturnPath', () => {
  it('keeps a path of this site with its query', () => {
    expect(safeReturnPath('/m/withdraw?x=1')).toBe('/m/withdraw?x=1');
  });
  it('goes home for other sites, scheme tricks, the account screens and nothing', () => {
    for (const bad of [
      null,
      '',
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      '/m/login?redirect=/m/home',
      '/m/register',
    ]) {
      expect(safeReturnPath(bad)).toBe('/m/home');
    }
  });
});
