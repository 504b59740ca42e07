/**
 * /user/collect/item. SPEC §2 lists the route without saying what it shows; we read it as "add to the
 * frequent-purchase list by 货号": look a catalogue number up, set the usual quantity, add, and go on
 * with the next one (items are also collected from the product page).
 */
import '../../components/account/account.css';
import '../../components/member-lists/member-lists.css';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { CollectAddForm } from '../../components/member-lists/collect-add-form';
import { memberHeaders } from '../../components/member-lists/load-page.server';
import { SkuLookupForm } from '../../components/member-lists/sku-lookup-form';
import type { CollectLookup } from '../../components/member-lists/types';
import { toastSuccess } from '../../lib/ui/feedback';
import { messages, pageTitle } from '../../messages';
import type { Route } from './+types/collect.item';

const t = messages.memberLists.collectItem;

export const headers = memberHeaders;

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches[0].loaderData.shopName, `${t.title} - ${messages.memberLists.collect.title}`) },
  { name: 'robots', content: 'noindex' },
];

export default function CollectItemPage() {
  const skuInput = useRef<HTMLInputElement>(null);
  const [found, setFound] = useState<CollectLookup | null>(null);
  const [added, setAdded] = useState('');

  const onFound = (sku: CollectLookup | null) => {
    setFound(sku);
    if (sku) setAdded('');
  };

  const onAdded = (sku: CollectLookup, quantity: number) => {
    toastSuccess(t.added);
    setAdded(t.addedNote(sku.name, quantity));
    setFound(null);
    // Ready for the next 货号.
    skuInput.current?.select();
  };

  return (
    <section aria-labelledby="collect-item-title" className="lm-panel lm-member-list">
      <div className="lm-member-list__head">
        <h1 id="collect-item-title">{t.title}</h1>
        <Link to="/user/collect" className="lm-button lm-button--link">
          {t.back}
        </Link>
      </div>
      <p className="lm-member-list__lead">{t.lead}</p>
      <SkuLookupForm inputRef={skuInput} onFound={onFound} />
      <div role="status" className="lm-added">
        {added ? (
          <>
            {added}
            <Link to="/user/collect" className="lm-text-link">
              {t.viewList}
            </Link>
          </>
        ) : null}
      </div>
      {found ? (
        <CollectAddForm key={found.sku_id} sku={found} onAdded={(quantity) => onAdded(found, quantity)} />
      ) : null}
    </section>
  );
}
