import type { Generated } from 'kysely';

/** Tables of migration 0013_messaging (added to DB in schema.ts). */
export interface MessagingTables {
  inbox_messages: InboxMessagesTable;
  inbox_states: InboxStatesTable;
  chat_unread: ChatUnreadTable;
}

export interface InboxMessagesTable {
  id: Generated<number>;
  merchant_code: string;
  /** null: a broadcast to every member of the merchant. */
  member_id: number | null;
  /** WELCOME, BONUS, SECURITY, NOTICE. */
  kind: string;
  title: string;
  /** Plain text. */
  content: string;
  /** 'system' (seeded) or the operator who sent it. */
  sender: string;
  seed_key: string | null;
  created_at: string;
}

/** A member's state of one message (no row: unread, not deleted). */
export interface InboxStatesTable {
  message_id: number;
  member_id: number;
  read_at: string | null;
  deleted_at: string | null;
}

/** Unread customer-service replies per member (set by the chat provider's side; reset on launch). */
export interface ChatUnreadTable {
  member_id: number;
  merchant_code: string;
  unread: Generated<number>;
  updated_at: string;
}
