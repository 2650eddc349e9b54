export { CsFloat } from './components/CsFloat';
export { ServiceList } from './components/ServiceList';
