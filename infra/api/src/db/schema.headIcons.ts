/** A member's own head icon picture (0060; docs/decisions/head-icon-upload.md). */
export interface MemberHeadIconsTable {
  member_id: number;
  /** SHA-256 of the bytes, hex: the picture's URL. */
  hash: string;
  content_type: string;
  width: number;
  height: number;
  size_bytes: number;
  /** The bytes, base64. */
  data: string;
  created_at: string;
}

export interface HeadIconTables {
  member_head_icons: MemberHeadIconsTable;
}
