import { routeTitles, type TRouteMeta } from './remote';
import { statusCode } from './registry';

const routes: TRouteMeta[] = [{ path: '/m/help', header: 'shown', footer: 'hidden', back: 'history', titleKey: 'title.help', access: 'public' }];

test('route titles are collected per language for the registry', () => {
  expect(routeTitles(routes, { EN: { title: { help: 'Help Center' } }, PT: { title: { help: 'Ajuda' } }, FR: {} })).toEqual({
    EN: { 'title.help': 'Help Center' },
    PT: { 'title.help': 'Ajuda' },
  });
});

test('status code: maintenance wins, region restriction alone is 2 (spec §2)', () => {
  expect(statusCode(false, false)).toBe(0);
  expect(statusCode(true, false)).toBe(1);
  expect(statusCode(true, true)).toBe(1);
  expect(statusCode(false, true)).toBe(2);
});
