import { CONSOLE_MESSAGING_MESSAGES as K } from '@/lib/console-messaging-messages';

// The shop's own MSG91 flow template id for each template, in English and
// Hindi: one field each, in a table of templates. An empty field leaves that
// template on the id set at deployment.

const LANGUAGES = [
  { code: 'en', label: () => K.english },
  { code: 'hi', label: () => K.hindi },
] as const;

interface Props {
  templates: string[];
  ids: Record<string, string>;
  onChange: (ids: Record<string, string>) => void;
}

export default function SmsTemplateIds({ templates, ids, onChange }: Props) {
  return (
    <fieldset className="console-field" data-testid="sms-template-ids">
      <legend>{K.templateIdsTitle}</legend>
      <p className="console-note">{K.templateIdsHint}</p>
      <table className="console-table">
        <thead>
          <tr>
            <th scope="col">{K.template}</th>
            {LANGUAGES.map((l) => (
              <th key={l.code} scope="col">
                {l.label()}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {templates.map((name) => (
            <tr key={name}>
              <th scope="row">
                <code>{name}</code>
              </th>
              {LANGUAGES.map((l) => {
                const key = `${name}_${l.code}`;
                return (
                  <td key={l.code} data-label={l.label()}>
                    <input
                      id={`sms-id-${key}`}
                      aria-label={K.templateIdLabel(name, l.label())}
                      value={ids[key] ?? ''}
                      onChange={(e) => onChange({ ...ids, [key]: e.target.value })}
                      autoComplete="off"
                      spellCheck={false}
                      maxLength={40}
                    />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </fieldset>
  );
}
