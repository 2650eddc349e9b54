import { DEFAULT_RECORDS_PAGE_SIZE } from '@tessera/shared-contracts/api';

/** Rows per page of the member's record lists (the API's default page). */
export const RECORDS_PAGE_SIZE = DEFAULT_RECORDS_PAGE_SIZE;
