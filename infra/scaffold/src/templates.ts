// The files `npm run new` writes. Each is the smallest working example of its rule in README
// "How to add a remote": api.ts is the only place that fetches, components are presentational,
// hooks.ts shapes the feature's state, index.ts is the door, the page composes.
import type { COMPLETE_LANGUAGES } from '@tessera/contract';
import type { TListCall } from './descriptor';

export interface TFeatureNames {
  remote: string;
  /** camelCase folder name, e.g. gameList. */
  feature: string;
  /** PascalCase of the feature, e.g. GameList. */
  Feature: string;
  /** The presentational component, e.g. GameListView. */
  component: string;
  /** The feature's state hook (hooks.ts), e.g. useGameList. */
  stateHook: string;
  /** The call's hook (api.ts), e.g. useGameListQuery. */
  queryHook: string;
}

export interface TPageNames {
  remote: string;
  page: string;
  /** The route the page is for, when --path was given (`PATHS.gameList`), for its comment. */
  pathExpr?: string;
  titleKey: string;
  feature: TFeatureNames;
}

/** The strings the feature template shows, in the three complete languages. */
export const FEATURE_STRINGS: Record<(typeof COMPLETE_LANGUAGES)[number], Record<'loading' | 'error' | 'retry' | 'empty', string>> = {
  EN: { loading: 'Loading…', error: 'Loading failed', retry: 'Try again', empty: 'No data' },
  PT: { loading: 'A carregar…', error: 'Falha ao carregar', retry: 'Tentar novamente', empty: 'Sem dados' },
  'PT-BR': { loading: 'Carregando…', error: 'Falha ao carregar', retry: 'Tentar de novo', empty: 'Sem dados' },
  CN: { loading: '加载中…', error: '加载失败', retry: '重试', empty: '暂无数据' },
  UR: { loading: 'لوڈ ہو رہا ہے…', error: 'لوڈ نہیں ہو سکا', retry: 'دوبارہ کوشش کریں', empty: 'کوئی ڈیٹا نہیں' },
};

export function apiTemplate(n: TFeatureNames, call: TListCall): string {
  return `// The calls of the ${n.feature} feature: one hook per descriptor over the platform's shared cache
// (keyed by descriptor + session + input, so every screen asking the same thing shares one request).
// Nothing else in this feature fetches. A call that changes something goes here too, with
// useApiMutation(descriptor, { invalidates: [the descriptors whose answers it changes] }).
import type { TCallInput } from '@tessera/platform-sdk';
import { ${call.name} } from '@tessera/contract/api';
import { useApiQuery } from '@tessera/platform-sdk/data';

/** ${call.name}: the answer, loading and error state of one input. */
export function ${n.queryHook}(input: TCallInput<typeof ${call.name}>) {
  return useApiQuery(${call.name}, input);
}
`;
}

export function hooksTemplate(n: TFeatureNames, call: TListCall): string {
  return `import { ${n.queryHook} } from './api';
import type { T${n.Feature}Item, ${n.component}Props } from './components/${n.component}';

/** What ${n.component} needs from the feature's state (the page adds what is selected and what a tap does). */
export type T${n.Feature}State = Pick<${n.component}Props, 'status' | 'items' | 'onRetry'>;

/** The ${n.feature} feature's state: its call's answer shaped into the items ${n.component} shows. */
export function ${n.stateHook}(): T${n.Feature}State {
  const query = ${n.queryHook}(${call.input});
  const value = query.data;
  const items: T${n.Feature}Item[] = value ? ${call.toItems} : [];
  const status = value ? 'ready' : query.isError ? 'error' : 'loading';
  return { status, items, onRetry: () => void query.refetch() };
}
`;
}

