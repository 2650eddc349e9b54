import { create } from 'zustand';
import type { TRegistry, TSystemStatus } from '@tessera/contract';

interface TPlatformState {
  merchant: string;
  status: TSystemStatus | null;
  registry: TRegistry | null;
  setStatus(status: TSystemStatus): void;
  setRegistry(registry: TRegistry): void;
}

/** Merchant, system status and registry: what the server says this client should be. */
export const usePlatformStore = create<TPlatformState>((set) => ({
  merchant: 'demo',
  status: null,
  registry: null,
  setStatus: (status) => set({ status }),
  setRegistry: (registry) => set({ registry }),
}));
