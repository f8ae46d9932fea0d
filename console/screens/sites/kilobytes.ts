/** Bytes as the build reports them: `132.1 KB gzip`. */
export const kilobytes = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB gzip`;
