// reader-experience §5: the query is used as typed; only its length is bounded (the service's limit). Its own
// file so that the top bar's search box, in every page's initial JavaScript, carries this and nothing more.
export const MAX_QUERY_LENGTH = 512;
