export { MessageRows } from './components/MessageRows';
export { useMessageCenter } from './hooks';
