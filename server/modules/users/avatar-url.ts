/** The address of a user's avatar; the version makes a replaced one load afresh. */
export const avatarUrl = (userId: number, etag: string) => `/api/users/avatar/${userId}?v=${etag.slice(0, 12)}`;
