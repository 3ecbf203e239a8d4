/** A path with a `.` or `..` segment once decoded (or one that cannot be decoded) is refused. */
export function hasDotSegment(path: string): boolean {
  return path.split("/").some((segment) => {
    try {
      const decoded = decodeURIComponent(segment);
      return decoded === "." || decoded === "..";
    } catch {
      return true;
    }
  });
}
