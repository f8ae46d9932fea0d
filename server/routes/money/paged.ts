/** A request whose `page` and `size` the schema defaults (useDefaults): by the time a handler runs, both are set. */
export type Paged<T extends { page?: number; size?: number }> = T & { page: number; size: number };
