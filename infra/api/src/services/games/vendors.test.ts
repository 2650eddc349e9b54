import { vendorSorting } from './vendors';

describe('vendorSorting (spec §9)', () => {
  it('takes JL, FC, PG, EG3 and TCG_SEA out of the server order and puts EG3, PG, FC, JL first', () => {
    expect(vendorSorting(['PP', 'JL', 'PG', 'FC', 'JDB', 'EG3', 'KA'])).toEqual(['EG3', 'PG', 'FC', 'JL', 'PP', 'JDB', 'KA']);
  });

  it('puts first only the vendors the category has', () => {
    expect(vendorSorting(['JDB', 'JL', 'FC', 'CQ9'])).toEqual(['FC', 'JL', 'JDB', 'CQ9']);
    expect(vendorSorting(['EVO', 'PP'])).toEqual(['EVO', 'PP']);
    expect(vendorSorting([])).toEqual([]);
  });

  it('removes TCG_SEA without putting it back', () => {
    expect(vendorSorting(['TCG_LOTTO_VN', 'TCG_SEA', 'LOTT'])).toEqual(['TCG_LOTTO_VN', 'LOTT']);
  });
});
