import { messages } from '@labmall/rules';
import { type RouterContextProvider, redirect } from 'react-router';
import { sealErrorMessage } from '../../lib/error-message.server';
import { ssrContext } from '../../load-context.server';

/**
 * SPEC §8 for a page load whose failure the page does not handle itself: /error/{sealed message}.
 * (The loaders use `api.envelope` to handle 400 or 404 their own way; this is everything else.)
 */
export async function pageLoadFailure(
  context: Readonly<RouterContextProvider>,
  message: string,
): Promise<never> {
  const { errorLinkSecret } = context.get(ssrContext);
  throw redirect(`/error/${await sealErrorMessage(errorLinkSecret, message || messages.REQUEST_FAILED)}`);
}
