import { SelectField } from '@tessera/ui-kit';
import type { TMerchant } from './types';

/** The merchant a screen works on; the choice is shared by the console's screens (App holds it). */
export function MerchantPicker({ merchants, value, onChange }: { merchants: readonly TMerchant[]; value: string; onChange: (code: string) => void }) {
  return (
    <SelectField
      label="Merchant"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      options={merchants.map((m) => ({ value: m.code, label: `${m.name} (${m.code})` }))}
    />
  );
}

/** The chosen merchant, else the first one. */
export const pick = (merchants: readonly TMerchant[], code: string): TMerchant | undefined => merchants.find((m) => m.code === code) ?? merchants[0];
