import '../../content/content.css';
import { useState } from 'react';
import { api } from '../../../lib/api/browser';
import { RichText } from '../../content/content-parts';
import { Button, Modal } from '../kit';

/**
 * 预览: the body as the storefront would show it, before it is published or even saved. The API
 * sanitises it exactly as on a page (`POST /admin/content/preview`); it is shown here in the
 * storefront's own content styles and kept nowhere, so no visitor can reach it.
 */
export function ContentPreview({ title, body, meta }: { title: string; body: string; meta?: string }) {
  const [html, setHtml] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function open() {
    setBusy(true);
    try {
      setHtml((await api.post('/admin/content/preview', { body })).body);
    } catch {
      // The API client has said why.
    } finally {
      setBusy(false);
    }
  }
  return (
    <>
      <Button loading={busy} disabled={!body.trim()} onClick={open}>
        预览
      </Button>
      <Modal
        title="预览（前台显示效果，尚未发布）"
        open={html !== null}
        onCancel={() => setHtml(null)}
        footer={null}
        width={960}
      >
        <article className="lm-content lm-console__preview">
          <div className="lm-content__box">
            <header>
              <h1>{title || '（无标题）'}</h1>
              {meta ? <p className="lm-content__meta">{meta}</p> : null}
            </header>
            <RichText html={html ?? ''} />
          </div>
        </article>
      </Modal>
    </>
  );
}
