export { PageLoading } from './components/PageLoading';
export { useCappedLoading } from './hooks';
