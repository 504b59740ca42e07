import { Button } from '../kit';
import { useWrite } from '../use-write';

/** 发布 / 撤下 of a named thing: `publish(next)` writes it, the toast names what changed. */
export function PublishButton({
  published,
  name,
  publish,
}: {
  published: boolean;
  name: string;
  publish: (next: boolean) => Promise<unknown>;
}) {
  const { busy, run } = useWrite();
  return (
    <Button
      type="link"
      loading={busy}
      onClick={() => run(() => publish(!published), published ? `已撤下${name}` : `已发布${name}`)}
    >
      {published ? '撤下' : '发布'}
    </Button>
  );
}
