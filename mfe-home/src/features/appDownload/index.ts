export { AppGuides } from './components/AppGuides';
export { DownloadPopup } from './components/DownloadPopup';
export { useAppDownload, useDownloadOptions, type TDownloadOption } from './hooks';
