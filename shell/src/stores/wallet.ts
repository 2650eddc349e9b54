import { create } from 'zustand';

interface TWalletState {
  sumBalance: string | null;
  currencySymbol: string;
  refreshing: boolean;
  setCurrency(symbol: string): void;
  setBalance(sumBalance: string | null): void;
  setRefreshing(refreshing: boolean): void;
}

/** Wallet summary shown in the header and given to remotes. Amounts are decimal strings, never floats. */
export const useWalletStore = create<TWalletState>((set) => ({
  sumBalance: null,
  currencySymbol: '¥',
  refreshing: false,
  setCurrency: (currencySymbol) => set({ currencySymbol }),
  setBalance: (sumBalance) => set({ sumBalance, refreshing: false }),
  setRefreshing: (refreshing) => set({ refreshing }),
}));
