import { MESSAGES } from '@/lib/messages';
import { consoleApi } from '@/lib/api/console';
import Gate from './Gate';
import { useGatedLoad } from './use-gated-load';

// A console section whose screens are still to come: gated like the others,
// saying plainly that it is not here yet.

export default function SectionPending({ title }: { title: string }) {
  const { state, reload } = useGatedLoad((t) => consoleApi(t).access());
  return (
    <Gate title={title} state={state} reload={reload}>
      {() => <p className="console-note">{MESSAGES.console.notReady}</p>}
    </Gate>
  );
}
