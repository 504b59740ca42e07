import {
  SIMILARITY_MIN,
  STRUCTURE_MODE_LABELS,
  STRUCTURE_MODES,
  type StructureMode,
} from '@labmall/contract/structure-limits';
import { type FormEvent, lazy, Suspense, useId, useState } from 'react';
import { useNavigate, useNavigation, useSubmit } from 'react-router';
import { structureMessages as t } from './structure-messages';
import { isMolfile, type StructureQuery, structureHref, THRESHOLD_STEP } from './structure-query';

/**
 * The editor is OpenChemLib (ADR 0060), about 340 KB gzip: it is fetched when the buyer asks to draw,
 * from this page only, so no other page's bundle carries it. A failed fetch (a deploy replaced the
 * chunk, the network dropped) says so in place rather than taking the page down.
 */
const StructureEditor = lazy(() =>
  import('./structure-editor').catch(() => ({
    default: () => (
      <p className="lm-structure-editor__failed" role="alert">
        {t.editorFailed}
      </p>
    ),
  })),
);

/**
 * The query: a SMILES or molfile box (or the editor filling it), the mode and, for 相似, the lowest
 * similarity. A plain GET form to /structure, so a pasted SMILES searches before hydration too; once
 * hydrated a SMILES goes to its tidy address and a molfile, several lines, is posted to the action.
 */
export function StructureForm({ query }: { query: StructureQuery }) {
  const id = useId();
  const navigate = useNavigate();
  const submit = useSubmit();
  const busy = useNavigation().state !== 'idle';
  const [text, setText] = useState(query.q);
  const [mode, setMode] = useState<StructureMode>(query.mode);
  const [threshold, setThreshold] = useState(query.threshold);
  const [drawing, setDrawing] = useState(false);
  const [missing, setMissing] = useState(false);

  const search = (raw: string) => {
    const q = raw.trim();
    if (!q) {
      setMissing(true);
      return;
    }
    setMissing(false);
    if (isMolfile(q)) submit({ q, mode, t: String(threshold) }, { method: 'post', action: '/structure' });
    else navigate(structureHref({ q, mode, threshold, page: 1 }));
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    search(text);
  };
  const onDrawn = (smiles: string) => {
    setText(smiles);
    if (smiles) setMissing(false);
  };

  return (
    <form
      className="lm-structure-form"
      action="/structure"
      method="get"
      aria-label={t.form}
      onSubmit={onSubmit}
      noValidate
    >
      <div className="lm-structure-form__query">
        <label htmlFor={`${id}-q`}>{t.query}</label>
        <textarea
          id={`${id}-q`}
          name="q"
          rows={3}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t.placeholder}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          aria-invalid={missing || undefined}
          aria-describedby={missing ? `${id}-missing` : undefined}
        />
        {missing && (
          <p id={`${id}-missing`} className="lm-structure-form__missing" role="alert">
            {t.emptyQuery}
          </p>
        )}
        <button
          type="button"
          className="lm-structure-form__draw"
          aria-expanded={drawing}
          aria-controls={`${id}-editor`}
          onClick={() => setDrawing(!drawing)}
        >
          {drawing ? t.closeEditor : t.draw}
        </button>
      </div>
      <div id={`${id}-editor`} className="lm-structure-form__editor" hidden={!drawing}>
        {drawing && (
          <Suspense fallback={<p className="lm-structure-editor__loading">{t.editorLoading}</p>}>
            <StructureEditor initial={text} onDrawn={onDrawn} onSearch={search} />
          </Suspense>
        )}
      </div>
      <div className="lm-structure-form__options">
        <fieldset className="lm-segmented">
          <legend>{t.mode}</legend>
          {STRUCTURE_MODES.map((value) => (
            <label key={value} className="lm-segmented__option" title={t.modeHints[value]}>
              <input
                type="radio"
                name="mode"
                value={value}
                checked={mode === value}
                onChange={() => setMode(value)}
              />
              <span>{STRUCTURE_MODE_LABELS[value]}</span>
            </label>
          ))}
        </fieldset>
        {/* Shown for 相似 by CSS (:has), so it also appears without script when that mode is picked. */}
        <div className="lm-structure-form__threshold">
          <label htmlFor={`${id}-t`}>{t.threshold}</label>
          <input
            id={`${id}-t`}
            type="range"
            name="t"
            min={SIMILARITY_MIN}
            max={1}
            step={THRESHOLD_STEP}
            value={threshold}
            onChange={(event) => setThreshold(Number(event.target.value))}
            aria-valuetext={t.percent(threshold)}
            aria-describedby={`${id}-t-hint`}
          />
          <output htmlFor={`${id}-t`}>{t.percent(threshold)}</output>
          <span id={`${id}-t-hint`} className="lm-structure-form__hint">
            {t.thresholdHint}
          </span>
        </div>
        <button type="submit" className="lm-structure-form__submit" disabled={busy}>
          {t.submit}
        </button>
      </div>
      <p className="lm-structure-form__mode-hint">{t.modeHints[mode]}</p>
    </form>
  );
}
