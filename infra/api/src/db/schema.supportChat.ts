import type { Generated } from 'kysely';

/** Tables of migration 0035_support_chat (added to DB in schema.ts). */
export interface SupportChatTables {
  chat_visitors: ChatVisitorsTable;
  chat_conversations: ChatConversationsTable;
  chat_messages: ChatMessagesTable;
  chat_attachments: ChatAttachmentsTable;
}

export interface ChatVisitorsTable {
  id: Generated<number>;
  merchant_code: string;
  name: string;
  /** sha256 (hex) of the visitor key the browser keeps; the key itself is never stored. */
  key_hash: string;
  created_at: string;
}

export interface ChatConversationsTable {
  id: Generated<number>;
  merchant_code: string;
  member_id: number | null;
  visitor_id: number | null;
  /** 'm:<member id>' or 'v:<visitor id>'. */
  owner_key: string;
  name: string;
  /** OPEN or CLOSED. */
  status: string;
  assigned_to: string | null;
  last_message_id: Generated<number>;
  /** Messages up to this id are read by the player / by the agents. */
  player_read_id: Generated<number>;
  agent_read_id: Generated<number>;
  created_at: string;
  updated_at: string;
  closed_at: string | null;
  closed_by: string | null;
}

export interface ChatMessagesTable {
  id: Generated<number>;
  conversation_id: number;
  /** PLAYER, AGENT or SYSTEM. */
  sender: string;
  author: string;
  sender_key: string;
  client_id: string | null;
  text: string | null;
  attachment_id: number | null;
  created_at: string;
}

export interface ChatAttachmentsTable {
  id: Generated<number>;
  conversation_id: number;
  content_type: string;
  size: number;
  /** The image's bytes, base64. */
  data: string;
  created_at: string;
}
