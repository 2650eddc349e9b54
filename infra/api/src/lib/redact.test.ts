import { redactUrl, SECRET_QUERY_PARAMS } from './redact';

describe('redactUrl', () => {
  it('redacts every credential-bearing query parameter and keeps the rest', () => {
    expect(redactUrl('/api/v1/status?merchant=demo&access_token=OPS-SECRET&token=T1&ticket=TK&cid=c1')).toBe(
      '/api/v1/status?merchant=demo&access_token=[redacted]&token=[redacted]&ticket=[redacted]&cid=c1',
    );
    expect(redactUrl('/x?api_key=k&apikey=k&key=k&password=p&client_secret=s&sig=s&signature=s&refresh_token=r&id_token=i')).toBe(
      '/x?api_key=[redacted]&apikey=[redacted]&key=[redacted]&password=[redacted]&client_secret=[redacted]&sig=[redacted]&signature=[redacted]&refresh_token=[redacted]&id_token=[redacted]',
    );
  });

  it('redacts one-time codes (the SMS check takes its code in the query) but not the public invitation code', () => {
    expect(redactUrl('/api/v1/sms/check?mobileNum=5511900000001&verificationCode=123456')).toBe(
      '/api/v1/sms/check?mobileNum=5511900000001&verificationCode=[redacted]',
    );
    expect(redactUrl('/api/v1/affiliate/check?code=AGENT1&captcha=4242')).toBe('/api/v1/affiliate/check?code=AGENT1&captcha=[redacted]');
  });

  it('matches names in any case, percent-encoded, with + for spaces or an array suffix', () => {
    expect(redactUrl('/x?Access_Token=a&TOKEN=b&access%5Ftoken=c&%74oken=d&token[]=e&token%5B0%5D=f&+token+=g')).toBe(
      '/x?Access_Token=[redacted]&TOKEN=[redacted]&access%5Ftoken=[redacted]&%74oken=[redacted]&token[]=[redacted]&token%5B0%5D=[redacted]&+token+=[redacted]',
    );
  });

  it('redacts the whole value, = signs included, and every repeat of a name', () => {
    expect(redactUrl('/x?token=a=b=c&token=second&a=1')).toBe('/x?token=[redacted]&token=[redacted]&a=1');
  });

  it('leaves URLs without a query, names without a value, look-alikes and broken encoding alone', () => {
    expect(redactUrl('/api/v1/status')).toBe('/api/v1/status');
    expect(redactUrl('/x?token')).toBe('/x?token');
    expect(redactUrl('/x?tokens=1&mytoken=2&gameCode=3')).toBe('/x?tokens=1&mytoken=2&gameCode=3');
    expect(redactUrl('/x?%E0%A4%A=1&token=s')).toBe('/x?%E0%A4%A=1&token=[redacted]');
  });

  it('keeps a fragment after the query', () => {
    expect(redactUrl('/play/slot?ticket=abc#top')).toBe('/play/slot?ticket=[redacted]#top');
    expect(redactUrl('/m/game?merchant=demo&tessera-preview=abc.def')).toBe('/m/game?merchant=demo&tessera-preview=[redacted]');
  });

  it('lists names in lower case (they are compared after lower-casing)', () => {
    expect([...SECRET_QUERY_PARAMS].filter((n) => n !== n.toLowerCase())).toEqual([]);
  });
});
