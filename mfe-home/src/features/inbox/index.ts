export { InboxList } from './components/InboxList';
export { InboxMessage } from './components/InboxMessage';
export { useInbox } from './hooks';
