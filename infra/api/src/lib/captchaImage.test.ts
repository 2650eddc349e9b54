import { captchaAnswer, captchaDataUrl, captchaSvg } from './captchaImage';

describe('captcha image', () => {
  it('answers 6 random digits', () => {
    const answers = new Set(Array.from({ length: 50 }, () => captchaAnswer(6)));
    for (const a of answers) expect(a).toMatch(/^\d{6}$/);
    expect(answers.size).toBeGreaterThan(45);
  });

  it('draws the digits as paths: no text element carries the answer', () => {
    for (let i = 0; i < 20; i += 1) {
      const answer = captchaAnswer(6);
      const svg = captchaSvg(answer);
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect(svg).not.toMatch(/<text|<script|on\w+=/);
      // One stroke group per digit at least, plus noise.
      expect((svg.match(/<path/g) ?? []).length).toBeGreaterThanOrEqual(6 + 5);
    }
  });

  it('draws the same answer differently every time', () => {
    expect(captchaSvg('123456')).not.toBe(captchaSvg('123456'));
  });

  it('wraps it as a base64 data URL', () => {
    const url = captchaDataUrl('000000');
    expect(url).toMatch(/^data:image\/svg\+xml;base64,[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(url.split(',')[1] ?? '', 'base64').toString('utf8')).toMatch(/^<svg/);
  });
});
