/**
 * A generated request type with the fields its schema gives a default present: Ajv fills them in (useDefaults) before
 * the handler runs, so the handler reads them as set.
 */
export type Defaulted<T, K extends keyof T> = T & Required<Pick<T, K>>;

/** A paged request: its schema defaults `page` and `size`, so both are set by the time a handler runs. */
export type Paged<T extends { page?: number; size?: number }> = Defaulted<T, 'page' | 'size'>;
