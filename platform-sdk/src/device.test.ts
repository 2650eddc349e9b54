import { deviceHeader, detectDevice, registerMethodOf } from './device';

const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/123.0.6312.52 Mobile/15E148 Safari/604.1';
const IPAD_DESKTOP = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const APP_SHELL = `${ANDROID_CHROME} TesseraApp/2.3.0`;
const IOS_APP_SHELL = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 TesseraApp/2.3.0';

describe('detectDevice', () => {
  it('iOS Safari is ios and safari; iOS Chrome is ios, not safari', () => {
    expect(detectDevice({ userAgent: IPHONE_SAFARI })).toEqual({ standalone: false, inApp: false, ios: true, safari: true });
    expect(detectDevice({ userAgent: IPHONE_CHROME })).toMatchObject({ ios: true, safari: false });
  });
  it('iPadOS with a desktop user agent is ios by its touch points; a Mac is not', () => {
    expect(detectDevice({ userAgent: IPAD_DESKTOP, maxTouchPoints: 5 }).ios).toBe(true);
    expect(detectDevice({ userAgent: IPAD_DESKTOP, maxTouchPoints: 0 }).ios).toBe(false);
  });
  it('Android Chrome is neither ios nor safari', () => {
    expect(detectDevice({ userAgent: ANDROID_CHROME })).toEqual({ standalone: false, inApp: false, ios: false, safari: false });
  });
  it('the app shell is found by its user-agent token, and is never Safari', () => {
    expect(detectDevice({ userAgent: APP_SHELL }).inApp).toBe(true);
    expect(detectDevice({ userAgent: IOS_APP_SHELL })).toMatchObject({ inApp: true, ios: true, safari: false });
    expect(detectDevice({ userAgent: 'Mozilla/5.0 TesseraApplication' }).inApp).toBe(false);
  });
  it('standalone from display-mode or from navigator.standalone (iOS home screen)', () => {
    expect(detectDevice({ userAgent: ANDROID_CHROME, displayModeStandalone: true }).standalone).toBe(true);
    expect(detectDevice({ userAgent: IPHONE_SAFARI, navigatorStandalone: true }).standalone).toBe(true);
  });
});

describe('deviceHeader and registerMethodOf', () => {
  const base = { standalone: false, inApp: false, ios: false, safari: false };
  it('Device is OTHERS for an installed app (PWA or app shell), MOBILE in a browser', () => {
    expect(deviceHeader(base)).toBe('MOBILE');
    expect(deviceHeader({ ...base, standalone: true })).toBe('OTHERS');
    expect(deviceHeader({ ...base, inApp: true })).toBe('OTHERS');
  });
  it('registerMethod: APP, WEBCLIP (iOS home screen), PWA, H5', () => {
    expect(registerMethodOf({ ...base, inApp: true, standalone: true })).toBe('APP');
    expect(registerMethodOf({ ...base, standalone: true, ios: true })).toBe('WEBCLIP');
    expect(registerMethodOf({ ...base, standalone: true })).toBe('PWA');
    expect(registerMethodOf(base)).toBe('H5');
  });
});
