import { BANNER_GROUPS, CONTENT_TYPES } from '@tessera/contract';
import { announcementsBanner, liveModels } from '@tessera/contract/api';
import { useI18n } from '@tessera/platform-sdk';
import { useApiQuery } from '@tessera/platform-sdk/data';

/** Home's banners (groups m_home and m_live only, spec §2) and the pop-ups of the login popup, in one call. */
export function useBannerContent() {
  const { language } = useI18n();
  return useApiQuery(announcementsBanner, {
    query: { types: `${CONTENT_TYPES.Banner},${CONTENT_TYPES.PopUp}`, groupName: `${BANNER_GROUPS.home},${BANNER_GROUPS.live}`, platform: 'M', lang: language },
  });
}

/** Whether live rooms can be shown: the live model list answered with at least one room. */
export function useLiveAvailable(): { live: boolean; settled: boolean } {
  const models = useApiQuery(liveModels, { query: { pageSize: 1 } });
  return { live: models.isSuccess && models.data.list.length > 0, settled: !models.isPending };
}
