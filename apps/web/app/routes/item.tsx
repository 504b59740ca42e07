import '../components/catalogue/catalogue.css';
import '../components/catalogue/item.css';
import '../components/catalogue/sku-table.css';
import { Code } from '@labmall/protocol';
import { useEffect } from 'react';
import { Link, redirect, type ShouldRevalidateFunctionArgs } from 'react-router';
import { pageLoadFailure } from '../components/catalogue/load-failure.server';
import { HazardBlock } from '../components/catalogue/product-badges';
import { ProductDocuments } from '../components/catalogue/product-documents';
import { ProductFacts } from '../components/catalogue/product-facts';
import { ProductGallery } from '../components/catalogue/product-gallery';
import { inlineJson, productJsonLd } from '../components/catalogue/product-json-ld';
import { recordVisit } from '../components/catalogue/sku-actions';
import { SkuTable } from '../components/catalogue/sku-table';
import type { ProductDetail } from '../components/catalogue/types';
import { setChatProduct } from '../components/chat/chat-store';
import { PurchaseRequirements } from '../components/compliance/purchase-requirements';
import { ShareButtons } from '../components/controls/share-buttons';
import { categoryHref } from '../components/frame/list-href';
import { apiContext, userContext } from '../lib/context.server';
import { absoluteUrl } from '../lib/seo/public-origin.server';
import { isLoggedIn } from '../lib/user';
import { messages, pageTitle } from '../messages';
import type { Route } from './+types/item';

const t = messages.catalogue.item;

/** Product ids are positive integers the API can take (anything else cannot exist). */
const PRODUCT_ID = /^[1-9]\d{0,14}$/;

export async function loader({ params, context }: Route.LoaderArgs) {
  // /item without an id, or with one no product can have, is a page that does not exist (SPEC §4).
  if (!params.id || !PRODUCT_ID.test(params.id)) throw redirect('/error/404');
  const answer = await context.get(apiContext).getEnvelope('/product/detail', { id: Number(params.id) });
  if (answer.code === Code.NOT_FOUND) throw redirect('/error/404');
  if (answer.code !== Code.OK) return pageLoadFailure(context, answer.message);
  const product = answer.obj;
  return {
    product,
    canonical: absoluteUrl(context, `/item/${product.id}`).href,
    requirements: await purchaseRequirements(context, product),
  };
}

/** For a member and a controlled product: what buying it takes and what they lack (else null). */
async function purchaseRequirements(context: Route.LoaderArgs['context'], product: ProductDetail) {
  if (product.controlled.length === 0 || context.get(userContext).id === 0) return null;
  const answer = await context
    .get(apiContext)
    .getEnvelope('/user/licence/requirements', { controlled: product.controlled.map((c) => c.code) });
  // The page stands without it: the order page and the server still say what is missing.
  return answer.code === Code.OK ? answer.obj : null;
}

/** Adding to the cart revalidates (for the header's count): the product itself has not changed. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return currentUrl.href !== nextUrl.href && defaultShouldRevalidate;
}

function itemDescription(product: ProductDetail) {
  const parts = [product.name, product.name_en, product.cas && `CAS ${product.cas}`, product.grade];
  return `${parts.filter(Boolean).join('，')}。${product.brand_name}，${product.skus.length} 种包装可选。`;
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const shopName = matches[0].loaderData.shopName;
  if (!loaderData) return [{ title: pageTitle(shopName) }];
  const { product, canonical } = loaderData;
  return [
    { title: pageTitle(shopName, product.name) },
    { name: 'description', content: itemDescription(product) },
    { tagName: 'link', rel: 'canonical', href: canonical },
  ];
};

function Breadcrumbs({ product }: { product: ProductDetail }) {
  return (
    <nav className="lm-crumbs" aria-label={t.breadcrumb}>
      <ol>
        <li>
          <Link to="/">{messages.site.homeLink}</Link>
        </li>
        {product.category_path.map((category) => (
          <li key={category.id}>
            <Link to={categoryHref(category.id)}>{category.name}</Link>
          </li>
        ))}
        <li>
          <span aria-current="page">{product.name}</span>
        </li>
      </ol>
    </nav>
  );
}

function RelatedProducts({ related }: { related: ProductDetail['related'] }) {
  if (related.length === 0) return null;
  return (
    <section className="lm-related lm-panel-box" aria-labelledby="item-related">
      <h2 id="item-related" className="lm-item__subtitle">
        {t.related}
      </h2>
      <ul className="lm-related__list">
        {related.map((item) => (
          <li key={item.id}>
            <Link to={`/item/${item.id}`}>{item.name}</Link>
            <span className="lm-related__meta">
              {[item.cas && `CAS ${item.cas}`, item.grade, item.brand_name].filter(Boolean).join(' · ')}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function ItemPage({ loaderData, matches }: Route.ComponentProps) {
  const { product, canonical, requirements } = loaderData;
  const member = isLoggedIn(matches[0].loaderData.user);

  // A member's visit goes into the browsing history, once per product page shown (browser only).
  useEffect(() => {
    if (member) recordVisit(product.id);
  }, [member, product.id]);

  // 在线客服 offers this product (the packs on sale) while the page is shown.
  useEffect(() => {
    const skus = product.skus
      .filter((sku) => sku.on_sale)
      .map((sku) => ({ id: sku.id, sku: sku.sku, pack: [sku.pack, sku.spec].filter(Boolean).join(' / ') }));
    setChatProduct(skus.length > 0 ? { name: product.name, skus, chosen: null } : null);
    return () => setChatProduct(null);
  }, [product]);

  return (
    <article className="lm-catalogue lm-item">
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with `<` escaped (inlineJson)
        dangerouslySetInnerHTML={{ __html: inlineJson(productJsonLd(product, canonical)) }}
      />
      <Breadcrumbs product={product} />
      <div className="lm-item__top lm-panel-box">
        <ProductGallery
          name={product.name}
          images={product.images}
          formula={product.formula}
          cas={product.cas}
          structurePicture={product.structure_picture}
        />
        <div className="lm-item__summary">
          <h1 className="lm-item__name">{product.name}</h1>
          {product.name_en && (
            <p className="lm-item__en" lang="en">
              {product.name_en}
            </p>
          )}
          <HazardBlock product={product} />
          <PurchaseRequirements requirements={requirements} />
          <ProductFacts product={product} />
          <ShareButtons className="lm-item__share" />
        </div>
      </div>
      <section className="lm-item__skus lm-panel-box" aria-labelledby="item-skus">
        <h2 id="item-skus" className="lm-item__subtitle">
          {t.skus}
        </h2>
        <SkuTable productId={product.id} name={product.name} skus={product.skus} member={member} />
      </section>
      {product.documents.length > 0 && (
        <div className="lm-item__safety lm-panel-box">
          <ProductDocuments documents={product.documents} />
        </div>
      )}
      {/* No description, no section: 商品描述 over 暂无描述 was an empty box (issue 32, item 14). */}
      {product.description ? (
        <section className="lm-item__description lm-panel-box" aria-labelledby="item-description">
          <h2 id="item-description" className="lm-item__subtitle">
            {t.description}
          </h2>
          <div
            className="lm-rich-text"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitises descriptions on import
            dangerouslySetInnerHTML={{ __html: product.description }}
          />
        </section>
      ) : null}
      <RelatedProducts related={product.related} />
    </article>
  );
}
