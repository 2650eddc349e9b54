// The public content room's door (routes/content.ts uses only this).
export { announcementGroups, announcementPage, codes, contentImageSource, helpLanguages, helpTree, latestNotices, popular, promotions } from './content';
export { CONTENT_IMAGE_PREFIX, contentImageSvg, contentImageUrl, isCurrentContentImage, parseContentImageFile, type TContentImage } from './images';
export { memberStatus, offerStatus, withMemberStatuses } from './memberPromotions';
export {
  addAnnouncement,
  addHelp,
  changeAnnouncement,
  changeHelp,
  emptyWinners,
  listAnnouncements,
  listHelp,
  removeAnnouncement,
  removeHelp,
  replaceHotList,
  type TContentContext,
} from './admin';
