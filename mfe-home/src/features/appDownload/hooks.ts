import { downloadLink } from '@tessera/contract';
import { useDevice, useDialog, useStatusInfo, useT } from '@tessera/platform-sdk';
import { useState } from 'react';

export interface TDownloadOption {
  key: 'android' | 'iosProfile' | 'iosApp' | 'homeScreen';
  url: string | null;
}

/** The merchant's download options for this device (spec §2 download popup: Android, iOS profile, iOS app, add to home screen). */
export function useDownloadOptions(): TDownloadOption[] {
  const { statusInfo } = useStatusInfo();
  return [
    { key: 'android', url: downloadLink(statusInfo, 'Android') },
    { key: 'iosProfile', url: downloadLink(statusInfo, 'MOBILECONFIG') },
    { key: 'iosApp', url: downloadLink(statusInfo, 'IOS') },
    { key: 'homeScreen', url: null },
  ];
}

/**
 * The app-download icon (spec §2, §8): on iOS outside Safari an alert (title notice, confirm)
 * says to use Safari; elsewhere the download popup opens. Not offered inside the app or an
 * installed web app.
 */
export function useAppDownload() {
  const device = useDevice();
  const dialog = useDialog();
  const t = useT('home');
  const [open, setOpen] = useState(false);
  const available = !device.inApp && !device.standalone;
  const start = () => {
    if (device.ios && !device.safari) {
      void dialog.alert({ title: t('download.noticeTitle'), message: t('download.useSafari'), confirmLabel: t('common.confirm') });
      return;
    }
    setOpen(true);
  };
  return { available, open, start, close: () => setOpen(false) };
}
