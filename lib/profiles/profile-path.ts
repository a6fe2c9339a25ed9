/** The path of a talent's profile page. */
export const profilePath = (handle: string) => `/profiles/${handle}`;
