import { DEFAULT_RECORDS_PAGE_SIZE } from '@tessera/contract/api';

/** Rows per page of the member's record lists (the API's default page). */
export const RECORDS_PAGE_SIZE = DEFAULT_RECORDS_PAGE_SIZE;
