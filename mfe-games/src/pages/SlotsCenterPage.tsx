import { PageTitle, useT } from '@tessera/platform-sdk';
import { PagedGames, useFavourites, useGameLauncher } from '../features/catalogue';
import { VendorMenu } from '../features/gameEntry';
import { useSlotsCenter } from '../features/slotsCenter';
import '../games.css';

/** /m/slotsCenter: slots by provider. */
export default function SlotsCenterPage() {
  const t = useT('games');
  const slots = useSlotsCenter();
  const favourites = useFavourites();
  const launch = useGameLauncher();
  return (
    <div className="gm-slots">
      <PageTitle>{t('title.slotsCenter')}</PageTitle>
      {slots.providers.length > 0 && (
        <VendorMenu vendors={slots.providers} selected={slots.vendor} label={t('entry.vendors')} selectable onChoose={slots.choose} />
      )}
      {slots.vendorName && <h2 className="gm-entry__title">{slots.vendorName}</h2>}
      <PagedGames
        games={slots.games}
        label={slots.vendorName || t('title.slotsCenter')}
        loading={slots.loading}
        error={slots.error}
        onRetry={slots.retry}
        hasMore={slots.hasMore}
        loadingMore={slots.loadingMore}
        onMore={slots.more}
        emptyText={t('list.noVendorGames')}
        isFavourite={favourites.isFavourite}
        onFavourite={(g, next) => void favourites.toggle(g, next)}
        onOpen={(g) => void launch(g)}
      />
    </div>
  );
}
