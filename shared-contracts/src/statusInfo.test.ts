import { MENU_PERMISSION_KEYS } from './constants';
import { memberOf, isMemberInfoRecord, vipLevelOf } from './member';
import { downloadBonusOf, downloadLink, statusInfoOf } from './statusInfo';
import { sampleMemberInfo, sampleStatus, SAMPLE_SERVICE_LINKS } from './fixtures';

describe('statusInfoOf', () => {
  it('reads the payload: decrypted customer service, downloads, paths, register, currency, flags', () => {
    const info = statusInfoOf(sampleStatus());
    expect(info.code).toBe(0);
    expect(info.customerService).toEqual(SAMPLE_SERVICE_LINKS.map((l) => ({ ...l })));
    expect(downloadLink(info, 'Android')).toBe('https://download.example.com/tessera.apk');
    expect(downloadLink(info, 'MOBILECONFIG')).toBeNull();
    expect(info.paths.memberInfo).toBe('/api/v1/member/info');
    expect(info.register.username).toEqual({ enabled: true, required: true });
    expect(info.currency).toEqual({ code: 'CNY', symbol: '¥' });
    expect(info.flags.CBS3).toBe(true);
    expect(info.ip).toBe('127.0.0.1');
  });

  it('download bonus: the largest positive bonus of the download links, null when none carries one', () => {
    expect(statusInfoOf(sampleStatus()).downloadBonus).toBeNull();
    expect(statusInfoOf(null).downloadBonus).toBeNull();
    const resources = [
      { resourceType: 'Android', url: 'a', bonus: '8.00' },
      { resourceType: 'IOS', url: 'i', bonus: '12.5' },
      { resourceType: 'MOBILECONFIG', url: 'm', bonus: '0' },
    ];
    expect(statusInfoOf(sampleStatus({ info: { ...sampleStatus().info, resources } })).downloadBonus).toBe('12.5');
    expect(downloadBonusOf([{ bonus: '0.00' }, {}])).toBeNull();
  });

  it("templates: mem_cen '1' → new member center, dep_func '1' → new deposit, anything else base", () => {
    const of = (mem_cen: string, dep_func: string) =>
      statusInfoOf(sampleStatus({ info: { ...sampleStatus().info, mobileTemplate: { mem_cen, dep_func } } })).templates;
    expect(of('1', '0')).toEqual({ memberCenter: 'new', deposit: 'base' });
    expect(of('0', '1')).toEqual({ memberCenter: 'base', deposit: 'new' });
    expect(of('', 'x')).toEqual({ memberCenter: 'base', deposit: 'base' });
  });

  it('menu permission keys: each on only while its flag is', () => {
    const info = statusInfoOf(sampleStatus({ info: { ...sampleStatus().info, whitelabel: { REWCEN3: true, SECPRIV: false } } }));
    expect(Object.keys(info.menu).sort()).toEqual([...MENU_PERMISSION_KEYS].sort());
    expect(info.menu.REWCEN3).toBe(true);
    expect(info.menu.SECPRIV).toBe(false);
    expect(info.menu.MAILCEN).toBe(false);
  });

  it('without a payload: normal status, nothing enabled, the default currency', () => {
    const info = statusInfoOf(null);
    expect(info).toMatchObject({ code: 0, customerService: [], downloads: [], flags: {}, currency: { code: 'CNY', symbol: '¥' } });
    expect(info.templates).toEqual({ memberCenter: 'base', deposit: 'base' });
  });
});

describe('member info', () => {
  it('checks the cached shape and maps clubLabel.labelName to vipLabel', () => {
    expect(isMemberInfoRecord(sampleMemberInfo())).toBe(true);
    expect(isMemberInfoRecord({ ...sampleMemberInfo(), clubLabel: null })).toBe(false);
    expect(isMemberInfoRecord({ id: '1' })).toBe(false);
    expect(memberOf(sampleMemberInfo())).toEqual({ id: 1, account: 'demo1', nickname: 'Demo One', type: 0, vipLabel: 'VIP1' });
  });
  it('the header VIP level: VIP3 → 3, empty or none → 0', () => {
    expect(vipLevelOf({ vipLabel: 'VIP3' })).toBe('3');
    expect(vipLevelOf({ vipLabel: '' })).toBe('0');
    expect(vipLevelOf(null)).toBe('0');
    expect(vipLevelOf({ vipLabel: 'Gold' })).toBe('Gold');
  });
});
