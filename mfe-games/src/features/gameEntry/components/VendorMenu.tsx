import type { TVendorEntry } from '@tessera/contract/api';
import { HorizontalScroller } from '@tessera/ui-kit';

export interface VendorMenuProps {
  vendors: readonly TVendorEntry[];
  /** The vendor the grid is filtered to (aria-pressed), or null for all. */
  selected: string | null;
  /** The row's accessible name (translated). */
  label: string;
  /** The "all vendors" chip's text (translated); left out, there is no such chip. */
  allLabel?: string;
  /** The icons filter (aria-pressed on each); otherwise each opens its vendor's list. */
  selectable?: boolean;
  onChoose: (vendor: string | null) => void;
}

/** One icon per vendor, in the order given (spec §9's vendor order, as the server sorts it): `vendor-menu`. */
export function VendorMenu({ vendors, selected, label, allLabel, selectable = false, onChoose }: VendorMenuProps) {
  return (
    <HorizontalScroller size="sm" label={label} data-testid="vendor-menu" className="gm-vendors">
      {allLabel && (
        <button type="button" className="gm-vendor" aria-pressed={selected === null} onClick={() => onChoose(null)}>
          <span className="gm-vendor__all" aria-hidden="true">
            ★
          </span>
          <span className="gm-vendor__name">{allLabel}</span>
        </button>
      )}
      {vendors.map((v) => (
        <button
          key={v.vendor}
          type="button"
          className="gm-vendor"
          data-vendor={v.vendor}
          aria-pressed={selectable ? selected === v.vendor : undefined}
          onClick={() => onChoose(v.vendor)}
        >
          <img className="gm-vendor__icon" src={v.iconUrl} alt="" loading="lazy" decoding="async" />
          <span className="gm-vendor__name">{v.vendorName}</span>
        </button>
      ))}
    </HorizontalScroller>
  );
}
