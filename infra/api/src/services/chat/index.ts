export { ChatHub, CHAT_POLL_MS, SendLimiter, type TChatPeer } from './hub';
export {
  attachment,
  changeConversation,
  cleanText,
  markAgentRead,
  markPlayerRead,
  messagesAfter,
  playerConversation,
  playerUnread,
  postMessage,
  queue,
  routedConversation,
  startVisitor,
  visitorByKey,
  type TPosted,
  type TRouted,
} from './store';
export { imageLinkValid, imageUrl, issueTicket, readTicket, type TChatIdentity } from './tickets';
export { CHAT_UPLOAD_LIMITS, readChatImageForm, type TChatImageForm } from './upload';
