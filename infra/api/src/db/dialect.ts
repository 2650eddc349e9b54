// The SQL dialect a database speaks. A leaf: the connection (database.ts), the migrations and the
// seeders all name it, and none of them imports another for it.

export type TDialect = 'sqlite' | 'postgres';
