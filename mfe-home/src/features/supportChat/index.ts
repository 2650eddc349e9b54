export { ChatThread } from './components/ChatThread';
export { Composer } from './components/Composer';
export { VisitorName } from './components/VisitorName';
export { useSupportChat, VISITOR_KEY_STORAGE, type TOutgoing } from './hooks';
