import { browserTransport } from '@/lib/shop-config';
import type { Transport } from '@/lib/api/transport';
import { saveBlob } from '../orders/download';
import DownloadStatus from './DownloadStatus';
import { useDownload } from './use-download';

// A button that fetches one of the order's PDFs with the admin's token and
// saves it for printing, saying in place whether it worked.

interface Props {
  label: string;
  /** Said once the file is saved. */
  ready: string;
  /** Said when the answer carries no message of its own. */
  failed: string;
  fileName: string;
  fetchPdf: (transport: Transport) => Promise<Blob>;
}

export default function PdfDownload({ label, ready, failed, fileName, fetchPdf }: Props) {
  const { busy, result, run } = useDownload();
  const print = () =>
    run(async () => {
      saveBlob(await fetchPdf(browserTransport()), fileName);
      return ready;
    }, failed);
  return (
    <>
      <button type="button" className="btn btn-outline" disabled={busy} aria-busy={busy} onClick={() => void print()}>
        {label}
      </button>{' '}
      <DownloadStatus result={result} />
    </>
  );
}
