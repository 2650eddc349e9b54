export { useProviders } from './api';
export { HomeFooter } from './components/HomeFooter';
