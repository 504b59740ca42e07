import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { messages } from '../../messages';
import type { CategoryNode } from './category-tree';
import { Icon } from './icons';
import { categoryHref } from './list-href';
import { focusableIn, moveFocus, usePopover } from './use-popover';

const t = messages.header.groups;

/**
 * 全部商品分类: the product groups, each with a flyout of its categories (two levels). Opens on hover
 * or from the button; in the list ↑/↓/Home/End move between groups (focusing one shows its flyout),
 * → enters the flyout, ←/Escape come back, Escape on a group closes the menu.
 */
export function ProductGroupMenu({ groups }: { groups: CategoryNode[] }) {
  const popover = usePopover();
  const [active, setActive] = useState<number | null>(null);
  const panelId = useId();
  const groupLinks = useRef<(HTMLAnchorElement | null)[]>([]);
  const flyouts = useRef<(HTMLDivElement | null)[]>([]);

  useEffect(() => {
    if (!popover.open) setActive(null);
  }, [popover.open]);

  if (groups.length === 0) return null;

  const focusGroup = (index: number) => {
    const wrapped = (index + groups.length) % groups.length;
    setActive(wrapped);
    groupLinks.current[wrapped]?.focus();
  };

  const onGroupKeyDown = (index: number) => (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') focusGroup(index + 1);
    else if (event.key === 'ArrowUp') focusGroup(index - 1);
    else if (event.key === 'Home') focusGroup(0);
    else if (event.key === 'End') focusGroup(groups.length - 1);
    else if (event.key === 'ArrowRight') focusableIn(flyouts.current[index] ?? null)[0]?.focus();
    else return;
    event.preventDefault();
    event.stopPropagation();
  };

  const onFlyoutKeyDown = (index: number) => (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft' || event.key === 'Escape') groupLinks.current[index]?.focus();
    else if (!moveFocus(focusableIn(flyouts.current[index] ?? null), event.key)) return;
    event.preventDefault();
    event.stopPropagation();
  };

  return (
    <nav className="lm-groups lm-dd" aria-label={t.label} {...popover.rootProps}>
      <button className="lm-groups__trigger" aria-controls={panelId} {...popover.triggerProps}>
        <Icon name="menu" size={18} />
        {t.trigger}
      </button>
      <ul id={panelId} className="lm-groups__panel" ref={popover.panelProps.ref} hidden={!popover.open}>
        {groups.map((group, index) => (
          <li key={group.id} className="lm-groups__group" data-active={active === index || undefined}>
            <Link
              to={categoryHref(group.id)}
              className="lm-groups__link"
              ref={(el) => {
                groupLinks.current[index] = el;
              }}
              onFocus={() => setActive(index)}
              onPointerEnter={(event) => {
                if (event.pointerType === 'mouse') setActive(index);
              }}
              onKeyDown={onGroupKeyDown(index)}
            >
              {group.name}
              {group.children.length > 0 && <Icon name="chevronRight" size={14} />}
            </Link>
            {group.children.length > 0 && (
              <div
                className="lm-groups__flyout"
                hidden={active !== index}
                ref={(el) => {
                  flyouts.current[index] = el;
                }}
              >
                <ul className="lm-groups__sections">
                  {group.children.map((category) => (
                    <li key={category.id} className="lm-groups__section">
                      <Link
                        to={categoryHref(category.id)}
                        className="lm-groups__title"
                        onKeyDown={onFlyoutKeyDown(index)}
                      >
                        {category.name}
                      </Link>
                      {category.children.length > 0 && (
                        <ul className="lm-groups__leaves">
                          {category.children.map((leaf) => (
                            <li key={leaf.id}>
                              <Link to={categoryHref(leaf.id)} onKeyDown={onFlyoutKeyDown(index)}>
                                {leaf.name}
                              </Link>
                            </li>
                          ))}
                        </ul>
                      )}
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
