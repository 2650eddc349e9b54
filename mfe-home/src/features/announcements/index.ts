export { useAnnouncementPages, useNotices } from './api';
export { AnnouncementMarquee } from './components/AnnouncementMarquee';
export { NoticeList } from './components/NoticeList';
export { useAnnouncementReads } from './hooks';
