export { useVipRoom } from './api';
export { VipLevels } from './components/VipLevels';
export { VipProgress } from './components/VipProgress';
