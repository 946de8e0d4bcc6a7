import type { CsvFile } from '@/lib/api/console-reports';
import { CONSOLE_DAY } from '@/lib/console-day-messages';
import { saveBlob } from '../orders/download';
import DownloadStatus from './DownloadStatus';
import { useDownload } from './use-download';

// A button that asks the API for a CSV file and saves it under the name the
// server gave it, saying when it is saved or why it could not be made.

const R = CONSOLE_DAY.reports;

export default function CsvButton({ label, fetchFile }: { label: string; fetchFile: () => Promise<CsvFile> }) {
  const { busy, result, run } = useDownload();
  const download = () =>
    run(async () => {
      const file = await fetchFile();
      saveBlob(file.blob, file.filename);
      return R.downloaded(file.filename);
    }, R.downloadFailed);
  return (
    <span className="report-csv">
      <button type="button" className="btn btn-outline btn-small" disabled={busy} aria-busy={busy} onClick={() => void download()}>
        {busy ? R.downloading : label}
      </button>
      <DownloadStatus result={result} />
    </span>
  );
}
