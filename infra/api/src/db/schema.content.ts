/** Seeded content an operator has taken over (migrations.content.ts). kind: hot | winners | help. */
export interface ContentOverridesTable {
  merchant_code: string;
  kind: string;
  updated_at: string;
}

export interface ContentTables {
  content_overrides: ContentOverridesTable;
}
