import { useStatusInfo } from '@tessera/platform-sdk';
import { AppLogo } from './AppLogo';

/**
 * The merchant's mark: its logo (set in the operator console, served sanitised from /brand/...)
 * or the platform's, and its app name beside it (the merchant's name when no app name is set).
 * Decorative like AppLogo: the link or heading around it carries the accessible name.
 */
export function BrandMark({ size, textClassName }: { size: number; textClassName: string }) {
  const { statusInfo } = useStatusInfo();
  const { logoUrl, appName } = statusInfo.brand;
  return (
    <>
      {logoUrl ? <img className="shell-brand-logo" src={logoUrl} alt="" height={size} data-testid="brand-logo" /> : <AppLogo size={size} />}
      <span className={textClassName}>{appName || 'TESSERA'}</span>
    </>
  );
}
