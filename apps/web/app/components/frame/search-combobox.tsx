import { type KeyboardEvent, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { messages } from '../../messages';
import { nextActive, type SuggestionGroup, suggestionOptions } from './suggestion-options';
import { useSuggestions } from './use-suggestions';

const t = messages.header.search;
const GROUPS: SuggestionGroup[] = ['products', 'categories', 'brands'];

export interface SearchComboboxProps {
  id: string;
  defaultValue: string;
}

/**
 * The header's keyword box with suggestions under it (WAI-ARIA combobox with a listbox popup): typing
 * asks for products, categories and brands; ↓/↑ move through them, Enter follows the active one (or
 * submits the search when none is), Escape closes, and so do leaving the box and navigating. The box
 * stays a plain `name="keyword"` field of the GET form, so searching works before hydration.
 */
export function SearchCombobox({ id, defaultValue }: SearchComboboxProps) {
  const navigate = useNavigate();
  const { key: locationKey } = useLocation();
  const [keyword, setKeyword] = useState(defaultValue);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [active, setActive] = useState(-1);
  // The keyword a page opened with (a search on /list) is not a question: suggest only once typed.
  const [typed, setTyped] = useState(false);
  const suggestions = useSuggestions(typed ? keyword : '');
  const options = useMemo(() => (suggestions ? suggestionOptions(suggestions.answer) : []), [suggestions]);
  const listboxId = `${id}-suggestions`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const open = focused && !dismissed && options.length > 0;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new answer is the trigger, not an input
  useEffect(() => setActive(-1), [suggestions]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the location is the trigger, not an input
  useEffect(() => setDismissed(true), [locationKey]);

  const follow = (href: string) => {
    setDismissed(true);
    navigate(href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return;
      event.preventDefault();
      if (!open) {
        setDismissed(false);
        setActive(event.key === 'ArrowDown' ? 0 : options.length - 1);
      } else setActive((current) => nextActive(current, options.length, event.key as 'ArrowDown'));
    } else if (event.key === 'Enter' && open && active >= 0) {
      event.preventDefault();
      const option = options[active];
      if (option) follow(option.href);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setDismissed(true);
    }
  };

  return (
    <div className="lm-suggest">
      <input
        id={id}
        className="lm-search__keyword"
        type="search"
        name="keyword"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listboxId}
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        value={keyword}
        onChange={(event) => {
          setKeyword(event.target.value);
          setTyped(true);
          setDismissed(false);
        }}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        onKeyDown={onKeyDown}
        placeholder={t.placeholder}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={100}
      />
      <div
        id={listboxId}
        role="listbox"
        aria-label={t.suggestions}
        className="lm-suggest__panel"
        hidden={!open}
      >
        {GROUPS.map((group) => {
          const entries = options.flatMap((option, index) =>
            option.group === group ? [{ option, index }] : [],
          );
          if (entries.length === 0) return null;
          return (
            // biome-ignore lint/a11y/useSemanticElements: a group of options in a listbox, not a form's fieldset
            <div
              key={group}
              role="group"
              aria-labelledby={`${listboxId}-${group}`}
              className="lm-suggest__group"
            >
              <div id={`${listboxId}-${group}`} role="presentation" className="lm-suggest__title">
                {t[group]}
              </div>
              {entries.map(({ option, index }) => (
                // Combobox pattern: focus stays in the box and aria-activedescendant points here, so options
                // are neither focusable nor keyed themselves (the box's ↓/↑/Enter drive them).
                // biome-ignore lint/a11y/useFocusableInteractive: see above
                // biome-ignore lint/a11y/useKeyWithClickEvents: see above
                <div
                  key={option.key}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  className="lm-suggest__option"
                  // Keep focus in the box: a blur would close the list before the click lands.
                  onPointerDown={(event) => event.preventDefault()}
                  onPointerEnter={() => setActive(index)}
                  onClick={() => follow(option.href)}
                >
                  <span className="lm-suggest__label">{option.label}</span>{' '}
                  {option.detail && <span className="lm-suggest__detail">{option.detail}</span>}
                </div>
              ))}
            </div>
          );
        })}
      </div>
      <span className="lm-sr-only" role="status">
        {focused && suggestions ? t.resultsCount(options.length) : ''}
      </span>
    </div>
  );
}
