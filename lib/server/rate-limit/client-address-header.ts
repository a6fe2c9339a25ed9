/**
 * The request header in which server.mjs passes the socket's remote address to the app. server.mjs
 * deletes any value the client sent under this name before setting it, so only the socket speaks.
 */
export const CLIENT_ADDRESS_HEADER = "x-client-address";
