/** A page of a list: 1-based page number, its size and the row offset (sizes are bounded by the descriptors). */
export function pageOf(pageNo: number | undefined, pageSize: number | undefined, defaultSize = 20) {
  const size = pageSize ?? defaultSize;
  const num = pageNo ?? 1;
  return { pageNum: num, pageSize: size, offset: (num - 1) * size };
}
