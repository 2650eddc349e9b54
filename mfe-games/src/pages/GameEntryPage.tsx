import { PageTitle, useT } from '@tessera/platform-sdk';
import { CategoryIcon } from '../components/CategoryIcon';
import { PagedGames, useFavourites, useGameLauncher } from '../features/catalogue';
import { CategoryMenu, useGameEntry, VendorMenu } from '../features/gameEntry';
import '../games.css';

/** /m/game (spec §2 "Game entry screen"): category side menu, vendor menu, the category's games. */
export default function GameEntryPage() {
  const t = useT('games');
  const entry = useGameEntry();
  const favourites = useFavourites();
  const launch = useGameLauncher();
  const title = t(`category.${entry.category}`);

  return (
    <div className="gm-entry">
      {/* The header shows the screen's title; the h1 names the page for screen readers. */}
      <PageTitle>{t('title.game')}</PageTitle>
      <CategoryMenu
        categories={entry.menu}
        selected={entry.category}
        labelOf={(c) => t(`category.${c}`)}
        iconOf={(c) => <CategoryIcon category={c} />}
        label={t('entry.categories')}
        onChoose={entry.choose}
      />
      <section className="gm-entry__main" aria-labelledby="gm-entry-title">
        <h2 id="gm-entry-title" className="gm-entry__title">
          {title}
        </h2>
        {entry.vendors.length > 0 && (
          <VendorMenu
            vendors={entry.vendors}
            selected={entry.vendor}
            label={t('entry.vendors')}
            allLabel={entry.vendorFilters ? t('entry.allVendors') : undefined}
            selectable={entry.vendorFilters}
            onChoose={entry.chooseVendor}
          />
        )}
        <PagedGames
          games={entry.games}
          label={title}
          loading={entry.loading}
          error={entry.error}
          onRetry={entry.retry}
          hasMore={entry.hasMore}
          loadingMore={entry.loadingMore}
          onMore={entry.more}
          emptyText={entry.category === 'FAV' ? t('list.noFavourites') : t('list.empty')}
          isFavourite={favourites.isFavourite}
          onFavourite={(g, next) => void favourites.toggle(g, next)}
          onOpen={(g) => void launch(g)}
        />
      </section>
    </div>
  );
}