export function componentTemplate(n: TFeatureNames): string {
  return `import { useT } from '@tessera/platform-sdk';
import { Button, EmptyState, Spinner } from '@tessera/ui-kit';

export interface T${n.Feature}Item {
  id: string;
  label: string;
}

export interface ${n.component}Props {
  status: 'loading' | 'error' | 'ready';
  items: readonly T${n.Feature}Item[];
  /** The item the page marks as current (from the query string). */
  selectedId?: string | null;
  onSelect(id: string): void;
  onRetry(): void;
}

/** Presentational: shows what it is given and reports taps; the page decides what they do. */
export function ${n.component}({ status, items, selectedId = null, onSelect, onRetry }: ${n.component}Props) {
  const t = useT('${n.remote}');
  if (status === 'loading') {
    return (
      <div aria-busy="true">
        <Spinner label={t('${n.feature}.loading')} />
      </div>
    );
  }
  if (status === 'error') {
    return <EmptyState role="alert" text={t('${n.feature}.error')} action={<Button onClick={onRetry}>{t('${n.feature}.retry')}</Button>} />;
  }
  if (items.length === 0) return <EmptyState data-testid="empty-state" text={t('${n.feature}.empty')} />;
  return (
    <ul>
      {items.map((item) => (
        <li key={item.id}>
          <Button variant="ghost" block aria-current={item.id === selectedId ? 'true' : undefined} onClick={() => onSelect(item.id)}>
            {item.label}
          </Button>
        </li>
      ))}
    </ul>
  );
}
`;
}

export function componentTestTemplate(n: TFeatureNames): string {
  const en = FEATURE_STRINGS.EN;
  return `import { fireEvent, screen } from '@testing-library/react';
import { renderWithPlatform } from '@tessera/platform-sdk/testing';
import { locales } from '../../../locales';
import { ${n.component}, type ${n.component}Props } from './${n.component}';

// Inside a test platform whose \`t\` reads the remote's EN pack, so the test sees real strings.
function renderView(props: Partial<${n.component}Props> = {}) {
  const events = { onSelect: jest.fn(), onRetry: jest.fn() };
  renderWithPlatform(<${n.component} status="ready" items={[]} {...events} {...props} />, { resources: { ${n.remote}: locales.EN ?? {} } });
  return events;
}

test('shows a busy indicator while loading', () => {
  renderView({ status: 'loading' });
  expect(screen.getByRole('progressbar', { name: '${en.loading}' })).toBeTruthy();
});

test('offers a retry when the call failed', () => {
  const { onRetry } = renderView({ status: 'error' });
  expect(screen.getByRole('alert').textContent).toContain('${en.error}');
  fireEvent.click(screen.getByRole('button', { name: '${en.retry}' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});

test('says there is no data when the list is empty', () => {
  renderView({ items: [] });
  expect(screen.getByTestId('empty-state').textContent).toContain('${en.empty}');
});

test('lists the items, marks the selected one and reports a tap', () => {
  const items = [
    { id: '1', label: 'First' },
    { id: '2', label: 'Second' },
  ];
  const { onSelect } = renderView({ items, selectedId: '2' });
  expect(screen.getByRole('button', { name: 'Second' }).getAttribute('aria-current')).toBe('true');
  expect(screen.getByRole('button', { name: 'First' }).getAttribute('aria-current')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'First' }));
  expect(onSelect).toHaveBeenCalledWith('1');
});
`;
}

export function indexTemplate(n: TFeatureNames): string {
  return `// The ${n.feature} feature's door: pages import from here, never from its files.
export { ${n.stateHook}, type T${n.Feature}State } from './hooks';
export { ${n.component}, type ${n.component}Props, type T${n.Feature}Item } from './components/${n.component}';
`;
}

export function pageTemplate(p: TPageNames): string {
  const f = p.feature;
  const what = p.pathExpr ? `The page of ${p.pathExpr}` : `${p.page}`;
  return `import { withQuery } from '@tessera/contract';
import { useNav, useT } from '@tessera/platform-sdk';
import { ${f.component}, ${f.stateHook} } from '../features/${f.feature}';

/** Query string parameter of the selected item: in the URL, so back, reload and a shared link keep it. */
const SELECTED = 'selected';

/** ${what}: thin — reads the query string, composes features and turns their events into navigation. */
export default function ${p.page}() {
  const nav = useNav();
  const t = useT('${p.remote}');
  const ${f.feature} = ${f.stateHook}();
  return (
    <section className="tk-screen" data-testid="screen" data-remote="${p.remote}">
      <h1 className="tk-screen-title">{t('${p.titleKey}')}</h1>
      <${f.component}
        {...${f.feature}}
        selectedId={nav.query.get(SELECTED)}
        onSelect={(id) => nav.navigate(withQuery(nav.path, { [SELECTED]: id }), { replace: true })}
      />
    </section>
  );
}
`;
}
