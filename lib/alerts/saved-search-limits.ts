/** How many searches one talent may save: each is a daily query and a daily mail. */
export const SAVED_SEARCHES_MAX = 20;
export const SAVED_SEARCH_NAME_MAX = 80;
