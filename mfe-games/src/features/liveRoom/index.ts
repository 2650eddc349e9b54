// A live-stream room (/m/liveRoom?id=): the stream, its gate (VIP level, pay per view), the chat. docs/decisions/live-rooms.md.
export { useBuyPass, useLiveChat, useLiveRoomQuery, useLiveStreamQuery } from './api';
export { LiveChat } from './components/LiveChat';
export { LivePlayer, livePosition } from './components/LivePlayer';
export { RoomGate } from './components/RoomGate';
