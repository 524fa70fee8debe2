/** A non-empty list of an object's keys, for `z.enum`: a record whose keys are a set of names is then that set's one list. */
export const keysOf = <Key extends string>(object: Readonly<Record<Key, unknown>>) => Object.keys(object) as [Key, ...Key[]];
