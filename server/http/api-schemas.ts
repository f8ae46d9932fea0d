/** A reference to a schema of schema/api (registered by `$id` in app.ts), for a route's `schema.body`. */
export const ref = (id: string) => ({ $ref: `${id}#` });
