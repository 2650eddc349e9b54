// @tessera/platform-sdk: what a remote's React code uses of the platform (a federation singleton,
// like the contract it builds on). Every export is named: the public surface is this list, and
// platform-sdk.api.md records it (npm test fails when it changes without that file).
export {
  PlatformProvider,
  type TCallInput,
  type TCallOptions,
  type TDialogOptions,
  type TPlatform,
  type TPlatformApi,
  type TPlatformDialog,
  type TPlatformFormat,
  type TPlatformI18n,
  type TPlatformLoading,
  type TPlatformNav,
  type TPlatformServices,
  type TPlatformSession,
  type TPlatformSlices,
  type TPlatformStatus,
  type TPlatformTheme,
  type TPlatformUi,
  type TPlatformWallet,
  type TPromptMode,
  type TPromptOptions,
  type TRequireLoginOptions,
  type TRequireRealMemberOptions,
  type TToastOptions,
  useApi,
  useBus,
  useDevice,
  useDialog,
  useFlags,
  useFormat,
  useI18n,
  useLoading,
  useMember,
  useNav,
  usePlatform,
  useSession,
  useStatusInfo,
  useT,
  useTheme,
  useToast,
  useUi,
  useWallet,
  useWalletRefresh,
} from './platform';
export { defineRemote, isRemoteModule, type TLocaleLoader, type TRemoteModule, type TRouteDef } from './remoteModule';
export { APP_USER_AGENT, currentDevice, detectDevice, deviceHeader, registerMethodOf, type TDevice, type TDeviceEnv } from './device';
export { createTitleScreen } from './titleScreen';
export { createBus } from './bus';
export { QueryView, type TQueryLike } from './components/QueryView';
export { PageTitle } from './components/PageTitle';
export { Link, type TLinkProps } from './components/Link';
