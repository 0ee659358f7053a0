// Placeholder, replaced by the schema change.
export interface CoreTables {}
