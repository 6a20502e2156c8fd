/** The owners' app: blog (src/config/features/blog). ICU MessageFormat, keyed `owners.blog.…`. */
export const blogOwnerMessages = {} as const;
