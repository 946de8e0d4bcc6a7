import type { DownloadResult } from './use-download';

/** Where a download button says how it went; announced without moving focus. */
export default function DownloadStatus({ result }: { result: DownloadResult | null }) {
  return <span aria-live="polite">{result && <span className={result.ok ? 'console-status' : 'console-error'}>{result.text}</span>}</span>;
}
