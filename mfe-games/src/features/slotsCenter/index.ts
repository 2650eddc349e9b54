// The slots center (/m/slotsCenter): slots by provider.
export { useSlotsCenter } from './hooks';
