import { useRef, useState } from 'react';
import { synonymsApi } from '@/lib/api/search';
import { showConfirm } from '@/lib/dialogs';
import { CONSOLE_SEARCH_MESSAGES } from '@/lib/console-search-messages';
import { MESSAGES } from '@/lib/messages';
import { browserTransport } from '@/lib/shop-config';
import Gate from './Gate';
import { useGatedLoad } from './use-gated-load';
import { useSave } from './use-save';

// The shop's search synonyms for an operator: each group a line of words
// separated by commas, edited in place and saved whole. The server checks
// every group and names the one that is wrong; a refused save keeps
// everything typed.

const K = CONSOLE_SEARCH_MESSAGES;

interface Draft {
  key: number;
  words: string;
}

const wordsOf = (line: string) =>
  line
    .split(/[,،]/u)
    .map((w) => w.trim())
    .filter((w) => w !== '');

function Editor({ initial }: { initial: string[][] }) {
  const next = useRef(initial.length);
  const [drafts, setDrafts] = useState<Draft[]>(() => initial.map((terms, key) => ({ key, words: terms.join(', ') })));
  const { busy, result, setResult, run } = useSave();

  const change = (key: number, words: string) => {
    setResult(null);
    setDrafts((list) => list.map((d) => (d.key === key ? { ...d, words } : d)));
  };
  const add = () => {
    setResult(null);
    setDrafts((list) => [...list, { key: next.current++, words: '' }]);
  };
  async function remove(key: number, n: number) {
    if (!(await showConfirm(K.removeConfirm(n), '', K.remove(n)))) return;
    setResult(null);
    setDrafts((list) => list.filter((d) => d.key !== key));
  }

  function save(event: React.SubmitEvent) {
    event.preventDefault();
    void run(async () => {
      // A group left empty is dropped; anything else goes to the server, which names what is wrong.
      const groups = drafts.map((d) => wordsOf(d.words)).filter((g) => g.length > 0);
      const answer = await synonymsApi(browserTransport()).save(groups);
      setDrafts(answer.groups.map((terms) => ({ key: next.current++, words: terms.join(', ') })));
      return answer.message;
    });
  }

  return (
    <form className="console-form console-section" onSubmit={save} noValidate aria-busy={busy}>
      <p className="console-note">{K.intro}</p>
      {drafts.length === 0 && <p className="console-note">{K.empty}</p>}
      {drafts.map((d, i) => (
        <fieldset key={d.key} className="console-field">
          <legend>{K.group(i + 1)}</legend>
          <label htmlFor={`synonyms-${d.key}`}>{K.terms}</label>
          <input
            id={`synonyms-${d.key}`}
            type="text"
            value={d.words}
            maxLength={600}
            autoComplete="off"
            aria-describedby="synonyms-hint"
            onChange={(e) => change(d.key, e.target.value)}
          />
          <button type="button" className="btn btn-outline btn-small" onClick={() => void remove(d.key, i + 1)}>
            {K.remove(i + 1)}
          </button>
        </fieldset>
      ))}
      <p id="synonyms-hint" className="console-note">
        {K.termsHint}
      </p>
      <div aria-live="polite">{result && <p className={result.ok ? 'console-status' : 'console-error'}>{result.text}</p>}</div>
      <p className="console-actions">
        <button type="button" className="btn btn-outline" onClick={add}>
          {K.add}
        </button>
        <button type="submit" className="btn" disabled={busy}>
          {busy ? K.saving : K.save}
        </button>
      </p>
    </form>
  );
}

export default function SynonymsPanel() {
  const { state, reload } = useGatedLoad((t) => synonymsApi(t).list());
  return (
    <Gate title={MESSAGES.console.sections.search} state={state} reload={reload}>
      {(data) => <Editor initial={data.groups} />}
    </Gate>
  );
}
